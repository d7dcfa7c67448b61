import { describe, expect, it } from 'vitest';
import { chain, m12, m23, m34 } from '../migrate/test-versions.ts';
import type { Migration } from '../migrate/types.ts';
import { currentQuestionName, latestVersionOf, questionLineage } from './lineage.ts';

const step = (from: number, changes: Partial<Migration>): Migration => ({
  formId: 'small-form', from, to: from + 1, renamed: [], removed: [], values: [], reask: [], ...changes,
});

describe('currentQuestionName', () => {
  it('follows a rename on version 1 to the newest version (chain in any order)', () => {
    expect(currentQuestionName('smoker', 1, chain)).toBe('smokes');
    expect(currentQuestionName('perDay', 1, chain)).toBe('cigarettesPerDay');
    expect(currentQuestionName('perDay', 1, chain, 2)).toBe('cigarettesPerDay');
  });

  it('a question never renamed keeps its name; one removed on the way is null', () => {
    expect(currentQuestionName('phq1', 1, chain)).toBe('phq1');
    expect(currentQuestionName('mood', 2, chain)).toBe('mood');
    expect(currentQuestionName('notes', 1, chain)).toBeNull();
    expect(currentQuestionName('notes', 1, chain, 2)).toBe('notes');
  });

  it('a name already on the newest version, or no chain at all: the same name', () => {
    expect(currentQuestionName('smokes', 4, chain)).toBe('smokes');
    expect(currentQuestionName('smoker', 1, [])).toBe('smoker');
  });

  it('renamed twice is followed to the end; a name removed and reused later is not the old question', () => {
    const renames = [step(1, { renamed: [{ from: 'sleep', to: 'sleepHours' }] }), step(2, { renamed: [{ from: 'sleepHours', to: 'hoursAsleep' }] })];
    expect(currentQuestionName('sleep', 1, renames)).toBe('hoursAsleep');
    expect(currentQuestionName('sleepHours', 2, renames)).toBe('hoursAsleep');
    const reused = [step(1, { removed: ['mood'] }), step(2, {})];
    expect(currentQuestionName('mood', 1, reused)).toBeNull();
    expect(currentQuestionName('mood', 2, reused)).toBe('mood');
    const movedAway = [step(1, { renamed: [{ from: 'mood', to: 'moodToday' }] }), step(2, {})];
    expect(currentQuestionName('mood', 1, movedAway)).toBe('moodToday');
  });

  it('a swap of two names is followed both ways', () => {
    const swap = [step(1, { renamed: [{ from: 'a', to: 'b' }, { from: 'b', to: 'a' }] })];
    expect(currentQuestionName('a', 1, swap)).toBe('b');
    expect(currentQuestionName('b', 1, swap)).toBe('a');
  });

  it('a chain with a missing step cannot follow: null, and questionLineage says why', () => {
    expect(currentQuestionName('smoker', 1, [m12, m34])).toBeNull();
    const lineage = questionLineage([m12, m34], 1);
    expect(lineage).toMatchObject({ ok: false, error: { code: 'gap' } });
  });

  it('questionLineage: one lineage per version, followed per question', () => {
    const lineage = questionLineage([m23, m12, m34], 1, 4);
    if (!lineage.ok) throw new Error(lineage.error.message);
    expect(['smoker', 'perDay', 'notes', 'mood'].map(lineage.follow)).toEqual(['smokes', 'cigarettesPerDay', null, 'mood']);
    expect(latestVersionOf(chain, 1)).toBe(4);
    expect(latestVersionOf([], 3)).toBe(3);
  });
});
