/**
 * FormDefinition -> SurveyJS JSON with the library's defaults: one page, a panel per section,
 * conditional sections as `visibleIf`, rating items as SurveyJS rating questions.
 */
import type { FormDefinition, JsonSchemaObject, JsonValue } from '../../../engine/index.ts';
import { conditionByField, constOptions, propertyOf, sectionsOf, widgetOf, type SimpleCondition } from './shared.ts';

export type SurveyElement = Record<string, unknown> & { type: string; name: string };
export interface SurveyJson {
  title: string;
  pages: { name: string; elements: SurveyElement[] }[];
}

/** SurveyJS expression literal: strings quoted, booleans/numbers bare. */
function literal(value: JsonValue): string {
  if (typeof value === 'string') return `'${value.replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new Error(`SurveyJS conditions cannot compare with ${JSON.stringify(value)}`);
}

export function visibleIf(condition: SimpleCondition): string {
  return `{${condition.field}} = ${literal(condition.equals)}`;
}

/** One question for one field. */
export function toQuestion(def: FormDefinition, field: string, isRequired: boolean): SurveyElement {
  const schema: JsonSchemaObject = propertyOf(def, field);
  const widget = widgetOf(def, field);
  const base = { name: field, title: schema.title ?? field, ...(isRequired ? { isRequired: true } : {}) };
  const options = constOptions(schema);
  // displayMode 'buttons': left on 'auto', SurveyJS may show a scale as a drop-down, and a rating
  // scale is what the form asks for (the one setting the bench changes from the defaults)
  if (options && widget === 'rating') {
    return { ...base, type: 'rating', displayMode: 'buttons', rateValues: options.map((o) => ({ value: o.value, text: o.title })) };
  }
  if (options) return { ...base, type: 'radiogroup', choices: options.map((o) => ({ value: o.value, text: o.title })) };
  if (schema.type === 'array') {
    const items = schema.items as JsonSchemaObject;
    return { ...base, type: 'checkbox', choices: items.enum ?? [] };
  }
  if (Array.isArray(schema.enum)) return { ...base, type: widget === 'radio' ? 'radiogroup' : 'dropdown', choices: schema.enum };
  if (schema.type === 'boolean') return { ...base, type: 'boolean' };
  if (schema.type === 'integer' || schema.type === 'number') {
    return { ...base, type: 'text', inputType: 'number', ...(schema.minimum !== undefined ? { min: schema.minimum } : {}), ...(schema.maximum !== undefined ? { max: schema.maximum } : {}) };
  }
  if (widget === 'textarea') return { ...base, type: 'comment', ...(schema.maxLength ? { maxLength: schema.maxLength } : {}) };
  return {
    ...base,
    type: 'text',
    ...(schema.format === 'email' ? { inputType: 'email', validators: [{ type: 'email' }] } : {}),
    ...(schema.maxLength ? { maxLength: schema.maxLength } : {}),
  };
}

export function toSurveyJs(def: FormDefinition): SurveyJson {
  const shownBy = conditionByField(def);
  const required = new Set(def.schema.required ?? []);
  const panels: SurveyElement[] = sectionsOf(def).map((section) => {
    // the generator hides whole sections; a condition on part of a section goes on its questions
    const conditions = new Set(section.fields.map((f) => JSON.stringify(shownBy.get(f) ?? null)));
    const shared = conditions.size === 1 ? shownBy.get(section.fields[0]!) : undefined;
    return {
      type: 'panel',
      name: section.id,
      title: section.title,
      ...(shared ? { visibleIf: visibleIf(shared) } : {}),
      elements: section.fields.map((field) => {
        const question = toQuestion(def, field, required.has(field));
        const own = shownBy.get(field);
        return own && !shared ? { ...question, visibleIf: visibleIf(own) } : question;
      }),
    };
  });
  return { title: def.title, pages: [{ name: 'form', elements: panels }] };
}
