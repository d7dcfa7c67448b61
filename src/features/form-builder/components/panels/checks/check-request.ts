/**
 * Which check the problems panel asked to open: the Checks panel opens that check's card and puts
 * focus on it. A small external store, so a link anywhere in the workspace can ask.
 */
import { useSyncExternalStore } from 'react';

export interface CheckRequest {
  id: string;
  /** counts requests, so asking for the same check again opens it again */
  count: number;
}

let current: CheckRequest | null = null;
const listeners = new Set<() => void>();

/** Ask the Checks panel to open (and focus) the check with this id. */
export function requestCheck(id: string): void {
  current = { id, count: (current?.count ?? 0) + 1 };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest request, or null. */
export function useCheckRequest(): CheckRequest | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
