/**
 * FormDefinition -> JSON Forms (schema + uischema) for the vanilla renderers: a Group per section,
 * conditional sections as SHOW rules, rating and radio items with `format: radio`, long text `multi`.
 */
import type { FormDefinition, JsonSchemaObject } from '../../../engine/index.ts';
import { conditionByField, sectionsOf, widgetOf, withoutDialect, type SimpleCondition } from './shared.ts';

export interface JsonFormsUi {
  type: string;
  label?: string;
  scope?: string;
  options?: Record<string, unknown>;
  rule?: { effect: 'SHOW'; condition: { scope: string; schema: JsonSchemaObject } };
  elements?: JsonFormsUi[];
}

export interface JsonFormsForm {
  schema: JsonSchemaObject;
  uischema: JsonFormsUi;
}

const scopeOf = (field: string) => `#/properties/${field}`;

function showRule(condition: SimpleCondition): JsonFormsUi['rule'] {
  return { effect: 'SHOW', condition: { scope: scopeOf(condition.field), schema: { const: condition.equals } } };
}

function control(def: FormDefinition, field: string): JsonFormsUi {
  const widget = widgetOf(def, field);
  const options = widget === 'rating' || widget === 'radio' ? { format: 'radio' } : widget === 'textarea' ? { multi: true } : undefined;
  return { type: 'Control', scope: scopeOf(field), ...(options ? { options } : {}) };
}

export function toJsonForms(def: FormDefinition): JsonFormsForm {
  const shownBy = conditionByField(def);
  const groups = sectionsOf(def).map((section): JsonFormsUi => {
    const conditions = new Set(section.fields.map((f) => JSON.stringify(shownBy.get(f) ?? null)));
    const shared = conditions.size === 1 ? shownBy.get(section.fields[0]!) : undefined;
    return {
      type: 'Group',
      label: section.title,
      ...(shared ? { rule: showRule(shared) } : {}),
      elements: section.fields.map((field) => {
        const own = shownBy.get(field);
        return own && !shared ? { ...control(def, field), rule: showRule(own) } : control(def, field);
      }),
    };
  });
  // JSON Forms validates with a draft-07 ajv and cannot make a field required only while shown,
  // so conditional fields are left optional (the nearest equivalent of the definition)
  const base = withoutDialect(def.schema);
  const required = (base.required ?? []).filter((f) => !shownBy.has(f));
  return { schema: { ...base, required }, uischema: { type: 'VerticalLayout', elements: groups } };
}
