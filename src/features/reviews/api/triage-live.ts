import { useEffect, useState } from 'react';
import type { DataError } from './triage-api';

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: DataError };

/**
 * A live listener's latest answer. `subscribe` starts it and returns the unsubscribe function,
 * called on unmount or when `key` changes (the state goes back to loading only for a new key).
 */
export function useLive<T>(key: string, subscribe: (onChange: (data: T) => void, onError: (error: DataError) => void) => () => void): LiveState<T> & { key: string } {
  const [state, setState] = useState<LiveState<T> & { key: string }>({ status: 'loading', key });
  useEffect(() => {
    const stop = subscribe(
      (data) => setState({ status: 'ready', data, key }),
      (error) => setState({ status: 'error', error, key }),
    );
    return stop;
    // `key` names the subscription: a new function for the same key is the same listener
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // a new key ("Show more"): the last answer stays on screen until the new listener's first one
  if (state.key === key) return state;
  return state.status === 'ready' ? { ...state, key } : { status: 'loading', key };
}
