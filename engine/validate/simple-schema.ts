/**
 * Checks a few schemas without compiling them: the ones made only of `const`, `enum` and `type`
 * over plain values (and annotations), which is what RJSF asks about most (each option of a
 * choice, `{const: 2, title: "Moderately"}`, when it picks the option an answer matches). The
 * answers are ajv's own for these keywords (strict equality of plain values; JSON types as ajv
 * checks them, without strictNumbers), so a browser needs no schema compiler for them.
 */
import type { JsonSchemaObject } from '../definition/types.ts';

const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'default', 'deprecated', 'readOnly', 'writeOnly']);
const CHECKED = new Set(['const', 'enum', 'type']);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'array', 'object']);

type Plain = string | number | boolean | null;
const isPlain = (value: unknown): value is Plain => value === null || ['string', 'number', 'boolean'].includes(typeof value);
// ajv's deep equality, for plain values (NaN equals NaN there)
const samePlain = (a: unknown, b: Plain): boolean => a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));

function hasType(data: unknown, type: string): boolean {
  switch (type) {
    case 'string':
    case 'boolean':
      return typeof data === type;
    case 'number':
      return typeof data === 'number';
    case 'integer':
      return typeof data === 'number' && !(data % 1) && !Number.isNaN(data);
    case 'null':
      return data === null;
    case 'array':
      return Array.isArray(data);
    default:
      return typeof data === 'object' && data !== null && !Array.isArray(data);
  }
}

/** Pure: whether `schema` is one checkSimpleSchema answers (only const/enum/type over plain values, and annotations). */
export function isSimpleSchema(schema: unknown): boolean {
  if (typeof schema === 'boolean') return true;
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return false;
  for (const [key, value] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    if (!CHECKED.has(key)) return false;
    if (key === 'const' && !isPlain(value)) return false;
    if (key === 'enum' && !(Array.isArray(value) && value.length > 0 && value.every(isPlain))) return false;
    if (key === 'type' && !(typeof value === 'string' ? TYPES.has(value) : Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string' && TYPES.has(t)))) return false;
  }
  return true;
}

/** Pure: the answer ajv gives for `data` against a simple schema, or undefined when the schema is not simple (compile it). */
export function checkSimpleSchema(schema: JsonSchemaObject | boolean, data: unknown): boolean | undefined {
  if (!isSimpleSchema(schema)) return undefined;
  if (typeof schema === 'boolean') return schema;
  const s = schema as Record<string, unknown>;
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((t) => hasType(data, t))) return false;
  }
  if ('const' in s && !samePlain(data, s.const as Plain)) return false;
  if (s.enum !== undefined && !(s.enum as Plain[]).some((option) => samePlain(data, option))) return false;
  return true;
}

const OPTION_LISTS = ['oneOf', 'anyOf'];
const CONDITIONAL = ['if', 'dependencies', 'dependentSchemas'];

/**
 * Pure: whether a form's schema makes the renderer check sub-schemas that must be compiled: an
 * option of a `oneOf`/`anyOf` that is not simple (RJSF checks an answer against each option), or
 * any `if` or dependency (RJSF checks their conditions). Anywhere in the schema, conservatively.
 */
export function needsSchemaCompiler(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  if (Array.isArray(schema)) return schema.some(needsSchemaCompiler);
  const s = schema as Record<string, unknown>;
  if (CONDITIONAL.some((key) => key in s)) return true;
  for (const key of OPTION_LISTS) {
    const options = s[key];
    if (options !== undefined && !(Array.isArray(options) && options.every(isSimpleSchema))) return true;
  }
  return Object.values(s).some(needsSchemaCompiler);
}
