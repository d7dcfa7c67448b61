/**
 * Edits that only retitle questions (the FormBuilder's title box, a keystroke at a time). The
 * renderer keeps RJSF's step schema across them and shows the new titles from its store, so a
 * keystroke redraws one label instead of the step's RJSF form (twice: RJSF re-derives its state
 * from changed props in componentDidUpdate and renders again).
 */
import type { FormDefinition, JsonSchemaObject } from '@engine';

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTitle = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** `next` is `prev` with at most the (non-empty) string under `key` changed: same keys, every other value the same object. */
function onlyKeyChanged(prev: unknown, next: unknown, key: string): boolean {
  if (prev === next) return true;
  if (!isDict(prev) || !isDict(next)) return false;
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(prev).length) return false;
  return keys.every((k) => Object.hasOwn(prev, k) && (k === key ? isTitle(prev[k]) && isTitle(next[k]) : Object.is(prev[k], next[k])));
}

/**
 * The label RJSF gives a top-level question when it is plainly its `ui:title` or its `title`
 * (null for anything subtler: `ui:options`, a deprecated question, no own title).
 */
function plainLabel(schema: unknown, ui: unknown): string | null {
  if (!isDict(schema) || schema.deprecated) return null;
  if (isDict(ui) && 'ui:options' in ui) return null;
  if (isDict(ui) && isTitle(ui['ui:title'])) return ui['ui:title'];
  return isTitle(schema.title) ? schema.title : null;
}

/**
 * For one question: `undefined` when its schema and uiSchema entry are the same objects, its new
 * label when they differ only in the title, null when anything else changed.
 */
export function retitledLabel(prevSchema: unknown, nextSchema: unknown, prevUi: unknown, nextUi: unknown): string | null | undefined {
  if (prevSchema === nextSchema && prevUi === nextUi) return undefined;
  if (!onlyKeyChanged(prevSchema, nextSchema, 'title') || !onlyKeyChanged(prevUi, nextUi, 'ui:title')) return null;
  return plainLabel(nextSchema, nextUi);
}

/** Every key but `except` holds the same value in both (and no key was added or removed). */
function sameBut(prev: Dict, next: Dict, except: string): boolean {
  const keys = Object.keys(next);
  return keys.length === Object.keys(prev).length && keys.every((k) => k === except || (Object.hasOwn(prev, k) && Object.is(prev[k], next[k])));
}

/** Whether `next` is `prev` with only some questions' titles changed (each to a plain, non-empty title). */
export function onlyRetitled(prev: FormDefinition, next: FormDefinition): boolean {
  if (prev === next) return true;
  const [a, b] = [prev as unknown as Dict, next as unknown as Dict];
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length || !keys.every((k) => k === 'schema' || k === 'uiSchema' || Object.is(a[k], b[k]))) return false;
  if (!sameBut(prev.schema as Dict, next.schema as Dict, 'properties')) return false;
  const [pa, pb] = [prev.schema.properties ?? {}, next.schema.properties ?? {}];
  const [ua, ub] = [(prev.uiSchema ?? {}) as Dict, (next.uiSchema ?? {}) as Dict];
  if ((prev.uiSchema === undefined) !== (next.uiSchema === undefined)) return false;
  const [before, fields] = [Object.keys(pa), Object.keys(pb)];
  if (fields.length !== before.length || fields.some((f, i) => before[i] !== f)) return false;
  // uiSchema: the same keys, each entry the same unless it is a question's (checked with it below)
  const uiKeys = Object.keys(ub);
  if (uiKeys.length !== Object.keys(ua).length || !uiKeys.every((k) => Object.hasOwn(ua, k) && (Object.hasOwn(pb, k) || Object.is(ua[k], ub[k])))) return false;
  return fields.every((f) => retitledLabel(pa[f] as JsonSchemaObject, pb[f] as JsonSchemaObject, ua[f], ub[f]) !== null);
}
