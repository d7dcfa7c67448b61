/**
 * Import and export of form definitions, shared by the FormBuilder and the authors' CLI.
 * Import accepts a definition file (the format of `schemas/forms/*.json`), an RJSF-style
 * `{schema, uiSchema}` document or a bare JSON Schema; draft-07 keywords become their 2020-12
 * equivalents, and whatever the visual editors cannot represent is kept verbatim (an 'advanced'
 * question, edited as JSON). Export writes the canonical file text, or an RJSF document.
 */
import { CATALOGUE_WIDGETS, kindOfField } from '../definition/field-kinds.ts';
import type { DefinitionIssue, FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { validateDefinition } from '../definition/validate-definition.ts';
import { isRecord } from '../read/is-record.ts';
import { toDraft2020 } from './draft07.ts';
import { answerLimitFor } from './normalise-draft.ts';

type Node = Record<string, unknown>;

export type ImportResult =
  | { ok: true; definition: FormDefinition; notes: string[] }
  | { ok: false; issues: DefinitionIssue[] };

/** Deeper than this is no form: refused before anything recursive runs (a 10 000-deep file must not overflow the stack). */
export const IMPORT_MAX_DEPTH = 64;

const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Top-level keywords beside which `additionalProperties: false` would refuse answers the form itself accepts. */
const OPENS_PROPERTIES = ['patternProperties', 'allOf', 'anyOf', 'oneOf', 'if', 'then', 'else', 'dependentSchemas', '$ref', '$dynamicRef', 'unevaluatedProperties'];
/** The one section an RJSF document's questions land in. */
export const IMPORTED_SECTION_ID = 'questions';

/** Whether a JSON value nests deeper than `limit` (iterative: safe on any depth). */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

function refuse(path: string, message: string): ImportResult {
  return { ok: false, issues: [{ path, message }] };
}

/** A form id from a title: "Sleep diary (adults)" → "sleep-diary-adults". */
function slugOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64).replace(/-+$/, '') || 'imported-form';
}

/** Same object with `key` moved to the front (or added there). */
function withFirst(node: Node, key: string, value: unknown): Node {
  const { [key]: _old, ...rest } = node;
  return { [key]: value, ...rest };
}

/** A JSON pointer segment. */
const segment = (key: string): string => key.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A question's uiSchema with every widget the renderer does not implement set aside, at any depth
 * (nested objects, list items): the question falls back to its standard input, and the widget is
 * kept (by its uiSchema pointer) so an RJSF export gives it back.
 */
function setAsideWidgets(node: Node, pointer: string, name: string, kept: Record<string, unknown>, notes: string[]): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${segment(key)}`;
    if (key === 'ui:widget' && (typeof value !== 'string' || !CATALOGUE_WIDGETS.includes(value))) {
      kept[at] = value;
      notes.push(`"${name}": widget ${JSON.stringify(value)}${at === `${pointer}/ui:widget` && pointer === `/${segment(name)}` ? '' : ` (at uiSchema ${at})`} is not one this app renders, so it uses the standard input; the widget is kept for export`);
      continue;
    }
    out[key] = !key.startsWith('ui:') && isRecord(value) ? setAsideWidgets(value, at, name, kept, notes) : value;
  }
  return out;
}

/**
 * Make the uiSchema something the renderer and the meta-schema accept, changing nothing it can
 * render: entries for names that are not questions and widgets the renderer does not implement (at
 * any depth) are set aside in `kept` by their uiSchema pointer, so an RJSF export gives back every
 * entry (said in notes); `ui:enumNames` becomes the choices' titles (and is kept too). Everything
 * else is verbatim.
 */
function tidyUiSchema(ui: Node, properties: Record<string, JsonSchemaObject>, notes: string[], kept: Record<string, unknown>): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(ui)) {
    if (key.startsWith('ui:')) {
      out[key] = value;
      continue;
    }
    if (!(key in properties)) {
      kept[`/${segment(key)}`] = value;
      notes.push(`uiSchema for "${key}", which is not a question, is kept aside for export`);
      continue;
    }
    if (!isRecord(value)) {
      kept[`/${segment(key)}`] = value;
      notes.push(`uiSchema for "${key}" is not an object, so it is kept aside for export`);
      continue;
    }
    let field = setAsideWidgets(value, `/${segment(key)}`, key, kept, notes);
    const names = field['ui:enumNames'];
    const schema = properties[key]!;
    if (Array.isArray(names) && Array.isArray(schema.enum) && schema.oneOf === undefined) {
      const { enum: values, ...rest } = schema;
      properties[key] = { ...rest, oneOf: values.map((v, i) => ({ const: v, title: typeof names[i] === 'string' ? names[i] : String(v) })) };
      const { 'ui:enumNames': _names, ...others } = field;
      field = others;
      kept[`/${segment(key)}/ui:enumNames`] = names;
      notes.push(`"${key}": ui:enumNames became the choices' titles (oneOf)`);
    }
    out[key] = field;
  }
  return out;
}

