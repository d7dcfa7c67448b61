/**
 * Which catalogue kind a question is, read from its schema and uiSchema: how the builder knows which
 * property editors to show. A question the visual editors cannot fully represent is 'advanced': it
 * is kept verbatim and edited as JSON.
 */
import type { FieldKindId } from './field-kind-ids.ts';
import { isRecord } from '../read/is-record.ts';
import type { JsonSchemaObject } from './types.ts';
import { hasExclusiveRule, withoutExclusiveRule } from './exclusive-choices.ts';

/** Keywords the property editors understand on a question; any other keyword makes it advanced. */
const SIMPLE_KEYWORDS = new Set([
  'type', 'title', 'description', 'default', 'examples', '$comment', 'readOnly',
  'const', 'oneOf', 'enum',
  'minLength', 'maxLength', 'pattern', 'format',
  'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf',
  'items', 'uniqueItems', 'minItems', 'maxItems',
]);

/** The record of a repeating group: a flat object and nothing more. */
const GROUP_RECORD_KEYWORDS = new Set(['type', 'title', 'description', 'properties', 'required', 'additionalProperties']);

/** uiSchema keys of a question the builder understands (plus `items` on a repeating group). */
const FIELD_UI_KEYS = new Set(['ui:widget', 'ui:options', 'ui:placeholder', 'ui:help', 'ui:title', 'ui:description', 'ui:autofocus']);

/** The kinds a repeating group's record may hold (one line each: no nesting). */
const GROUP_FIELD_KINDS = new Set<FieldKindId>(['shortText', 'longText', 'number', 'email', 'phone', 'date', 'singleChoice', 'dropdown', 'yesNo']);

type Kind = FieldKindId | 'advanced';

/** `oneOf` of `{const, title?}` with distinct string or number values: a list of choices. */
export function isChoiceList(list: unknown): list is { const: string | number; title?: string }[] {
  if (!Array.isArray(list) || list.length === 0) return false;
  const seen = new Set<unknown>();
  for (const entry of list) {
    if (!isRecord(entry) || !('const' in entry)) return false;
    if (Object.keys(entry).some((k) => k !== 'const' && k !== 'title' && k !== 'description')) return false;
    if (typeof entry.const !== 'string' && typeof entry.const !== 'number') return false;
    if (entry.title !== undefined && typeof entry.title !== 'string') return false;
    if (seen.has(entry.const)) return false;
    seen.add(entry.const);
  }
  return true;
}

/** The question offers choices (a `oneOf` choice list or an `enum`), or null when it has neither. */
function choiceValues(schema: JsonSchemaObject): unknown[] | null | 'bad' {
  if (schema.oneOf !== undefined && schema.enum !== undefined) return 'bad';
  if (schema.oneOf !== undefined) return isChoiceList(schema.oneOf) ? schema.oneOf.map((c) => c.const) : 'bad';
  if (schema.enum !== undefined) {
    const values = schema.enum;
    return Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'string' || typeof v === 'number')
      ? values
      : 'bad';
  }
  return null;
}

function valuesMatchType(values: unknown[], type: string): boolean {
  if (type === 'string') return values.every((v) => typeof v === 'string');
  if (type === 'integer') return values.every((v) => Number.isInteger(v));
  return values.every((v) => typeof v === 'number');
}

function isYesNo(values: unknown[]): boolean {
  return values.length === 2 && values.includes('yes') && values.includes('no');
}

function choiceKind(values: unknown[], type: string, widget: string | undefined): Kind {
  if (!valuesMatchType(values, type)) return 'advanced';
  if (type === 'string' && isYesNo(values) && [undefined, 'radio', 'rating', 'select'].includes(widget)) return 'yesNo';
  if (widget === 'rating') return type === 'integer' ? 'rating' : 'singleChoice';
  if (widget === 'radio') return 'singleChoice';
  if (widget === undefined || widget === 'select') return 'dropdown';
  return 'advanced';
}

function stringKind(schema: JsonSchemaObject, widget: string | undefined, inputType: unknown): Kind {
  if (schema.const !== undefined) return 'advanced';
  const values = choiceValues(schema);
  if (values === 'bad') return 'advanced';
  if (values) return schema.format === undefined ? choiceKind(values, 'string', widget) : 'advanced';
  const format = schema.format;
  const plainInput = widget === undefined || widget === 'text';
  if (widget === 'signature') return format === undefined ? 'signature' : 'advanced';
  if (widget === 'textarea') return format === undefined ? 'longText' : 'advanced';
  if (format === 'date' || widget === 'date') {
    return (format === undefined || format === 'date') && (widget === undefined || widget === 'date') ? 'date' : 'advanced';
  }
  if (format === 'email' || widget === 'email' || inputType === 'email') {
    return (format === undefined || format === 'email') && (plainInput || widget === 'email') ? 'email' : 'advanced';
  }
  if (format !== undefined || !plainInput) return 'advanced';
  return inputType === 'tel' ? 'phone' : 'shortText';
}

