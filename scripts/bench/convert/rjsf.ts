/**
 * FormDefinition -> stock RJSF (schema + uiSchema), as a team using @rjsf/core without a custom
 * theme would write it: conditional sections as `if/then` (RJSF resolves them while rendering),
 * rating items as stock radio buttons, everything on one page (stock RJSF has no steps).
 */
import type { FormDefinition, JsonSchemaObject } from '../../../engine/index.ts';
import { conditionByField, propertyOf, sectionsOf, widgetOf, withoutDialect } from './shared.ts';

/** Widgets the engine's theme adds, mapped to the nearest stock RJSF widget. */
const STOCK_WIDGET: Record<string, string | undefined> = { rating: 'radio', signature: 'textarea', consent: 'checkbox' };

export interface RjsfForm {
  schema: JsonSchemaObject;
  uiSchema: Record<string, unknown>;
}

export function toRjsf(def: FormDefinition): RjsfForm {
  const shownBy = conditionByField(def);
  const base = withoutDialect(def.schema);
  const required = new Set(base.required ?? []);
  const properties: Record<string, JsonSchemaObject> = {};
  // one if/then per trigger, keyed by its JSON so equal conditions share a branch
  const branches = new Map<string, { if: JsonSchemaObject; then: { properties: Record<string, JsonSchemaObject>; required: string[] } }>();
  for (const field of Object.keys(base.properties ?? {})) {
    const condition = shownBy.get(field);
    if (!condition) {
      properties[field] = propertyOf(def, field);
      continue;
    }
    const key = JSON.stringify(condition);
    const branch = branches.get(key) ?? {
      if: { properties: { [condition.field]: { const: condition.equals } }, required: [condition.field] },
      then: { properties: {}, required: [] },
    };
    branch.then.properties[field] = propertyOf(def, field);
    if (required.has(field)) branch.then.required.push(field);
    branches.set(key, branch);
  }
  // additionalProperties: false would reject the if/then fields, so stock forms leave it out
  const { additionalProperties: _closed, ...open } = base;
  const schema: JsonSchemaObject = {
    ...open,
    properties,
    required: (base.required ?? []).filter((f) => !shownBy.has(f)),
    ...(branches.size ? { allOf: [...branches.values()] } : {}),
  };
  const uiSchema: Record<string, unknown> = {};
  for (const [field, ui] of Object.entries(def.uiSchema ?? {})) {
    if (field.startsWith('ui:') || typeof ui !== 'object' || ui === null) continue;
    const widget = widgetOf(def, field);
    const stock = widget && widget in STOCK_WIDGET ? STOCK_WIDGET[widget] : widget;
    uiSchema[field] = { ...(ui as Record<string, unknown>), ...(stock ? { 'ui:widget': stock } : {}) };
  }
  // if/then fields would otherwise render after all the others; keep the form's order
  uiSchema['ui:order'] = [...sectionsOf(def).flatMap((s) => s.fields), '*'];
  return { schema, uiSchema };
}
