/** Helpers the peer converters share: which fields a condition shows, and the rating scale. */
import type { Condition, FormDefinition, JsonSchemaObject, JsonValue } from '../../../engine/index.ts';

/** A definition condition the peers can express: one field equal to one value (what the generator writes). */
export interface SimpleCondition {
  field: string;
  equals: JsonValue;
}

/** Reduce a condition to field = value, or fail loudly: a peer must never silently show a hidden section. */
export function simpleCondition(when: Condition): SimpleCondition {
  if ('field' in when && when.equals !== undefined && when.in === undefined && when.atLeast === undefined && when.truthy === undefined) {
    return { field: when.field, equals: when.equals };
  }
  throw new Error(`the bench converters handle only { field, equals } conditions, got ${JSON.stringify(when)}`);
}

/** field -> the condition that shows it (fields no condition names are always shown). */
export function conditionByField(def: FormDefinition): Map<string, SimpleCondition> {
  const byField = new Map<string, SimpleCondition>();
  for (const c of def.conditions ?? []) {
    const simple = simpleCondition(c.when);
    for (const field of c.show) {
      if (byField.has(field)) throw new Error(`field ${field} is shown by more than one condition`);
      byField.set(field, simple);
    }
  }
  return byField;
}

/** The sections in order; a definition without sections is one section of every field. */
export function sectionsOf(def: FormDefinition): { id: string; title: string; fields: string[] }[] {
  if (def.sections?.length) return def.sections;
  return [{ id: 'all', title: def.title, fields: Object.keys(def.schema.properties ?? {}) }];
}

/** The property schema of a field (the definition has been meta-validated, so it exists). */
export function propertyOf(def: FormDefinition, field: string): JsonSchemaObject {
  const schema = def.schema.properties?.[field];
  if (!schema) throw new Error(`field ${field} is not in the schema`);
  return schema;
}

export function widgetOf(def: FormDefinition, field: string): string | undefined {
  const ui = def.uiSchema?.[field] as Record<string, unknown> | undefined;
  return typeof ui?.['ui:widget'] === 'string' ? ui['ui:widget'] : undefined;
}

/** A schema without the 2020-12 `$schema` marker, for peers whose ajv speaks draft-07 by default. */
export function withoutDialect(schema: JsonSchemaObject): JsonSchemaObject {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** `oneOf: [{ const, title }]` options (rating items), or null. */
export function constOptions(schema: JsonSchemaObject): { value: JsonValue; title: string }[] | null {
  if (!Array.isArray(schema.oneOf)) return null;
  const options = schema.oneOf.map((o) => ({ value: o.const as JsonValue, title: String(o.title ?? o.const) }));
  return options.every((o) => o.value !== undefined) ? options : null;
}
