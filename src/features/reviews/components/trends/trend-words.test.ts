import { buildScoreSeries, score, type FormDefinition, type ScaleSeries } from '@engine';
import { describe, expect, it } from 'vitest';
import initialAssessmentJson from '../../../../../schemas/forms/initial-assessment.json';
import { initialAssessment, ratingsWithTotal } from '../../../../../engine/test-support/responses.ts';
import { changeCell, changeSummary, scoringCell, signed } from './trend-words';

const ia = initialAssessmentJson as unknown as FormDefinition;

/** PHQ-9 series from totals (GAD-7 fixed at 0), one response a month. */
function phq9Series(totals: number[], definition: FormDefinition = ia): ScaleSeries {
  const responses = totals.map((total, i) => {
    const scores = score(definition, initialAssessment(ratingsWithTotal(total, 9, 3), ratingsWithTotal(0, 7, 3)));
    return { id: `r${i}`, formId: 'initial-assessment', formVersion: definition.version, scoringVersion: scores.scoringVersion, submittedAt: new Date(Date.UTC(2026, i, 3)), scores: scores.scales };
  });
  return buildScoreSeries(responses, [definition]).find((s) => s.scaleId === 'phq9')!;
}

describe('changeSummary (PHQ-9 from the committed definition: threshold 6, caseness 10)', () => {
  it('reliable improvement and recovery, in the words the issue asks for', () => {
    expect(changeSummary(phq9Series([18, 12, 9]))).toEqual([
      'Reliable improvement: 18 → 9 (−9; threshold 6).',
      'Recovered: a case at the first response (10 or above), not now.',
      'Reliable recovery: recovered with a reliable improvement.',
    ]);
  });

  it('exactly at the thresholds: a rise of 6 is a reliable deterioration; 10 is still a case', () => {
    expect(changeSummary(phq9Series([4, 10]))).toEqual([
      'Reliable deterioration: 4 → 10 (+6; threshold 6).',
      'Not a case at the first response (below 10): recovery does not apply.',
    ]);
    expect(changeSummary(phq9Series([15, 10]))).toEqual(['No reliable change: 15 → 10 (−5; threshold 6).', 'Still a case: 10 or above at the first response and now.']);
  });

  it('one response: its total and band, and when change will show', () => {
    expect(changeSummary(phq9Series([14]))).toEqual(['One response so far: 14 (Moderate) on 3 Jan 2026. Change is judged from the second response.']);
  });

  it('a scale without thresholds says so; no recovery sentence', () => {
    const phq9 = ia.scoring!.scales!.phq9!;
    const bare: FormDefinition = { ...ia, scoring: { ...ia.scoring!, scales: { ...ia.scoring!.scales, phq9: { ...phq9, reliableChange: undefined, caseness: undefined } } } };
    expect(changeSummary(phq9Series([12, 8], bare))).toEqual(['Change: 12 → 8 (−4; this scale sets no reliable-change threshold).']);
  });

  it('a scoring-version change is told, as changed scoring or as the same scoring', () => {
    const series = phq9Series([18, 12]);
    const [a, b] = series.points;
    const changed = { ...series, points: [a!, { ...b!, scoringVersionChanged: true, previousScoringVersion: 'initial-assessment-1', scaleScoringChanged: true }] };
    expect(changeSummary(changed)).toContain('Scoring changed on 3 Feb 2026 (initial-assessment-1 → initial-assessment-2): totals before and after were scored differently, compare them with care.');
    const same = { ...changed, points: [a!, { ...changed.points[1]!, scaleScoringChanged: false }] };
    expect(changeSummary(same)).toContain('Scoring version changed on 3 Feb 2026 (initial-assessment-1 → initial-assessment-2); this scale is scored as before.');
    expect(scoringCell(changed.points[1]!)).toBe('version 1, initial-assessment-2 (changed from initial-assessment-1)');
    expect(scoringCell(a!)).toBe('version 1, initial-assessment-2');
  });

  it('responses without a total are counted as left out', () => {
    expect(changeSummary({ ...phq9Series([18, 12]), incomplete: 2 })).toContain('2 responses with unanswered items are left out (no total).');
    expect(changeSummary({ ...phq9Series([18, 12]), incomplete: 1 })).toContain('One response with unanswered items is left out (no total).');
  });
});

describe('table cells', () => {
  it('signed changes use a real minus sign; the first response says so', () => {
    expect([signed(-9), signed(6), signed(0)]).toEqual(['−9', '+6', '0']);
    const series = phq9Series([18, 12]);
    expect(series.points.map(changeCell)).toEqual(['First response', '−6']);
  });
});

describe('changeSummary on a scale where a higher total is better', () => {
  // PHQ-9's items read as a wellbeing scale for the words: threshold 6, a case at 10 or BELOW
  const phq9 = ia.scoring!.scales!.phq9!;
  const better: FormDefinition = { ...ia, scoring: { ...ia.scoring!, scales: { ...ia.scoring!.scales, phq9: { ...phq9, direction: 'higher-is-better' } } } };

  it('a rise is the improvement, and the case is at or below the caseness', () => {
    expect(changeSummary(phq9Series([9, 15], better))).toEqual([
      'Reliable improvement: 9 → 15 (+6; threshold 6).',
      'Recovered: a case at the first response (10 or below), not now.',
      'Reliable recovery: recovered with a reliable improvement.',
    ]);
    expect(changeSummary(phq9Series([10, 4], better))).toEqual(['Reliable deterioration: 10 → 4 (−6; threshold 6).', 'Still a case: 10 or below at the first response and now.']);
    expect(changeSummary(phq9Series([11, 16], better))).toEqual(['No reliable change: 11 → 16 (+5; threshold 6).', 'Not a case at the first response (above 10): recovery does not apply.']);
  });
});