/** The order RJSF shows the questions in: `ui:order` (with "*" for the rest), else the schema's. */
function questionOrder(properties: Record<string, JsonSchemaObject>, order: unknown): string[] {
  if (!Array.isArray(order)) return Object.keys(properties);
  const before: string[] = [];
  const after: string[] = [];
  let star = false;
  for (const name of order) {
    if (name === '*') star = true;
    else if (typeof name === 'string' && name in properties && !before.includes(name) && !after.includes(name)) (star ? after : before).push(name);
  }
  const rest = Object.keys(properties).filter((n) => !before.includes(n) && !after.includes(n));
  return [...before, ...rest, ...after];
}

/** The form's schema: draft 2020-12, an object of questions; closed to other answers when that changes nothing. */
function formSchema(input: Node, notes: string[]): { schema: JsonSchemaObject } | { issues: DefinitionIssue[] } {
  const { schema, report } = toDraft2020(input);
  if (report.problems.length > 0) return { issues: report.problems.map((p) => ({ path: `/schema${p.path}`, message: p.message })) };
  for (const note of report.notes) notes.push(`schema${note.path}: ${note.message}`);
  if (schema.type === undefined && isRecord(schema.properties)) {
    schema.type = 'object';
    notes.push('schema: type "object" added (it has properties)');
  }
  if (schema.type !== 'object') return { issues: [{ path: '/schema/type', message: 'the schema must be an object of questions ("type": "object")' }] };
  const properties = schema.properties;
  if (!isRecord(properties) || Object.keys(properties).length === 0) {
    return { issues: [{ path: '/schema/properties', message: 'the schema has no questions: "properties" must name at least one' }] };
  }
  if (schema.additionalProperties === true) {
    delete schema.additionalProperties;
  }
  if (schema.additionalProperties === undefined) {
    const opener = OPENS_PROPERTIES.find((k) => k in schema);
    if (opener) {
      notes.push(`schema: left open to answers beyond its questions, because "${opener}" may add some (additionalProperties: false would refuse them)`);
    } else {
      schema.additionalProperties = false;
      notes.push('schema: additionalProperties: false added (every answer the form can give is one of its questions)');
    }
  } else if (schema.additionalProperties !== false) {
    return { issues: [{ path: '/schema/additionalProperties', message: 'answers are flat questions: "additionalProperties" must be false or left out, not a schema' }] };
  }
  boundLists(properties, notes);
  return { schema: schema as JsonSchemaObject };
}

/**
 * Every list answer gets a `maxItems` (the rule drafts already follow, normaliseDraft's): a tick-box
 * list of fixed choices its number of choices, any other list the repeating group's default.
 */
