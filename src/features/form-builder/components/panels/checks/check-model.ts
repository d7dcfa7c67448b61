/**
 * The Checks panel's pure part: which questions a check may compare, a new check of each kind, and
 * a check moved to another kind keeping what still fits. Checks themselves are engine data
 * (`FormCheck`), written with setCheck / removeCheck.
 */
import { answerKind, checkedAnswer, type CheckedAnswer, type FormCheck, type FormDefinition } from '@engine';
import { fieldsInOrder } from '../field-schema';

/** The kinds of check, as the panel offers them, with the words an administrator reads. */
export const CHECK_KINDS: { kind: FormCheck['kind']; label: string }[] = [
  { kind: 'after', label: 'is after (dates)' },
  { kind: 'before', label: 'is before (dates)' },
  { kind: 'notMoreThan', label: 'is not more than (numbers)' },
  { kind: 'notLessThan', label: 'is not less than (numbers)' },
  { kind: 'sumEquals', label: 'add up to a total (numbers)' },
];

/** The questions whose answers are dates (or numbers), in the order a member meets them. */
export function questionsOf(def: FormDefinition, answer: CheckedAnswer): string[] {
  return fieldsInOrder(def).filter((f) => answerKind(def.schema.properties?.[f]) === answer);
}

/** A first check of a kind over the form's questions, or null when the form has too few of them. */
export function startCheck(def: FormDefinition, kind: FormCheck['kind'], id: string): FormCheck | null {
  const candidates = questionsOf(def, checkedAnswer({ kind }));
  if (candidates.length < 2) return null;
  if (kind === 'sumEquals') return { id, kind, fields: candidates.slice(0, 2), total: 100 };
  // the later question is the one checked: "End date is after Start date"
  return { id, kind, field: candidates[1]!, other: candidates[0]! };
}

/** The check as another kind: its questions kept where they fit, else the first that do. */
export function withKind(def: FormDefinition, check: FormCheck, kind: FormCheck['kind']): FormCheck {
  const { message, id } = check;
  const base = message === undefined ? {} : { message };
  const fits = questionsOf(def, checkedAnswer({ kind }));
  const current = check.kind === 'sumEquals' ? check.fields : [check.field, check.other];
  const kept = current.filter((f) => fits.includes(f));
  const picked = [...kept, ...fits.filter((f) => !kept.includes(f))];
  if (kind === 'sumEquals') return { id, kind, fields: picked.slice(0, Math.max(2, kept.length)), total: check.kind === 'sumEquals' ? check.total : 100, ...base };
  if (check.kind !== 'sumEquals' && kept.length === 2) return { id, kind, field: check.field, other: check.other, ...base };
  return { id, kind, field: picked[1] ?? picked[0] ?? '', other: picked[0] ?? '', ...base };
}
