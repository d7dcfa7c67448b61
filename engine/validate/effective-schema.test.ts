import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../definition/types.ts';
import { effectiveSchema, isUnanswered, visibleData } from './effective-schema.ts';

const def: FormDefinition = {
  id: 'meds',
  version: 1,
  title: 'Medication',
  schema: {
    type: 'object',
    properties: {
      takingMedication: { type: 'string', enum: ['yes', 'no'] },
      medicationDetails: { type: 'string' },
    },
    required: ['takingMedication', 'medicationDetails'],
    additionalProperties: false,
  },
  conditions: [{ id: 'details', show: ['medicationDetails'], when: { field: 'takingMedication', equals: 'yes' } }],
};

describe('effectiveSchema', () => {
  it('drops hidden fields from properties and required', () => {
    const hidden = effectiveSchema(def, { takingMedication: 'no' });
    expect(Object.keys(hidden.properties ?? {})).toEqual(['takingMedication']);
    expect(hidden.required).toEqual(['takingMedication']);
    const shown = effectiveSchema(def, { takingMedication: 'yes' });
    expect(shown.required).toEqual(['takingMedication', 'medicationDetails']);
  });

  it('leaves the definition untouched', () => {
    effectiveSchema(def, {});
    expect(def.schema.required).toEqual(['takingMedication', 'medicationDetails']);
  });
});

describe('visibleData', () => {
  it('drops stale answers to hidden fields and blank answers, keeps unknown keys for validation', () => {
    expect(visibleData(def, { takingMedication: 'no', medicationDetails: 'aspirin', extra: 1 })).toEqual({ takingMedication: 'no', extra: 1 });
    expect(visibleData(def, { takingMedication: 'yes', medicationDetails: '   ' })).toEqual({ takingMedication: 'yes' });
  });

  it('counts 0 and false as answers', () => {
    expect(isUnanswered(0)).toBe(false);
    expect(isUnanswered(false)).toBe(false);
    expect(isUnanswered(null)).toBe(true);
    expect(isUnanswered('')).toBe(true);
  });
});
