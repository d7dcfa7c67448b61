/**
 * A builder's autosave as a pure reducer: what the save status says and when a save may run.
 * The form builder and the course builder both save a working copy on a revision counter.
 * idle: nothing changed since opening; dirty: edits wait for the debounce; invalid: edits cannot be
 * saved until their problems are fixed (they stay on screen); saving: a save is on its way (edits
 * made meanwhile are saved next); saved; error: the last save failed (Retry); conflict: someone
 * saved a newer revision, so autosave stops until the administrator decides.
 */
import type { SavedRevision } from '@model';

export type AutosaveStatus = 'idle' | 'dirty' | 'invalid' | 'saving' | 'saved' | 'error' | 'conflict';

/** The newer revision saved elsewhere, as the conflict dialog describes it. */
export type ConflictInfo = SavedRevision;

export interface AutosaveState {
  status: AutosaveStatus;
  /** the saved revision the current edits are based on (sent as the save's base revision) */
  revision: number;
  /** edits not yet included in a save that succeeded or is under way */
  pending: boolean;
  /** grows with every edit, so the debounce restarts on each one */
  edits: number;
  error: string | null;
  conflict: ConflictInfo | null;
  savedAt: Date | null;
}

export type AutosaveEvent =
  | { type: 'edited' }
  /** the edits have problems, so they are held until fixed */
  | { type: 'blocked' }
  | { type: 'saveStarted' }
  /** the edits undid themselves: nothing differs from what is stored */
  | { type: 'nothingToSave' }
  | { type: 'saveSucceeded'; revision: number; at: Date }
  | { type: 'saveFailed'; message: string }
  | { type: 'conflictFound'; conflict: ConflictInfo }
  /** the administrator chose Retry after an error */
  | { type: 'retry' }
  /** "Reload theirs": their revision replaces the edits */
  | { type: 'reloaded'; revision: number }
  /** "Keep mine": save the edits on top of their revision (the conflict's, unless given) */
  | { type: 'keptMine'; revision?: number }
  /** a local backup's edits restored on top of `revision` (they still need saving) */
  | { type: 'restored'; revision: number };

export function initialAutosave(revision: number): AutosaveState {
  return { status: 'idle', revision, pending: false, edits: 0, error: null, conflict: null, savedAt: null };
}

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edited': {
      const edits = state.edits + 1;
      // while saving or in conflict the edit waits; after an error the next edit tries again
      if (state.status === 'saving' || state.status === 'conflict') return { ...state, pending: true, edits };
      return { ...state, status: 'dirty', pending: true, edits, error: null };
    }
    case 'blocked':
      return state.status === 'conflict' ? state : { ...state, status: 'invalid', pending: true };
    case 'saveStarted':
      if (state.status === 'conflict') return state;
      return { ...state, status: 'saving', pending: false, error: null };
    case 'nothingToSave':
      if (state.status === 'conflict') return state;
      return { ...state, status: state.savedAt ? 'saved' : 'idle', pending: false, error: null };
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
      return { ...initialAutosave(event.revision), status: 'saved', savedAt: state.savedAt };
    case 'keptMine':
      if (state.status !== 'conflict' || !state.conflict) return state;
      return { ...state, status: 'dirty', pending: true, revision: event.revision ?? state.conflict.revision, conflict: null };
    case 'restored':
      return { ...state, status: 'dirty', pending: true, revision: event.revision, edits: state.edits + 1, error: null, conflict: null };
  }
}

/** Whether leaving now would lose edits that are not on the server. */
export function hasUnsavedChanges(state: AutosaveState): boolean {
  return state.pending || state.status === 'saving';
}

/** Whether a debounced autosave should be scheduled now. */
export function shouldAutosave(state: AutosaveState): boolean {
  return state.status === 'dirty';
}

/** The status line's words (Retry sits beside "Not saved"); `problems` counts what holds invalid edits. */
export function autosaveStatusText(state: AutosaveState, problems = 0): string {
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
