/** Edits of questions: add (from the catalogue or whole), change, remove, move, duplicate. */
import { answerReaders } from '../../definition/answer-readers.ts';
import { conditionFields } from '../../definition/conditions.ts';
import { checkFields } from '../../definition/check-references.ts';
import { checkNoRemoteRefs } from '../../definition/cross-references.ts';
import { fieldKind, fieldKindPreset, isFieldKindId } from '../../definition/field-kinds.ts';
import type { FormDefinition, JsonSchemaObject } from '../../definition/types.ts';
import type { DefinitionRef, EditResult } from '../edit-types.ts';
import { advancedRulesName, describeRefs, flagUsesField } from '../references.ts';
import { copyData, done, fieldNameProblem, fieldRef, fieldsOf, hasField, insertAt, isBlank, questionLabel, mapSame, refuse, sectionOf, uniqueRefs, withFollowingOrder, withoutKeys, type EditOf } from './edit-primitives.ts';
import { isRecord } from '../../read/is-record.ts';

/** Why a question's schema cannot be stored (null when it can). */
function fieldSchemaProblem(schema: unknown): string | null {
  if (!isRecord(schema)) return "a question's schema must be a JSON object";
  const remote: string[] = [];
  checkNoRemoteRefs(schema, '', (_path, message) => remote.push(message));
  return remote[0] ?? null;
}

const isNumberSchema = (schema: JsonSchemaObject): boolean => schema.type === 'integer' || schema.type === 'number';

/** A question to place: what `insertField` carries (`addField` makes one from the catalogue). */
type NewField = Omit<EditOf<'insertField'>, 'type'>;

function placeNewField(def: FormDefinition, field: NewField): EditResult {
  const nameProblem = fieldNameProblem(field.name);
  if (nameProblem) return refuse('bad-name', nameProblem);
  if (hasField(def, field.name)) return refuse('name-taken', `There is already a question named "${field.name}".`, [fieldRef(field.name)]);
  const section = def.sections?.find((s) => s.id === field.section);
  if (!section) return refuse('unknown-section', `There is no section "${field.section}" to add the question to.`);
  const schemaProblem = fieldSchemaProblem(field.schema);
  if (schemaProblem) return refuse('invalid', schemaProblem);
  if (field.uiSchema !== undefined && !isRecord(field.uiSchema)) return refuse('invalid', "a question's uiSchema must be a JSON object");
  const required = def.schema.required ?? [];
  const next: FormDefinition = {
    ...def,
    schema: {
      ...def.schema,
      properties: { ...fieldsOf(def), [field.name]: copyData(field.schema) },
      ...(field.required === true ? { required: [...required, field.name] } : {}),
    },
    ...(field.uiSchema ? { uiSchema: { ...def.uiSchema, [field.name]: copyData(field.uiSchema) } } : {}),
    sections: mapSame(def.sections!, (s) => (s === section ? { ...s, fields: insertAt(s.fields, field.index, field.name) } : s)),
  };
  return done(withFollowingOrder(next));
}

/** A new question of a catalogue kind, with the kind's preset schema and uiSchema, titled as given (or by the kind). */
export function addField(def: FormDefinition, edit: EditOf<'addField'>): EditResult {
  if (!isFieldKindId(edit.kind)) return refuse('unknown-kind', `"${String(edit.kind)}" is not a kind of question the builder offers.`);
  const title = isBlank(edit.title) ? fieldKind(edit.kind).label : edit.title!;
  const preset = fieldKindPreset(edit.kind, title);
  return placeNewField(def, { name: edit.name, schema: preset.schema, uiSchema: preset.uiSchema, section: edit.section, index: edit.index });
}

/** A question given whole (paste, an advanced question from an import). */
export function insertField(def: FormDefinition, edit: EditOf<'insertField'>): EditResult {
  return placeNewField(def, edit);
}

/** The scales that score a question. */
const scalesScoring = (def: FormDefinition, name: string): DefinitionRef[] =>
  Object.entries(def.scoring?.scales ?? {}).filter(([, scale]) => scale.items.includes(name)).map(([id]) => ({ kind: 'scale', id }));

