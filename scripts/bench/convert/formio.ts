/**
 * FormDefinition -> a Form.io form (`{ display: 'form', components }`) with the library's stock
 * components: a panel per section, conditional sections as panel conditionals, rating items as
 * inline radios with numeric values, single choices as radio / select, multiple choice as
 * selectboxes, consent and yes/no as checkboxes. What the Form.io builder is given to edit.
 */
import type { FormDefinition, JsonSchemaObject, JsonValue } from '../../../engine/index.ts';
import { conditionByField, constOptions, propertyOf, sectionsOf, widgetOf, type SimpleCondition } from './shared.ts';

export type FormioComponent = Record<string, unknown> & { type: string; key: string };
export interface FormioForm {
  display: 'form';
  title: string;
  components: FormioComponent[];
}

/** Form.io keys are identifiers (letters, digits, underscores): section ids such as "section-1" are not. */
export function formioKey(id: string): string {
  const key = id.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z]/.test(key) ? key : `k_${key}`;
}

/** `{ label, value }` options; Form.io values are strings in its editors, so they are kept as given and typed by dataType. */
const values = (options: { value: JsonValue; title: string }[]) => options.map((o) => ({ label: o.title, value: o.value }));
const fromEnum = (items: JsonValue[]) => items.map((v) => ({ label: String(v), value: v }));

/** Form.io's condition format: show when `field` equals the value (the legacy `when`/`eq` compares strings). */
export function showWhen(condition: SimpleCondition): Record<string, unknown> {
  return { show: true, conjunction: 'all', conditions: [{ component: condition.field, operator: 'isEqual', value: condition.equals }] };
}

/** One component for one field. */
export function toComponent(def: FormDefinition, field: string, required: boolean): FormioComponent {
  const schema: JsonSchemaObject = propertyOf(def, field);
  const widget = widgetOf(def, field);
  const base = { key: field, label: schema.title ?? field, input: true, tableView: true };
  const validate = (extra: Record<string, unknown> = {}) => ({ validate: { required, ...extra } });
  const options = constOptions(schema);
  if (options) {
    const numeric = options.every((o) => typeof o.value === 'number');
    return { ...base, type: 'radio', inline: widget === 'rating', values: values(options), dataType: numeric ? 'number' : 'auto', ...validate() };
  }
  if (schema.type === 'array') {
    const items = (schema.items ?? {}) as JsonSchemaObject;
    if (!Array.isArray(items.enum)) throw new Error(`field ${field}: the Form.io converter handles arrays of enum items only`);
    return { ...base, type: 'selectboxes', values: fromEnum(items.enum), ...validate() };
  }
  if (Array.isArray(schema.enum)) {
    if (widget === 'radio') return { ...base, type: 'radio', values: fromEnum(schema.enum), ...validate() };
    return { ...base, type: 'select', dataSrc: 'values', data: { values: fromEnum(schema.enum) }, ...validate() };
  }
  if (schema.type === 'boolean') return { ...base, type: 'checkbox', ...validate() };
  if (schema.type === 'integer' || schema.type === 'number') {
    const range = { ...(schema.minimum !== undefined ? { min: schema.minimum } : {}), ...(schema.maximum !== undefined ? { max: schema.maximum } : {}) };
    return { ...base, type: 'number', ...(schema.type === 'integer' ? { decimalLimit: 0 } : {}), ...validate(range) };
  }
  const maxLength = schema.maxLength ? { maxLength: schema.maxLength } : {};
  if (widget === 'textarea') return { ...base, type: 'textarea', ...validate(maxLength) };
  if (schema.format === 'email') return { ...base, type: 'email', ...validate(maxLength) };
  if (schema.type === 'string') return { ...base, type: 'textfield', ...validate(maxLength) };
  throw new Error(`field ${field}: no Form.io component for ${JSON.stringify(schema)}`);
}

export function toFormio(def: FormDefinition): FormioForm {
  const shownBy = conditionByField(def);
  const required = new Set(def.schema.required ?? []);
  const components = sectionsOf(def).map((section): FormioComponent => {
    // the generator hides whole sections; a condition on part of a section goes on its questions
    const conditions = new Set(section.fields.map((f) => JSON.stringify(shownBy.get(f) ?? null)));
    const shared = conditions.size === 1 ? shownBy.get(section.fields[0]!) : undefined;
    return {
      type: 'panel',
      key: formioKey(section.id),
      title: section.title,
      input: false,
      ...(shared ? { conditional: showWhen(shared) } : {}),
      components: section.fields.map((field) => {
        const component = toComponent(def, field, required.has(field));
        const own = shownBy.get(field);
        return own && !shared ? { ...component, conditional: showWhen(own) } : component;
      }),
    };
  });
  return { display: 'form', title: def.title, components };
}
