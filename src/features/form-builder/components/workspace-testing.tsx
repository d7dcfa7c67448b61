/** Test-only: a small form with a condition and a scale, and the workspace rendered around it. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormDefinition, JsonSchemaObject } from '@engine';
import { FormBuilderWorkspace } from './FormBuilderWorkspace';

const rating = (title: string): JsonSchemaObject => ({
  type: 'integer',
  title,
  oneOf: [
    { const: 0, title: 'Not at all' },
    { const: 1, title: 'Some days' },
    { const: 2, title: 'Most days' },
  ],
});

/** About you: name (required), smoker, perDay (shown when smoker is yes); Mood: mood, sleep (scored). */
export function checkIn(): FormDefinition {
  return {
    id: 'check-in',
    version: 1,
    title: 'Weekly check-in',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Your name', maxLength: 100 },
        smoker: { type: 'string', title: 'Do you smoke?', oneOf: [{ const: 'no', title: 'No' }, { const: 'yes', title: 'Yes' }] },
        perDay: { type: 'integer', title: 'How many a day?', minimum: 0, maximum: 100 },
        mood: rating('Low mood'),
        sleep: rating('Poor sleep'),
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

export function renderWorkspace(definition: FormDefinition = checkIn()) {
  const changes: FormDefinition[] = [];
  const user = userEvent.setup();
  const view = render(<FormBuilderWorkspace definition={definition} onChange={(d) => changes.push(d)} />);
  /** the definition as the workspace last reported it */
  const latest = () => changes[changes.length - 1] ?? definition;
  const sectionFields = () => Object.fromEntries((latest().sections ?? []).map((s) => [s.id, s.fields]));
  return { user, changes, latest, sectionFields, ...view };
}
