// PHQ-9 and GAD-7 in schemas/forms/initial-assessment.json, from hand-computed vectors.
import { describe, expect, it } from 'vitest';
import { committedForm } from '../test-support/committed-forms.ts';
import { initialAssessment, ratingsWithTotal } from '../test-support/responses.ts';
import { validateResponse } from '../validate/validate-response.ts';
import { score } from './score.ts';

const form = committedForm('initial-assessment');
const zeros = (n: number) => Array.from({ length: n }, () => 0);
/** PHQ-9 ratings with the total spread over items 1-8, item 9 set separately. */
const phqWithTotal = (total: number, item9 = 0) => [...ratingsWithTotal(total - item9, 8, 3), item9];
const flagIds = (data: Record<string, unknown>) => score(form, data).flags.map((f) => f.id);

describe('PHQ-9 scoring', () => {
  it.each([
    [0, 'minimal'], [4, 'minimal'], [5, 'mild'], [9, 'mild'], [10, 'moderate'], [14, 'moderate'],
    [15, 'moderately-severe'], [19, 'moderately-severe'], [20, 'severe'], [24, 'severe'],
  ])('total %i is %s', (total, band) => {
    const s = score(form, initialAssessment(phqWithTotal(total), zeros(7))).scales.phq9!;
    expect(s).toMatchObject({ total, complete: true, band, min: 0, max: 27 });
  });

  it('all maxima: 27, severe, and item 9 is flagged', () => {
    const data = initialAssessment(Array(9).fill(3), zeros(7));
    expect(score(form, data).scales.phq9).toMatchObject({ total: 27, band: 'severe', bandLabel: 'Severe' });
    expect(flagIds(data)).toEqual(['phq9-item9', 'support-signpost', 'phq9-high']);
  });

  it('flags item 9 above 0 at a minimal total of 1, with member-facing support routes', () => {
    const data = initialAssessment(phqWithTotal(1, 1), zeros(7));
    const result = score(form, data);
    expect(result.scales.phq9).toMatchObject({ total: 1, band: 'minimal' });
    expect(result.flags.map((f) => f.id)).toEqual(['phq9-item9', 'support-signpost']);
    expect(result.flags[0]).toMatchObject({ severity: 'urgent', fields: ['phq9'] });
    const signpost = result.flags[1]!;
    expect(signpost.audience).toBe('member');
    expect(signpost.signpost).toBe('crisis');
    for (const route of ['999', 'NHS 111', 'option 2', '116 123', 'SHOUT to 85258']) expect(signpost.message).toContain(route);
  });

  it('does not flag item 9 at 0 even with a severe total', () => {
    const data = initialAssessment(phqWithTotal(24), zeros(7));
    expect(flagIds(data)).toEqual(['phq9-high']);
  });

  it('flags item 9 even when the scale is incomplete', () => {
    const data = initialAssessment(phqWithTotal(2, 2), zeros(7));
    delete data.phq3;
    delete data.phq1;
    const result = score(form, data);
    expect(result.scales.phq9).toMatchObject({ total: null, complete: false, band: null, answered: 7 });
    expect(result.flags.map((f) => f.id)).toContain('phq9-item9');
  });
});

describe('GAD-7 scoring', () => {
  it.each([
    [0, 'minimal'], [4, 'minimal'], [5, 'mild'], [9, 'mild'], [10, 'moderate'], [14, 'moderate'], [15, 'severe'], [21, 'severe'],
  ])('total %i is %s', (total, band) => {
    const s = score(form, initialAssessment(zeros(9), ratingsWithTotal(total, 7, 3))).scales.gad7!;
    expect(s).toMatchObject({ total, complete: true, band, min: 0, max: 21 });
  });

  it('raises the severe warning only in the severe band', () => {
    expect(flagIds(initialAssessment(zeros(9), ratingsWithTotal(14, 7, 3)))).toEqual([]);
    expect(flagIds(initialAssessment(zeros(9), ratingsWithTotal(15, 7, 3)))).toEqual(['gad7-severe']);
  });

  it('incomplete GAD-7 has no total or band, and does not affect PHQ-9', () => {
    const data = initialAssessment(phqWithTotal(6), ratingsWithTotal(21, 7, 3));
    delete data.gad7;
    const { scales } = score(form, data);
    expect(scales.gad7).toMatchObject({ total: null, complete: false, band: null, answered: 6 });
    expect(scales.phq9).toMatchObject({ total: 6, band: 'mild' });
  });
});

describe('risk screening flags', () => {
  it('raises urgent flags for self-harm thoughts, plans, harm to others and safeguarding', () => {
    const data = { ...initialAssessment(zeros(9), zeros(7)), riskSelfHarm: 'yes', riskSelfHarmPlan: 'yes', riskHarmOthers: 'yes', riskSafeguarding: 'yes' };
    const flags = score(form, data).flags;
    expect(flags.map((f) => f.id)).toEqual(['risk-self-harm', 'risk-self-harm-plan', 'risk-harm-others', 'safeguarding', 'support-signpost']);
    expect(flags.filter((f) => f.severity === 'urgent')).toHaveLength(4);
  });

  it('ignores a stale plan answer once the self-harm question is changed to no', () => {
    const data = { ...initialAssessment(zeros(9), zeros(7)), riskSelfHarm: 'no', riskSelfHarmPlan: 'yes' };
    expect(flagIds(data)).toEqual([]);
  });
});

describe('initial assessment validation', () => {
  it('accepts a complete response', () => {
    expect(validateResponse(form, initialAssessment(zeros(9), zeros(7)))).toEqual({ valid: true, errors: [] });
  });

  it('asks for follow-ups only when they apply', () => {
    const data = { ...initialAssessment(zeros(9), zeros(7)), takingMedication: 'yes', riskSelfHarm: 'yes' };
    const missing = validateResponse(form, data).errors.filter((e) => e.field).map((e) => e.field);
    expect(missing).toEqual(['medicationDetails', 'riskSelfHarmPlan']);
  });

  it('rejects an empty response with readable messages for every section', () => {
    const { errors } = validateResponse(form, {});
    const sections = errors.filter((e) => e.field === null).map((e) => e.section);
    expect(sections).toEqual(['about-you', 'emergency-contact', 'gp', 'concerns', 'history', 'phq9', 'gad7', 'risk', 'consent']);
    expect(errors).toContainEqual({ field: 'phq9', section: 'phq9', message: 'Choose an answer' });
    expect(errors).toContainEqual({ field: 'healthDataConsent', section: 'consent', message: 'Tick the box to give your consent' });
    expect(errors.every((e) => !/must /.test(e.message))).toBe(true);
  });

  it('rejects a bad email and phone number in words', () => {
    const data = { ...initialAssessment(zeros(9), zeros(7)), email: 'alex.example.com', phone: 'call me' };
    expect(validateResponse(form, data).errors).toEqual([
      { field: 'email', section: 'about-you', message: 'Enter a valid email address' },
      { field: 'phone', section: 'about-you', message: 'Enter a phone number using digits, like 07700 900123' },
    ]);
  });
});