/** Change a question's schema, uiSchema (null removes it) and/or whether it must be answered. */
export function updateField(def: FormDefinition, edit: EditOf<'updateField'>): EditResult {
  const { name } = edit;
  if (typeof name !== 'string' || !hasField(def, name)) return refuse('unknown-field', `There is no question "${String(name)}".`);
  let next = def;
  if (edit.schema !== undefined) {
    const problem = fieldSchemaProblem(edit.schema);
    if (problem) return refuse('invalid', problem);
    const scales = scalesScoring(def, name);
    if (scales.length > 0 && !isNumberSchema(edit.schema)) {
      return refuse('in-use', `${questionLabel(def, name)} is scored by ${describeRefs(scales)}, so its answer must stay a number.`, scales);
    }
    next = { ...next, schema: { ...next.schema, properties: { ...fieldsOf(next), [name]: copyData(edit.schema) } } };
  }
  if (edit.uiSchema === null) {
    if (next.uiSchema && Object.hasOwn(next.uiSchema, name)) next = { ...next, uiSchema: withoutKeys(next.uiSchema, new Set([name])) };
  } else if (edit.uiSchema !== undefined) {
    if (!isRecord(edit.uiSchema)) return refuse('invalid', "a question's uiSchema must be a JSON object");
    next = { ...next, uiSchema: { ...next.uiSchema, [name]: copyData(edit.uiSchema) } };
  }
  if (edit.required !== undefined) {
    if (typeof edit.required !== 'boolean') return refuse('invalid', 'say whether the question must be answered with true or false');
    const required = next.schema.required ?? [];
    if (required.includes(name) !== edit.required) {
      next = { ...next, schema: { ...next.schema, required: edit.required ? [...required, name] : required.filter((f) => f !== name) } };
    }
  }
  return done(next);
}

/**
 * Take questions out of the form, and off the conditions that show them (a condition left showing
 * nothing goes too). Refused while a condition reads one of them, a check compares one, a scale scores one, a flag names
 * one, or the form's advanced schema rules name one: those would be left pointing at nothing.
 */
export function withoutFields(def: FormDefinition, names: ReadonlySet<string>, what: string): EditResult {
  const pruned = def.conditions && mapSame(def.conditions, (c) => (c.show.some((f) => names.has(f)) ? { ...c, show: c.show.filter((f) => !names.has(f)) } : c));
  const conditions = pruned?.some((c) => c.show.length === 0) ? pruned.filter((c) => c.show.length > 0) : pruned;
  const blockers: DefinitionRef[] = [];
  const users = new Map<string, DefinitionRef[]>();
  const use = (field: string, ref: DefinitionRef) => {
    blockers.push(ref);
    users.set(field, [...(users.get(field) ?? []), ref]);
  };
  for (const name of names) {
    for (const c of conditions ?? []) if (conditionFields(c.when).includes(name)) use(name, { kind: 'condition', id: c.id });
    for (const c of def.checks ?? []) if (checkFields(c).includes(name)) use(name, { kind: 'check', id: c.id });
    for (const [id, scale] of Object.entries(def.scoring?.scales ?? {})) if (scale.items.includes(name)) use(name, { kind: 'scale', id });
    for (const flag of def.scoring?.flags ?? []) if (flagUsesField(flag, name)) use(name, { kind: 'flag', id: flag.id });
    // formulas and texts showing its answer (a reader removed with it does not count)
    for (const ref of answerReaders(def, name)) if (!(ref.kind === 'field' && names.has(ref.id))) use(name, ref);
    if (advancedRulesName(def, name)) use(name, { kind: 'form', id: def.id });
  }
  if (blockers.length > 0) {
    const uses = [...users].map(([field, refs]) => `${questionLabel(def, field)} is used by ${describeRefs(uniqueRefs(refs))}`);
    return refuse('in-use', `${what} cannot be removed: ${uses.join('; ')}. Change or remove those first.`, uniqueRefs(blockers));
  }
  const required = def.schema.required;
  const next: FormDefinition = {
    ...def,
    schema: {
      ...def.schema,
      properties: withoutKeys(fieldsOf(def), names),
      ...(required?.some((f) => names.has(f)) ? { required: required.filter((f) => !names.has(f)) } : {}),
    },
    ...(def.uiSchema ? { uiSchema: withoutKeys(def.uiSchema, names) } : {}),
    ...(def.sections ? { sections: mapSame(def.sections, (s) => (s.fields.some((f) => names.has(f)) ? { ...s, fields: s.fields.filter((f) => !names.has(f)) } : s)) } : {}),
    ...(conditions ? { conditions } : {}),
  };
  return done(withFollowingOrder(next));
}

