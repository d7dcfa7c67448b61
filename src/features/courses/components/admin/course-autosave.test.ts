import { describe, expect, it } from 'vitest';
import { courseAutosaveReducer as reduce, hasUnsavedEdits, initialCourseAutosave, saveStatusText, type CourseAutosaveEvent } from './course-autosave';

const run = (...events: CourseAutosaveEvent[]) => events.reduce(reduce, initialCourseAutosave(3));
const at = new Date('2026-03-01T10:00:00Z');

describe('the course builder\'s autosave', () => {
  it('saves an edit as the next revision', () => {
    const state = run({ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 4, at });
    expect(state).toMatchObject({ status: 'saved', revision: 4, pending: false });
    expect(saveStatusText(state)).toBe('Saved');
  });

  it('keeps an edit made during a save for the next one', () => {
    const state = run({ type: 'edited' }, { type: 'saveStarted' }, { type: 'edited' }, { type: 'saveSucceeded', revision: 4, at });
    expect(state).toMatchObject({ status: 'dirty', revision: 4, pending: true });
    expect(hasUnsavedEdits(state)).toBe(true);
  });

  it('says Not saved with the reason, and Retry makes it wait for the next save', () => {
    const failed = run({ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed', message: 'Offline' });
    expect(failed).toMatchObject({ status: 'error', error: 'Offline', pending: true });
    expect(saveStatusText(failed)).toBe('Not saved');
    expect(reduce(failed, { type: 'retry' })).toMatchObject({ status: 'dirty', error: null });
  });

  it('holds edits that have problems, saying how many', () => {
    const state = run({ type: 'edited' }, { type: 'blocked' });
    expect(state.status).toBe('invalid');
    expect(saveStatusText(state, 2)).toBe('Not saved: fix the 2 problems shown');
    expect(hasUnsavedEdits(state)).toBe(true);
  });

  it('stops at a conflict until the administrator chooses, then saves mine on their revision or takes theirs', () => {
    const conflict = run({ type: 'edited' }, { type: 'saveStarted' }, { type: 'conflictFound', conflict: { revision: 7, updatedAt: null, updatedBy: 'x' } });
    expect(conflict.status).toBe('conflict');
    expect(reduce(conflict, { type: 'edited' }).status).toBe('conflict');
    expect(reduce(conflict, { type: 'saveStarted' }).status).toBe('conflict');
    expect(reduce(conflict, { type: 'keptMine', revision: 7 })).toMatchObject({ status: 'dirty', revision: 7, conflict: null });
    expect(reduce(conflict, { type: 'reloaded', revision: 7 })).toMatchObject({ status: 'saved', revision: 7, pending: false });
  });

  it('goes back to its last state when the edits undo themselves', () => {
    expect(run({ type: 'edited' }, { type: 'nothingToSave' }).status).toBe('idle');
  });
});
