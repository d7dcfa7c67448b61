import { buildScoreSeries, score, type FormDefinition } from '@engine';
import { describe, expect, it } from 'vitest';
import ptsdJson from '../../../../../schemas/forms/ptsd.json';
import initialAssessmentJson from '../../../../../schemas/forms/initial-assessment.json';
import { initialAssessment, pclAnswers, pclRatings, ratingsWithTotal } from '../../../../../engine/test-support/responses.ts';
import { bandAreas, subscaleColumns, thresholdLines, timeDomain, totalRange } from './chart-marks';

const ia = initialAssessmentJson as unknown as FormDefinition;
const ptsd = ptsdJson as unknown as FormDefinition;

const seriesOf = (definition: FormDefinition, data: Record<string, unknown>[], scaleId: string) =>
  buildScoreSeries(
    data.map((answers, i) => {
      const scores = score(definition, answers);
      return { id: `r${i}`, formId: definition.id, formVersion: 1, scoringVersion: scores.scoringVersion, submittedAt: new Date(Date.UTC(2026, 0, i + 1)), scores: scores.scales };
    }),
    [definition],
  ).find((s) => s.scaleId === scaleId)!;

describe('chart marks from the committed definitions', () => {
  const gad7 = seriesOf(ia, [initialAssessment(ratingsWithTotal(3, 9, 3), ratingsWithTotal(12, 7, 3))], 'gad7');

  it('GAD-7: 0–21, four bands meeting half-way between totals, the caseness line at 8', () => {
    expect(totalRange(gad7)).toEqual({ min: 0, max: 21 });
    expect(bandAreas(gad7).map((b) => [b.label, b.from, b.to])).toEqual([
      ['Minimal', 0, 4.5],
      ['Mild', 4.5, 9.5],
      ['Moderate', 9.5, 14.5],
      ['Severe', 14.5, 21],
    ]);
    expect(thresholdLines(gad7)).toEqual([{ value: 8, label: 'Caseness 8' }]);
  });

  it('PCL-5: no bands, one line for the caseness and the cut-off rule at 33', () => {
    const pcl5 = seriesOf(ptsd, [{ ...pclAnswers(pclRatings(2)), worstEvent: '' }], 'pcl5');
    expect(totalRange(pcl5)).toEqual({ min: 0, max: 80 });
    expect(bandAreas(pcl5)).toEqual([]);
    expect(thresholdLines(pcl5)).toEqual([{ value: 33, label: 'Caseness and cut-off 33' }]);
  });

  it('a single point gets a day either side; several span first to last', () => {
    const day = 24 * 60 * 60 * 1000;
    const t = Date.UTC(2026, 0, 1);
    expect(timeDomain(gad7)).toEqual([t - day, t + day]);
    const two = seriesOf(ia, [0, 1].map(() => initialAssessment(ratingsWithTotal(3, 9, 3), ratingsWithTotal(4, 7, 3))), 'gad7');
    expect(timeDomain(two)).toEqual([t, t + day]);
  });

  it('without a definition: the range from the totals, no bands, no lines', () => {
    const bare = { ...gad7, spec: null };
    expect(totalRange(bare)).toEqual({ min: 0, max: 12 });
    expect(bandAreas(bare)).toEqual([]);
    expect(thresholdLines(bare)).toEqual([]);
  });
});

describe('subscaleColumns', () => {
  it('PCL-5 clusters by their short names, in the definition order', () => {
    const pcl5 = seriesOf(ptsd, [{ ...pclAnswers(pclRatings(1)) }], 'pcl5');
    expect(subscaleColumns(pcl5).map((c) => [c.id, c.name])).toEqual([
      ['B', 'Intrusion'],
      ['C', 'Avoidance'],
      ['D', 'Negative alterations in cognitions and mood'],
      ['E', 'Alterations in arousal and reactivity'],
    ]);
    expect(pcl5.points[0]!.subscales).toEqual({ B: 5, C: 2, D: 7, E: 6 });
  });

  it('a scale without subscales has none', () => {
    expect(subscaleColumns(seriesOf(ia, [initialAssessment(ratingsWithTotal(3, 9, 3), ratingsWithTotal(4, 7, 3))], 'phq9'))).toEqual([]);
  });
});
