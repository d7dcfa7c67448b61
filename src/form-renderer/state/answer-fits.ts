import type { JsonSchemaObject } from '@engine';
import { choicesOf } from '../options.ts';

function sameJson(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return true;
  }
}

/**
 * Whether an answer still means something under a field's changed schema: the same JSON type and,
 * for choices, one of the choices offered now. A cheap check (no schema compile), run only when a
 * field's schema changed while a form was open (the FormBuilder's live preview), so an answer to
 * "Yes/No" that became "0-4" is dropped instead of reported as a value the form no longer offers.
 */
export function answerFits(schema: JsonSchemaObject | undefined, uiSchema: unknown, value: unknown): boolean {
  if (!schema) return false;
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : [];
  if (types.length > 0 && !types.some((t) => hasType(value, String(t)))) return false;
  if (schema.const !== undefined && !sameJson(schema.const, value)) return false;
  const choices = choicesOf(schema, uiSchema);
  if (!choices) return true;
  const offered = (v: unknown): boolean => choices.some((c) => sameJson(c.value, v));
  return Array.isArray(value) ? value.every(offered) : offered(value);
}
