/** Which questions the builder bench edits and moves (pure: shared by the page and its tests). */
import type { GeneratedForm } from './generate.ts';

export interface BuilderProbes {
  /** the question whose title is typed into and which is moved: the short text nearest the middle */
  field: string;
  /** the question after it in its section: a move down puts `field` after this one */
  next: string;
  /** the section both are in */
  section: string;
}

/** The renderer bench's middle text question, and the question after it in the same section. */
export function builderProbes(form: GeneratedForm): BuilderProbes {
  const field = form.probes.textField;
  const section = (form.definition.sections ?? []).find((s) => s.fields.includes(field));
  if (!section) throw new Error(`${field} is in no section`);
  const next = section.fields[section.fields.indexOf(field) + 1];
  if (!next) throw new Error(`${field} is the last question of ${section.id}: nothing to move it below`);
  return { field, next, section: section.id };
}
