import { describe, expect, it } from 'vitest';
import { conditionFields, conditionHolds, visibleFields } from './conditions.ts';
import type { FormDefinition } from './types.ts';

describe('conditionHolds', () => {
  it('compares equals, in (also against array answers), atLeast and truthy', () => {
    expect(conditionHolds({ field: 'a', equals: 'yes' }, { a: 'yes' })).toBe(true);
    expect(conditionHolds({ field: 'a', equals: 'yes' }, { a: 'no' })).toBe(false);
    expect(conditionHolds({ field: 'a', in: ['x', 'y'] }, { a: 'y' })).toBe(true);
    expect(conditionHolds({ field: 'a', in: ['other'] }, { a: ['relax', 'other'] })).toBe(true);
    expect(conditionHolds({ field: 'a', in: ['other'] }, { a: ['relax'] })).toBe(false);
    expect(conditionHolds({ field: 'n', atLeast: 1 }, { n: 1 })).toBe(true);
    expect(conditionHolds({ field: 'n', atLeast: 1 }, { n: 0 })).toBe(false);
    expect(conditionHolds({ field: 't', truthy: true }, { t: '  ' })).toBe(false);
    expect(conditionHolds({ field: 't', truthy: false }, {})).toBe(true);
  });

  it('never treats a missing answer as meeting equals/in/atLeast', () => {
    expect(conditionHolds({ field: 'n', atLeast: 0 }, {})).toBe(false);
    expect(conditionHolds({ field: 'a', in: [null] }, {})).toBe(false);
  });

  it('combines with all and any', () => {
    const c = { all: [{ field: 'a', equals: 1 }, { any: [{ field: 'b', equals: 2 }, { field: 'c', equals: 3 }] }] };
    expect(conditionHolds(c, { a: 1, c: 3 })).toBe(true);
    expect(conditionHolds(c, { a: 1 })).toBe(false);
    expect(conditionFields(c)).toEqual(['a', 'b', 'c']);
  });
});

const chain: FormDefinition = {
  id: 'chain',
  version: 1,
  title: 'Chain',
  schema: {
    type: 'object',
    properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' }, d: { type: 'string' } },
  },
  conditions: [
    { id: 'show-b', show: ['b'], when: { field: 'a', equals: 'yes' } },
    { id: 'show-c', show: ['c'], when: { field: 'b', equals: 'yes' } },
  ],
};

describe('visibleFields', () => {
  it('shows unconditional fields always and conditional ones when their condition holds', () => {
    expect([...visibleFields(chain, {})].sort()).toEqual(['a', 'd']);
    expect([...visibleFields(chain, { a: 'yes' })].sort()).toEqual(['a', 'b', 'd']);
    expect([...visibleFields(chain, { a: 'yes', b: 'yes' })].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('hides a whole chain when its first link is hidden, even with stale answers further down', () => {
    expect([...visibleFields(chain, { a: 'no', b: 'yes', c: 'x' })].sort()).toEqual(['a', 'd']);
  });
});
