/**
 * Deciding a definition's checks across questions on a member's answers: dates in order, a number
 * within another, a group of numbers adding up to a total. A check whose questions are hidden,
 * unanswered or already wrong on their own holds (that question's own message says what is
 * wrong). A broken check is reported at the later of its questions in the form, the place a member
 * has just answered, in words naming both questions by their titles.
 */
import { COMPARISON_WORDS, listed, titled } from '../definition/check-words.ts';
import type { FormCheck, FormCheckComparison, FormDefinition } from '../definition/types.ts';

/** A broken check: the question it is shown at, and the member's message. */
export interface BrokenCheck {
  check: string;
  field: string;
  message: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `a` compared with `b` keeps the check (dates as ISO text compare in calendar order). */
function keeps(kind: FormCheckComparison, a: string | number, b: string | number): boolean {
  if (kind === 'after') return a > b;
  if (kind === 'before') return a < b;
  if (kind === 'notMoreThan') return a <= b;
  return a >= b;
}

/** The same rule read from the other question: "A after B" is "B before A". */
const CONVERSE: Record<FormCheckComparison, FormCheckComparison> = {
  after: 'before',
  before: 'after',
  notMoreThan: 'notLessThan',
  notLessThan: 'notMoreThan',
};

/** The answer as the check compares it, or null when it is not one (wrong type: its own error says so). */
function comparable(kind: FormCheckComparison, value: unknown): string | number | null {
  if (kind === 'after' || kind === 'before') return typeof value === 'string' && DATE.test(value) ? value : null;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Sums of decimals (33.3 + 33.3 + 33.4) are compared to within rounding, not bit for bit. */
const sameTotal = (sum: number, total: number): boolean => Math.abs(sum - total) <= 1e-9 * Math.max(1, Math.abs(total));

const roundedSum = (sum: number): string => String(Math.round(sum * 1e6) / 1e6);

/**
 * The checks the answers break, each shown at the later of its questions (the first of several
 * shown at one question). `answers` are the ones
 * that count (hidden and blank ones left out); `skip` names questions whose answer is wrong on its
 * own; `order` gives each question's place in the form.
 */
export function brokenChecks(
  def: FormDefinition,
  answers: Record<string, unknown>,
  order: ReadonlyMap<string, number>,
  skip: (field: string) => boolean,
): BrokenCheck[] {
  const out: BrokenCheck[] = [];
  const place = (field: string): number => order.get(field) ?? Number.MAX_SAFE_INTEGER;
  const given = (field: string): boolean => Object.hasOwn(answers, field) && !skip(field);
  for (const check of def.checks ?? []) {
    const broken = brokenCheck(def, check, answers, place, given);
    // one message per question: the first broken check shown there
    if (broken && !out.some((b) => b.field === broken.field)) out.push(broken);
  }
  return out;
}

function brokenCheck(
  def: FormDefinition,
  check: FormCheck,
  answers: Record<string, unknown>,
  place: (field: string) => number,
  given: (field: string) => boolean,
): BrokenCheck | null {
  if (check.kind === 'sumEquals') {
    const fields = [...new Set(check.fields)];
    if (fields.length === 0 || !fields.every(given)) return null;
    const values = fields.map((f) => answers[f]);
    if (!values.every((v): v is number => typeof v === 'number' && Number.isFinite(v))) return null;
    const sum = values.reduce((a, b) => a + b, 0);
    if (sameTotal(sum, check.total)) return null;
    const last = fields.reduce((a, b) => (place(b) > place(a) ? b : a));
    const message = check.message ?? `${listed(fields.map((f) => titled(def, f)))} must add up to ${check.total} (they add up to ${roundedSum(sum)})`;
    return { check: check.id, field: last, message };
  }
  if (check.field === check.other || !given(check.field) || !given(check.other)) return null;
  const a = comparable(check.kind, answers[check.field]);
  const b = comparable(check.kind, answers[check.other]);
  if (a === null || b === null || keeps(check.kind, a, b)) return null;
  const atOther = place(check.other) > place(check.field);
  const [shown, against, kind] = atOther ? [check.other, check.field, CONVERSE[check.kind]] : [check.field, check.other, check.kind];
  const message = check.message ?? `${titled(def, shown)} ${COMPARISON_WORDS[kind]} ${titled(def, against)}`;
  return { check: check.id, field: shown, message };
}
