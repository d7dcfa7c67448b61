/**
 * Exclusive choices of a tick-box list ("None of these"): a choice that cannot be ticked with any
 * other. The rule is JSON Schema on the list itself, so every ajv that checks an answer (the
 * server, the browser, an exported schema) refuses a list holding an exclusive choice and more:
 *
 *   "not": { "contains": { "enum": ["none"] }, "minItems": 2 }
 *
 * `not` rather than `if`/`then`: RJSF resolves `if` while rendering (it would need the schema
 * compiler in the browser for every such form); it leaves `not` to validation.
 */
import { isRecord } from '../read/is-record.ts';
import type { JsonSchemaObject } from './types.ts';

type ChoiceValue = string | number;

const isChoiceValue = (v: unknown): v is ChoiceValue => typeof v === 'string' || typeof v === 'number';

/** The exclusive values a `not` holds when it is exactly the exclusive rule, else null. */
function ruleValues(not: unknown): ChoiceValue[] | null {
  if (!isRecord(not) || Object.keys(not).length !== 2 || not.minItems !== 2) return null;
  const contains = not.contains;
  if (!isRecord(contains) || Object.keys(contains).length !== 1 || !Array.isArray(contains.enum)) return null;
  const values = contains.enum;
  return values.length > 0 && values.every(isChoiceValue) ? values : null;
}

/** Whether a question's schema carries the exclusive rule (on any kind of question: publish judges where it may). */
export function hasExclusiveRule(schema: JsonSchemaObject | undefined): boolean {
  return schema !== undefined && ruleValues(schema.not) !== null;
}

/** The values of a question's exclusive choices, in the rule's order (empty when it has none). */
export function exclusiveValues(schema: JsonSchemaObject | undefined): ChoiceValue[] {
  return (schema && ruleValues(schema.not)) ?? [];
}

/** The question's schema with these exclusive values (none: the rule is removed). A new object; the input is unchanged. */
export function withExclusiveValues(schema: JsonSchemaObject, values: readonly ChoiceValue[]): JsonSchemaObject {
  const { not: _not, ...rest } = schema;
  if (values.length === 0) return rest;
  return { ...rest, not: { contains: { enum: [...values] }, minItems: 2 } };
}

/** The schema without its exclusive rule (what the rest of the question is judged by). */
export function withoutExclusiveRule(schema: JsonSchemaObject): JsonSchemaObject {
  return hasExclusiveRule(schema) ? withExclusiveValues(schema, []) : schema;
}
