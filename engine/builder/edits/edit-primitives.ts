/**
 * The primitives every edit module is built from: results and refusals, name rules, lookups into a
 * definition, and immutable updates that copy only the path they change (unchanged questions,
 * sections and rules keep their object identity).
 */
import type { FormDefinition, FormSection, JsonSchemaObject } from '../../definition/types.ts';
import type { DefinitionRef, Edit, EditResult, EditType, RefusalCode } from '../edit-types.ts';

/** The edit of one type, as its handler receives it. */
export type EditOf<T extends EditType> = Extract<Edit, { type: T }>;

export const done = (definition: FormDefinition): EditResult => ({ ok: true, definition });

export const refuse = (code: RefusalCode, message: string, blockers: DefinitionRef[] = []): EditResult => ({
  ok: false,
  refusal: { code, message, blockers },
});

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const SLUG = /^[A-Za-z0-9]+([-_][A-Za-z0-9]+)*$/;
const MAX_NAME = 64;

/** Names every JavaScript object already answers to: as keys they would read or replace Object's own members. */
const RESERVED = new Set([
  '__proto__', 'constructor', 'prototype', 'toString', 'toLocaleString', 'valueOf', 'hasOwnProperty',
  'isPrototypeOf', 'propertyIsEnumerable', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__',
]);

const isReserved = (name: string): boolean => RESERVED.has(name) || /^__.*__$/.test(name);

/** Why `name` cannot name a question (null when it can). */
export function fieldNameProblem(name: unknown): string | null {
  if (typeof name !== 'string' || !FIELD_NAME.test(name)) {
    return `"${String(name)}" cannot name a question: start with a letter, then use letters, digits or _`;
  }
  if (name.length > MAX_NAME) return `a question's name can be at most ${MAX_NAME} characters`;
  if (isReserved(name)) return `"${name}" is reserved: choose another name`;
  return null;
}

export type IdKind = 'section' | 'condition' | 'check' | 'scale' | 'flag' | 'grid';

/** Why `id` cannot identify a section, condition, check, scale or flag (null when it can). */
export function idProblem(kind: IdKind, id: unknown): string | null {
  if (typeof id !== 'string' || !SLUG.test(id)) {
    return `"${String(id)}" cannot identify a ${kind}: use letters and digits, joined by - or _`;
  }
  if (id.length > MAX_NAME) return `a ${kind} id can be at most ${MAX_NAME} characters`;
  if (isReserved(id)) return `"${id}" is reserved: choose another id`;
  return null;
}

export const isBlank = (text: unknown): boolean => typeof text !== 'string' || text.trim() === '';

export const fieldsOf = (def: FormDefinition): Record<string, JsonSchemaObject> => def.schema.properties ?? {};

export const hasField = (def: FormDefinition, name: string): boolean => Object.hasOwn(fieldsOf(def), name);

export const fieldRef = (id: string): DefinitionRef => ({ kind: 'field', id });

/** A question as an administrator knows it: its title, with the variable name. */
export function questionLabel(def: FormDefinition, name: string): string {
  const title = Object.hasOwn(fieldsOf(def), name) ? fieldsOf(def)[name]!.title : undefined;
  if (typeof title !== 'string' || title.trim() === '') return `"${name}"`;
  const short = title.length > 60 ? `${title.slice(0, 57).trimEnd()}…` : title;
  return `"${short}" (${name})`;
}

/** Blockers without repeats, in the order first met. */
export function uniqueRefs(refs: DefinitionRef[]): DefinitionRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.kind}\u0000${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The position to insert at: the end when not given (or not a number), else within bounds. */
export function clampIndex(index: number | undefined, length: number): number {
  if (typeof index !== 'number' || !Number.isFinite(index)) return length;
  return Math.max(0, Math.min(length, Math.trunc(index)));
}

export function insertAt<T>(list: readonly T[], index: number | undefined, ...items: T[]): T[] {
  const at = clampIndex(index, list.length);
  return [...list.slice(0, at), ...items, ...list.slice(at)];
}

/** `list` mapped, or `list` itself when no item changed (so an untouched list keeps its identity). */
export function mapSame<T>(list: readonly T[], change: (item: T) => T): T[] {
  let changed = false;
  const out = list.map((item) => {
    const next = change(item);
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : (list as T[]);
}

/** `record`'s values mapped, or `record` itself when no value changed. */
export function mapValuesSame<T>(record: Record<string, T>, change: (value: T) => T): Record<string, T> {
  let changed = false;
  const out = Object.fromEntries(
    Object.entries(record).map(([key, value]) => {
      const next = change(value);
      if (next !== value) changed = true;
      return [key, next];
    }),
  );
  return changed ? out : record;
}

/** A copy of `record` with `key` renamed, keeping the key order (and every value's identity). */
export function renameKey<T>(record: Record<string, T>, from: string, to: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k === from ? to : k, v]));
}

/** A copy of `record` without `keys` (the same object when it has none of them). */
export function withoutKeys<T>(record: Record<string, T>, keys: ReadonlySet<string>): Record<string, T> {
  if (!Object.keys(record).some((k) => keys.has(k))) return record;
  return Object.fromEntries(Object.entries(record).filter(([k]) => !keys.has(k)));
}

/** A deep copy of data that came in with an edit, so the definition never shares objects with the caller. */
export function copyData<T>(value: T): T {
  return structuredClone(value);
}

export function sectionOf(def: FormDefinition, field: string): FormSection | undefined {
  return def.sections?.find((s) => s.fields.includes(field));
}

/** The fields in the order the member meets them: by section, then any outside a section. */
export function formOrder(def: FormDefinition): string[] {
  const placed = (def.sections ?? []).flatMap((s) => s.fields);
  const seen = new Set(placed);
  return [...placed, ...Object.keys(fieldsOf(def)).filter((f) => !seen.has(f))];
}

/**
 * Keep `uiSchema['ui:order']` following the sections after questions were added, moved or removed:
 * the order lists the questions it listed (plus all of them when it has no "*", as RJSF then needs
 * every one) in form order, "*" staying last. Forms without a `ui:order` are left alone.
 */
export function withFollowingOrder(def: FormDefinition): FormDefinition {
  const order = def.uiSchema?.['ui:order'];
  if (!Array.isArray(order) || !def.uiSchema) return def;
  const wildcard = order.includes('*');
  const listed = new Set(order.filter((f): f is string => typeof f === 'string'));
  const fields = formOrder(def).filter((f) => !wildcard || listed.has(f));
  const next = wildcard ? [...fields, '*'] : fields;
  if (next.length === order.length && next.every((f, i) => f === order[i])) return def;
  return { ...def, uiSchema: { ...def.uiSchema, 'ui:order': next } };
}
