import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import ptsd from '../../../../../schemas/forms/ptsd.json';
import initialAssessment from '../../../../../schemas/forms/initial-assessment.json';
import { bandCoverage, nextScoringVersion, scaleRange, scorableFields, stretchBands, withNewBand } from './scoring-model';

const band = (id: string, min: number, max: number) => ({ id, label: id.toUpperCase(), min, max });

describe('band coverage', () => {
  it('finds no problem when the bands cover the range exactly', () => {
    const coverage = bandCoverage([band('low', 0, 4), band('high', 5, 10)], { min: 0, max: 10 });
    expect(coverage.problems).toEqual([]);
    expect(coverage.runs.map((r) => [r.from, r.to, r.bands.length])).toEqual([
      [0, 4, 1],
      [5, 10, 1],
    ]);
  });

  it('names gaps, overlaps, uncovered ends and impossible bands', () => {
    const coverage = bandCoverage([band('a', 2, 5), band('b', 5, 6), band('c', 9, 8), band('d', 40, 50)], { min: 0, max: 10 });
    expect(coverage.problems).toEqual([
      '“C” starts at 9, above where it ends (8)',
      '“D” (40–50) is outside the possible totals 0–10',
      'Totals 0–1 fall in no band',
      'Totals 5 are in both “A” and “B”',
      'Totals 7–10 fall in no band',
    ]);
  });

  it('has nothing to say without bands', () => {
    expect(bandCoverage([], { min: 0, max: 3 })).toEqual({ runs: [], problems: [] });
  });

  it('the committed PHQ-9 bands cover 0–27', () => {
    const scale = initialAssessment.scoring.scales.phq9;
    expect(scaleRange(scale)).toEqual({ min: 0, max: 27 });
    expect(bandCoverage(scale.bands, scaleRange(scale)).problems).toEqual([]);
    expect(bandCoverage(scale.bands, scaleRange(scale)).runs).toHaveLength(scale.bands.length);
  });
});

it('lists number questions as scorable', () => {
  const fields = scorableFields(ptsd as unknown as FormDefinition);
  expect(fields).toHaveLength(20);
  expect(fields[0]).toBe('pcl1');
});

it('proposes the next scoring version', () => {
  expect(nextScoringVersion('pcl5-1', 'ptsd')).toBe('pcl5-2');
  expect(nextScoringVersion('beta', 'ptsd')).toBe('beta-2');
  expect(nextScoringVersion(undefined, 'my-form')).toBe('my-form-1');
});

describe('adding and stretching bands', () => {
  it('adds a first band over every total, then splits the widest', () => {
    const one = withNewBand(undefined, { min: 0, max: 27 });
    expect(one).toEqual([{ id: 'band', label: 'All totals', min: 0, max: 27 }]);
    const two = withNewBand(one, { min: 0, max: 27 });
    expect(two.map((b) => [b.id, b.min, b.max])).toEqual([
      ['band', 0, 13],
      ['band-2', 14, 27],
    ]);
    expect(bandCoverage(two, { min: 0, max: 27 }).problems).toEqual([]);
  });

  it('moves the outer edges with the range', () => {
    const bands = [band('low', 0, 4), band('high', 5, 8)];
    expect(stretchBands(bands, { min: 0, max: 8 }, { min: 0, max: 12 })).toEqual([band('low', 0, 4), band('high', 5, 12)]);
    expect(stretchBands(bands, { min: 0, max: 8 }, { min: 0, max: 8 })).toBe(bands);
  });
});
