/**
 * What a new question from the palette is called until the administrator writes its title. One
 * function for both ways in (a palette button pressed, a palette handle dragged and dropped), so a
 * new question reads the same whichever way it came: "New rating scale question".
 */
import { fieldKind, type FieldKindId } from '@engine';

/** "New rating scale question": the kind's palette label, in a sentence that says it is still to be written. */
export function newQuestionTitle(kind: FieldKindId): string {
  return `New ${fieldKind(kind).label.toLowerCase()} question`;
}