/** Remove a question; refused (naming them) while conditions, checks, scales or flags use it. */
export function removeField(def: FormDefinition, edit: EditOf<'removeField'>): EditResult {
  if (typeof edit.name !== 'string' || !hasField(def, edit.name)) return refuse('unknown-field', `There is no question "${String(edit.name)}".`);
  return withoutFields(def, new Set([edit.name]), `The question ${questionLabel(def, edit.name)}`);
}

/** Move a question to a position in a section (the same or another): the position counts without the question itself. */
export function moveField(def: FormDefinition, edit: EditOf<'moveField'>): EditResult {
  const { name } = edit;
  if (typeof name !== 'string' || !hasField(def, name)) return refuse('unknown-field', `There is no question "${String(name)}".`);
  const target = def.sections?.find((s) => s.id === edit.section);
  if (!target) return refuse('unknown-section', `There is no section "${String(edit.section)}" to move the question to.`);
  const source = sectionOf(def, name);
  const targetFields = insertAt(target.fields.filter((f) => f !== name), edit.index, name);
  if (source === target && targetFields.every((f, i) => f === target.fields[i])) return done(def);
  const sections = def.sections!.map((s) => {
    if (s === target) return { ...s, fields: targetFields };
    if (s === source) return { ...s, fields: s.fields.filter((f) => f !== name) };
    return s;
  });
  return done(withFollowingOrder({ ...def, sections }));
}

/** A copy of a question just after it, under a new name; a copy of a follow-up question is shown by the same conditions. */
export function duplicateField(def: FormDefinition, edit: EditOf<'duplicateField'>): EditResult {
  const { name, newName } = edit;
  if (typeof name !== 'string' || !hasField(def, name)) return refuse('unknown-field', `There is no question "${String(name)}".`);
  const nameProblem = fieldNameProblem(newName);
  if (nameProblem) return refuse('bad-name', nameProblem);
  if (hasField(def, newName)) return refuse('name-taken', `There is already a question named "${newName}".`, [fieldRef(newName)]);
  const original = fieldsOf(def)[name]!;
  const copy = copyData(original);
  if (typeof copy.title === 'string') copy.title = `${copy.title} (copy)`;
  const after = (list: readonly string[]): string[] => list.flatMap((f) => (f === name ? [f, newName] : [f]));
  const properties = Object.fromEntries(Object.entries(fieldsOf(def)).flatMap(([k, v]) => (k === name ? [[k, v], [newName, copy]] : [[k, v]])));
  const required = def.schema.required;
  const ui = def.uiSchema?.[name];
  const next: FormDefinition = {
    ...def,
    schema: { ...def.schema, properties, ...(required?.includes(name) ? { required: after(required) } : {}) },
    ...(ui !== undefined ? { uiSchema: { ...def.uiSchema, [newName]: copyData(ui) } } : {}),
    ...(def.sections ? { sections: mapSame(def.sections, (s) => (s.fields.includes(name) ? { ...s, fields: after(s.fields) } : s)) } : {}),
    ...(def.conditions ? { conditions: mapSame(def.conditions, (c) => (c.show.includes(name) ? { ...c, show: after(c.show) } : c)) } : {}),
  };
  return done(withFollowingOrder(next));
}
