import { fieldKind, widgetLayout, type FieldLayout as KindLayout, type JsonSchemaObject } from '@engine';
import { widgetOf } from './options.ts';

/**
 * How a question is laid out around its control: the catalogue's layouts (`FieldLayout` of
 * '@engine': group, self-labelled, input, text), and 'object' for a nested record whose own fields
 * are laid out one by one.
 */
export type FieldLayout = KindLayout | 'object';

/** The `ui:widget` names the renderer gives special meaning to, read from the field-kind catalogue. */
export const WIDGETS = {
  rating: fieldKind('rating').widget!,
  consent: fieldKind('consent').widget!,
  signature: fieldKind('signature').widget!,
  sectionText: fieldKind('sectionText').widget!,
  radio: fieldKind('singleChoice').widget!,
  checkboxes: fieldKind('multipleChoice').widget!,
  select: fieldKind('dropdown').widget!,
  textarea: fieldKind('longText').widget!,
  date: fieldKind('date').widget!,
  slider: fieldKind('slider').widget!,
  ranking: fieldKind('ranking').widget!,
  calculated: fieldKind('calculated').widget!,
} as const;

/** Whether a schema is a repeating group: a list of small records (e.g. medications). */
export function isRepeatingGroup(schema: JsonSchemaObject | undefined): boolean {
  const items = schema?.items;
  return schema?.type === 'array' && typeof items === 'object' && items !== null && (items as JsonSchemaObject).type === 'object';
}

/** The layout of a question from its schema and uiSchema. */
export function fieldLayout(schema: JsonSchemaObject, uiSchema: unknown): FieldLayout {
  const widget = widgetOf(uiSchema);
  const byWidget = widget ? widgetLayout(widget) : undefined;
  if (byWidget) return byWidget;
  if (schema.type === 'null') return 'text';
  if (schema.type === 'object') return 'object';
  if (schema.type === 'boolean' && !widget) return 'self-labelled';
  // a multiple choice list renders as checkboxes (see ChoiceWidgets), a list of records as a repeating group
  if (schema.type === 'array') return 'group';
  return 'input';
}
