import { useEffect, useState } from 'react';
import type { DataError } from './checkout-api';

export type LiveState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: DataError };

type Subscribe<T> = (onChange: (value: T) => void, onError: (error: DataError) => void) => () => void;

/**
 * Live: one Firestore document through a data-layer listener (`subscribe` answers its
 * unsubscribe). `key` names what is watched: a new key starts from 'loading' again, so an answer
 * about another order or account is never shown. `retry` subscribes afresh after an error.
 */
export function useLive<T>(key: string | null, subscribe: Subscribe<T>): LiveState<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const id = `${key ?? ''}/${attempt}`;
  const [state, setState] = useState<LiveState<T> & { id: string }>({ status: 'loading', id });
  useEffect(() => {
    if (key === null) return undefined;
    return subscribe(
      (value) => setState({ status: 'ready', value, id }),
      (error) => setState({ status: 'error', error, id }),
    );
    // `subscribe` is a fresh closure each render; what it watches is named by `key`
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  const retry = () => setAttempt((n) => n + 1);
  return state.id === id ? { ...state, retry } : { status: 'loading', retry };
}
