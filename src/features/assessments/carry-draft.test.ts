import { describe, expect, it } from 'vitest';
import type { FormDefinition, JsonSchemaObject, Migration } from '@engine';
import { startingAnswers } from './carry-draft';
import { answersOnCurrentVersion, oldestVersion } from './starting-answers';

const mood = (values: [string, string][]): JsonSchemaObject => ({ type: 'string', title: 'Your mood today', oneOf: values.map(([v, t]) => ({ const: v, title: t })) });

const form = (version: number, properties: Record<string, JsonSchemaObject>): FormDefinition => ({
  id: 'check-in',
  version,
  title: 'Check-in',
  schema: { type: 'object', properties },
});

// v1 -> v2: sleep renamed to sleepQuality; v2 -> v3: notes removed, mood's "awful" gone and
// "ok" now "okay", energy reworded (ask again)
const v3 = form(3, {
  sleepQuality: { type: 'string', title: 'How did you sleep?' },
  mood: mood([['okay', 'OK'], ['good', 'Good']]),
  energy: { type: 'integer', title: 'Energy (0 to 10)' },
});
const step = (from: number, changes: Partial<Migration>): Migration => ({ formId: 'check-in', from, to: from + 1, renamed: [], removed: [], values: [], reask: [], ...changes });
const chain = [
  step(1, { renamed: [{ from: 'sleep', to: 'sleepQuality' }] }),
  step(2, { removed: ['notes'], values: [{ field: 'mood', map: { awful: null, ok: 'okay', good: 'good' } }], reask: ['energy'] }),
];

describe('startingAnswers: a draft started on an older version', () => {
  it('moves renamed answers, keeps the others aside on the draft and names the questions to answer again', () => {
    const draft = { version: 1, data: { sleep: 'badly', notes: 'a rough week', mood: 'awful', energy: 3 } };
    const start = startingAnswers(draft, null, chain, v3);
    expect(start.moved).toBe(true);
    expect(start.data).toEqual({ sleepQuality: 'badly', energy: 3 });
    expect(start.carried).toEqual({
      migratedFrom: 1,
      unplaced: [
        { field: 'notes', value: 'a rough week', version: 2, reason: 'removed' },
        { field: 'mood', value: 'awful', version: 2, reason: 'choice-removed' },
      ],
    });
    // mood lost its answer, energy changed meaning (its answer stays, to check); notes is gone for good
    expect(start.answerAgain).toEqual([
      { name: 'mood', title: 'Your mood today' },
      { name: 'energy', title: 'Energy (0 to 10)' },
    ]);
    expect(start.startedAgain).toBe(false);
  });

  it('keeps what an earlier carrying kept aside, and the oldest version', () => {
    const earlier = { migratedFrom: 1, unplaced: [{ field: 'old', value: 'x', version: 1, reason: 'removed' as const }] };
    const start = startingAnswers({ version: 2, data: { mood: 'ok' }, carried: earlier }, null, chain, v3);
    expect(start.data).toEqual({ mood: 'okay' });
    expect(start.carried).toEqual(earlier);
    expect(start.answerAgain).toEqual([]);
  });

  it('leaves a draft on the current version as it is', () => {
    const start = startingAnswers({ version: 3, data: { mood: 'good' } }, null, chain, v3);
    expect(start).toEqual({ data: { mood: 'good' }, carried: null, moved: false, answerAgain: [], startedAgain: false, serverWasNewer: false });
  });

  it("takes this device's copy when it holds more, each carried from its own version", () => {
    const draft = { version: 1, data: { sleep: 'badly' } };
    const backup = { version: 3, data: { sleepQuality: 'badly', mood: 'good' } };
    expect(startingAnswers(draft, backup, chain, v3)).toMatchObject({ data: backup.data, moved: false });
    const olderBackup = { version: 1, data: { sleep: 'well', mood: 'ok' } };
    expect(startingAnswers(draft, olderBackup, chain, v3)).toMatchObject({ data: { sleepQuality: 'well', mood: 'okay' }, moved: true });
  });

  it('keeps every answer aside when the chain cannot carry them, and starts the form again', () => {
    const start = startingAnswers({ version: 1, data: { sleep: 'badly', mood: '' } }, null, chain.slice(1), v3);
    expect(start.data).toEqual({});
    expect(start.startedAgain).toBe(true);
    expect(start.carried).toEqual({ migratedFrom: 1, unplaced: [{ field: 'sleep', value: 'badly', version: 1, reason: 'not-a-question' }] });
  });

  it('starts empty with nothing held', () => {
    expect(startingAnswers(null, null, [], v3)).toEqual({ data: {}, carried: null, moved: false, answerAgain: [], startedAgain: false, serverWasNewer: false });
  });
});

describe('answersOnCurrentVersion: both holders already on the current version (no migrations loaded)', () => {
  it('opens with whichever holds more, and what an earlier carrying kept aside', () => {
    const carried = { migratedFrom: 1, unplaced: [{ field: 'sleep', value: 'badly', version: 1, reason: 'not-a-question' as const }] };
    const draft = { version: 3, data: { mood: 'good' }, carried };
    const backup = { version: 3, data: { mood: 'good', sleepQuality: 'well' } };
    expect(answersOnCurrentVersion(draft, null, v3)).toEqual({ data: { mood: 'good' }, carried, moved: false, answerAgain: [], startedAgain: false, serverWasNewer: false });
    expect(answersOnCurrentVersion(draft, backup, v3)).toEqual({ data: backup.data, carried: null, moved: false, answerAgain: [], startedAgain: false, serverWasNewer: false });
    // the same as carrying through an empty chain
    expect(answersOnCurrentVersion(draft, backup, v3)).toEqual(startingAnswers(draft, backup, [], v3));
    expect(answersOnCurrentVersion(null, null, v3)).toEqual(startingAnswers(null, null, [], v3));
  });
});

describe('oldestVersion', () => {
  it('is the oldest version older than the current one, else null', () => {
    expect(oldestVersion([{ version: 2, data: {} }, null, { version: 1, data: {} }], 3)).toBe(1);
    expect(oldestVersion([{ version: 3, data: {} }, null], 3)).toBeNull();
  });
});
