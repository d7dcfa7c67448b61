import { describe, expect, it } from 'vitest';
import { autosaveReducer, hasUnsavedChanges, initialAutosave, autosaveStatusText, shouldAutosave, type AutosaveEvent, type AutosaveState } from './autosave';

const at = new Date('2025-03-01T10:00:00Z');
const run = (events: AutosaveEvent[], from: AutosaveState = initialAutosave(3)) => events.reduce(autosaveReducer, from);
const conflict = { revision: 5, updatedBy: 'other-admin', updatedAt: at };

describe('autosave machine', () => {
  it('starts idle on the opened revision with nothing to lose', () => {
    const state = initialAutosave(3);
    expect(state.status).toBe('idle');
    expect(state.revision).toBe(3);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(autosaveStatusText(state)).toBe('No changes yet');
  });

  it('an edit makes it dirty, schedules a save and counts the edit (the debounce restarts)', () => {
    const once = run([{ type: 'edited' }]);
    const twice = autosaveReducer(once, { type: 'edited' });
    expect(once.status).toBe('dirty');
    expect(shouldAutosave(once)).toBe(true);
    expect(hasUnsavedChanges(once)).toBe(true);
    expect(twice.edits).toBe(once.edits + 1);
  });

  it('a save that succeeds moves to the new revision and is Saved', () => {
    const state = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 4, at }]);
    expect(state.status).toBe('saved');
    expect(state.revision).toBe(4);
    expect(state.savedAt).toEqual(at);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(autosaveStatusText(state)).toBe('Saved');
  });

  it('shows Saving… and counts as unsaved while the request is on its way', () => {
    const state = run([{ type: 'edited' }, { type: 'saveStarted' }]);
    expect(autosaveStatusText(state)).toBe('Saving…');
    expect(shouldAutosave(state)).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('edits made while saving are saved next, on the new revision', () => {
    const state = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'edited' }, { type: 'saveSucceeded', revision: 4, at }]);
    expect(state.status).toBe('dirty');
    expect(state.revision).toBe(4);
    expect(shouldAutosave(state)).toBe(true);
  });

  it('a failed save keeps the edits as unsaved with its message, and Retry schedules another save', () => {
    const failed = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed', message: 'Offline' }]);
    expect(failed.status).toBe('error');
    expect(failed.error).toBe('Offline');
    expect(autosaveStatusText(failed)).toBe('Not saved');
    expect(hasUnsavedChanges(failed)).toBe(true);
    expect(shouldAutosave(failed)).toBe(false);
    const retried = autosaveReducer(failed, { type: 'retry' });
    expect(retried.status).toBe('dirty');
    expect(retried.error).toBeNull();
  });

  it('a conflict stops autosaving, even when more edits come', () => {
    const state = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'conflictFound', conflict }, { type: 'edited' }]);
    expect(state.status).toBe('conflict');
    expect(state.conflict).toEqual(conflict);
    expect(shouldAutosave(state)).toBe(false);
    expect(hasUnsavedChanges(state)).toBe(true);
    expect(autosaveReducer(state, { type: 'saveStarted' })).toBe(state);
    expect(autosaveReducer(state, { type: 'retry' })).toBe(state);
  });

  it('Keep mine saves the edits on top of their revision', () => {
    const state = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'conflictFound', conflict }, { type: 'keptMine' }]);
    expect(state.status).toBe('dirty');
    expect(state.revision).toBe(5);
    expect(state.conflict).toBeNull();
    expect(shouldAutosave(state)).toBe(true);
  });

  it('Reload theirs drops the edits and continues from their revision', () => {
    const state = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'conflictFound', conflict }, { type: 'reloaded', revision: 5 }]);
    expect(state.status).toBe('saved');
    expect(state.revision).toBe(5);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(state.conflict).toBeNull();
  });

  it('a restored local copy is unsaved work on the revision it was made on', () => {
    const state = run([{ type: 'restored', revision: 2 }]);
    expect(state.status).toBe('dirty');
    expect(state.revision).toBe(2);
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('ignores a late answer of a save it no longer waits for', () => {
    const reloaded = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'conflictFound', conflict }, { type: 'reloaded', revision: 5 }]);
    expect(autosaveReducer(reloaded, { type: 'saveSucceeded', revision: 9, at })).toBe(reloaded);
    expect(autosaveReducer(reloaded, { type: 'saveFailed', message: 'x' })).toBe(reloaded);
  });
});

describe('autosave with edits that have problems (the course builder)', () => {
  const reduce = autosaveReducer;
  const run = (...events: AutosaveEvent[]) => events.reduce(reduce, initialAutosave(3));

  it('keeps an edit made during a save for the next one', () => {
    const state = run({ type: 'edited' }, { type: 'saveStarted' }, { type: 'edited' }, { type: 'saveSucceeded', revision: 4, at });
    expect(state).toMatchObject({ status: 'dirty', revision: 4, pending: true });
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('holds edits that have problems, saying how many', () => {
    const state = run({ type: 'edited' }, { type: 'blocked' });
    expect(state.status).toBe('invalid');
    expect(shouldAutosave(state)).toBe(false);
    expect(autosaveStatusText(state, 2)).toBe('Not saved: fix the 2 problems shown');
    expect(autosaveStatusText(state, 1)).toBe('Not saved: fix the problem shown');
    expect(hasUnsavedChanges(state)).toBe(true);
  });

  it('stays in conflict when edits are blocked, and saves mine on the revision given', () => {
    const conflicted = run({ type: 'edited' }, { type: 'saveStarted' }, { type: 'conflictFound', conflict: { revision: 7, updatedAt: null, updatedBy: 'x' } });
    expect(reduce(conflicted, { type: 'blocked' }).status).toBe('conflict');
    expect(reduce(conflicted, { type: 'nothingToSave' }).status).toBe('conflict');
    expect(reduce(conflicted, { type: 'keptMine', revision: 8 })).toMatchObject({ status: 'dirty', revision: 8, conflict: null });
  });

  it('goes back to its last state when the edits undo themselves', () => {
    expect(run({ type: 'edited' }, { type: 'nothingToSave' }).status).toBe('idle');
    const saved = run({ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 4, at }, { type: 'edited' }, { type: 'nothingToSave' });
    expect(saved).toMatchObject({ status: 'saved', pending: false });
  });
});
