// Test-only: a small form with something of everything the builder edits (sections, a follow-up
// condition, a scale with a subscale, bands and a rule, flags on an answer, a band and a rule, and
// a ui:order), frozen so any edit that mutates its input throws.
import { fieldKindPreset } from '../definition/field-kinds.ts';
import type { FieldKindId } from '../definition/field-kind-ids.ts';
import type { EditResult } from '../builder/edit-types.ts';
import type { FormDefinition, JsonSchemaObject } from '../definition/types.ts';
import { deepFreeze } from './deep-freeze.ts';

const QUESTIONS: [string, FieldKindId, string][] = [
  ['fullName', 'shortText', 'Your full name'],
  ['smoker', 'yesNo', 'Do you smoke?'],
  ['perDay', 'number', 'How many a day?'],
  ['intro', 'sectionText', 'About your mood'],
  ['phq1', 'rating', 'Little interest or pleasure in doing things'],
  ['phq2', 'rating', 'Feeling down, depressed or hopeless'],
  ['notes', 'longText', 'Tell us more'],
];

/** A fresh, deeply frozen small form (a new object graph every call). */
export function smallForm(): FormDefinition {
  const properties: Record<string, JsonSchemaObject> = {};
  const uiSchema: Record<string, unknown> = {};
  for (const [name, kind, title] of QUESTIONS) {
    const preset = fieldKindPreset(kind, title);
    properties[name] = preset.schema;
    if (preset.uiSchema) uiSchema[name] = preset.uiSchema;
  }
  uiSchema['ui:order'] = QUESTIONS.map(([name]) => name);
  return deepFreeze({
    id: 'small-form',
    version: 1,
    title: 'Small form',
    description: 'Something of everything',
    schema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties,
      required: ['fullName', 'phq1', 'phq2'],
      additionalProperties: false,
    },
    uiSchema,
    sections: [
      { id: 'about', title: 'About you', fields: ['fullName', 'smoker', 'perDay'] },
      { id: 'mood', title: 'Your mood', description: 'Over the last two weeks', fields: ['intro', 'phq1', 'phq2', 'notes'] },
    ],
    conditions: [
      { id: 'per-day', show: ['perDay'], when: { field: 'smoker', equals: 'yes' } },
      { id: 'more', show: ['notes'], when: { any: [{ field: 'phq1', atLeast: 2 }, { field: 'phq2', atLeast: 2 }] } },
    ],
    scoring: {
      version: '1',
      scales: {
        phq: {
          title: 'Mood',
          items: ['phq1', 'phq2'],
          itemMin: 0,
          itemMax: 4,
          subscales: { first: { items: ['phq1'] } },
          bands: [
            { id: 'low', label: 'Low', min: 0, max: 3 },
            { id: 'high', label: 'High', min: 4, max: 8 },
          ],
          rules: { cutoff: { kind: 'totalAtLeast', value: 4 } },
        },
      },
      flags: [
        { id: 'item-high', severity: 'urgent', message: 'Item 2 rated 3 or more', fields: ['phq2'], trigger: { kind: 'answer', when: { field: 'phq2', atLeast: 3 } } },
        { id: 'band-high', severity: 'warning', message: 'High total', fields: [], trigger: { kind: 'scaleBand', scale: 'phq', bands: ['high'] } },
        { id: 'over-cutoff', severity: 'info', message: 'At or over the cut-off', fields: [], trigger: { kind: 'rule', scale: 'phq', rule: 'cutoff', equals: true } },
      ],
    },
    settings: { kind: 'screening' },
  });
}

/** The definition of an accepted edit (fails the test with the refusal's message otherwise). */
export function accepted(result: EditResult): FormDefinition {
  if (!result.ok) throw new Error(`refused (${result.refusal.code}): ${result.refusal.message}`);
  return result.definition;
}

/** The refusal of a refused edit (fails the test otherwise). */
export function refused(result: EditResult) {
  if (result.ok) throw new Error('expected the edit to be refused, but it was applied');
  return result.refusal;
}