function boundLists(properties: Record<string, unknown>, notes: string[]): void {
  for (const [name, field] of Object.entries(properties)) {
    const limit = isRecord(field) ? answerLimitFor(field as JsonSchemaObject) : null;
    if (!limit) continue;
    (field as JsonSchemaObject).maxItems = limit.maxItems;
    notes.push(
      limit.rule === 'choices'
        ? `"${name}": maxItems ${limit.maxItems} added (a member can tick at most every choice once)`
        : `"${name}": the list had no limit, so maxItems ${limit.maxItems} was added (members cannot add entries forever); change it if the list needs more`,
    );
  }
}

function advancedNote(def: FormDefinition): string[] {
  const advanced = Object.entries(def.schema.properties ?? {})
    .filter(([name, schema]) => kindOfField(schema, def.uiSchema?.[name] as Node | undefined) === 'advanced')
    .map(([name]) => name);
  return advanced.length === 0 ? [] : [`kept as written, edited as JSON (advanced): ${advanced.join(', ')}`];
}

function finish(def: FormDefinition, notes: string[]): ImportResult {
  const result = validateDefinition(def);
  if (!result.ok) return { ok: false, issues: result.issues };
  return { ok: true, definition: def, notes: [...notes, ...advancedNote(def)] };
}

function importDefinition(input: Node, options: { id?: string }): ImportResult {
  if (!isRecord(input.schema)) return refuse('/schema', 'a definition needs a "schema" object');
  // only the dialect is converted: the rest of a definition file is the author's, judged by validateDefinition
  const { schema, report } = toDraft2020(input.schema);
  if (report.problems.length > 0) return { ok: false, issues: report.problems.map((p) => ({ path: `/schema${p.path}`, message: p.message })) };
  const notes = report.notes.map((n) => `schema${n.path}: ${n.message}`);
  let def = { ...structuredClone(input), schema } as unknown as FormDefinition;
  if (options.id !== undefined && options.id !== def.id) {
    notes.push(`id ${JSON.stringify(def.id)} replaced by "${options.id}"`);
    def = withFirst(def as unknown as Node, 'id', options.id) as unknown as FormDefinition;
  }
  return finish(def, notes);
}

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function importRjsf(schemaInput: Node, uiInput: unknown, options: { id?: string }, notes: string[]): ImportResult {
  if (uiInput !== undefined && !isRecord(uiInput)) return refuse('/uiSchema', 'the uiSchema must be an object');
  const converted = formSchema(structuredClone(schemaInput), notes);
  if ('issues' in converted) return { ok: false, issues: converted.issues };
  const schema = converted.schema;
  const properties = schema.properties!;
  const badName = Object.keys(properties).find((name) => !FIELD_NAME.test(name) || name.length > 64);
  if (badName !== undefined) {
    return refuse(
      `/schema/properties/${badName.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      `question name "${badName}" cannot be an answer's name: start with a letter, then letters, digits or _ (up to 64)`,
    );
  }
  const kept: Record<string, unknown> = {};
  const ui = tidyUiSchema(structuredClone(uiInput ?? {}), properties, notes, kept);
  const hadOrder = 'ui:order' in ui;
  const fields = questionOrder(properties, ui['ui:order']);
  delete ui['ui:order'];

  const title = typeof schema.title === 'string' && schema.title.trim() !== '' ? schema.title.trim().slice(0, 200) : 'Imported form';
  if (title === 'Imported form') notes.push('the schema has no title, so the form is called "Imported form"');
  const id = options.id ?? slugOf(title);
  if (!FORM_ID.test(id)) return refuse('/id', `"${id}" is not a form id: use lower-case letters, digits and single hyphens`);
  const description = typeof schema.description === 'string' && schema.description !== '' ? schema.description.slice(0, 4000) : undefined;
  const def: FormDefinition = {
    id,
    version: 1,
    title,
    ...(description === undefined ? {} : { description }),
    schema,
    ...(Object.keys(ui).length > 0 ? { uiSchema: ui } : {}),
    sections: [{ id: IMPORTED_SECTION_ID, title: 'Questions', fields }],
    settings: { rjsf: { uiOrder: hadOrder, ...(Object.keys(kept).length > 0 ? { kept } : {}) } },
  };
  notes.push(`all ${fields.length} questions are in one section, "Questions", in the document's order`);
  return finish(def, notes);
}

