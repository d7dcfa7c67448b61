/**
 * What a screen reader hears while a question or section is dragged, in plain English: titles and
 * positions ("position 3 of 12 in section “Symptoms”"), never ids or indices. Pure: built from the
 * same layouts the drop itself uses, so the words match what happens.
 */
import type { FieldKindId } from '@engine';
import { parseDndId } from './ids';
import { positionOf, type Layout, type Position } from './layout';

/** How things are called on screen. */
export interface Names {
  question(name: string): string;
  section(id: string): string;
  kind(kind: FieldKindId): string;
}

export const screenReaderInstructions =
  'To move a question or a section, press Space or Enter on its drag handle to pick it up, use the ' +
  'up and down arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel. ' +
  'Every question and section also has Move up and Move down buttons. To add a question, press a ' +
  'question type in the palette, or pick up its drag handle and move it into a section the same way.';

const quoted = (text: string) => `“${text}”`;

/** "position 3 of 12 in section “Symptoms”" */
export function placeText(position: Position, names: Names): string {
  return `position ${position.index + 1} of ${position.count} in section ${quoted(names.section(position.section))}`;
}

function sectionPlace(layout: Layout, id: string): string {
  return `section ${layout.findIndex((s) => s.id === id) + 1} of ${layout.length}`;
}

/** "question “Sleep”", "section “Mood”", "new Rating scale question" */
export function itemText(activeId: string, names: Names): string {
  const item = parseDndId(activeId);
  if (item?.type === 'question') return `question ${quoted(names.question(item.name))}`;
  if (item?.type === 'section') return `section ${quoted(names.section(item.id))}`;
  if (item?.type === 'palette') return `new ${names.kind(item.kind)} question`;
  return 'item';
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Picked up: where it is now (a new question: where it would be added). */
export function pickedUpText(layout: Layout, activeId: string, names: Names): string {
  const item = parseDndId(activeId);
  const what = itemText(activeId, names);
  if (item?.type === 'section') return `Picked up ${what}, ${sectionPlace(layout, item.id)}.`;
  const at = positionOf(layout, activeId);
  if (item?.type === 'palette') {
    return at ? `Picked up a ${what}. It would be added at ${placeText(at, names)}.` : `Picked up a ${what}.`;
  }
  return at ? `Picked up ${what}. It is at ${placeText(at, names)}.` : `Picked up ${what}.`;
}

/**
 * While moving: `landed` is the layout if dropped now (dropLayout / the section order after the move),
 * or null when it is over nothing it can land on.
 */
export function overText(before: Layout, landed: Layout | null, activeId: string, names: Names): string {
  const item = parseDndId(activeId);
  const what = capital(itemText(activeId, names));
  if (item?.type === 'section') {
    if (!landed) return `${what} is not over a section.`;
    return landed === before ? `${what} is back at its place, ${sectionPlace(before, item.id)}.` : `${what} would move to ${sectionPlace(landed, item.id)}.`;
  }
  const at = landed && positionOf(landed, activeId);
  if (!at) return `${what} is not over a section.`;
  if (item?.type === 'palette') return `The ${itemText(activeId, names)} would be added at ${placeText(at, names)}.`;
  const was = positionOf(before, activeId);
  if (was && was.section === at.section && was.index === at.index) return `${what} is back at its place, ${placeText(at, names)}.`;
  return `${what} would move to ${placeText(at, names)}.`;
}

/** Dropped: `landed` as for overText (null: nothing changed). */
export function droppedText(before: Layout, landed: Layout | null, activeId: string, names: Names): string {
  const item = parseDndId(activeId);
  const what = capital(itemText(activeId, names));
  if (item?.type === 'section') {
    if (!landed || landed === before) return `${what} was dropped where it was, ${sectionPlace(before, item.id)}.`;
    return `${what} moved to ${sectionPlace(landed, item.id)}.`;
  }
  const at = landed && positionOf(landed, activeId);
  if (item?.type === 'palette') {
    return at ? `${what} added at ${placeText(at, names)}.` : `The ${itemText(activeId, names)} was not added: drop it on a section.`;
  }
  const was = positionOf(before, activeId);
  if (!at || (was && was.section === at.section && was.index === at.index)) {
    return was ? `${what} was dropped where it was, ${placeText(was, names)}.` : `${what} was not moved.`;
  }
  return `${what} moved to ${placeText(at, names)}.`;
}

/** Cancelled: it stays where it was (`before` is the layout from before the drag). */
export function cancelledText(before: Layout, activeId: string, names: Names): string {
  const item = parseDndId(activeId);
  if (item?.type === 'palette') return `Adding a ${itemText(activeId, names)} was cancelled.`;
  const what = itemText(activeId, names);
  if (item?.type === 'section') return `Moving ${what} was cancelled. It stays ${sectionPlace(before, item.id)}.`;
  const was = positionOf(before, activeId);
  return was ? `Moving ${what} was cancelled. It stays at ${placeText(was, names)}.` : `Moving ${what} was cancelled.`;
}

/** After a Move up/down button or a finished drop: where the question is now. */
export function movedText(after: Layout, activeId: string, names: Names): string {
  const item = parseDndId(activeId);
  const what = capital(itemText(activeId, names));
  if (item?.type === 'section') return `${what} moved to ${sectionPlace(after, item.id)}.`;
  const at = positionOf(after, activeId);
  return at ? `${what} moved to ${placeText(at, names)}.` : `${what} moved.`;
}
