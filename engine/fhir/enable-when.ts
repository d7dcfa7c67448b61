/**
 * A condition as R4's `enableWhen` + `enableBehavior`, where it fits: tests of one answer each
 * (equals, one of, at least for plain numbers, answered or not), all of them or any of them.
 * Anything else (nested all/any, at least on a choice, a number's "non-zero") is left to
 * `enableWhenExpression`.
 */
import type { Condition, JsonSchemaObject, JsonValue } from '../definition/types.ts';
import type { ChoiceCoding } from './fhirpath-text.ts';
import type { EnableWhen } from './r4-types.ts';

export interface QuestionFacts {
  schema: JsonSchemaObject | undefined;
  coded: boolean;
}

type Leaf = Extract<Condition, { field: string }>;

function answerOf(value: JsonValue, field: string, facts: QuestionFacts, coding: ChoiceCoding): Partial<EnableWhen> | null {
  if (facts.coded) {
    const c = coding(field, value);
    return c ? { answerCoding: { system: c.system, code: c.code, ...(c.display ? { display: c.display } : {}) } } : null;
  }
  const type = facts.schema?.type;
  if (typeof value === 'boolean' && type === 'boolean') return { answerBoolean: value };
  if (typeof value === 'number' && type === 'integer' && Number.isInteger(value)) return { answerInteger: value };
  if (typeof value === 'number' && type === 'number') return { answerDecimal: value };
  if (typeof value === 'string' && type === 'string') return facts.schema?.format === 'date' ? { answerDate: value } : { answerString: value };
  return null;
}

/** A leaf's tests as enableWhen entries and how they combine ('all' for several tests, 'any' for `in`). */
function leafEntries(leaf: Leaf, facts: QuestionFacts, coding: ChoiceCoding): { entries: EnableWhen[]; behavior: 'all' | 'any' } | null {
  const entries: EnableWhen[] = [];
  const question = leaf.field;
  if (leaf.equals !== undefined) {
    const answer = answerOf(leaf.equals, question, facts, coding);
    if (!answer) return null;
    entries.push({ question, operator: '=', ...answer });
  }
  if (leaf.atLeast !== undefined) {
    if (facts.coded) return null;
    const answer = answerOf(leaf.atLeast, question, facts, coding);
    if (!answer) return null;
    entries.push({ question, operator: '>=', ...answer });
  }
  if (leaf.truthy !== undefined) {
    const type = facts.schema?.type;
    if (type === 'integer' || type === 'number') return null;
    if (type === 'boolean') entries.push({ question, operator: '=', answerBoolean: leaf.truthy });
    else entries.push({ question, operator: 'exists', answerBoolean: leaf.truthy });
  }
  if (leaf.in !== undefined) {
    if (entries.length > 0 || leaf.in.length === 0) return null;
    const answers = leaf.in.map((v) => answerOf(v, question, facts, coding));
    if (answers.some((a) => a === null)) return null;
    return { entries: answers.map((a) => ({ question, operator: '=', ...a! })), behavior: 'any' };
  }
  return entries.length === 0 ? null : { entries, behavior: 'all' };
}

/** The condition as enableWhen entries with their behaviour, or null when it does not fit. */
export function enableWhenOf(
  condition: Condition,
  facts: (field: string) => QuestionFacts,
  coding: ChoiceCoding,
): { enableWhen: EnableWhen[]; enableBehavior?: 'all' | 'any' } | null {
  const shape = (entries: EnableWhen[], behavior: 'all' | 'any') => (entries.length > 1 ? { enableWhen: entries, enableBehavior: behavior } : { enableWhen: entries });
  if ('all' in condition || 'any' in condition) {
    const behavior = 'all' in condition ? 'all' : 'any';
    const parts = 'all' in condition ? condition.all : condition.any;
    const entries: EnableWhen[] = [];
    for (const part of parts) {
      if (!('field' in part)) return null;
      const leaf = leafEntries(part, facts(part.field), coding);
      if (!leaf || (leaf.entries.length > 1 && leaf.behavior !== behavior)) return null;
      entries.push(...leaf.entries);
    }
    return entries.length === 0 ? null : shape(entries, behavior);
  }
  const leaf = leafEntries(condition, facts(condition.field), coding);
  return leaf ? shape(leaf.entries, leaf.behavior) : null;
}
