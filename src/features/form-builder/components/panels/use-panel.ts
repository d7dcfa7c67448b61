/**
 * Small hooks the panels share: local state that follows the store (typing never jumps the
 * cursor, an undo still shows), and applying an edit with its refusal shown beside the control.
 */
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';
import type { Edit, Refusal } from '@engine';
import { useBuilderStore } from '../../store';

/**
 * State that starts as `source` and is replaced whenever `source` changes (an undo, another
 * panel), but otherwise keeps what the administrator typed: text the store refused, a row not
 * finished yet. Equal text from the store is no change, so typing never resets the input.
 */
export function useFollowing<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(source);
  const [seen, setSeen] = useState(source);
  if (!Object.is(seen, source)) {
    // adjusting state while rendering: React re-renders at once, before painting the stale value
    setSeen(source);
    setState(source);
  }
  return [state, setState];
}

/** State that goes back to `initial` whenever `key` changes (a problem shown about a value the store no longer has). */
export function useResetBy<T>(initial: T, key: unknown): [T, Dispatch<SetStateAction<T>>] {
  const [state, setState] = useState(initial);
  const [seen, setSeen] = useState(key);
  if (!Object.is(seen, key)) {
    setSeen(key);
    setState(initial);
  }
  return [state, setState];
}

/**
 * Apply an edit; a refusal comes back for the panel to show inline (beside the control that
 * caused it) instead of in the workspace's general notice.
 */
export function useApply(): (edit: Edit, mergeKey?: string) => Refusal | null {
  const store = useBuilderStore();
  return useCallback(
    (edit, mergeKey) => {
      const result = store.getState().apply(edit, mergeKey ? { mergeKey } : undefined);
      if (result.ok) return null;
      store.getState().dismissRefusal();
      return result.refusal;
    },
    [store],
  );
}
