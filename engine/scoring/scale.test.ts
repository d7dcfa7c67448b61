import { describe, expect, it } from 'vitest';
import type { ScaleSpec } from '../definition/types.ts';
import { decideRule, itemRating, scoreScale } from './scale.ts';

const spec: ScaleSpec = {
  title: 'Four items',
  items: ['a', 'b', 'c', 'd'],
  itemMin: 0,
  itemMax: 3,
  subscales: { first: { items: ['a', 'b'] }, second: { items: ['c', 'd'] } },
  bands: [{ id: 'low', label: 'Low', min: 0, max: 5 }, { id: 'high', label: 'High', min: 6, max: 12 }],
  rules: {
    atLeast6: { kind: 'totalAtLeast', value: 6 },
    pattern: { kind: 'itemsAtLeast', rating: 2, groups: [{ subscale: 'first', count: 1 }, { subscale: 'second', count: 2 }] },
  },
};

describe('scoreScale', () => {
  it('sums items, places the total in a band and scores subscales', () => {
    const s = scoreScale(spec, { a: 1, b: 2, c: 3, d: 0 });
    expect(s).toMatchObject({ total: 6, complete: true, answered: 4, itemCount: 4, min: 0, max: 12, band: 'high', bandLabel: 'High' });
    expect(s.subscales).toEqual({ first: { total: 3, complete: true }, second: { total: 3, complete: true } });
    expect(s.rules).toEqual({ atLeast6: true, pattern: false });
  });

  it('never gives a partial total: any unanswered item makes total and band null', () => {
    const s = scoreScale(spec, { a: 3, b: 3, c: 3 });
    expect(s).toMatchObject({ total: null, complete: false, answered: 3, band: null, bandLabel: null });
    expect(s.subscales).toEqual({ first: { total: 6, complete: true }, second: { total: null, complete: false } });
  });

  it('treats out-of-range, fractional and non-numeric answers as unanswered', () => {
    expect(itemRating(spec, 4)).toBeUndefined();
    expect(itemRating(spec, -1)).toBeUndefined();
    expect(itemRating(spec, 1.5)).toBeUndefined();
    expect(itemRating(spec, '2')).toBeUndefined();
    expect(itemRating(spec, 0)).toBe(0);
    expect(scoreScale(spec, { a: 1, b: 1, c: 1, d: '1' }).total).toBeNull();
  });
});

describe('decideRule (three-valued)', () => {
  const total = spec.rules!.atLeast6!;
  const pattern = spec.rules!.pattern!;
  it('decides totalAtLeast early when the answers settle it, null otherwise', () => {
    expect(decideRule(spec, total, { a: 3, b: 3 })).toBe(true);
    expect(decideRule(spec, total, { a: 0, b: 0, c: 0 })).toBe(false);
    expect(decideRule(spec, total, { a: 1, b: 1 })).toBeNull();
    expect(decideRule(spec, total, { a: 1, b: 1, c: 1, d: 2 })).toBe(false);
    expect(decideRule(spec, total, { a: 1, b: 1, c: 2, d: 2 })).toBe(true);
  });

  it('decides itemsAtLeast per group', () => {
    expect(decideRule(spec, pattern, { a: 2, b: 0, c: 2, d: 3 })).toBe(true);
    expect(decideRule(spec, pattern, { a: 1, b: 1, c: 2, d: 3 })).toBe(false);
    expect(decideRule(spec, pattern, { a: 2, c: 2 })).toBeNull();
    expect(decideRule(spec, pattern, { a: 2, c: 1 })).toBe(false);
  });
});
