// Flags and follow-ups of schemas/forms/indian-head.json.
import { describe, expect, it } from 'vitest';
import { committedForm } from '../test-support/committed-forms.ts';
import { indianHeadClear, PREVENTS, RESTRICTS } from '../test-support/responses.ts';
import { validateResponse } from '../validate/validate-response.ts';
import { score } from './score.ts';

const form = committedForm('indian-head');

describe('Indian head consultation flags', () => {
  it('raises nothing when the client declares nothing', () => {
    expect(score(form, indianHeadClear()).flags).toEqual([]);
  });

  it.each(PREVENTS)('a yes to %s tells the member in plain words that treatment cannot go ahead', (field) => {
    const flags = score(form, { ...indianHeadClear(), [field]: 'yes' }).flags;
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ severity: 'urgent', audience: 'member', fields: [field] });
    expect(flags[0]!.message).toMatch(/^Treatment cannot go ahead.+because .+\. /);
  });

  it.each(RESTRICTS)('a yes to %s raises a warning that the area will be avoided or adapted', (field) => {
    const flags = score(form, { ...indianHeadClear(), [field]: 'yes', restrictDetails: 'left forearm' }).flags;
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ severity: 'warning', audience: 'member' });
    expect(flags[0]!.message).toMatch(/avoid/);
  });

  it('asks for GP approval for circulatory conditions and flags cautionary medication', () => {
    const data = { ...indianHeadClear(), mhThrombosis: 'yes', medicalDetails: 'DVT in 2019', takingMedication: 'yes',
      medicationDetails: 'Warfarin', medicationCautions: ['anticoagulants'] };
    expect(score(form, data).flags.map((f) => f.id)).toEqual(['gp-approval', 'medication-caution']);
  });

  it('has no scales, so scoring is only flags', () => {
    expect(score(form, indianHeadClear()).scales).toEqual({});
  });
});

describe('Indian head consultation validation', () => {
  it('accepts a complete adult consultation', () => {
    expect(validateResponse(form, indianHeadClear())).toEqual({ valid: true, errors: [] });
  });

  it('shows follow-up questions only when relevant', () => {
    const base = indianHeadClear();
    const asked = (data: Record<string, unknown>) => validateResponse(form, data).errors.filter((e) => e.field).map((e) => e.field);
    expect(asked({ ...base, under16: 'yes' })).toEqual(['guardianName', 'guardianRelationship', 'guardianConsent']);
    expect(asked({ ...base, mhMigraine: 'yes' })).toEqual(['medicalDetails']);
    expect(asked({ ...base, riBruising: 'yes' })).toEqual(['restrictDetails']);
    expect(asked({ ...base, takingMedication: 'yes' })).toEqual(['medicationDetails']);
    expect(asked({ ...base, objectives: ['other'] })).toEqual(['objectivesOther']);
    expect(asked({ ...base, ciFever: 'yes' })).toEqual([]);
  });

  it('requires every contraindication question to be answered', () => {
    const { ciFever: _gone, ...data } = indianHeadClear();
    expect(validateResponse(form, data).errors).toEqual([
      { field: null, section: 'prevents', message: 'Answer every question in this section' },
      { field: 'ciFever', section: 'prevents', message: 'Choose an answer' },
    ]);
  });

  it('requires at least one treatment objective, consent ticks and a signature', () => {
    const { signature: _unsigned, ...rest } = indianHeadClear();
    const data = { ...rest, objectives: [], treatmentConsent: false };
    expect(validateResponse(form, data).errors).toEqual([
      { field: 'objectives', section: 'objectives', message: 'Choose at least one option' },
      { field: null, section: 'aftercare-and-consent', message: 'Answer every question in this section' },
      { field: 'treatmentConsent', section: 'aftercare-and-consent', message: 'Tick the box to continue' },
      { field: 'signature', section: 'aftercare-and-consent', message: 'Sign here, or type your full name' },
    ]);
  });
});
