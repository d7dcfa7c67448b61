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
  /** the edits that led to `present` since the history began (the autosave and audit log): undo takes a step's edits off, redo puts them back */
  log: readonly Edit[];
  /** how many edits of `log` each step of `past` holds (a merged step holds several), parallel to `past` */
  stepSizes: readonly number[];
  /** the edits of each undone step, parallel to `future` */
  undoneEdits: readonly (readonly Edit[])[];
  /** edits with the same merge key in quick succession (typing in one box) are one undo step */
  mergeKey: string | null;
  mergedAt: number;
}

/** Rapid edits with the same key within this window are one step. */
export const MERGE_WINDOW_MS = 1000;
/** Steps kept; older ones drop off (a whole working day of editing fits easily). */
export const MAX_STEPS = 2000;

export function createHistory(definition: FormDefinition): History {
  return { past: [], present: definition, future: [], log: [], stepSizes: [], undoneEdits: [], mergeKey: null, mergedAt: 0 };
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
  const stepSizes = merge
    ? [...history.stepSizes.slice(0, -1), (history.stepSizes[history.stepSizes.length - 1] ?? 0) + 1]
    : [...history.stepSizes, 1].slice(-MAX_STEPS);
  return { past, present: next, future: [], log: [...history.log, edit], stepSizes, undoneEdits: [], mergeKey: key, mergedAt: now };
}

export const canUndo = (history: History): boolean => history.past.length > 0;
export const canRedo = (history: History): boolean => history.future.length > 0;

export function undo(history: History): History {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  const size = history.stepSizes[history.stepSizes.length - 1] ?? 0;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    log: history.log.slice(0, history.log.length - size),
    stepSizes: history.stepSizes.slice(0, -1),
    undoneEdits: [history.log.slice(history.log.length - size), ...history.undoneEdits],
    mergeKey: null,
  };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (!next) return history;
  const [edits = [], ...stillUndone] = history.undoneEdits;
  return {
    ...history,
    past: [...history.past, history.present],
    present: next,
    future: rest,
    log: [...history.log, ...edits],
    stepSizes: [...history.stepSizes, edits.length],
    undoneEdits: stillUndone,
    mergeKey: null,
  };
}
