/**
 * What an undo or redo did, in one sentence for the live region ("Question “Sleep” is at position 3
 * of 12 in section “Symptoms”."). Read from the two definitions (the history keeps definitions, not
 * the edits between them), comparing by identity first: an edit keeps everything it did not change.
 * The step's edits, when known, say which of two swapped neighbours was the one moved.
 */
import type { Edit, FormDefinition } from '@engine';
import { placeText, type Names } from '../dnd/announcements';
import { questionDndId } from '../dnd/ids';
import { layoutOf, positionOf } from '../dnd/layout';
import { namesOf } from './canvas/canvas-actions';

const quoted = (text: string) => `“${text}”`;

/** The one item that moved from `before` to `after` (same items, another order), if exactly one did. */
function movedItem(before: readonly string[], after: readonly string[]): string | null {
  if (before.length !== after.length) return null;
  let start = 0;
  while (start < before.length && before[start] === after[start]) start++;
  if (start === before.length) return null;
  let end = before.length - 1;
  while (end > start && before[end] === after[end]) end--;
  // moved down: before[start] now sits at end; moved up: after[start] came from end
  if (after[end] === before[start]) return before[start]!;
  if (before[end] === after[start]) return after[start]!;
  return null;
}

function fieldPlace(after: FormDefinition, name: string, names: Names): string {
  const at = positionOf(layoutOf(after.sections), questionDndId(name));
  return at ? `, at ${placeText(at, names)}` : '';
}

export function describeChange(before: FormDefinition, after: FormDefinition, edits: readonly Edit[] = []): string {
  if (before === after) return 'Nothing changed.';
  const names = namesOf(after);
  const only = edits.length === 1 ? edits[0]! : null;
  if (only?.type === 'moveField' && after.schema.properties?.[only.name]) {
    return `Question ${quoted(names.question(only.name))} is${fieldPlace(after, only.name, names)}.`.replace('is, at', 'is at');
  }
  if (only?.type === 'moveSection') {
    const order = (after.sections ?? []).map((s) => s.id);
    if (order.includes(only.id)) return `Section ${quoted(names.section(only.id))} is section ${order.indexOf(only.id) + 1} of ${order.length}.`;
  }
  const namesBefore = namesOf(before);
  const fieldsBefore = Object.keys(before.schema.properties ?? {});
  const fieldsAfter = Object.keys(after.schema.properties ?? {});
  const added = fieldsAfter.filter((f) => !Object.hasOwn(before.schema.properties ?? {}, f));
  const removed = fieldsBefore.filter((f) => !Object.hasOwn(after.schema.properties ?? {}, f));

  if (added.length === 1 && removed.length === 1 && after.schema.properties?.[added[0]!] === before.schema.properties?.[removed[0]!]) {
    return `Question ${quoted(names.question(added[0]!))} has the variable name ${added[0]} again.`;
  }
  if (added.length === 1 && removed.length === 0) return `Question ${quoted(names.question(added[0]!))} is in the form${fieldPlace(after, added[0]!, names)}.`;
  if (removed.length === 1 && added.length === 0) return `Question ${quoted(namesBefore.question(removed[0]!))} is no longer in the form.`;
  if (added.length > 0 || removed.length > 0) {
    const parts = [];
    if (added.length) parts.push(`${added.length} question${added.length === 1 ? '' : 's'} added`);
    if (removed.length) parts.push(`${removed.length} question${removed.length === 1 ? '' : 's'} removed`);
    return `${parts.join(' and ')}.`.replace(/^./, (c) => c.toUpperCase());
  }

  const sectionsBefore = (before.sections ?? []).map((s) => s.id);
  const sectionsAfter = (after.sections ?? []).map((s) => s.id);
  const newSections = sectionsAfter.filter((id) => !sectionsBefore.includes(id));
  const goneSections = sectionsBefore.filter((id) => !sectionsAfter.includes(id));
  if (newSections.length === 1) return `Section ${quoted(names.section(newSections[0]!))} is in the form, section ${sectionsAfter.indexOf(newSections[0]!) + 1} of ${sectionsAfter.length}.`;
  if (goneSections.length === 1) return `Section ${quoted(namesBefore.section(goneSections[0]!))} is no longer in the form.`;

  const movedSection = movedItem(sectionsBefore, sectionsAfter);
  if (movedSection) return `Section ${quoted(names.section(movedSection))} is section ${sectionsAfter.indexOf(movedSection) + 1} of ${sectionsAfter.length}.`;
  const orderBefore = (before.sections ?? []).flatMap((s) => s.fields.map((f) => `${s.id}/${f}`));
  const orderAfter = (after.sections ?? []).flatMap((s) => s.fields.map((f) => `${s.id}/${f}`));
  const flatBefore = orderBefore.map((k) => k.split('/')[1]!);
  const flatAfter = orderAfter.map((k) => k.split('/')[1]!);
  const movedField = movedItem(flatBefore, flatAfter) ?? (orderBefore.join() !== orderAfter.join() ? flatAfter.find((f, i) => orderAfter[i] !== orderBefore[i]) : null);
  if (movedField) return `Question ${quoted(names.question(movedField))} is${fieldPlace(after, movedField, names)}.`.replace('is, at', 'is at');

  const changedField = fieldsAfter.find(
    (f) => after.schema.properties?.[f] !== before.schema.properties?.[f] || after.uiSchema?.[f] !== before.uiSchema?.[f],
  );
  if (changedField) return `Question ${quoted(names.question(changedField))} changed.`;
  if (after.schema.required !== before.schema.required) return 'Which questions must be answered changed.';
  const changedSection = (after.sections ?? []).find((s, i) => s !== before.sections?.[i]);
  if (changedSection) return `Section ${quoted(names.section(changedSection.id))} changed.`;
  if (after.conditions !== before.conditions) return 'The conditions that show questions changed.';
  if (after.checks !== before.checks) return 'The checks across questions changed.';
  if (after.grids !== before.grids) return 'The grids showing questions on one scale changed.';
  if (after.scoring !== before.scoring) return 'The scoring changed.';
  if (after.title !== before.title || after.description !== before.description || after.settings !== before.settings) return 'The form’s title or settings changed.';
  return 'The form changed.';
}