function numberKind(schema: JsonSchemaObject, type: string, widget: string | undefined): Kind {
  if (schema.const !== undefined || schema.format !== undefined) return 'advanced';
  const values = choiceValues(schema);
  if (values === 'bad') return 'advanced';
  if (values) return choiceKind(values, type, widget);
  if (widget === 'slider') return 'slider';
  if (widget === 'calculated') return schema.readOnly === true && schema.default === undefined ? 'calculated' : 'advanced';
  return widget === undefined || widget === 'updown' || widget === 'text' ? 'number' : 'advanced';
}

function booleanKind(schema: JsonSchemaObject, widget: string | undefined): Kind {
  if (schema.oneOf !== undefined || schema.enum !== undefined) return 'advanced';
  if (schema.const === true) return widget === undefined || widget === 'consent' || widget === 'checkbox' ? 'consent' : 'advanced';
  if (schema.const !== undefined) return 'advanced';
  return widget === undefined || widget === 'radio' || widget === 'select' ? 'yesNo' : 'advanced';
}

function groupKind(schema: JsonSchemaObject, record: Record<string, unknown>, ui: Record<string, unknown>): Kind {
  if (typeof schema.maxItems !== 'number' || ui['ui:widget'] !== undefined) return 'advanced';
  if (Object.keys(record).some((k) => !GROUP_RECORD_KEYWORDS.has(k))) return 'advanced';
  if (record.additionalProperties !== false || !isRecord(record.properties)) return 'advanced';
  const fields = Object.entries(record.properties);
  if (fields.length === 0) return 'advanced';
  const itemsUi = isRecord(ui.items) ? ui.items : {};
  if (ui.items !== undefined && !isRecord(ui.items)) return 'advanced';
  for (const key of Object.keys(itemsUi)) if (!key.startsWith('ui:') && !(key in record.properties)) return 'advanced';
  for (const [name, sub] of fields) {
    const kind = kindOfField(sub as JsonSchemaObject, itemsUi[name] as Record<string, unknown> | undefined);
    if (kind === 'advanced' || !GROUP_FIELD_KINDS.has(kind)) return 'advanced';
  }
  return 'group';
}

function arrayKind(schema: JsonSchemaObject, widget: string | undefined, ui: Record<string, unknown>): Kind {
  const items = schema.items;
  if (!isRecord(items)) return 'advanced';
  if (items.type === 'object') return groupKind(schema, items, ui);
  if (ui.items !== undefined) return 'advanced';
  if (Object.keys(items).some((k) => !['type', 'oneOf', 'enum', 'title'].includes(k))) return 'advanced';
  const itemType = items.type;
  if (itemType !== 'string' && itemType !== 'integer' && itemType !== 'number') return 'advanced';
  const values = choiceValues(items as JsonSchemaObject);
  if (values === null || values === 'bad' || !valuesMatchType(values, itemType)) return 'advanced';
  if (widget === 'ranking') return 'ranking';
  return widget === undefined || widget === 'checkboxes' ? 'multipleChoice' : 'advanced';
}

/**
 * The catalogue kind of a question, or 'advanced' when the property editors cannot represent it
 * (nested objects, `$ref`, combinators other than a choice list, conditionals, unknown uiSchema
 * keys, widgets that do not fit the schema).
 */
export function kindOfField(schema: JsonSchemaObject, uiSchema?: Record<string, unknown> | null): FieldKindId | 'advanced' {
  if (!isRecord(schema)) return 'advanced';
  // exclusive choices ("None of these") belong to a tick-box list only
  if (hasExclusiveRule(schema)) return plainKind(withoutExclusiveRule(schema), uiSchema) === 'multipleChoice' ? 'multipleChoice' : 'advanced';
  return plainKind(schema, uiSchema);
}

function plainKind(schema: JsonSchemaObject, uiSchema?: Record<string, unknown> | null): FieldKindId | 'advanced' {
  const ui = uiSchema ?? {};
  if (!isRecord(ui)) return 'advanced';
  if (Object.keys(ui).some((key) => !FIELD_UI_KEYS.has(key) && key !== 'items')) return 'advanced';
  if (Object.keys(schema).some((key) => !SIMPLE_KEYWORDS.has(key))) return 'advanced';
  const widget = ui['ui:widget'];
  if (widget !== undefined && typeof widget !== 'string') return 'advanced';
  if (ui['ui:options'] !== undefined && !isRecord(ui['ui:options'])) return 'advanced';
  const inputType = (ui['ui:options'] as Record<string, unknown> | undefined)?.inputType;
  const type = schema.type;
  if (type !== 'array' && (ui.items !== undefined || schema.items !== undefined)) return 'advanced';
  switch (type) {
    case 'null':
      return widget === undefined || widget === 'sectionText' ? 'sectionText' : 'advanced';
    case 'boolean':
      return booleanKind(schema, widget);
    case 'string':
      return stringKind(schema, widget, inputType);
    case 'integer':
    case 'number':
      return numberKind(schema, type, widget);
    case 'array':
      return arrayKind(schema, widget, ui);
    default:
      return 'advanced';
  }
}
