import { describe, expect, it } from 'vitest';
import { chainSteps, composeSteps } from './chain.ts';
import { chain, m12, m23, m34 } from './test-versions.ts';
import type { Migration } from './types.ts';

const step = (from: number, changes: Partial<Migration>): Migration => ({ formId: 'f', from, to: from + 1, renamed: [], removed: [], values: [], reask: [], ...changes });

describe('chainSteps', () => {
  it('sorts the steps it needs and leaves the others', () => {
    const result = chainSteps(chain, 2, 4);
    expect(result.ok && result.steps).toEqual([m23, m34]);
    expect(chainSteps(chain, 3, 3)).toEqual({ ok: true, steps: [] });
  });
});

describe('composeSteps', () => {
  it('the fixture chain as one change from version 1 to 4', () => {
    expect(composeSteps([m12, m23, m34])).toEqual({
      renamed: [
        { from: 'smoker', to: 'smokes' },
        { from: 'perDay', to: 'cigarettesPerDay' },
      ],
      removed: ['notes'],
      values: m34.values,
      reask: ['phq2'],
    });
  });

  it('a question renamed twice is one rename; renamed back is none', () => {
    expect(composeSteps([step(1, { renamed: [{ from: 'a', to: 'b' }] }), step(2, { renamed: [{ from: 'b', to: 'c' }] })]).renamed).toEqual([{ from: 'a', to: 'c' }]);
    expect(composeSteps([step(1, { renamed: [{ from: 'a', to: 'b' }] }), step(2, { renamed: [{ from: 'b', to: 'a' }] })]).renamed).toEqual([]);
  });

  it('value maps compose, and a choice gone on the way stays gone', () => {
    const composed = composeSteps([
      step(1, { values: [{ field: 'r', map: { '0': 1, '1': 2, '2': null } }] }),
      step(2, { renamed: [{ from: 'r', to: 's' }] }),
      step(3, { values: [{ field: 's', map: { '1': 'one', '2': null } }] }),
    ]);
    expect(composed.values).toEqual([{ field: 's', map: { '0': 'one', '1': null, '2': null } }]);
    expect(composed.renamed).toEqual([{ from: 'r', to: 's' }]);
  });

  it('a name freed on the way and used again is a new question, not the old one', () => {
    const composed = composeSteps([
      step(1, { removed: ['a'] }),
      step(2, { renamed: [{ from: 'a', to: 'b' }], reask: ['b'] }),
      step(3, { values: [{ field: 'b', map: { x: 'y' } }] }),
    ]);
    expect(composed).toEqual({ renamed: [], removed: ['a'], values: [], reask: [] });
  });
});
