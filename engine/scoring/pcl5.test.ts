// PCL-5 (schemas/forms/ptsd.json) scored from hand-computed vectors.
import { describe, expect, it } from 'vitest';
import { committedForm } from '../test-support/committed-forms.ts';
import { pclAnswers, pclRatings } from '../test-support/responses.ts';
import { validateResponse } from '../validate/validate-response.ts';
import { score } from './score.ts';

const ptsd = committedForm('ptsd');
const pcl5 = (data: Record<string, unknown>) => score(ptsd, data).scales.pcl5!;
const flagIds = (data: Record<string, unknown>) => score(ptsd, data).flags.map((f) => f.id);

// Minimal DSM-5 pattern: item 1 (B), 6 (C), 8 and 9 (D), 15 and 16 (E) rated 2 => total 12.
const minimalPattern = { 1: 2, 6: 2, 8: 2, 9: 2, 15: 2, 16: 2 };

describe('PCL-5 scoring', () => {
  it('all zeros: total 0, nothing endorsed, no flag', () => {
    const s = pcl5(pclAnswers(pclRatings(0)));
    expect(s).toMatchObject({ total: 0, complete: true, answered: 20, min: 0, max: 80, rules: { cutoff: false, dsm5: false } });
    expect(s.subscales).toEqual({ B: { total: 0, complete: true }, C: { total: 0, complete: true }, D: { total: 0, complete: true }, E: { total: 0, complete: true } });
    expect(flagIds(pclAnswers(pclRatings(0)))).toEqual([]);
  });

  it('all maxima: total 80, clusters 20/8/28/24, both rules met', () => {
    const s = pcl5(pclAnswers(pclRatings(4)));
    expect(s.total).toBe(80);
    expect(s.subscales).toEqual({ B: { total: 20, complete: true }, C: { total: 8, complete: true }, D: { total: 28, complete: true }, E: { total: 24, complete: true } });
    expect(s.rules).toEqual({ cutoff: true, dsm5: true });
    expect(flagIds(pclAnswers(pclRatings(4)))).toEqual(['pcl5-probable-ptsd']);
  });

  it('cut-off edge: 32 is below, 33 is at the cut-off', () => {
    // items 1-8 rated 4 = 32; D has only item 8 endorsed and E none, so the DSM-5 rule is not met
    const at32 = pclAnswers(pclRatings(0, { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 4 }));
    expect(pcl5(at32)).toMatchObject({ total: 32, rules: { cutoff: false, dsm5: false } });
    expect(flagIds(at32)).toEqual([]);
    const at33 = { ...at32, pcl9: 1 };
    expect(pcl5(at33)).toMatchObject({ total: 33, rules: { cutoff: true, dsm5: false } });
    expect(flagIds(at33)).toEqual(['pcl5-probable-ptsd']);
  });

  it('the cut-off is data: a copy with 31 moves the edge', () => {
    const copy = structuredClone(ptsd);
    copy.scoring!.scales!.pcl5!.rules!.cutoff = { kind: 'totalAtLeast', value: 31 };
    const at31 = pclAnswers(pclRatings(0, { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4, 6: 4, 7: 4, 8: 3 }));
    expect(score(copy, at31).scales.pcl5!.rules.cutoff).toBe(true);
    expect(pcl5(at31).rules.cutoff).toBe(false);
  });

  it('DSM-5 rule met by the minimal pattern at a low total (12), which raises the flag', () => {
    const data = pclAnswers(pclRatings(0, minimalPattern));
    expect(pcl5(data)).toMatchObject({ total: 12, rules: { cutoff: false, dsm5: true } });
    expect(flagIds(data)).toEqual(['pcl5-probable-ptsd']);
  });

  it.each([
    ['B (item 1 rated 1)', { 1: 1 }],
    ['C (item 6 rated 1)', { 6: 1 }],
    ['D (item 9 rated 1, one D item left)', { 9: 1 }],
    ['E (item 16 rated 1, one E item left)', { 16: 1 }],
  ])('DSM-5 rule not met when cluster %s is one short', (_name, change) => {
    const data = pclAnswers(pclRatings(0, { ...minimalPattern, ...change }));
    expect(pcl5(data)).toMatchObject({ total: 11, rules: { cutoff: false, dsm5: false } });
    expect(flagIds(data)).toEqual([]);
  });

  it('a rating of 1 everywhere (total 20) endorses nothing for DSM-5', () => {
    expect(pcl5(pclAnswers(pclRatings(1)))).toMatchObject({ total: 20, rules: { cutoff: false, dsm5: false } });
  });

  it('incomplete: one unanswered item gives total null, never a partial total', () => {
    const { pcl20: _gone, ...nineteen } = pclAnswers(pclRatings(1));
    const s = pcl5(nineteen);
    expect(s).toMatchObject({ total: null, complete: false, answered: 19, band: null });
    expect(s.subscales.E).toEqual({ total: null, complete: false });
    expect(s.subscales.B).toEqual({ total: 5, complete: true });
    // 19 known + at most 4 more cannot reach 33; no E item can reach 2 of 6 with one missing
    expect(s.rules).toEqual({ cutoff: false, dsm5: false });
  });

  it('incomplete: rules that the missing items could still change are null', () => {
    const firstTen = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`pcl${i + 1}`, 3]));
    expect(pcl5(firstTen)).toMatchObject({ total: null, complete: false, answered: 10, rules: { cutoff: null, dsm5: null } });
    expect(flagIds(firstTen)).toEqual([]);
  });

  it('incomplete: rules already settled by the answers given are decided', () => {
    const { pcl20: _gone, ...nineteen } = pclAnswers(pclRatings(4));
    expect(pcl5(nineteen)).toMatchObject({ total: null, rules: { cutoff: true, dsm5: true } });
  });

  it('an invalid answer (out of range or text) is not counted', () => {
    expect(pcl5({ ...pclAnswers(pclRatings(0)), pcl1: 5 })).toMatchObject({ total: null, answered: 19 });
    expect(pcl5({ ...pclAnswers(pclRatings(0)), pcl1: '4' })).toMatchObject({ total: null, answered: 19 });
  });

  it('scores even when the rest of the form is invalid', () => {
    const data = { ...pclAnswers(pclRatings(2)), worstEvent: 'x'.repeat(600), unknownKey: true };
    expect(validateResponse(ptsd, data).valid).toBe(false);
    expect(pcl5(data).total).toBe(40);
  });

  it('records the scoring version', () => {
    expect(score(ptsd, {}).scoringVersion).toBe(ptsd.scoring!.version);
  });
});

describe('PCL-5 response validation', () => {
  it('accepts 20 answers without the optional event description', () => {
    expect(validateResponse(ptsd, pclAnswers(pclRatings(2)))).toEqual({ valid: true, errors: [] });
  });

  it('names each unanswered question in readable words', () => {
    const { pcl7: _a, pcl13: _b, ...partial } = pclAnswers(pclRatings(2));
    const { errors } = validateResponse(ptsd, partial);
    expect(errors).toEqual([
      { field: null, section: 'questions-1-10', message: 'Answer every question in this section' },
      { field: 'pcl7', section: 'questions-1-10', message: 'Choose an answer' },
      { field: null, section: 'questions-11-20', message: 'Answer every question in this section' },
      { field: 'pcl13', section: 'questions-11-20', message: 'Choose an answer' },
    ]);
  });
});
