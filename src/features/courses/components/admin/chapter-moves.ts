/**
 * Pure: what a screen reader hears while a chapter is moved, in the FormBuilder's words: titles
 * and positions ("position 2 of 5"), never ids. And the keyboard's plan: each arrow key moves the
 * target one place from where the previous key left it (counted here, never read back from what
 * is drawn), so no step is lost however quickly the keys come.
 */

export const chapterDragInstructions =
  'To move a chapter, press Space or Enter on its Move button to pick it up, use the up and down arrow keys to move it, ' +
  'then press Space or Enter to drop it, or Escape to cancel. Every chapter also has Move up and Move down buttons.';

const place = (index: number, count: number) => `position ${index + 1} of ${count}`;
const quoted = (title: string) => `“${title}”`;

export function pickedUpText(title: string, index: number, count: number): string {
  return `Picked up chapter ${quoted(title)}. It is at ${place(index, count)}.`;
}

export function overText(title: string, from: number, to: number, count: number): string {
  return from === to ? `Chapter ${quoted(title)} is back at its place, ${place(to, count)}.` : `Chapter ${quoted(title)} would move to ${place(to, count)}.`;
}

export function droppedText(title: string, from: number, to: number, count: number): string {
  return from === to ? `Chapter ${quoted(title)} was dropped where it was, ${place(to, count)}.` : `Chapter ${quoted(title)} moved to ${place(to, count)}.`;
}

export function cancelledText(title: string, from: number, count: number): string {
  return `Moving chapter ${quoted(title)} was cancelled. It stays at ${place(from, count)}.`;
}

/** After a Move up / Move down button. */
export function movedText(title: string, to: number, count: number): string {
  return `Chapter ${quoted(title)} moved to ${place(to, count)}.`;
}

/** One arrow key during a keyboard move: the next target index, or null at either end. */
export function keyboardStep(target: number, direction: -1 | 1, count: number): number | null {
  const next = target + direction;
  return next < 0 || next >= count ? null : next;
}
