/** Edits of conditions: "show these questions when ...". */
import { conditionFields } from '../../definition/conditions.ts';
import type { Condition, FormCondition, FormDefinition } from '../../definition/types.ts';
import type { EditResult } from '../edit-types.ts';
import { copyData, done, fieldRef, hasField, idProblem, refuse, type EditOf } from './edit-primitives.ts';
import { isRecord } from '../../read/is-record.ts';

const LEAF_TESTS = ['equals', 'in', 'atLeast', 'truthy'];

/** Why a condition's test is not one the engine can decide (null when it is), in an administrator's words. */
export function conditionProblem(condition: unknown): string | null {
  if (!isRecord(condition)) return 'A condition must test an answer.';
  for (const group of ['all', 'any'] as const) {
    if (!(group in condition)) continue;
    const parts = condition[group];
    if (Object.keys(condition).length !== 1) return `A combined condition ("${group}") holds nothing but its list of tests.`;
    if (!Array.isArray(parts) || parts.length === 0) return `Add at least one test to the "${group === 'all' ? 'all of' : 'any of'}" list.`;
    for (const part of parts) {
      const problem = conditionProblem(part);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof condition.field !== 'string') return 'A condition must name the question whose answer it tests.';
  const unknownKey = Object.keys(condition).find((k) => k !== 'field' && !LEAF_TESTS.includes(k));
  if (unknownKey !== undefined) return `"${unknownKey}" is not a test a condition can make: use is, is one of, is at least or is answered.`;
  if (!LEAF_TESTS.some((k) => condition[k] !== undefined)) return `Choose what the answer to "${condition.field}" must be (is, is one of, is at least or is answered).`;
  if (condition.in !== undefined && (!Array.isArray(condition.in) || condition.in.length === 0)) return 'Choose at least one answer for "is one of".';
  if (condition.atLeast !== undefined && (typeof condition.atLeast !== 'number' || !Number.isFinite(condition.atLeast))) return '"Is at least" needs a number.';
  if (condition.truthy !== undefined && typeof condition.truthy !== 'boolean') return '"Is answered" must be yes or no.';
  return null;
}

/** Add a condition, or replace the one with the same id (keeping its place). */
export function setCondition(def: FormDefinition, edit: EditOf<'setCondition'>): EditResult {
  const condition = edit.condition as unknown;
  if (!isRecord(condition)) return refuse('invalid', 'A condition is needed.');
  const { id, show, when } = condition as Partial<FormCondition>;
  const idIssue = idProblem('condition', id);
  if (idIssue) return refuse('bad-name', idIssue);
  const extra = Object.keys(condition).find((k) => !['id', 'show', 'when'].includes(k));
  if (extra !== undefined) return refuse('invalid', `A condition has an id, the questions it shows and when; "${extra}" is not one of those.`);
  if (!Array.isArray(show) || show.length === 0 || show.some((f) => typeof f !== 'string')) {
    return refuse('invalid', 'Choose at least one question for the condition to show.');
  }
  const problem = conditionProblem(when);
  if (problem) return refuse('invalid', problem);
  const reads = conditionFields(when as Condition);
  const unknown = [...new Set([...show, ...reads])].filter((f) => !hasField(def, f));
  if (unknown.length > 0) return refuse('unknown-field', `There is no question ${unknown.map((f) => `"${f}"`).join(', ')}.`);
  const circular = [...new Set(reads.filter((f) => show.includes(f)))];
  if (circular.length > 0) {
    return refuse('invalid', `A condition cannot show the question it depends on (${circular.join(', ')}).`, circular.map(fieldRef));
  }
  const stored: FormCondition = { id: id!, show: [...new Set(show)], when: copyData(when as Condition) };
  const conditions = def.conditions ?? [];
  const at = conditions.findIndex((c) => c.id === id);
  return done({ ...def, conditions: at === -1 ? [...conditions, stored] : conditions.map((c, i) => (i === at ? stored : c)) });
}

/** Remove a condition: the questions it showed are then always shown. */
export function removeCondition(def: FormDefinition, edit: EditOf<'removeCondition'>): EditResult {
  const conditions = def.conditions ?? [];
  if (!conditions.some((c) => c.id === edit.id)) return refuse('unknown-condition', `There is no condition "${String(edit.id)}".`);
  return done({ ...def, conditions: conditions.filter((c) => c.id !== edit.id) });
}
