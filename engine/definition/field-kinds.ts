/**
 * The field-kind catalogue: every kind of question the FormBuilder offers, as data. The palette,
 * the property panel, the renderer's widgets, the member-facing "missing answer" messages and the
 * meta-schema's `ui:widget` values all read this one list.
 */
import { FIELD_KIND_IDS, type FieldKindId } from './field-kind-ids.ts';
import type { JsonSchemaObject } from './types.ts';

import type { FieldKind, FieldLayout } from './field-kind-types.ts';

export type { FieldKind, FieldLayout, FieldPreset, PropertyEditor } from './field-kind-types.ts';

/** Choices as the committed forms write them: `oneOf` of `{const, title}`. */
function choices(entries: [string | number, string][]): JsonSchemaObject[] {
  return entries.map(([value, title]) => ({ const: value, title }));
}

const STARTER_CHOICES: [string, string][] = [
  ['option-1', 'Option 1'],
  ['option-2', 'Option 2'],
  ['option-3', 'Option 3'],
];

/** The PCL-5's labels: the rating preset most instruments adapt. */
const STARTER_RATING: [number, string][] = [
  [0, 'Not at all'],
  [1, 'A little bit'],
  [2, 'Moderately'],
  [3, 'Quite a bit'],
  [4, 'Extremely'],
];

/** The UK phone pattern the committed forms use, with its readable message. */
export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{6,19}$';
export const PHONE_PATTERN_MESSAGE = 'Enter a phone number using digits, like 07700 900123';

/** The repeating group's longest list: a group always has a `maxItems` (members cannot add forever). */
export const GROUP_MAX_ITEMS = 20;

