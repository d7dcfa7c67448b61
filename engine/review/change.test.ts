import { describe, expect, it } from 'vitest';
import { classifyChange } from './change.ts';

// Hand-computed vectors at each threshold edge. NHS Talking Therapies: PHQ-9 reliable change 6,
// caseness 10; GAD-7 4 and 8; PCL-5 reliable change 10. "At the threshold" counts.
const phq9 = { reliableChange: 6, caseness: 10 };
const gad7 = { reliableChange: 4, caseness: 8 };
const pcl5 = { reliableChange: 10, caseness: 33 };

const outcome = (spec: { reliableChange?: number; caseness?: number; direction?: 'higher-is-worse' | 'higher-is-better' }, first: number, latest: number) => {
  const c = classifyChange(spec, first, latest);
  return [c.change, c.reliableChange, c.recovery, c.reliableRecovery];
};

describe('classifyChange: PHQ-9 (6 points, caseness 10)', () => {
  it.each([
    [18, 12, -6, 'reliable-improvement', 'still-a-case', false],
    [18, 13, -5, 'no-reliable-change', 'still-a-case', false],
    [12, 18, 6, 'reliable-deterioration', 'still-a-case', false],
    [12, 17, 5, 'no-reliable-change', 'still-a-case', false],
    [10, 9, -1, 'no-reliable-change', 'recovered', false],
    [10, 10, 0, 'no-reliable-change', 'still-a-case', false],
    [15, 9, -6, 'reliable-improvement', 'recovered', true],
    [15, 10, -5, 'no-reliable-change', 'still-a-case', false],
    [9, 3, -6, 'reliable-improvement', 'not-a-case-at-start', false],
    [9, 15, 6, 'reliable-deterioration', 'not-a-case-at-start', false],
    [18, 9, -9, 'reliable-improvement', 'recovered', true],
  ])('%i → %i', (first, latest, change, reliable, recovery, reliableRecovery) => {
    expect(outcome(phq9, first, latest)).toEqual([change, reliable, recovery, reliableRecovery]);
  });
});

describe('classifyChange: GAD-7 (4 points, caseness 8)', () => {
  it.each([
    [12, 8, -4, 'reliable-improvement', 'still-a-case', false],
    [12, 9, -3, 'no-reliable-change', 'still-a-case', false],
    [12, 7, -5, 'reliable-improvement', 'recovered', true],
    [8, 7, -1, 'no-reliable-change', 'recovered', false],
    [7, 11, 4, 'reliable-deterioration', 'not-a-case-at-start', false],
    [7, 10, 3, 'no-reliable-change', 'not-a-case-at-start', false],
  ])('%i → %i', (first, latest, change, reliable, recovery, reliableRecovery) => {
    expect(outcome(gad7, first, latest)).toEqual([change, reliable, recovery, reliableRecovery]);
  });
});

describe('classifyChange: PCL-5 (10 points, caseness 33)', () => {
  it.each([
    [50, 40, -10, 'reliable-improvement', 'still-a-case', false],
    [50, 41, -9, 'no-reliable-change', 'still-a-case', false],
    [40, 30, -10, 'reliable-improvement', 'recovered', true],
    [33, 32, -1, 'no-reliable-change', 'recovered', false],
    [32, 42, 10, 'reliable-deterioration', 'not-a-case-at-start', false],
  ])('%i → %i', (first, latest, change, reliable, recovery, reliableRecovery) => {
    expect(outcome(pcl5, first, latest)).toEqual([change, reliable, recovery, reliableRecovery]);
  });
});

describe('classifyChange without thresholds', () => {
  it('no thresholds: the change only, every judgement null', () => {
    expect(classifyChange({}, 20, 5)).toEqual({
      first: 20,
      latest: 5,
      change: -15,
      threshold: null,
      reliableChange: null,
      caseness: null,
      recovery: null,
      reliableRecovery: null,
      direction: 'higher-is-worse',
    });
  });

  it('only one threshold: the other part is null', () => {
    expect(outcome({ reliableChange: 10 }, 50, 40)).toEqual([-10, 'reliable-improvement', null, null]);
    expect(outcome({ caseness: 33 }, 40, 30)).toEqual([-10, null, 'recovered', null]);
  });

  it('a threshold that is not a usable number is treated as missing (never a judgement from nonsense)', () => {
    expect(classifyChange({ reliableChange: 0 }, 10, 0).reliableChange).toBeNull();
    expect(classifyChange({ reliableChange: Number.NaN, caseness: Number.POSITIVE_INFINITY }, 10, 0)).toMatchObject({ threshold: null, caseness: null });
  });

  it('a caseness of 0 makes every total a case (still read, not dropped as falsy)', () => {
    expect(classifyChange({ caseness: 0 }, 0, 0).recovery).toBe('still-a-case');
  });
});

// A wellbeing measure where a higher total is better (WEMWBS-like: 14–70, a case at or BELOW 40,
// reliable change 8). Hand-computed: the improvement is a RISE; "at the threshold" still counts.
describe('classifyChange: higher-is-better (8 points, a case at 40 or below)', () => {
  const wellbeing = { reliableChange: 8, caseness: 40, direction: 'higher-is-better' as const };
  it.each([
    [30, 38, 8, 'reliable-improvement', 'still-a-case', false],
    [30, 37, 7, 'no-reliable-change', 'still-a-case', false],
    [38, 30, -8, 'reliable-deterioration', 'still-a-case', false],
    [38, 31, -7, 'no-reliable-change', 'still-a-case', false],
    [40, 41, 1, 'no-reliable-change', 'recovered', false],
    [40, 40, 0, 'no-reliable-change', 'still-a-case', false],
    [33, 41, 8, 'reliable-improvement', 'recovered', true],
    [33, 40, 7, 'no-reliable-change', 'still-a-case', false],
    [41, 49, 8, 'reliable-improvement', 'not-a-case-at-start', false],
    [41, 33, -8, 'reliable-deterioration', 'not-a-case-at-start', false],
    [41, 40, -1, 'no-reliable-change', 'not-a-case-at-start', false],
  ])('%i → %i', (first, latest, change, reliable, recovery, reliableRecovery) => {
    expect(outcome(wellbeing, first, latest)).toEqual([change, reliable, recovery, reliableRecovery]);
  });

  it('reads the direction it used; a missing or unknown direction is higher-is-worse', () => {
    expect(classifyChange(wellbeing, 30, 38).direction).toBe('higher-is-better');
    expect(classifyChange({ reliableChange: 8, caseness: 40 }, 30, 38)).toMatchObject({ direction: 'higher-is-worse', reliableChange: 'reliable-deterioration', recovery: 'not-a-case-at-start' });
    expect(classifyChange({ reliableChange: 8, direction: 'sideways' as never }, 30, 38).reliableChange).toBe('reliable-deterioration');
  });
});
