import { fieldKind, type JsonSchemaObject } from '@engine';
import { widgetOf } from './options.ts';

/**
 * How a question is laid out around its control:
 * - 'group': a fieldset whose legend is the title (radios, checkboxes, a rating, a signature, a repeating group);
 * - 'self-labelled': the control labels itself (a tick box);
 * - 'input': a <label> for one input, text area or drop-down;
 * - 'text': words to read, no control (section text);
 * - 'object': a nested record whose own fields are laid out one by one.
 */
export type FieldLayout = 'group' | 'self-labelled' | 'input' | 'text' | 'object';

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
} as const;

/**
 * The layout of every `ui:widget` of the catalogue (`CATALOGUE_WIDGETS`; a test keeps the two in
 * step). One map, here, until the catalogue carries a layout of its own.
 */
export const WIDGET_LAYOUT: Readonly<Record<string, FieldLayout>> = {
  [WIDGETS.rating]: 'group',
  [WIDGETS.radio]: 'group',
  [WIDGETS.checkboxes]: 'group',
  [WIDGETS.signature]: 'group',
  [WIDGETS.consent]: 'self-labelled',
  checkbox: 'self-labelled',
  [WIDGETS.sectionText]: 'text',
  [WIDGETS.textarea]: 'input',
  [WIDGETS.select]: 'input',
  [WIDGETS.date]: 'input',
  text: 'input',
  email: 'input',
  uri: 'input',
  time: 'input',
  updown: 'input',
};

/** Whether a schema is a repeating group: a list of small records (e.g. medications). */
export function isRepeatingGroup(schema: JsonSchemaObject | undefined): boolean {
  const items = schema?.items;
  return schema?.type === 'array' && typeof items === 'object' && items !== null && (items as JsonSchemaObject).type === 'object';
}

/** The layout of a question from its schema and uiSchema. */
export function fieldLayout(schema: JsonSchemaObject, uiSchema: unknown): FieldLayout {
  const widget = widgetOf(uiSchema);
  const byWidget = widget ? WIDGET_LAYOUT[widget] : undefined;
  if (byWidget) return byWidget;
  if (schema.type === 'null') return 'text';
  if (schema.type === 'object') return 'object';
  if (schema.type === 'boolean' && !widget) return 'self-labelled';
  // a multiple choice list renders as checkboxes (see ChoiceWidgets), a list of records as a repeating group
  if (schema.type === 'array') return 'group';
  return 'input';
}
