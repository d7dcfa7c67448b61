/**
 * A ranking's answer as the widget works on it: the options placed so far in the member's order,
 * and those still to place. Pure, so the words a screen reader hears match what happens.
 */
import type { ChoiceOption } from '../options.ts';

export interface RankingState {
  /** the placed options, most important first */
  placed: ChoiceOption[];
  /** the options not placed yet, in the question's order */
  unplaced: ChoiceOption[];
}

const same = (a: unknown, b: unknown): boolean => a === b;

/** The placed and unplaced options of an answer (values that are no option are left out). */
export function rankingState(choices: ChoiceOption[], value: unknown): RankingState {
  const order = Array.isArray(value) ? value : [];
  const placed = order.flatMap((v) => choices.filter((c) => same(c.value, v)).slice(0, 1));
  return { placed, unplaced: choices.filter((c) => !placed.includes(c)) };
}

/** The answer for a placed list: the values in order, or undefined when nothing is placed (unanswered). */
export function rankingValue(placed: ChoiceOption[]): unknown[] | undefined {
  return placed.length > 0 ? placed.map((c) => c.value) : undefined;
}

/** "‘Better sleep’ is now number 2 of 3." */
export function placeText(label: string, index: number, count: number): string {
  return `‘${label}’ is now number ${index + 1} of ${count}.`;
}

export const rankingInstructions =
  'To move an option in your order, press Space or Enter on its handle to pick it up, use the up and down arrow keys to move it, ' +
  'then press Space or Enter to drop it, or Escape to cancel. Each option also has Move up and Move down buttons.';
