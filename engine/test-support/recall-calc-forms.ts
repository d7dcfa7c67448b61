// Test-only: an intake form with a calculated BMI (from height and weight, flagged when high, shown
// only past a condition), a hidden calculated value, and titles showing earlier answers.
import type { FormDefinition } from '../definition/types.ts';
import { deepFreeze } from './deep-freeze.ts';

/** A fresh, deeply frozen intake form with calculated values and earlier answers in its text. */
export function bmiForm(): FormDefinition {
  return deepFreeze({
    id: 'bmi-intake',
    version: 1,
    title: 'Intake',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: {
        worstEvent: { type: 'string', title: 'What was the worst event?', maxLength: 200 },
        eventDate: { type: 'string', title: 'When did {worstEvent|it} happen?', format: 'date', maxLength: 10 },
        mood: { type: 'string', title: 'How is your mood?', oneOf: [{ const: 'low', title: 'Low' }, { const: 'ok', title: 'All right' }] },
        since: { type: 'string', title: 'Since {eventDate}, has your mood been {mood|as it is}?', description: 'Literal {{braces}} stay.', maxLength: 500 },
        heightCm: { type: 'number', title: 'Your height (cm)', minimum: 50, maximum: 250 },
        weightKg: { type: 'number', title: 'Your weight (kg)', minimum: 20, maximum: 300 },
        bmi: { type: 'number', title: 'Your BMI', readOnly: true },
        bmiBand: { type: 'number', title: 'BMI over 30', readOnly: true },
      },
      required: ['worstEvent', 'heightCm', 'weightKg'],
      additionalProperties: false,
    },
    uiSchema: {
      mood: { 'ui:widget': 'radio' },
      bmi: { 'ui:widget': 'calculated', 'ui:options': { formula: 'round(weightKg / ((heightCm / 100) * (heightCm / 100)), 1)', shown: true } },
      bmiBand: { 'ui:widget': 'calculated', 'ui:options': { formula: 'if(bmi >= 30, 1, 0)', shown: false } },
    },
    sections: [
      { id: 'event', title: 'The event', fields: ['worstEvent', 'eventDate', 'mood', 'since'] },
      { id: 'body', title: 'About {worstEvent|you}', fields: ['heightCm', 'weightKg', 'bmi', 'bmiBand'] },
    ],
    scoring: {
      version: '1',
      flags: [{ id: 'high-bmi', severity: 'info', message: 'BMI is 30 or more', fields: ['bmi'], trigger: { kind: 'answer', when: { field: 'bmi', atLeast: 30 } } }],
    },
  } satisfies FormDefinition);
}
