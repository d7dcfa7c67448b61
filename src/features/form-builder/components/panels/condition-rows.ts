/**
 * Conditions as the rows a non-developer edits ("[question] [is one of] [a, b]", joined by "all of
 * these" or "any of these") and back. A condition nested deeper than one all/any (or a leaf with
 * two tests at once) has no row form: `rowsOf` returns null and the editor shows it as a sentence.
 */
import type { Condition, FormDefinition, JsonValue } from '@engine';
import { titleOf, valueLabel } from './field-schema';
import { freeId } from './ids';

export type Operator = 'is' | 'isOneOf' | 'atLeast' | 'answered' | 'notAnswered';

export const OPERATOR_WORDS: Record<Operator, string> = {
  is: 'is',
  isOneOf: 'is one of',
  atLeast: 'is at least',
  answered: 'is answered',
  notAnswered: 'is not answered',
};

/** One test; `value` is undefined while the administrator has not picked one yet. */
export interface ConditionRow {
  field: string;
  operator: Operator;
  /** 'is': the value; 'isOneOf': the values (array); 'atLeast': the number */
  value?: JsonValue;
}

export type Match = 'all' | 'any';

export interface ConditionRows {
  match: Match;
  rows: ConditionRow[];
}

type Leaf = Extract<Condition, { field: string }>;

function rowOf(leaf: Condition): ConditionRow | null {
  if (!('field' in leaf)) return null;
  const tests = (['equals', 'in', 'atLeast', 'truthy'] as const).filter((k) => leaf[k] !== undefined);
  if (tests.length !== 1) return null;
  if (leaf.equals !== undefined) return { field: leaf.field, operator: 'is', value: leaf.equals };
  if (leaf.in !== undefined) return { field: leaf.field, operator: 'isOneOf', value: leaf.in };
  if (leaf.atLeast !== undefined) return { field: leaf.field, operator: 'atLeast', value: leaf.atLeast };
  return { field: leaf.field, operator: leaf.truthy ? 'answered' : 'notAnswered' };
}

/** The rows of a condition, or null when it is too intricate for rows. */
export function rowsOf(condition: Condition): ConditionRows | null {
  const match: Match = 'any' in condition ? 'any' : 'all';
  const leaves = 'all' in condition ? condition.all : 'any' in condition ? condition.any : [condition];
  const rows = leaves.map(rowOf);
  return rows.every((r): r is ConditionRow => r !== null) ? { match, rows } : null;
}

/** Whether a row says enough to be written (a value picked where the operator needs one). */
export function rowComplete(row: ConditionRow): boolean {
  if (!row.field) return false;
  switch (row.operator) {
    case 'is':
      return row.value !== undefined && row.value !== '';
    case 'isOneOf':
      return Array.isArray(row.value) && row.value.length > 0;
    case 'atLeast':
      return typeof row.value === 'number' && Number.isFinite(row.value);
    default:
      return true;
  }
}

function leafOf(row: ConditionRow): Leaf {
  switch (row.operator) {
    case 'is':
      return { field: row.field, equals: row.value as JsonValue };
    case 'isOneOf':
      return { field: row.field, in: row.value as JsonValue[] };
    case 'atLeast':
      return { field: row.field, atLeast: row.value as number };
    case 'answered':
      return { field: row.field, truthy: true };
    case 'notAnswered':
      return { field: row.field, truthy: false };
  }
}

/** The condition the rows say, or null while any row is unfinished (or there are none). */
export function conditionOf({ match, rows }: ConditionRows): Condition | null {
  if (rows.length === 0 || !rows.every(rowComplete)) return null;
  const leaves = rows.map(leafOf);
  return leaves.length === 1 ? leaves[0]! : match === 'all' ? { all: leaves } : { any: leaves };
}

/** A row's value when its operator changes: kept when it still fits, else a sensible start. */
export function valueForOperator(row: ConditionRow, operator: Operator): JsonValue | undefined {
  const value = row.value;
  if (operator === 'isOneOf') return Array.isArray(value) ? value : value !== undefined ? [value] : [];
  if (operator === 'is') return Array.isArray(value) ? value[0] : value;
  if (operator === 'atLeast') return typeof value === 'number' ? value : undefined;
  return undefined;
}

/** The condition as one readable sentence part: "PHQ-9 item 9 is at least 1". */
export function describeCondition(def: FormDefinition, condition: Condition): string {
  if ('all' in condition || 'any' in condition) {
    const parts = 'all' in condition ? condition.all : condition.any;
    const inner = parts.map((c) => describeCondition(def, c));
    if (inner.length === 1) return inner[0]!;
    return `${'all' in condition ? 'all of' : 'any of'}: ${inner.map((s) => `(${s})`).join('; ')}`;
  }
  const schema = def.schema.properties?.[condition.field];
  const subject = `“${titleOf(def, condition.field)}”`;
  const tests: string[] = [];
  if (condition.equals !== undefined) tests.push(`is ${valueLabel(schema, condition.equals)}`);
  if (condition.in !== undefined) tests.push(`is one of ${condition.in.map((v) => valueLabel(schema, v)).join(', ')}`);
  if (condition.atLeast !== undefined) tests.push(`is at least ${condition.atLeast}`);
  if (condition.truthy !== undefined) tests.push(condition.truthy ? 'is answered' : 'is not answered');
  return `${subject} ${tests.join(' and ')}`;
}

/**
 * Words for the announcement after one of a question's conditions stops applying to it (removed,
 * or the question taken out of it): how the question is shown now, given how many conditions
 * still show it.
 */
export function shownNowSentence(def: FormDefinition, field: string, remaining: number): string {
  const subject = `“${titleOf(def, field)}”`;
  if (remaining <= 0) return `${subject} is now always shown.`;
  return remaining === 1 ? `${subject} is shown when its other condition holds.` : `${subject} is shown when any of its other ${remaining} conditions holds.`;
}

/** Words for the announcement after a test was removed from a condition: which, and what the condition says now. */
export function testRemovedSentence(def: FormDefinition, removed: ConditionRow, now: Condition | null): string {
  const what = `Test on “${titleOf(def, removed.field)}” removed.`;
  return now ? `${what} Now: ${describeCondition(def, now)}.` : what;
}

/** A condition id not used yet: `show-<field>`, then `show-<field>-2` ... */
export function newConditionId(def: FormDefinition, field: string): string {
  return freeId(`show-${field}`, (def.conditions ?? []).map((c) => c.id));
}

/** Every question a condition tests (the engine's own). */
export { conditionFields as testedFields } from '@engine';
