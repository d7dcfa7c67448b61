/**
 * Pure: the course builder's autosave as a reducer (what the status box says, and when a save may
 * run). idle: nothing changed since opening; dirty: edits wait for the debounce; invalid: edits
 * cannot be saved until their problems are fixed (they stay on screen); saving: a save is on its
 * way (edits made meanwhile are saved next); saved; error: the last save failed (Retry);
 * conflict: someone saved a newer revision, so autosave stops until the administrator decides.
 */
import type { CourseConflict } from '../../api/admin-api';

export type CourseSaveStatus = 'idle' | 'dirty' | 'invalid' | 'saving' | 'saved' | 'error' | 'conflict';

export interface CourseAutosaveState {
  status: CourseSaveStatus;
  /** the stored revision the edits are based on (sent as the save's base) */
  revision: number;
  /** edits not yet in a save that succeeded or is under way */
  pending: boolean;
  error: string | null;
  conflict: CourseConflict | null;
  savedAt: Date | null;
}

export type CourseAutosaveEvent =
  | { type: 'edited' }
  | { type: 'blocked' }
  | { type: 'saveStarted' }
  | { type: 'nothingToSave' }
  | { type: 'saveSucceeded'; revision: number; at: Date }
  | { type: 'saveFailed'; message: string }
  | { type: 'conflictFound'; conflict: CourseConflict }
  | { type: 'retry' }
  /** their version replaced the edits ("Reload theirs"), or is the base for mine ("Keep mine") */
  | { type: 'reloaded'; revision: number }
  | { type: 'keptMine'; revision: number };

export function initialCourseAutosave(revision: number): CourseAutosaveState {
  return { status: 'idle', revision, pending: false, error: null, conflict: null, savedAt: null };
}

export function courseAutosaveReducer(state: CourseAutosaveState, event: CourseAutosaveEvent): CourseAutosaveState {
  switch (event.type) {
    case 'edited':
      if (state.status === 'saving' || state.status === 'conflict') return { ...state, pending: true };
      return { ...state, status: 'dirty', pending: true, error: null };
    case 'blocked':
      return state.status === 'conflict' ? state : { ...state, status: 'invalid', pending: true };
    case 'saveStarted':
      return state.status === 'conflict' ? state : { ...state, status: 'saving', pending: false, error: null };
    case 'nothingToSave':
      return state.status === 'conflict' ? state : { ...state, status: state.savedAt ? 'saved' : 'idle', pending: false, error: null };
    case 'saveSucceeded':
      if (state.status !== 'saving') return state;
      return { ...state, status: state.pending ? 'dirty' : 'saved', revision: event.revision, savedAt: event.at, error: null };
    case 'saveFailed':
      if (state.status !== 'saving') return state;
      return { ...state, status: 'error', pending: true, error: event.message };
    case 'conflictFound':
      return { ...state, status: 'conflict', pending: true, conflict: event.conflict, error: null };
    case 'retry':
      return state.status === 'error' ? { ...state, status: 'dirty', error: null } : state;
    case 'reloaded':
      return { ...initialCourseAutosave(event.revision), status: 'saved', savedAt: state.savedAt };
    case 'keptMine':
      return state.status === 'conflict' ? { ...state, status: 'dirty', pending: true, revision: event.revision, conflict: null } : state;
  }
}

/** Whether leaving now would lose edits that are not on the server. */
export function hasUnsavedEdits(state: CourseAutosaveState): boolean {
  return state.pending || state.status === 'saving';
}

/** The status box's words (Retry sits beside "Not saved"). */
export function saveStatusText(state: CourseAutosaveState, problems = 0): string {
  switch (state.status) {
    case 'idle':
      return 'No changes yet';
    case 'dirty':
      return 'Unsaved changes';
    case 'invalid':
      return problems === 1 ? 'Not saved: fix the problem shown' : `Not saved: fix the ${problems} problems shown`;
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'error':
      return 'Not saved';
    case 'conflict':
      return 'Not saved: changed elsewhere';
  }
}
