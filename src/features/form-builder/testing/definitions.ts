/** Test-only: the small forms the FormBuilder's component tests edit. */
import type { FormDefinition, JsonSchemaObject } from '@engine';

/** A scored rating item: 0, 1, 2 with these labels. */
const rating = (title: string, labels: [string, string, string]): JsonSchemaObject => ({
  type: 'integer',
  title,
  oneOf: labels.map((label, value) => ({ const: value, title: label })),
});

const yesNo = (title: string): JsonSchemaObject => ({ type: 'string', title, oneOf: [{ const: 'no', title: 'No' }, { const: 'yes', title: 'Yes' }] });

/** Panels: two rating items, a yes/no, a single choice with three answers, and free text (no conditions, no scoring). */
export function sampleDefinition(): FormDefinition {
  const labels: [string, string, string] = ['Not at all', 'A little', 'A lot'];
  return {
    id: 'sample',
    version: 1,
    title: 'Sample',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        mood: rating('Low mood', labels),
        sleep: rating('Poor sleep', labels),
        smoker: yesNo('Do you smoke?'),
        contact: {
          type: 'string',
          title: 'How should we contact you?',
          oneOf: [
            { const: 'phone', title: 'Phone' },
            { const: 'email', title: 'Email' },
            { const: 'post', title: 'Post' },
          ],
        },
        notes: { type: 'string', title: 'Anything else?', maxLength: 500 },
      },
      required: ['mood', 'sleep'],
      additionalProperties: false,
    },
    uiSchema: { mood: { 'ui:widget': 'rating' }, sleep: { 'ui:widget': 'rating' }, smoker: { 'ui:widget': 'radio' }, contact: { 'ui:widget': 'radio' } },
    sections: [
      { id: 'feelings', title: 'Feelings', fields: ['mood', 'sleep'] },
      { id: 'about', title: 'About you', fields: ['smoker', 'contact', 'notes'] },
    ],
  };
}

/** Workspace: About you: name (required), smoker, perDay (shown when smoker is yes); Mood: mood, sleep (scored). */
export function checkIn(): FormDefinition {
  const labels: [string, string, string] = ['Not at all', 'Some days', 'Most days'];
  return {
    id: 'check-in',
    version: 1,
    title: 'Weekly check-in',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Your name', maxLength: 100 },
        smoker: yesNo('Do you smoke?'),
        perDay: { type: 'integer', title: 'How many a day?', minimum: 0, maximum: 100 },
        mood: rating('Low mood', labels),
        sleep: rating('Poor sleep', labels),
      },
      required: ['name'],
      additionalProperties: false,
    },
    uiSchema: { smoker: { 'ui:widget': 'radio' }, mood: { 'ui:widget': 'rating' }, sleep: { 'ui:widget': 'rating' } },
    sections: [
      { id: 'about', title: 'About you', fields: ['name', 'smoker', 'perDay'] },
      { id: 'feelings', title: 'Mood', fields: ['mood', 'sleep'] },
    ],
    conditions: [{ id: 'smoking-amount', show: ['perDay'], when: { field: 'smoker', equals: 'yes' } }],
    scoring: { version: '1', scales: { wellbeing: { title: 'Wellbeing', items: ['mood', 'sleep'], itemMin: 0, itemMax: 2 } } },
  };
}
