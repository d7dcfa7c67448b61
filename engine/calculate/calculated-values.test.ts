import { describe, expect, it } from 'vitest';
import { diffDefinitions } from '../migrate/diff.ts';
import { score } from '../scoring/score.ts';
import { bmiForm } from '../test-support/recall-calc-forms.ts';
import { validateResponse } from '../validate/validate-response.ts';
import { calculatedFields, calculatedOptions, withCalculatedValues } from './calculated-values.ts';
import type { FormDefinition } from '../definition/types.ts';

const body = { worstEvent: 'A flood', heightCm: 160, weightKg: 80 };

describe('calculated values', () => {
  it('are read from the uiSchema, in form order', () => {
    const def = bmiForm();
    expect(calculatedFields(def).map((c) => c.name)).toEqual(['bmi', 'bmiBand']);
    expect(calculatedOptions(def, 'bmiBand')).toEqual({ formula: 'if(bmi >= 30, 1, 0)', shown: false });
    expect(calculatedOptions(def, 'heightCm')).toBeNull();
  });

  it('are worked out from earlier answers, a calculated value from another', () => {
    expect(withCalculatedValues(bmiForm(), body)).toMatchObject({ bmi: 31.3, bmiBand: 1 });
  });

  it('replace whatever value was sent, and are absent (never 0) while an answer they read is missing', () => {
    const def = bmiForm();
    expect(withCalculatedValues(def, { ...body, bmi: 12, bmiBand: 0 })).toMatchObject({ bmi: 31.3, bmiBand: 1 });
    const partial = withCalculatedValues(def, { heightCm: 160, bmi: 99, bmiBand: 1 });
    expect(partial).not.toHaveProperty('bmi');
    expect(partial).not.toHaveProperty('bmiBand');
  });

  it('leave the answers object alone when the form has none, or nothing changes', () => {
    const def = bmiForm();
    const plain: FormDefinition = { ...def, uiSchema: {} };
    const answers = { heightCm: 160 };
    expect(withCalculatedValues(plain, answers)).toBe(answers);
    const settled = withCalculatedValues(def, body);
    expect(withCalculatedValues(def, settled)).toBe(settled);
  });

  it('read only answers that are shown, and settle when a value shows or hides questions', () => {
    const def: FormDefinition = {
      ...bmiForm(),
      conditions: [
        { id: 'weight-asked', show: ['weightKg'], when: { field: 'heightCm', atLeast: 100 } },
        { id: 'band-follow-up', show: ['since'], when: { field: 'bmi', atLeast: 30 } },
      ],
    };
    // weight hidden (height under 100): its stale answer does not count
    expect(withCalculatedValues(def, { heightCm: 90, weightKg: 80 })).not.toHaveProperty('bmi');
    const shown = withCalculatedValues(def, { ...body, since: 'yes' });
    expect(shown).toMatchObject({ bmi: 31.3 });
    expect(validateResponse(def, { ...body, eventDate: '2025-01-01' }).valid).toBe(true);
  });

  it('are what validation and scoring use: a flag on BMI is raised from the server’s value, not the one sent', () => {
    const def = bmiForm();
    const result = score(def, { ...body, bmi: 10 });
    expect(result.flags.map((f) => f.id)).toEqual(['high-bmi']);
    expect(score(def, { heightCm: 160, bmi: 45 }).flags).toEqual([]);
    // a sent value that is not even a number is replaced, not refused
    expect(validateResponse(def, { ...body, bmi: 'lots' })).toEqual({ valid: true, errors: [] });
  });
});

describe('a changed formula between versions', () => {
  it('is named in the version diff in words, with both formulas', () => {
    const older = bmiForm();
    const newer = { ...older, version: 2, uiSchema: { ...older.uiSchema, bmiBand: { 'ui:widget': 'calculated', 'ui:options': { formula: 'if(bmi >= 25, 1, 0)', shown: false } } } };
    const texts = diffDefinitions(older, newer, { renamed: [], removed: [], values: [], reask: [] }).changes.map((c) => c.text);
    expect(texts).toContain('Question "BMI over 30": its formula changed from if(bmi >= 30, 1, 0) to if(bmi >= 25, 1, 0)');
  });
});
