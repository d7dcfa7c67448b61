/**
 * A FHIR R4 Questionnaire read into a definition: groups as sections, items as questions of the
 * matching kind (`item-types.ts`), answerOption and contained answerValueSet as choices with their
 * codes, enableWhen/enableBehavior as conditions, required, repeats, the limit extensions,
 * scored options as rating items and calculatedExpression totals that add scores as scales. What
 * this app has no place for is kept verbatim under `settings.fhir.kept` and named in a note;
 * a document that is not an R4 Questionnaire, or is malformed, is refused with the path and the reason.
 */
import { isCalculatedUi } from '../calculate/calculated-values.ts';
import type { ImportResult } from '../builder/import-export.ts';
import { IMPORT_MAX_DEPTH, nestsDeeperThan } from '../builder/import-export.ts';
import type { Coding, Condition, FormCheck, FormCodes, FormCondition, FormDefinition, FormGrid, FormSection, JsonSchemaObject, JsonValue, ScaleSpec } from '../definition/types.ts';
import { gridIssues } from '../definition/grids.ts';
import { validateDefinition } from '../definition/validate-definition.ts';
import { isRecord } from '../read/is-record.ts';
import { fhirVersionProblem } from './fhir-version.ts';
import { QUESTIONNAIRE_CONSTRAINT } from './check-constraints.ts';
import { DEFAULT_FHIR_BASE, EXT, practiceExtensions } from './fhir-urls.ts';
import { extensionOf, isItemType, itemControl, ITEM_TYPE_READERS, type ReadContext } from './item-types.ts';
import type { AnswerOption, EnableWhen, Extension, QuestionnaireItem } from './r4-types.ts';

/** The largest Questionnaire read (characters of JSON text): instruments are a few hundred KB at most. */
export const FHIR_IMPORT_MAX_CHARS = 5_000_000;
/** The most items read: more is no form a member could finish. */
export const FHIR_IMPORT_MAX_ITEMS = 2000;

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const FORM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function refuse(path: string, message: string): ImportResult {
  return { ok: false, issues: [{ path, message }] };
}

const slug = (text: string, fallback: string): string =>
  text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64).replace(/-+$/, '') || fallback;

