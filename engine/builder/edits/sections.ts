/** Edits of sections (the form's steps): add, rename/describe, remove, reorder. */
import type { FormDefinition, FormSection } from '../../definition/types.ts';
import type { EditResult } from '../edit-types.ts';
import { withoutFields } from './fields.ts';
import { done, formOrder, idProblem, insertAt, isBlank, refuse, withFollowingOrder, type EditOf } from './edit-primitives.ts';

const sectionRef = (id: string) => ({ kind: 'section', id }) as const;

const findSection = (def: FormDefinition, id: unknown): FormSection | undefined =>
  typeof id === 'string' ? def.sections?.find((s) => s.id === id) : undefined;

const unknownSection = (id: unknown): EditResult => refuse('unknown-section', `There is no section "${String(id)}".`);

/**
 * A new, empty step at `index` (default last). A form without sections shows all its questions as
 * one step: its first section takes them all, so none is left outside a section.
 */
export function addSection(def: FormDefinition, edit: EditOf<'addSection'>): EditResult {
  const problem = idProblem('section', edit.id);
  if (problem) return refuse('bad-name', problem);
  if (findSection(def, edit.id)) return refuse('name-taken', `There is already a section "${edit.id}".`, [sectionRef(edit.id)]);
  if (isBlank(edit.title)) return refuse('invalid', 'A section needs a title.');
  if (edit.description !== undefined && typeof edit.description !== 'string') return refuse('invalid', "A section's description must be text.");
  const sections = def.sections ?? [];
  const fields = sections.length === 0 ? formOrder(def) : [];
  const section: FormSection = { id: edit.id, title: edit.title, ...(edit.description !== undefined ? { description: edit.description } : {}), fields };
  return done({ ...def, sections: insertAt(sections, edit.index, section) });
}

/** Change a step's title or description (null removes the description). */
export function updateSection(def: FormDefinition, edit: EditOf<'updateSection'>): EditResult {
  const section = findSection(def, edit.id);
  if (!section) return unknownSection(edit.id);
  if (edit.title !== undefined && isBlank(edit.title)) return refuse('invalid', 'A section needs a title.', [sectionRef(section.id)]);
  if (edit.description !== undefined && edit.description !== null && typeof edit.description !== 'string') {
    return refuse('invalid', "A section's description must be text.");
  }
  let next: FormSection = section;
  if (edit.title !== undefined && edit.title !== section.title) next = { ...next, title: edit.title };
  if (edit.description === null && next.description !== undefined) {
    const { description: _removed, ...rest } = next;
    next = rest;
  } else if (typeof edit.description === 'string' && edit.description !== section.description) {
    next = { ...next, description: edit.description };
  }
  if (next === section) return done(def);
  return done({ ...def, sections: def.sections!.map((s) => (s === section ? next : s)) });
}

/**
 * Remove a step. With `moveFieldsTo` its questions move to the end of that section; otherwise they
 * are removed with it, which is refused (naming what uses them) while any of them is in use.
 */
export function removeSection(def: FormDefinition, edit: EditOf<'removeSection'>): EditResult {
  const section = findSection(def, edit.id);
  if (!section) return unknownSection(edit.id);
  const others = def.sections!.filter((s) => s !== section);
  if (edit.moveFieldsTo !== undefined) {
    if (edit.moveFieldsTo === edit.id) return refuse('invalid', "A section's questions cannot move into the section being removed: choose another.");
    const target = findSection(def, edit.moveFieldsTo);
    if (!target) return refuse('unknown-section', `There is no section "${String(edit.moveFieldsTo)}" to move the questions to.`);
    const sections = others.map((s) => (s === target && section.fields.length > 0 ? { ...s, fields: [...s.fields, ...section.fields] } : s));
    return done(withFollowingOrder({ ...def, sections }));
  }
  if (section.fields.length === 0) return done({ ...def, sections: others });
  const removed = withoutFields(def, new Set(section.fields), `The section "${section.title}" and its questions`);
  if (!removed.ok) return removed;
  return done({ ...removed.definition, sections: removed.definition.sections!.filter((s) => s.id !== section.id) });
}

/** Move a step to a new position (counted without the step itself). */
export function moveSection(def: FormDefinition, edit: EditOf<'moveSection'>): EditResult {
  const section = findSection(def, edit.id);
  if (!section) return unknownSection(edit.id);
  const sections = insertAt(def.sections!.filter((s) => s !== section), edit.index, section);
  if (sections.every((s, i) => s === def.sections![i])) return done(def);
  return done(withFollowingOrder({ ...def, sections }));
}
