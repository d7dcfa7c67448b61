/** Which questions the builder bench edits and moves (pure: shared by the page and its tests). */
import type { GeneratedForm } from './generate.ts';

export interface BuilderProbes {
  /** the question that is moved: the renderer bench's short text nearest the middle of the form */
  field: string;
  /** the question after it in its section: a move down puts `field` after this one */
  next: string;
  /** the section both are in */
  section: string;
  /**
   * the question whose title is typed into: the first short text of the first section. A live
   * preview shows the form one step at a time from the first, as members see it, so this is the
   * question a preview shows without the bench stepping through it (the canvas and the preview
   * redraw one question and one step wherever the question is).
   */
  titleField: string;
}

export function builderProbes(form: GeneratedForm): BuilderProbes {
  const sections = form.definition.sections ?? [];
  const field = form.probes.textField;
  const section = sections.find((s) => s.fields.includes(field));
  if (!section) throw new Error(`${field} is in no section`);
  const next = section.fields[section.fields.indexOf(field) + 1];
  if (!next) throw new Error(`${field} is the last question of ${section.id}: nothing to move it below`);
  const titleField = sections[0]?.fields.find((f) => form.kinds[f] === 'text');
  if (!titleField) throw new Error('the first section has no short-text question');
  return { field, next, section: section.id, titleField };
}
