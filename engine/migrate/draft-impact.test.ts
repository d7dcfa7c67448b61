import { describe, expect, it } from 'vitest';
import { draftImpact } from './draft-impact.ts';
import { chain, m12, m34, v4 } from './test-versions.ts';

describe('draftImpact', () => {
  it('counts drafts carried, answers kept aside, drafts to ask again and drafts a missing step strands', () => {
    const drafts = [
      { version: 1, data: { smoker: 'yes', notes: 'Tired', mood: 'awful', phq2: 2 } }, // notes and mood kept aside, phq2 asked again
      { version: 2, data: { smokes: 'no', mood: 'ok' } }, // carried whole
      { version: 3, data: { helps: ['walk', 'dance'] } }, // dance kept aside
      { version: 4, data: { fullName: 'Sam' } }, // already current
    ];
    expect(draftImpact(drafts, chain, 4, v4)).toEqual({ carried: 4, notCarried: 0, answersNotFitting: 3, draftsWithAnswersNotFitting: 2, draftsToReask: 1 });
    // without the step from 2 to 3, the drafts on 1 and 2 cannot be carried
    expect(draftImpact(drafts, [m12, m34], 4, v4)).toMatchObject({ carried: 2, notCarried: 2, answersNotFitting: 1 });
    expect(draftImpact([], chain, 4)).toEqual({ carried: 0, notCarried: 0, answersNotFitting: 0, draftsWithAnswersNotFitting: 0, draftsToReask: 0 });
  });
});