/** A question name from a linkId: kept when it is one, else its last part in words ("/44249-1/44250-9" → "q44250_9"), made unique. */
function nameFrom(linkId: string, taken: Set<string>): string {
  let name = FIELD_NAME.test(linkId) && linkId.length <= 64 ? linkId : '';
  if (!name) {
    const last = linkId.split(/[/.]/).filter(Boolean).at(-1) ?? linkId;
    const words = last.split(/[^A-Za-z0-9]+/).filter(Boolean);
    // words join in camelCase; a word starting with a digit after "_" so codes stay readable (44250-9 → 44250_9)
    name = words.reduce((acc, w) => (acc === '' ? w : /^[0-9]/.test(w) ? `${acc}_${w}` : acc + w.charAt(0).toUpperCase() + w.slice(1)), '');
    if (!/^[A-Za-z]/.test(name)) name = `q${name}`;
    name = name.slice(0, 60) || 'q';
  }
  let unique = name;
  for (let n = 2; taken.has(unique); n++) unique = `${name}${n}`;
  taken.add(unique);
  return unique;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The linkIds a calculatedExpression adds, when it is a sum of answers' scores (weight()/ordinal()) or values; else null. */
export function summedLinkIds(expression: string): string[] | null {
  if (!/\.sum\(\)|aggregate\(\s*\$this\s*\+\s*\$total/.test(expression)) return null;
  const ids: string[] = [];
  for (const match of expression.matchAll(/linkId\s*(=\s*'([^']*)'|in\s*\(([^)]*)\))/g)) {
    if (match[2] !== undefined) ids.push(match[2]);
    else for (const part of match[3]!.matchAll(/'([^']*)'/g)) ids.push(part[1]!);
  }
  return ids.length > 0 ? [...new Set(ids)] : null;
}

interface Walk {
  fields: Record<string, JsonSchemaObject>;
  ui: Record<string, unknown>;
  required: string[];
  sections: FormSection[];
  conditions: FormCondition[];
  codes: FormCodes;
  scales: Record<string, ScaleSpec>;
  scaleCodes: Record<string, Coding[]>;
  notes: string[];
  kept: { path: string; value: unknown }[];
  /** linkId → question name */
  names: Map<string, string>;
  taken: Set<string>;
  /** enableWhen waiting until every question is read (they may point forward) */
  pending: { name: string; item: QuestionnaireItem; path: string }[];
  calculated: { item: QuestionnaireItem; path: string }[];
}

/** Read a Questionnaire (a parsed object or JSON text) into a definition, with notes; or the path and reason it cannot be. */
export function importQuestionnaire(input: unknown, options: { id?: string; base?: string } = {}): ImportResult {
  let value = input;
  if (typeof input === 'string') {
    if (input.length > FHIR_IMPORT_MAX_CHARS) return refuse('/', `the file is larger than ${FHIR_IMPORT_MAX_CHARS / 1_000_000} million characters, more than any questionnaire needs`);
    try {
      value = JSON.parse(input) as unknown;
    } catch (error) {
      return refuse('/', `the file is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (!isRecord(value)) return refuse('/', 'the file must hold a FHIR Questionnaire (a JSON object)');
  if (nestsDeeperThan(value, IMPORT_MAX_DEPTH)) return refuse('/', `the document nests more than ${IMPORT_MAX_DEPTH} levels deep, which no questionnaire needs`);
  if (value.resourceType !== 'Questionnaire') {
    return refuse('/resourceType', `this is ${typeof value.resourceType === 'string' ? `a FHIR ${value.resourceType}` : 'not a FHIR resource'}, not a Questionnaire`);
  }
  const version = fhirVersionProblem(value);
  if (version) return refuse(version.path, version.message);
  if (!Array.isArray(value.item) || value.item.length === 0) return refuse('/item', 'the Questionnaire has no items to ask');
  if (options.id !== undefined && !FORM_ID.test(options.id)) return refuse('/id', `"${options.id}" is not a form id: use lower-case letters, digits and single hyphens`);
  const base = (options.base ?? DEFAULT_FHIR_BASE).replace(/\/+$/, '');
  const own = practiceExtensions(base);
  const q = value as Record<string, unknown> & { item: QuestionnaireItem[]; extension?: Extension[]; contained?: unknown[] };

  let count = 0;
  const countItems = (items: unknown): void => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      count++;
      if (isRecord(item)) countItems(item.item);
    }
  };
  countItems(q.item);
  if (count > FHIR_IMPORT_MAX_ITEMS) return refuse('/item', `the Questionnaire has ${count} items; this app reads at most ${FHIR_IMPORT_MAX_ITEMS}`);

  const formId = options.id ?? (() => {
    const ownId = extensionOf(q, own.formId)?.valueString;
    if (typeof ownId === 'string' && FORM_ID.test(ownId)) return ownId;
    const raw = typeof q.id === 'string' ? q.id : typeof q.name === 'string' ? q.name : typeof q.title === 'string' ? q.title : 'imported-questionnaire';
    return slug(raw.replace(/([a-z])([A-Z])/g, '$1-$2'), 'imported-questionnaire');
  })();
  const localSystem = new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/CodeSystem/${formId}-`);

  const walk: Walk = {
    fields: {}, ui: {}, required: [], sections: [], conditions: [], codes: {}, scales: {}, scaleCodes: {}, notes: [], kept: [],
    names: new Map(), taken: new Set(), pending: [], calculated: [],
  };

  const contained = Array.isArray(q.contained) ? q.contained.filter(isRecord) : [];
  const optionsOf = (item: QuestionnaireItem): AnswerOption[] | string => {
    if (Array.isArray(item.answerOption)) return item.answerOption.filter(isRecord) as AnswerOption[];
    if (typeof item.answerValueSet === 'string') {
      if (!item.answerValueSet.startsWith('#')) {
        return `answerValueSet "${item.answerValueSet}" is outside the file; this app reads only value sets contained in the Questionnaire (no remote look-ups)`;
      }
      const set = contained.find((r) => r.resourceType === 'ValueSet' && r.id === item.answerValueSet!.slice(1));
      if (!set) return `answerValueSet "${item.answerValueSet}" names no contained ValueSet`;
      const includes = isRecord(set.compose) && Array.isArray(set.compose.include) ? set.compose.include.filter(isRecord) : [];
      return includes.flatMap((inc) =>
        (Array.isArray(inc.concept) ? inc.concept.filter(isRecord) : []).map((c) => ({
          valueCoding: { system: String(inc.system ?? ''), code: String(c.code), ...(typeof c.display === 'string' ? { display: c.display } : {}) },
          ...(Array.isArray(c.extension) ? { extension: c.extension as Extension[] } : {}),
        })),
      );
    }
    return [];
  };

  const KNOWN_ITEM_EXTENSIONS = new Set<string>([
    EXT.itemControl, EXT.minValue, EXT.maxValue, EXT.minLength, EXT.regex, EXT.maxOccurs, EXT.minOccurs, EXT.enableWhenExpression, EXT.calculatedExpression,
    own.schema, own.uiSchema, own.condition, own.scale,
  ]);

  /** Apply the practice's own extensions (the exact schema and uiSchema this app exported) over what FHIR said. */
  const ownExtras = (item: QuestionnaireItem, schema: JsonSchemaObject, ui: Record<string, unknown> | undefined) => {
    const extra = parseJson(extensionOf(item, own.schema)?.valueString);
    const ownUi = parseJson(extensionOf(item, own.uiSchema)?.valueString);
    const merged = isRecord(extra) ? (item.type === 'text' && 'type' in extra ? (extra as JsonSchemaObject) : { ...schema, ...(extra as JsonSchemaObject) }) : schema;
    return { schema: merged, ui: isRecord(ownUi) ? ownUi : ui };
  };

  const keepUnknown = (item: QuestionnaireItem, path: string, name: string) => {
    (item.extension ?? []).forEach((ext, i) => {
      if (isRecord(ext) && !KNOWN_ITEM_EXTENSIONS.has(ext.url)) {
        walk.kept.push({ path: `${path}/extension/${i}`, value: ext });
        walk.notes.push(`"${name}": extension ${ext.url} has no place in a form here; kept verbatim in settings.fhir.kept`);
      }
    });
  };

  const textOf = (item: QuestionnaireItem, name: string) => (typeof item.text === 'string' && item.text.trim() !== '' ? item.text.trim() : name);

  /** Read one question item (not a section group) into the form. Returns a refusal, or null. */
  const readQuestion = (item: QuestionnaireItem, path: string, section: FormSection): ImportResult | null => {
    if (!isRecord(item) || typeof item.linkId !== 'string' || item.linkId === '') return refuse(`${path}/linkId`, 'every item needs a linkId');
    if (!isItemType(item.type)) return refuse(`${path}/type`, `"${String(item.type)}" is not an R4 item type`);
    if (walk.names.has(item.linkId)) return refuse(`${path}/linkId`, `linkId "${item.linkId}" is used twice`);
    // a calculated question of ours (its uiSchema kept with it) is a question again; other calculated items may be scale totals
    if (extensionOf(item, EXT.calculatedExpression) && !isCalculatedUi(parseJson(extensionOf(item, own.uiSchema)?.valueString))) {
      walk.calculated.push({ item, path });
      return null;
    }
    const name = nameFrom(item.linkId, walk.taken);
    walk.names.set(item.linkId, name);
    if (name !== item.linkId) walk.notes.push(`linkId "${item.linkId}" is the question "${name}"`);
    const ctx: ReadContext = {
      path,
      name,
      note: (m) => walk.notes.push(m),
      options: optionsOf,
      isLocalSystem: (system) => localSystem.test(system),
      readChild: (child, childPath) => {
        if (!isItemType(child.type) || child.type === 'group' || child.type === 'display') return { error: `${childPath}: a repeating group's fields are one-line questions` };
        const sub = String(child.linkId ?? '').split('.').at(-1) ?? '';
        const subName = FIELD_NAME.test(sub) ? sub : nameFrom(sub, new Set());
        const read = ITEM_TYPE_READERS[child.type](child, { ...ctx, path: childPath, name: `${name}.${subName}` });
        if (!read.ok) return { error: `${childPath}: ${read.message}` };
        const extras = ownExtras(child, { type: read.schema.type, title: textOf(child, subName), ...read.schema }, read.ui);
        return { name: subName, schema: extras.schema, ...(extras.ui ? { ui: extras.ui } : {}), required: child.required === true };
      },
    };
    if (item.type === 'group' && !item.repeats) return refuse(path, 'internal: a section group was read as a question');
    const read = ITEM_TYPE_READERS[item.type](item, ctx);
    if (!read.ok) return refuse(path, read.message);
    let schema: JsonSchemaObject = { type: read.schema.type, title: textOf(item, name), ...read.schema };
    if (item.repeats && item.type !== 'choice' && item.type !== 'open-choice' && item.type !== 'group' && item.type !== 'display') {
      const maxItems = (extensionOf(item, EXT.maxOccurs)?.valueInteger as number | undefined) ?? 20;
      if (extensionOf(item, EXT.maxOccurs) === undefined) walk.notes.push(`"${name}": repeats without questionnaire-maxOccurs, so at most 20 answers`);
      const { title, ...one } = schema;
      schema = { type: 'array', title, maxItems, items: one };
    }
    const help = (item.item ?? []).find((child) => isRecord(child) && child.type === 'display' && (itemControl(child) === 'help' || child.linkId === `${item.linkId}-help`));
    if (help && typeof help.text === 'string' && item.type !== 'display') schema.description = help.text;
    if (item.readOnly === true) schema.readOnly = true;
    const extras = ownExtras(item, schema, read.ui);
    if (item.type === 'display' && !extensionOf(item, own.schema)) {
      const [title, ...rest] = (item.text ?? '').split('\n\n');
      extras.schema = { type: 'null', title: title || name, ...(rest.length > 0 ? { description: rest.join('\n\n') } : {}) };
    }
    walk.fields[name] = extras.schema;
    if (extras.ui) walk.ui[name] = extras.ui;
    if (item.required === true && item.type !== 'display') walk.required.push(name);
    if (Array.isArray(item.code) && item.code.length > 0) (walk.codes.fields ??= {})[name] = item.code.map(codingOf);
    if (read.choiceCodes) (walk.codes.choices ??= {})[name] = read.choiceCodes;
    section.fields.push(name);
    keepUnknown(item, path, name);
    if (item.enableWhen || extensionOf(item, EXT.enableWhenExpression) || extensionOf(item, own.condition)) walk.pending.push({ name, item, path });
    // questions nested under a question (other than its help text) follow it in the same section
    if (item.type !== 'group') {
      for (const [i, child] of (item.item ?? []).entries()) {
        if (child === help) continue;
        const problem = readQuestion(child, `${path}/item/${i}`, section);
        if (problem) return problem;
      }
    }
    return null;
  };

  const groupLinkIds = new Set<string>();
  const grids: FormGrid[] = [];
  /** A group drawn as a table (questions as rows, answers as columns): its questions join the section and are shown as a Likert grid. */
  const readGrid = (group: QuestionnaireItem, path: string, section: FormSection): ImportResult | null => {
    groupLinkIds.add(group.linkId);
    const grid: FormGrid = { id: slug(group.linkId.replace(/^grid-/, ''), `grid-${grids.length + 1}`), fields: [] };
    if (typeof group.text === 'string' && group.text.trim() !== '') grid.title = group.text.trim();
    const before = section.fields.length;
    for (const [i, child] of (group.item ?? []).entries()) {
      const at = `${path}/item/${i}`;
      if (!isRecord(child)) return refuse(at, 'an item must be an object');
      if (child.type === 'display' && i === 0 && typeof child.text === 'string') {
        grid.description = child.text;
        continue;
      }
      const problem = readQuestion(child, at, section);
      if (problem) return problem;
    }
    grid.fields = section.fields.slice(before);
    if (grid.fields.length > 0) grids.push(grid);
    return null;
  };
  const readSection = (group: QuestionnaireItem, path: string): ImportResult | null => {
    groupLinkIds.add(group.linkId);
    const id = slug(group.linkId.replace(/^section-/, ''), `section-${walk.sections.length + 1}`);
    const unique = walk.sections.some((s) => s.id === id) ? `${id}-${walk.sections.length + 1}` : id;
    const section: FormSection = { id: unique, title: textOf(group, unique), fields: [] };
    walk.sections.push(section);
    if (Array.isArray(group.code) && group.code.length > 0) (walk.codes.sections ??= {})[unique] = group.code.map(codingOf);
    if (group.enableWhen) walk.notes.push(`section "${section.title}" is shown only when its enableWhen holds in FHIR; here its questions each carry no such condition (sections are always shown)`);
    for (const [i, child] of (group.item ?? []).entries()) {
      const at = `${path}/item/${i}`;
      if (!isRecord(child)) return refuse(at, 'an item must be an object');
      if (child.type === 'display' && (child.linkId === `${group.linkId}-text` || (i === 0 && section.fields.length === 0 && !section.description && !extensionOf(child, own.schema)))) {
        section.description = String(child.text ?? '');
        continue;
      }
      if (child.type === 'group' && !child.repeats && GRID_CONTROLS.has(itemControl(child) ?? '')) {
        const problem = readGrid(child, at, section);
        if (problem) return problem;
        continue;
      }
      if (child.type === 'group' && !child.repeats) {
        walk.notes.push(`group "${String(child.text ?? child.linkId)}" inside "${section.title}" became a section of its own (sections do not nest)`);
        const problem = readSection(child, at);
        if (problem) return problem;
        continue;
      }
      const problem = readQuestion(child, at, section);
      if (problem) return problem;
    }
    if (section.fields.length === 0 && !walk.sections.some((s) => s !== section && s.fields.length > 0) && (group.item ?? []).length === 0) {
      return refuse(path, 'this group has no items');
    }
    return null;
  };

  // top level: groups are sections; loose questions between them gather in a "Questions" section
  let loose: FormSection | null = null;
  for (const [i, item] of q.item.entries()) {
    const at = `/item/${i}`;
    if (!isRecord(item) || typeof item.linkId !== 'string') return refuse(`${at}/linkId`, 'every item needs a linkId');
    if (item.type === 'group' && !item.repeats) {
      loose = null;
      const problem = readSection(item, at);
      if (problem) return problem;
      continue;
    }
    if (!loose) {
      loose = { id: slug(`questions-${walk.sections.length + 1}`, 'questions'), title: 'Questions', fields: [] };
      walk.sections.push(loose);
    }
    const problem = readQuestion(item, at, loose);
    if (problem) return problem;
  }
  walk.sections = walk.sections
    .filter((s) => s.fields.length > 0 || s.description)
    .map((s) => ({ id: s.id, title: s.title, ...(s.description ? { description: s.description } : {}), fields: s.fields }));

  // conditions: the practice's own (exact) when present, else enableWhen, else kept
  const byId = new Map<string, FormCondition>();
  for (const { name, item, path } of walk.pending) {
    const mine = parseJson(extensionOf(item, own.condition)?.valueString);
    if (Array.isArray(mine) && mine.every((c) => isRecord(c) && typeof c.id === 'string' && isRecord(c.when))) {
      for (const c of mine as { id: string; when: Condition }[]) {
        const known = byId.get(c.id);
        if (known) known.show.push(name);
        else byId.set(c.id, { id: c.id, show: [name], when: c.when });
      }
      continue;
    }
    if (Array.isArray(item.enableWhen)) {
      const read = conditionFromEnableWhen(item.enableWhen, item.enableBehavior, walk);
      if (typeof read === 'string') {
        walk.kept.push({ path: `${path}/enableWhen`, value: item.enableWhen });
        walk.notes.push(`"${name}": ${read}; its enableWhen is kept verbatim in settings.fhir.kept and the question is always shown`);
      } else {
        byId.set(`${slug(name, 'q')}-shown`, { id: `${slug(name, 'q')}-shown`, show: [name], when: read });
      }
      continue;
    }
    const expression = extensionOf(item, EXT.enableWhenExpression);
    walk.kept.push({ path: `${path}/extension`, value: expression });
    walk.notes.push(`"${name}": enableWhenExpression (FHIRPath) has no place in a form here; kept verbatim in settings.fhir.kept and the question is always shown`);
  }
  walk.conditions = [...byId.values()];

  // calculated totals that add scores are scales
  for (const { item, path } of walk.calculated) {
    const expression = extensionOf(item, EXT.calculatedExpression)?.valueExpression?.expression;
    const linkIds = typeof expression === 'string' ? summedLinkIds(expression) : null;
    // linkIds of the groups the sum walks through are not its items
    const items = linkIds?.filter((l) => !groupLinkIds.has(l)).map((l) => walk.names.get(l));
    const id = slug(item.linkId.replace(/^scale-/, ''), `scale-${Object.keys(walk.scales).length + 1}`);
    if (!items || items.some((n) => n === undefined || !['integer', 'number'].includes(String(walk.fields[n]?.type)))) {
      walk.kept.push({ path, value: item });
      walk.notes.push(`calculated item "${item.linkId}" is not a sum of scored answers; kept verbatim in settings.fhir.kept`);
      continue;
    }
    const names = items as string[];
    const scores = names.flatMap((n) => (walk.fields[n]!.oneOf ?? []).map((c) => Number((c as { const: unknown }).const)));
    const mine = parseJson(extensionOf(item, own.scale)?.valueString);
    const bounds = names.map((n) => {
      const schema = walk.fields[n]!;
      const values = (schema.oneOf ?? []).map((c) => Number((c as { const: unknown }).const));
      return values.length > 0 ? [Math.min(...values), Math.max(...values)] : [Number(schema.minimum ?? 0), Number(schema.maximum ?? 0)];
    });
    walk.scales[id] = {
      title: textOf(item, id),
      items: names,
      itemMin: scores.length > 0 ? Math.min(...bounds.map((b) => b[0]!)) : 0,
      itemMax: scores.length > 0 ? Math.max(...bounds.map((b) => b[1]!)) : 0,
      ...(isRecord(mine) ? (mine as Partial<ScaleSpec>) : {}),
    } as ScaleSpec;
    if (Array.isArray(item.code) && item.code.length > 0) walk.scaleCodes[id] = item.code.map(codingOf);
  }

  const formLevel = parseJson(extensionOf(q, own.scoring)?.valueString);
  const formSchemaExtra = parseJson(extensionOf(q, own.schema)?.valueString);
  (q.extension ?? []).forEach((ext, i) => {
    // our own export's questionnaire-constraints are the checks kept whole in the practice's extension; another service's are kept verbatim
    const ownCheck = isRecord(ext) && ext.url === QUESTIONNAIRE_CONSTRAINT && isRecord(formLevel) && Array.isArray(formLevel.checks);
    if (isRecord(ext) && !ownCheck && !([own.formId, own.scoring, own.schema] as string[]).includes(ext.url)) {
      walk.kept.push({ path: `/extension/${i}`, value: ext });
      walk.notes.push(`extension ${ext.url} has no place in a form here; kept verbatim in settings.fhir.kept`);
    }
  });
  const level = isRecord(formLevel) ? formLevel : {};
  const scoringLevel = isRecord(level.scoring) ? level.scoring : {};
  const settings = { ...(isRecord(level.settings) ? level.settings : {}), ...(walk.kept.length > 0 ? { fhir: { kept: walk.kept } } : {}) };
  if (Object.keys(walk.scaleCodes).length > 0) walk.codes.scales = walk.scaleCodes;
  if (Array.isArray(q.code) && q.code.length > 0) walk.codes.form = q.code.map(codingOf);
  const uiSchema = { ...(isRecord(level.uiSchema) ? level.uiSchema : {}), ...walk.ui };
  const title = typeof q.title === 'string' && q.title.trim() !== '' ? q.title.trim().slice(0, 200) : typeof q.name === 'string' ? q.name : 'Imported questionnaire';
  const scales = Object.keys(walk.scales).length > 0;
  const def: FormDefinition = {
    id: formId,
    version: 1,
    title,
    ...(typeof q.description === 'string' && q.description !== '' ? { description: q.description.slice(0, 4000) } : {}),
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: walk.fields,
      ...(walk.required.length > 0 ? { required: walk.required } : {}),
      additionalProperties: false,
      ...(isRecord(formSchemaExtra) ? (formSchemaExtra as JsonSchemaObject) : {}),
    },
    ...(Object.keys(uiSchema).length > 0 ? { uiSchema } : {}),
    sections: walk.sections,
    ...(walk.conditions.length > 0 ? { conditions: walk.conditions } : {}),
    ...(grids.length > 0 ? { grids } : {}),
    ...(Array.isArray(level.checks) && level.checks.length > 0 ? { checks: level.checks as FormCheck[] } : {}),
    ...(scales || scoringLevel.flags
      ? {
          scoring: {
            version: typeof scoringLevel.version === 'string' ? scoringLevel.version : `${formId}-1`,
            ...(scales ? { scales: walk.scales } : {}),
            ...(Array.isArray(scoringLevel.flags) ? { flags: scoringLevel.flags as never } : {}),
          },
        }
      : {}),
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
    ...(Object.keys(walk.codes).length > 0 ? { codes: walk.codes } : {}),
  };
  const result = validateDefinition(withDrawableGrids(def, walk.notes));
  if (!result.ok) return { ok: false, issues: result.issues };
  return { ok: true, definition: result.definition, notes: walk.notes };
}

/** The definition without the table groups that cannot be Likert grids here (rows of different answers…): their questions stay, one by one. */
/** Item controls of a group read as a Likert grid: R4's "table" (what the export writes) and the SDC's later "grid". */
const GRID_CONTROLS = new Set(['table', 'grid']);

function withDrawableGrids(def: FormDefinition, notes: string[]): FormDefinition {
  if (!def.grids) return def;
  const broken = new Set(gridIssues(def).map((issue) => Number(issue.path.split('/')[2])));
  if (broken.size === 0) return def;
  const grids = def.grids.filter((grid, i) => {
    if (broken.has(i)) notes.push(`the table "${grid.title ?? grid.id}" cannot be a grid here (its questions do not share one set of answers); its questions are shown one by one`);
    return !broken.has(i);
  });
  const { grids: _all, ...rest } = def;
  return grids.length > 0 ? { ...rest, grids } : rest;
}

function codingOf(value: unknown): Coding {
  const c = isRecord(value) ? value : {};
  return { system: String(c.system ?? ''), code: String(c.code ?? ''), ...(typeof c.display === 'string' && c.display !== '' ? { display: c.display } : {}) };
}

/** enableWhen entries as a condition, or why they cannot be one. */
function conditionFromEnableWhen(entries: EnableWhen[], behavior: unknown, walk: Walk): Condition | string {
  const leaves: Condition[] = [];
  for (const entry of entries) {
    if (!isRecord(entry)) return 'an enableWhen entry is not an object';
    const field = walk.names.get(String(entry.question));
    if (!field) return `enableWhen names "${String(entry.question)}", which is no question of the form`;
    const answerKey = Object.keys(entry).find((k) => k.startsWith('answer'));
    const raw = answerKey ? (entry[answerKey] as unknown) : undefined;
    let value: JsonValue | undefined = raw as JsonValue;
    if (answerKey === 'answerCoding' && isRecord(raw)) {
      const schema = walk.fields[field]!;
      const own = schema.type === 'array' ? (schema.items as JsonSchemaObject) : schema;
      const codes = walk.codes.choices?.[field] ?? {};
      const byCode = Object.entries(codes).find(([, c]) => c.system === raw.system && c.code === raw.code)?.[0];
      const match = (own.oneOf ?? []).find((c) => String((c as { const: unknown }).const) === (byCode ?? String(raw.code)));
      if (!match) return `enableWhen compares "${field}" with the code ${String(raw.code)}, which is none of its choices`;
      value = (match as { const: JsonValue }).const;
    }
    switch (entry.operator) {
      case 'exists':
        leaves.push({ field, truthy: raw === true });
        break;
      case '=':
        if (value === undefined) return 'an enableWhen "=" has no answer to compare with';
        leaves.push({ field, equals: value });
        break;
      case '>=':
        if (typeof value !== 'number') return 'an enableWhen ">=" compares something other than a number';
        leaves.push({ field, atLeast: value });
        break;
      case '>':
        if (!Number.isInteger(value) || walk.fields[field]?.type !== 'integer') return 'an enableWhen ">" on anything but whole numbers has no equivalent here';
        leaves.push({ field, atLeast: (value as number) + 1 });
        break;
      default:
        return `the enableWhen operator "${String(entry.operator)}" has no equivalent here (equals, at least, answered)`;
    }
  }
  if (leaves.length === 1) return leaves[0]!;
  return behavior === 'any' ? { any: leaves } : { all: leaves };
}
