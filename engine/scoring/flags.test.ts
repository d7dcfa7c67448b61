import { describe, expect, it } from 'vitest';
import type { FlagSpec, ScaleScore } from '../definition/types.ts';
import { raiseFlags, triggerHolds } from './flags.ts';

const scale = (total: number | null, band: string | null, rules: Record<string, boolean | null> = {}): ScaleScore => ({
  title: 'S', total, complete: total !== null, answered: 0, itemCount: 0, min: 0, max: 10, band, bandLabel: null, subscales: {}, rules,
});

describe('flag triggers', () => {
  const scales = { s: scale(7, 'high', { r: true, u: null }) };
  it('read answers, totals, bands and rules', () => {
    expect(triggerHolds({ kind: 'answer', when: { field: 'q9', atLeast: 1 } }, { q9: 1 }, scales)).toBe(true);
    expect(triggerHolds({ kind: 'answer', when: { field: 'q9', atLeast: 1 } }, { q9: 0 }, scales)).toBe(false);
    expect(triggerHolds({ kind: 'scaleTotalAtLeast', scale: 's', value: 7 }, {}, scales)).toBe(true);
    expect(triggerHolds({ kind: 'scaleTotalAtLeast', scale: 's', value: 8 }, {}, scales)).toBe(false);
    expect(triggerHolds({ kind: 'scaleBand', scale: 's', bands: ['high'] }, {}, scales)).toBe(true);
    expect(triggerHolds({ kind: 'rule', scale: 's', rule: 'r', equals: true }, {}, scales)).toBe(true);
    expect(triggerHolds({ kind: 'rule', scale: 's', rule: 'u', equals: false }, {}, scales)).toBe(false);
  });

  it('never fire on an incomplete scale total', () => {
    expect(triggerHolds({ kind: 'scaleTotalAtLeast', scale: 's', value: 0 }, {}, { s: scale(null, null) })).toBe(false);
    expect(triggerHolds({ kind: 'scaleTotalAtLeast', scale: 'missing', value: 0 }, {}, {})).toBe(false);
  });

  it('combine with anyOf', () => {
    const t = { kind: 'anyOf' as const, triggers: [{ kind: 'answer' as const, when: { field: 'a', equals: 'yes' } }, { kind: 'scaleBand' as const, scale: 's', bands: ['low'] }] };
    expect(triggerHolds(t, { a: 'yes' }, scales)).toBe(true);
    expect(triggerHolds(t, { a: 'no' }, scales)).toBe(false);
  });
});

describe('raiseFlags', () => {
  it('returns raised flags in definition order with their audience', () => {
    const specs: FlagSpec[] = [
      { id: 'one', severity: 'urgent', message: 'm1', fields: ['a'], audience: 'member', trigger: { kind: 'answer', when: { field: 'a', equals: 'yes' } } },
      { id: 'two', severity: 'info', message: 'm2', fields: [], trigger: { kind: 'answer', when: { field: 'a', equals: 'no' } } },
      { id: 'three', severity: 'warning', message: 'm3', fields: ['b'], trigger: { kind: 'answer', when: { field: 'b', truthy: true } } },
    ];
    expect(raiseFlags(specs, { a: 'yes', b: 'x' }, {})).toEqual([
      { id: 'one', severity: 'urgent', message: 'm1', fields: ['a'], audience: 'member' },
      { id: 'three', severity: 'warning', message: 'm3', fields: ['b'] },
    ]);
  });
});
