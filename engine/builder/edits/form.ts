/** Edits of the form as a whole: its title, description and settings, or the whole definition at once. */
import type { FormDefinition } from '../../definition/types.ts';
import { structuralIssues } from '../../definition/validate-definition.ts';
import type { EditResult } from '../edit-types.ts';
import { copyData, done, isBlank, refuse, uniqueRefs, type EditOf } from './edit-primitives.ts';
import { isRecord } from '../../read/is-record.ts';

const MAX_TITLE = 200;
const MAX_DESCRIPTION = 4000;

/** Change the form's title, description (null removes it) and/or settings. */
export function setForm(def: FormDefinition, edit: EditOf<'setForm'>): EditResult {
  let next = def;
  if (edit.title !== undefined) {
    if (isBlank(edit.title)) return refuse('invalid', 'The form needs a title.');
    if (edit.title.length > MAX_TITLE) return refuse('invalid', `The form's title can be at most ${MAX_TITLE} characters.`);
    if (edit.title !== def.title) next = { ...next, title: edit.title };
  }
  if (edit.description === null) {
    if (next.description !== undefined) {
      const { description: _removed, ...rest } = next;
      next = rest;
    }
  } else if (edit.description !== undefined) {
    if (typeof edit.description !== 'string') return refuse('invalid', "The form's description must be text.");
    if (edit.description.length > MAX_DESCRIPTION) return refuse('invalid', `The form's description can be at most ${MAX_DESCRIPTION} characters.`);
    if (edit.description !== def.description) next = { ...next, description: edit.description };
  }
  if (edit.settings !== undefined) {
    if (!isRecord(edit.settings)) return refuse('invalid', "The form's settings must be a JSON object.");
    next = { ...next, settings: copyData(edit.settings) };
  }
  return done(next);
}

type Json = unknown;

const idOf = (value: Json): unknown => (isRecord(value) ? value.id : undefined);

/**
 * `next` with every part equal to `prev`'s replaced by `prev`'s own object, so a definition pasted
 * into the JSON view re-renders only what it changed. List items with an `id` (sections,
 * conditions, flags, bands) are matched by id, others by position; key order counts.
 */
export function shareUnchanged(prev: Json, next: Json): Json {
  if (prev === next) return prev;
  if (Array.isArray(prev) && Array.isArray(next)) {
    const byId = new Map(prev.filter((p) => typeof idOf(p) === 'string').map((p) => [idOf(p), p]));
    const out = next.map((item, i) => {
      const id = idOf(item);
      return shareUnchanged(typeof id === 'string' && byId.has(id) ? byId.get(id) : prev[i], item);
    });
    return out.length === prev.length && out.every((v, i) => v === prev[i]) ? prev : out;
  }
  if (isRecord(prev) && isRecord(next)) {
    const prevKeys = Object.keys(prev);
    const entries = Object.entries(next).map(([k, v]) => [k, Object.hasOwn(prev, k) ? shareUnchanged(prev[k], v) : v] as const);
    const same = entries.length === prevKeys.length && entries.every(([k, v], i) => k === prevKeys[i] && v === prev[k]);
    return same ? prev : Object.fromEntries(entries);
  }
  return next;
}

/** Replace the whole definition (the JSON view, an import): accepted only when it passes the structural checks. */
export function replaceDefinition(def: FormDefinition, edit: EditOf<'replaceDefinition'>): EditResult {
  const issues = structuralIssues(edit.definition);
  if (issues.length > 0) {
    const listed = issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('; ');
    const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
    const count = issues.length === 1 ? 'a problem' : `${issues.length} problems`;
    return refuse('invalid', `The new definition has ${count}, so it was not applied: ${listed}${more}.`, uniqueRefs(issues.flatMap((i) => (i.ref ? [i.ref] : []))));
  }
  return done(shareUnchanged(def, edit.definition) as FormDefinition);
}