/** The catalogue, in palette order. */
export const FIELD_KINDS: readonly FieldKind[] = [
  {
    id: 'shortText',
    label: 'Short text',
    description: 'One line of text: a name, a place, a short answer.',
    layout: 'input',
    preset: (title) => ({ schema: { type: 'string', title, maxLength: 200 } }),
    editors: ['placeholder', 'maxLength', 'pattern'],
    missingMessage: 'Fill in this field',
    scorable: false,
    answers: true,
  },
  {
    id: 'longText',
    label: 'Long text',
    description: 'Several lines in the member’s own words.',
    layout: 'input',
    widget: 'textarea',
    preset: (title) => ({
      schema: { type: 'string', title, maxLength: 2000 },
      uiSchema: { 'ui:widget': 'textarea', 'ui:options': { rows: 4 } },
    }),
    editors: ['placeholder', 'maxLength'],
    missingMessage: 'Fill in this field',
    scorable: false,
    answers: true,
  },
  {
    id: 'number',
    label: 'Number',
    description: 'A number, with an optional lowest and highest value.',
    layout: 'input',
    preset: (title) => ({ schema: { type: 'number', title } }),
    editors: ['placeholder', 'numberRange'],
    missingMessage: 'Enter a number',
    scorable: true,
    answers: true,
  },
  {
    id: 'email',
    label: 'Email',
    description: 'An email address, checked as the member types it.',
    layout: 'input',
    preset: (title) => ({
      schema: { type: 'string', title, maxLength: 254, format: 'email' },
      uiSchema: { 'ui:options': { inputType: 'email' } },
    }),
    editors: ['placeholder'],
    missingMessage: 'Enter an email address',
    scorable: false,
    answers: true,
  },
  {
    id: 'phone',
    label: 'Phone',
    description: 'A phone number (phones show the number keypad).',
    layout: 'input',
    preset: (title) => ({
      schema: { type: 'string', title, maxLength: 20, pattern: PHONE_PATTERN },
      uiSchema: { 'ui:options': { inputType: 'tel', messages: { pattern: PHONE_PATTERN_MESSAGE } } },
    }),
    editors: ['placeholder', 'pattern'],
    missingMessage: 'Enter a phone number',
    scorable: false,
    answers: true,
  },
  {
    id: 'date',
    label: 'Date',
    description: 'A calendar date, such as a date of birth.',
    layout: 'input',
    widget: 'date',
    preset: (title) => ({
      schema: { type: 'string', title, maxLength: 10, format: 'date' },
      uiSchema: { 'ui:widget': 'date' },
    }),
    editors: [],
    missingMessage: 'Enter a date',
    scorable: false,
    answers: true,
  },
  {
    id: 'singleChoice',
    label: 'Single choice',
    description: 'One answer from a short list, all options visible.',
    layout: 'group',
    widget: 'radio',
    preset: (title) => ({
      schema: { type: 'string', title, oneOf: choices(STARTER_CHOICES) },
      uiSchema: { 'ui:widget': 'radio' },
    }),
    editors: ['choices'],
    missingMessage: 'Choose an answer',
    scorable: false,
    answers: true,
  },
  {
    id: 'dropdown',
    label: 'Drop-down',
    description: 'One answer from a long list, in a drop-down.',
    layout: 'input',
    widget: 'select',
    preset: (title) => ({
      schema: { type: 'string', title, oneOf: choices(STARTER_CHOICES) },
      uiSchema: { 'ui:widget': 'select' },
    }),
    editors: ['choices', 'placeholder'],
    missingMessage: 'Choose an answer',
    scorable: false,
    answers: true,
  },
  {
    id: 'multipleChoice',
    label: 'Multiple choice',
    description: 'Tick any that apply.',
    layout: 'group',
    widget: 'checkboxes',
    preset: (title) => ({
      // maxItems: every list answer is bounded (validateDefinition); the choices editor keeps it at the number of choices
      schema: { type: 'array', title, uniqueItems: true, maxItems: STARTER_CHOICES.length, items: { type: 'string', oneOf: choices(STARTER_CHOICES) } },
      uiSchema: { 'ui:widget': 'checkboxes' },
    }),
    editors: ['choices'],
    missingMessage: 'Choose at least one option',
    scorable: false,
    answers: true,
  },
  {
    id: 'yesNo',
    label: 'Yes / no',
    description: 'A yes-or-no question (answers "yes" and "no", for conditions and flags).',
    layout: 'group',
    widget: 'radio',
    preset: (title) => ({
      schema: { type: 'string', title, oneOf: choices([['no', 'No'], ['yes', 'Yes']]) },
      uiSchema: { 'ui:widget': 'radio' },
    }),
    editors: [],
    missingMessage: 'Choose an answer',
    scorable: false,
    answers: true,
  },
  {
    id: 'rating',
    label: 'Rating scale',
    description: 'A scored item rated 0 to N with a label for each point (as in the PCL-5 or PHQ-9).',
    layout: 'group',
    widget: 'rating',
    preset: (title) => ({
      schema: { type: 'integer', title, oneOf: choices(STARTER_RATING) },
      uiSchema: { 'ui:widget': 'rating' },
    }),
    editors: ['ratingLabels'],
    missingMessage: 'Choose an answer',
    scorable: true,
    answers: true,
  },
  {
    id: 'consent',
    label: 'Consent',
    description: 'A statement the member must tick to agree to.',
    layout: 'self-labelled',
    widget: 'consent',
    preset: (title) => ({ schema: { type: 'boolean', title, const: true }, uiSchema: { 'ui:widget': 'consent' } }),
    editors: [],
    missingMessage: 'Tick the box to give your consent',
    scorable: false,
    answers: true,
  },
  {
    id: 'signature',
    label: 'Signature',
    description: 'Signed with a finger or mouse, or a typed full name.',
    layout: 'group',
    widget: 'signature',
    preset: (title) => ({
      schema: {
        type: 'string',
        title,
        maxLength: 60000,
        minLength: 1,
        description: 'Sign with your finger or mouse, or type your full name.',
      },
      uiSchema: { 'ui:widget': 'signature' },
    }),
    editors: [],
    missingMessage: 'Sign here, or type your full name',
    scorable: false,
    answers: true,
  },
  {
    id: 'sectionText',
    label: 'Section text',
    description: 'A heading and text for members to read; it takes no answer.',
    layout: 'text',
    widget: 'sectionText',
    // type null: RJSF renders no input, the answer can only be null, which counts as unanswered
    preset: (title) => ({
      schema: { type: 'null', title, description: 'The text members read here.' },
      uiSchema: { 'ui:widget': 'sectionText' },
    }),
    editors: [],
    missingMessage: 'Fill in this field',
    scorable: false,
    answers: false,
  },
  {
    id: 'group',
    label: 'Repeating group',
    description: 'A list of small records the member adds to, such as medications.',
    layout: 'group',
    preset: (title) => ({
      schema: {
        type: 'array',
        title,
        maxItems: GROUP_MAX_ITEMS,
        items: {
          type: 'object',
          properties: {
            name: { type: 'string', title: 'Name', maxLength: 120 },
            details: { type: 'string', title: 'Details', maxLength: 500 },
          },
          required: ['name'],
          additionalProperties: false,
        },
      },
    }),
    editors: ['groupFields', 'maxItems'],
    missingMessage: 'Add at least one entry',
    scorable: false,
    answers: true,
  },
  {
    id: 'slider',
    label: 'Slider',
    description: 'A point on a line between two labelled ends, such as a 0 to 100 wellbeing scale.',
    layout: 'group',
    widget: 'slider',
    // no default: the slider starts unanswered, so no point on the line is suggested
    preset: (title) => ({
      schema: { type: 'integer', title, minimum: 0, maximum: 100, multipleOf: 1 },
      uiSchema: { 'ui:widget': 'slider', 'ui:options': { minLabel: 'Not at all', maxLabel: 'Extremely', showValue: true } },
    }),
    editors: ['sliderScale'],
    missingMessage: 'Move the slider to give your answer',
    scorable: true,
    answers: true,
  },
  {
    id: 'ranking',
    label: 'Ranking',
    description: 'Put a list of options in order, most important first.',
    layout: 'group',
    widget: 'ranking',
    // an answer places every option once: minItems and maxItems are the number of options (the choices editor keeps them so)
    preset: (title) => ({
      schema: {
        type: 'array',
        title,
        uniqueItems: true,
        minItems: STARTER_CHOICES.length,
        maxItems: STARTER_CHOICES.length,
        items: { type: 'string', oneOf: choices(STARTER_CHOICES) },
      },
      uiSchema: { 'ui:widget': 'ranking' },
    }),
    editors: ['choices'],
    missingMessage: 'Put every option in order',
    scorable: false,
    answers: true,
  },
  {
    id: 'calculated',
    label: 'Calculated value',
    description: 'A number worked out from earlier answers, such as BMI from height and weight; members cannot change it.',
    layout: 'input',
    widget: 'calculated',
    // readOnly: the member never types it; the engine works it out (and the server again on submit)
    preset: (title) => ({
      schema: { type: 'number', title, readOnly: true },
      uiSchema: { 'ui:widget': 'calculated', 'ui:options': { formula: '', shown: true } },
    }),
    editors: ['formula'],
    missingMessage: 'This value is worked out from earlier answers: answer those first',
    scorable: true,
    answers: true,
  },
];

