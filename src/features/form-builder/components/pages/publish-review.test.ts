import type { Edit, FormDefinition } from '@engine';
import { describe, expect, it } from 'vitest';
import { createBuilderStore } from '../../store';
import { checkIn } from '../../testing/definitions';
import { chainTo, impactOfPublish, impactSentences, reviewPublish } from './publish-review';

const current: FormDefinition = { ...checkIn(), version: 2 };

function edited(edits: Edit[]): FormDefinition {
  const store = createBuilderStore(current);
  for (const edit of edits) expect(store.getState().apply(edit).ok).toBe(true);
  return store.getState().definition;
}

const NONE = { renamed: [], removed: [] };

describe('reviewPublish', () => {
  it('lists a declared rename as one "renamed" line, and a new question as added', () => {
    const draft = edited([
      { type: 'renameField', from: 'name', to: 'fullName' },
      { type: 'addField', kind: 'shortText', name: 'town', section: 'about', title: 'Your town' },
    ]);
    const review = reviewPublish(current, draft, { renamed: [{ from: 'name', to: 'fullName' }], removed: [] });
    expect(review.version).toBe(3);
    expect(review.groups.map((g) => g.heading)).toEqual(['Questions added', 'Questions renamed']);
    expect(review.groups[1]!.lines).toEqual(['Question "Your name" renamed from name to fullName']);
    expect(review.scoring).toBeNull();
    expect(review.issues).toEqual([]);
    expect(review.migration).toMatchObject({ from: 2, to: 3, renamed: [{ from: 'name', to: 'fullName' }] });
  });

  it('without the declaration the same change reads as a removal and an addition', () => {
    const draft = edited([{ type: 'renameField', from: 'name', to: 'fullName' }]);
    const review = reviewPublish(current, draft, NONE);
    expect(review.groups.map((g) => g.kind)).toEqual(['added', 'removed']);
  });

  it('a scoring change with the same scoring version is refused with the next one proposed; setting it clears that', () => {
    const scale = current.scoring?.scales?.wellbeing;
    if (!scale) throw new Error('checkIn has the wellbeing scale');
    const draft = edited([{ type: 'setScale', id: 'wellbeing', scale: { ...scale, items: ['mood'] } }]);
    const scoring = draft.scoring!;
    const review = reviewPublish(current, draft, NONE);
    expect(review.scoring?.proposed).toBe('2');
    expect(review.groups.find((g) => g.kind === 'scoring')?.lines.length).toBeGreaterThan(0);
    const fixed = reviewPublish(current, { ...draft, scoring: { ...scoring, version: '2' } }, NONE);
    expect(fixed.scoring).toBeNull();
  });

  it('a declared rename the versions cannot hold is an issue, not a publish', () => {
    const review = reviewPublish(current, current, { renamed: [{ from: 'gone', to: 'name' }], removed: [] });
    expect(review.issues.length).toBeGreaterThan(0);
  });
});

describe('draft impact', () => {
  const v1: FormDefinition = { ...checkIn(), version: 1 };
  const history = [
    { version: 1, definition: v1, migration: null },
    { version: 2, definition: current, migration: null },
  ];

  it('derives a missing stored step, then adds the new one', () => {
    const review = reviewPublish(current, current, NONE);
    expect(chainTo(history, review.migration).map((m) => [m.from, m.to])).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it('counts drafts carried, answers that would not fit and questions to ask again', () => {
    const draft = edited([{ type: 'removeField', name: 'perDay' }]);
    const review = reviewPublish(current, draft, { renamed: [], removed: ['perDay'] });
    const drafts = [
      { version: 2, data: { name: 'A', perDay: 3 } },
      { version: 1, data: { name: 'B' } },
      { version: 2, data: { smoker: 'no' } },
    ];
    const impact = impactOfPublish(drafts, history, review, draft);
    expect(impact).toMatchObject({ carried: 3, notCarried: 0, answersNotFitting: 1, draftsWithAnswersNotFitting: 1 });
    expect(impactSentences(impact, 3)).toEqual([
      '3 open drafts will be carried over to version 3.',
      '1 answer (in 1 draft) would not fit the new version: it is kept aside on the draft, never deleted, and shown to the reviewer with the response.',
    ]);
  });

  it('says so when there are no open drafts, and when a draft cannot be carried', () => {
    expect(impactSentences({ carried: 0, notCarried: 0, answersNotFitting: 0, draftsWithAnswersNotFitting: 0, draftsToReask: 0 }, 3)).toEqual([
      'No member has an open draft of this form.',
    ]);
    const review = reviewPublish(current, current, NONE);
    const impact = impactOfPublish([{ version: 1, data: { name: 'C' } }], [history[1]!], review, current);
    expect(impact.notCarried).toBe(1);
    expect(impactSentences(impact, 3)).toContain('1 draft cannot be carried (a version\'s changes are missing) and will stay on its version.');
  });
});
