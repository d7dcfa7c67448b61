/** Edits of checks across questions: "End date must be after Start date", "these must add up to 100". */
import { answerKind, checkedAnswer } from '../../definition/check-references.ts';
import type { FormCheck, FormCheckComparison, FormDefinition } from '../../definition/types.ts';
import type { EditResult } from '../edit-types.ts';
import { done, fieldsOf, hasField, idProblem, questionLabel, refuse, type EditOf } from './edit-primitives.ts';
import { isRecord } from '../../read/is-record.ts';

const COMPARISONS: readonly FormCheckComparison[] = ['after', 'before', 'notMoreThan', 'notLessThan'];

/** The longest own message a check may carry (as the meta-schema says). */
export const CHECK_MESSAGE_MAX = 500;

const KEYS = { comparison: ['id', 'kind', 'field', 'other', 'message'], sum: ['id', 'kind', 'fields', 'total', 'message'] };

/** Why a question cannot be one of this check's questions (null when it can). */
function questionProblem(def: FormDefinition, kind: FormCheck['kind'], name: unknown): string | null {
  if (typeof name !== 'string' || name === '') return 'Choose a question for the check.';
  if (!hasField(def, name)) return `There is no question "${name}".`;
  const wanted = checkedAnswer({ kind });
  if (answerKind(fieldsOf(def)[name]) !== wanted) return `${questionLabel(def, name)} is not a ${wanted} question: this check compares ${wanted}s.`;
  return null;
}

/** Why a check cannot be stored as given (null when it can), in an administrator's words. */
export function checkProblem(def: FormDefinition, check: Record<string, unknown>): string | null {
  const { kind, message } = check;
  const isSum = kind === 'sumEquals';
  if (!isSum && !COMPARISONS.includes(kind as FormCheckComparison)) return 'Choose what the check makes sure of (after, before, not more than, not less than, or adds up to).';
  const extra = Object.keys(check).find((k) => !(isSum ? KEYS.sum : KEYS.comparison).includes(k));
  if (extra !== undefined) return `"${extra}" is not part of this kind of check.`;
  if (message !== undefined && (typeof message !== 'string' || message.trim() === '' || message.length > CHECK_MESSAGE_MAX)) {
    return `A check's own message is between 1 and ${CHECK_MESSAGE_MAX} characters (leave it out to use the standard wording).`;
  }
  const checkKind = kind as FormCheck['kind'];
  if (isSum) {
    const { fields, total } = check;
    if (!Array.isArray(fields) || fields.length < 2) return 'Choose at least two number questions to add up.';
    for (const name of fields) {
      const problem = questionProblem(def, checkKind, name);
      if (problem) return problem;
    }
    if (new Set(fields).size < fields.length) return 'Each question can be added up only once.';
    if (typeof total !== 'number' || !Number.isFinite(total)) return 'Give the total the answers must add up to.';
    return null;
  }
  for (const name of [check.field, check.other]) {
    const problem = questionProblem(def, checkKind, name);
    if (problem) return problem;
  }
  if (check.field === check.other) return 'Choose two different questions to compare.';
  return null;
}

/** Add a check across questions, or replace the one with the same id (keeping its place). */
export function setCheck(def: FormDefinition, edit: EditOf<'setCheck'>): EditResult {
  const check = edit.check as unknown;
  if (!isRecord(check)) return refuse('invalid', 'A check is needed.');
  const idIssue = idProblem('check', check.id);
  if (idIssue) return refuse('bad-name', idIssue);
  const problem = checkProblem(def, check);
  if (problem) return refuse(problem.startsWith('There is no question') ? 'unknown-field' : 'invalid', problem);
  const stored = structuredClone(check) as FormCheck;
  const checks = def.checks ?? [];
  const at = checks.findIndex((c) => c.id === stored.id);
  return done({ ...def, checks: at === -1 ? [...checks, stored] : checks.map((c, i) => (i === at ? stored : c)) });
}

/** Remove a check across questions. */
export function removeCheck(def: FormDefinition, edit: EditOf<'removeCheck'>): EditResult {
  const checks = def.checks ?? [];
  if (!checks.some((c) => c.id === edit.id)) return refuse('unknown-check', `There is no check "${String(edit.id)}".`);
  const rest = checks.filter((c) => c.id !== edit.id);
  if (rest.length > 0) return done({ ...def, checks: rest });
  const { checks: _gone, ...without } = def;
  return done(without);
}
