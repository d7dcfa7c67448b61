import { conditionFields } from '../definition/conditions.ts';
import type { FormCondition, FormDefinition, FormSection, JsonSchemaObject } from '../definition/types.ts';

/** Every edit returns a new definition or a reason the edit cannot be made; the input is never changed. */
export type BuilderResult = { ok: true; definition: FormDefinition } | { ok: false; error: string };

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const SLUG = /^[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/;

const done = (definition: FormDefinition): BuilderResult => ({ ok: true, definition });
const refuse = (error: string): BuilderResult => ({ ok: false, error });

function fieldsOf(def: FormDefinition): Record<string, JsonSchemaObject> {
  return def.schema.properties ?? {};
}

function clamp(index: number | undefined, length: number): number {
  return index === undefined ? length : Math.max(0, Math.min(length, Math.trunc(index)));
}

/** Where a field is used besides its own schema: conditions reading it, scales, flags. */
export function fieldReferences(def: FormDefinition, name: string): string[] {
  const refs: string[] = [];
  for (const c of def.conditions ?? []) if (conditionFields(c.when).includes(name)) refs.push(`condition "${c.id}"`);
  for (const [id, scale] of Object.entries(def.scoring?.scales ?? {})) if (scale.items.includes(name)) refs.push(`scale "${id}"`);
  for (const flag of def.scoring?.flags ?? []) {
    const json = JSON.stringify(flag.trigger);
    if (flag.fields.includes(name) || json.includes(`"field":${JSON.stringify(name)}`)) refs.push(`flag "${flag.id}"`);
  }
  return refs;
}

export interface NewField {
  name: string;
  schema: JsonSchemaObject;
  uiSchema?: Record<string, unknown>;
  required?: boolean;
  section: string;
  index?: number;
}

/** Add a question to a section (at index, default last). */
export function addField(def: FormDefinition, field: NewField): BuilderResult {
  if (!FIELD_NAME.test(field.name)) return refuse(`"${field.name}" is not a field name: start with a letter, then letters, digits or _`);
  if (fieldsOf(def)[field.name]) return refuse(`a field named "${field.name}" already exists`);
  const next = structuredClone(def);
  const section = next.sections?.find((s) => s.id === field.section);
  if (!section) return refuse(`there is no section "${field.section}"`);
  next.schema.properties = { ...fieldsOf(next), [field.name]: structuredClone(field.schema) };
  if (field.required) next.schema.required = [...(next.schema.required ?? []), field.name];
  if (field.uiSchema) next.uiSchema = { ...(next.uiSchema ?? {}), [field.name]: structuredClone(field.uiSchema) };
  section.fields.splice(clamp(field.index, section.fields.length), 0, field.name);
  return done(next);
}

/** Change a question's schema, uiSchema or whether it must be answered. */
export function updateField(
  def: FormDefinition,
  name: string,
  change: { schema?: JsonSchemaObject; uiSchema?: Record<string, unknown> | null; required?: boolean },
): BuilderResult {
  if (!fieldsOf(def)[name]) return refuse(`there is no field "${name}"`);
  const next = structuredClone(def);
  if (change.schema) next.schema.properties = { ...fieldsOf(next), [name]: structuredClone(change.schema) };
  if (change.uiSchema === null && next.uiSchema) delete next.uiSchema[name];
  else if (change.uiSchema) next.uiSchema = { ...(next.uiSchema ?? {}), [name]: structuredClone(change.uiSchema) };
  if (change.required !== undefined) {
    const rest = (next.schema.required ?? []).filter((f) => f !== name);
    next.schema.required = change.required ? [...rest, name] : rest;
  }
  return done(next);
}

/** Remove a question; refused while a condition, scale or flag still uses it. */
export function removeField(def: FormDefinition, name: string): BuilderResult {
  if (!fieldsOf(def)[name]) return refuse(`there is no field "${name}"`);
  const refs = fieldReferences(def, name);
  if (refs.length > 0) return refuse(`"${name}" is used by ${refs.join(', ')}: change those first`);
  const next = structuredClone(def);
  const { [name]: _removed, ...properties } = fieldsOf(next);
  next.schema.properties = properties;
  if (next.schema.required) next.schema.required = next.schema.required.filter((f) => f !== name);
  if (next.uiSchema) delete next.uiSchema[name];
  for (const s of next.sections ?? []) s.fields = s.fields.filter((f) => f !== name);
  if (next.conditions) {
    next.conditions = next.conditions
      .map((c) => ({ ...c, show: c.show.filter((f) => f !== name) }))
      .filter((c) => c.show.length > 0);
  }
  return done(next);
}

/** Move a question to a position in a section (the same or another). */
export function moveField(def: FormDefinition, name: string, to: { section: string; index: number }): BuilderResult {
  if (!fieldsOf(def)[name]) return refuse(`there is no field "${name}"`);
  const next = structuredClone(def);
  const target = next.sections?.find((s) => s.id === to.section);
  if (!target) return refuse(`there is no section "${to.section}"`);
  for (const s of next.sections ?? []) s.fields = s.fields.filter((f) => f !== name);
  target.fields.splice(clamp(to.index, target.fields.length), 0, name);
  return done(next);
}

function renameInCondition(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameInCondition(v, from, to));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === 'field' && v === from ? to : renameInCondition(v, from, to);
  return out;
}

