import { visibleFields } from '../definition/conditions.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';

/** Whether a value counts as "not answered" (blank text and null are what empty inputs produce). */
export function isUnanswered(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The answers that count: hidden fields' answers and blank answers are dropped; unknown keys are
 * kept so validation can reject them clearly. Use it before storing or scoring a submission.
 */
export function visibleData(
  def: FormDefinition,
  data: Record<string, unknown>,
  visible: ReadonlySet<string> = visibleFields(def, data), // callers that already know it pass it: it is the costly part
): Record<string, unknown> {
  const known = def.schema.properties ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (isUnanswered(value)) continue;
    if (Object.hasOwn(known, key) && !visible.has(key)) continue;
    out[key] = value;
  }
  return out;
}

/** The schema as it applies to this data: hidden fields leave `properties` and `required`. */
export function effectiveSchema(def: FormDefinition, data: Record<string, unknown>): JsonSchemaObject {
  const visible = visibleFields(def, data);
  const properties: Record<string, JsonSchemaObject> = {};
  for (const [name, fieldSchema] of Object.entries(def.schema.properties ?? {})) {
    if (visible.has(name)) properties[name] = fieldSchema;
  }
  const schema: JsonSchemaObject = { ...def.schema, properties };
  if (def.schema.required) schema.required = def.schema.required.filter((f) => visible.has(f));
  return schema;
}
