// Test-only: a form of the slider, the tick-box list with an exclusive choice and the ranking,
// each as the builder makes it, with a scale over the slider.
import type { FormDefinition } from '../definition/types.ts';

/** A fresh definition (a new object graph every call): break one thing in it per test. */
export function choiceKindsForm(): FormDefinition {
  return {
    id: 'choice-kinds',
    version: 1,
    title: 'Sliders, lists and rankings',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        wellbeing: { type: 'integer', title: 'How are you feeling today?', minimum: 0, maximum: 100, multipleOf: 1 },
        symptoms: {
          type: 'array',
          title: 'Which of these have you had this week?',
          uniqueItems: true,
          maxItems: 4,
          items: {
            type: 'string',
            oneOf: [
              { const: 'headache', title: 'Headache' },
              { const: 'nausea', title: 'Nausea' },
              { const: 'dizziness', title: 'Dizziness' },
              { const: 'none', title: 'None of these' },
            ],
          },
          not: { contains: { enum: ['none'] }, minItems: 2 },
        },
        priorities: {
          type: 'array',
          title: 'Put these in order of importance to you',
          uniqueItems: true,
          minItems: 3,
          maxItems: 3,
          items: {
            type: 'string',
            oneOf: [
              { const: 'sleep', title: 'Better sleep' },
              { const: 'pain', title: 'Less pain' },
              { const: 'mood', title: 'A better mood' },
            ],
          },
        },
      },
      required: ['wellbeing', 'symptoms', 'priorities'],
      additionalProperties: false,
    },
    uiSchema: {
      wellbeing: { 'ui:widget': 'slider', 'ui:options': { minLabel: 'Worst imaginable', maxLabel: 'Best imaginable', showValue: true } },
      symptoms: { 'ui:widget': 'checkboxes' },
      priorities: { 'ui:widget': 'ranking' },
    },
    sections: [{ id: 'today', title: 'Today', fields: ['wellbeing', 'symptoms', 'priorities'] }],
    scoring: {
      version: '1',
      scales: { wellbeing: { title: 'Wellbeing', items: ['wellbeing'], itemMin: 0, itemMax: 100, direction: 'higher-is-better' } },
    },
  };
}