/**
 * Read a definition from an imported document: a definition file, an RJSF `{schema, uiSchema}`
 * document, or a bare JSON Schema object (a JSON string is parsed first). Returns the definition
 * (it passes `validateDefinition`) with notes on what was converted or kept verbatim, or the issues
 * that stop it. `options.id` sets the form's id.
 */
export function importDocument(input: unknown, options: { id?: string } = {}): ImportResult {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch (error) {
      return refuse('/', `the file is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!isRecord(value)) return refuse('/', 'the file must hold a JSON object: a form definition, an RJSF {schema, uiSchema} document or a JSON Schema');
  if (nestsDeeperThan(value, IMPORT_MAX_DEPTH)) return refuse('/', `the document nests more than ${IMPORT_MAX_DEPTH} levels deep, which no form needs`);
  if (options.id !== undefined && !FORM_ID.test(options.id)) {
    return refuse('/id', `"${options.id}" is not a form id: use lower-case letters, digits and single hyphens`);
  }
  if (isRecord(value.schema) && ('id' in value || 'version' in value || 'sections' in value)) return importDefinition(value, options);
  if ('schema' in value) {
    if (!isRecord(value.schema)) return refuse('/schema', 'the document\'s "schema" must be a JSON Schema object');
    const notes = 'formData' in value ? ['formData (sample answers) was left out: answers are not part of a form'] : [];
    return importRjsf(value.schema, value.uiSchema, options, notes);
  }
  return importRjsf(value, undefined, options, []);
}

/** The canonical text of a definition file: 2-space JSON, keys in the order given, trailing newline. */
export function exportDefinitionFile(def: FormDefinition): string {
  return `${JSON.stringify(def, null, 2)}\n`;
}

/**
 * An RJSF document of the form: its schema and uiSchema, with `ui:order` from the sections (RJSF
 * has no steps). Sections' titles, conditions, checks across questions (JSON Schema cannot compare
 * two answers) and scoring live only in the definition.
 */
export function exportRjsf(def: FormDefinition): { schema: JsonSchemaObject; uiSchema: Record<string, unknown> } {
  const uiSchema = structuredClone(def.uiSchema ?? {});
  const rjsf = importedFromRjsf(def);
  if (rjsf) {
    // an imported document gets back every uiSchema entry set aside, and ui:order only if it had one
    for (const [pointer, value] of Object.entries(rjsf.kept)) putAt(uiSchema, pointer, value);
    if (!rjsf.uiOrder) return { schema: structuredClone(def.schema), uiSchema };
  }
  if (def.sections && def.sections.length > 0) {
    const order = def.sections.flatMap((s) => s.fields);
    if ('ui:order' in uiSchema) uiSchema['ui:order'] = order;
    else return { schema: structuredClone(def.schema), uiSchema: withFirst(uiSchema, 'ui:order', order) };
  }
  return { schema: structuredClone(def.schema), uiSchema };
}

/** What an RJSF import set aside (`settings.rjsf`), or null for a form that did not come from one. */
function importedFromRjsf(def: FormDefinition): { uiOrder: boolean; kept: Record<string, unknown> } | null {
  const rjsf = def.settings?.rjsf;
  if (!isRecord(rjsf)) return null;
  return { uiOrder: rjsf.uiOrder !== false, kept: isRecord(rjsf.kept) ? structuredClone(rjsf.kept) : {} };
}

/** Put a value at a JSON pointer of the uiSchema, making the objects on the way. */
function putAt(root: Node, pointer: string, value: unknown): void {
  const keys = pointer.split('/').slice(1).map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  let node = root;
  for (const key of keys.slice(0, -1)) {
    if (!isRecord(node[key])) node[key] = {};
    node = node[key] as Node;
  }
  const last = keys.at(-1);
  if (last !== undefined) node[last] = value;
}