/** Rename a question everywhere it is named (schema, required, uiSchema, sections, conditions, scoring). */
export function renameField(def: FormDefinition, from: string, to: string): BuilderResult {
  if (!fieldsOf(def)[from]) return refuse(`there is no field "${from}"`);
  if (!FIELD_NAME.test(to)) return refuse(`"${to}" is not a field name: start with a letter, then letters, digits or _`);
  if (fieldsOf(def)[to]) return refuse(`a field named "${to}" already exists`);
  const swap = (f: string) => (f === from ? to : f);
  const next = structuredClone(def);
  next.schema.properties = Object.fromEntries(Object.entries(fieldsOf(next)).map(([k, v]) => [swap(k), v]));
  if (next.schema.required) next.schema.required = next.schema.required.map(swap);
  if (next.uiSchema) {
    next.uiSchema = Object.fromEntries(Object.entries(next.uiSchema).map(([k, v]) => [swap(k), v]));
    const order = next.uiSchema['ui:order'];
    if (Array.isArray(order)) next.uiSchema['ui:order'] = order.map((f) => (typeof f === 'string' ? swap(f) : f));
  }
  for (const s of next.sections ?? []) s.fields = s.fields.map(swap);
  next.conditions = next.conditions?.map((c) => ({ ...c, show: c.show.map(swap), when: renameInCondition(c.when, from, to) as FormCondition['when'] }));
  for (const scale of Object.values(next.scoring?.scales ?? {})) {
    scale.items = scale.items.map(swap);
    for (const sub of Object.values(scale.subscales ?? {})) sub.items = sub.items.map(swap);
  }
  if (next.scoring?.flags) {
    next.scoring.flags = next.scoring.flags.map((f) => ({ ...f, fields: f.fields.map(swap), trigger: renameInCondition(f.trigger, from, to) as typeof f.trigger }));
  }
  return done(next);
}

/** Add a step at index (default last). */
export function addSection(def: FormDefinition, section: Omit<FormSection, 'fields'> & { index?: number }): BuilderResult {
  if (!SLUG.test(section.id)) return refuse(`"${section.id}" is not a section id: letters and digits joined by - or _`);
  if (def.sections?.some((s) => s.id === section.id)) return refuse(`a section "${section.id}" already exists`);
  if (!section.title.trim()) return refuse('a section needs a title');
  const next = structuredClone(def);
  const sections = next.sections ?? [];
  const { index, ...rest } = section;
  sections.splice(clamp(index, sections.length), 0, { ...rest, fields: [] });
  next.sections = sections;
  return done(next);
}

/** Change a step's title or description. */
export function updateSection(def: FormDefinition, id: string, change: { title?: string; description?: string | null }): BuilderResult {
  const next = structuredClone(def);
  const section = next.sections?.find((s) => s.id === id);
  if (!section) return refuse(`there is no section "${id}"`);
  if (change.title !== undefined) {
    if (!change.title.trim()) return refuse('a section needs a title');
    section.title = change.title;
  }
  if (change.description === null) delete section.description;
  else if (change.description !== undefined) section.description = change.description;
  return done(next);
}

/** Remove an empty step (move or remove its questions first). */
export function removeSection(def: FormDefinition, id: string): BuilderResult {
  const section = def.sections?.find((s) => s.id === id);
  if (!section) return refuse(`there is no section "${id}"`);
  if (section.fields.length > 0) return refuse(`section "${id}" still has ${section.fields.length} question(s): move or remove them first`);
  const next = structuredClone(def);
  next.sections = (next.sections ?? []).filter((s) => s.id !== id);
  return done(next);
}

/** Move a step to a new position. */
export function moveSection(def: FormDefinition, id: string, index: number): BuilderResult {
  const sections = structuredClone(def.sections ?? []);
  const from = sections.findIndex((s) => s.id === id);
  if (from === -1) return refuse(`there is no section "${id}"`);
  const [section] = sections.splice(from, 1);
  sections.splice(clamp(index, sections.length), 0, section!);
  return done({ ...structuredClone(def), sections });
}

/** Add a condition, or replace the one with the same id. */
export function setCondition(def: FormDefinition, condition: FormCondition): BuilderResult {
  if (!SLUG.test(condition.id)) return refuse(`"${condition.id}" is not a condition id`);
  const fields = fieldsOf(def);
  const unknown = [...condition.show, ...conditionFields(condition.when)].filter((f) => !fields[f]);
  if (unknown.length > 0) return refuse(`no such field: ${[...new Set(unknown)].join(', ')}`);
  if (condition.show.length === 0) return refuse('a condition must show at least one question');
  const circular = conditionFields(condition.when).filter((f) => condition.show.includes(f));
  if (circular.length > 0) return refuse(`a condition cannot show the question it depends on (${circular.join(', ')})`);
  const next = structuredClone(def);
  const others = (next.conditions ?? []).filter((c) => c.id !== condition.id);
  const at = (def.conditions ?? []).findIndex((c) => c.id === condition.id);
  others.splice(at === -1 ? others.length : at, 0, structuredClone(condition));
  next.conditions = others;
  return done(next);
}

/** Remove a condition: its questions are then always shown. */
export function removeCondition(def: FormDefinition, id: string): BuilderResult {
  if (!def.conditions?.some((c) => c.id === id)) return refuse(`there is no condition "${id}"`);
  const next = structuredClone(def);
  next.conditions = (next.conditions ?? []).filter((c) => c.id !== id);
  return done(next);
}
