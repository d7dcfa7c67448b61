/**
 * Undo/redo of the FormBuilder as pure data. Definitions share unchanged parts between edits
 * (applyEdit never deep-clones), so keeping whole past definitions costs little and undo is O(1).
 */
import type { FormDefinition } from '../definition/types.ts';
import type { Edit } from './edit-types.ts';

export interface History {
  past: readonly FormDefinition[];
  present: FormDefinition;
  future: readonly FormDefinition[];
  /** the edits that led to `present` since the history began (the autosave and audit log) */
  log: readonly Edit[];
  /** edits with the same merge key in quick succession (typing in one box) are one undo step */
  mergeKey: string | null;
  mergedAt: number;
}

/** Rapid edits with the same key within this window are one step. */
export const MERGE_WINDOW_MS = 1000;
/** Steps kept; older ones drop off (a whole working day of editing fits easily). */
export const MAX_STEPS = 2000;

export function createHistory(definition: FormDefinition): History {
  return { past: [], present: definition, future: [], log: [], mergeKey: null, mergedAt: 0 };
}

/** Record a new present reached by `edit`; merges into the last step when the merge key repeats quickly. */
export function recordEdit(
  history: History,
  next: FormDefinition,
  edit: Edit,
  options: { mergeKey?: string; now?: number } = {},
): History {
  if (next === history.present) return history;
  const now = options.now ?? Date.now();
  const key = options.mergeKey ?? null;
  const merge = key !== null && key === history.mergeKey && now - history.mergedAt <= MERGE_WINDOW_MS;
  const past = merge ? history.past : [...history.past, history.present].slice(-MAX_STEPS);
  return { past, present: next, future: [], log: [...history.log, edit], mergeKey: key, mergedAt: now };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    mergeKey: null,
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { ...history, past: [...history.past, history.present], present: next, future: rest, mergeKey: null };
}
