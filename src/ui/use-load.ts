import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/**
 * Runs `load` when `key` changes (and on retry); an answer for an older key is dropped. The
 * public pages are outside the app's query cache, and these reads are small: no cache needed.
 */
export function useLoad<T>(load: () => Promise<T>, key: string, enabled = true): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', message: error instanceof Error ? error.message : 'Something went wrong. Please try again.' }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function each render; `key` and `attempt` say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, enabled]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