const BY_ID = new Map<FieldKindId, FieldKind>(FIELD_KINDS.map((kind) => [kind.id, kind]));

/** The catalogue entry of a kind id (every FieldKindId has one). */
export function fieldKind(id: FieldKindId): FieldKind {
  const kind = BY_ID.get(id);
  if (!kind) throw new Error(`unknown field kind "${id}"`);
  return kind;
}

/** Whether a string names a kind of the catalogue. */
export function isFieldKindId(id: unknown): id is FieldKindId {
  return typeof id === 'string' && (FIELD_KIND_IDS as readonly string[]).includes(id);
}

/** A new question of `kind` titled `title`: its schema and (when the kind needs one) uiSchema. */
export function fieldKindPreset(kind: FieldKindId, title: string): { schema: JsonSchemaObject; uiSchema?: Record<string, unknown> } {
  return fieldKind(kind).preset(title);
}

/**
 * RJSF's own widgets the renderer implements (the theme rebuilds them, or RJSF renders them with
 * the theme's input template), each with the kind it behaves as: a question with one of these
 * widgets is laid out as that kind is.
 */
const RJSF_WIDGET_KINDS: Readonly<Record<string, FieldKindId>> = {
  text: 'shortText',
  textarea: 'longText',
  email: 'email',
  uri: 'shortText',
  date: 'date',
  time: 'shortText',
  updown: 'number',
  radio: 'singleChoice',
  select: 'dropdown',
  checkboxes: 'multipleChoice',
  checkbox: 'consent',
};

/** The kind each widget behaves as: the first kind whose own widget it is, else RJSF's list. */
const WIDGET_KINDS = new Map<string, FieldKind>();
for (const kind of FIELD_KINDS) if (kind.widget && !WIDGET_KINDS.has(kind.widget)) WIDGET_KINDS.set(kind.widget, kind);
for (const [widget, id] of Object.entries(RJSF_WIDGET_KINDS)) if (!WIDGET_KINDS.has(widget)) WIDGET_KINDS.set(widget, fieldKind(id));

/**
 * Every `ui:widget` value the renderer implements: the catalogue's own widgets (rating, consent,
 * signature, sectionText) and the RJSF defaults the theme rebuilds or RJSF renders with the theme's
 * input template. The meta-schema accepts only these.
 */
export const CATALOGUE_WIDGETS: readonly string[] = [...WIDGET_KINDS.keys()];

/** How a question with this `ui:widget` is laid out (undefined for a widget the catalogue does not know). */
export function widgetLayout(widget: string): FieldLayout | undefined {
  return WIDGET_KINDS.get(widget)?.layout;
}

export { kindOfField } from './field-kind-of.ts';
