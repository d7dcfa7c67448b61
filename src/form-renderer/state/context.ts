import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { ResponseStore } from './response-store.ts';

/** The store of the AssessmentForm around a field; absent when the theme is used in a plain RJSF Form. */
export const ResponseStoreContext = createContext<ResponseStore | null>(null);

const noSubscription = (): (() => void) => () => undefined;

/** The store that holds this field, or null when RJSF's own value/onChange are the source of truth. */
function useOwningStore(field: string): ResponseStore | null {
  const store = useContext(ResponseStoreContext);
  return store && store.owns(field) ? store : null;
}

/**
 * A field's value and setter. Inside an AssessmentForm the value lives in the response store, so a
 * change re-renders only this widget; elsewhere it falls back to RJSF's value and onChange.
 */
export function useFieldValue(
  field: string,
  rjsfValue: unknown,
  rjsfOnChange: (value: unknown) => void,
): [unknown, (value: unknown) => void] {
  const store = useOwningStore(field);
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribeField(field, listener) : noSubscription()),
    [store, field],
  );
  const stored = useSyncExternalStore(subscribe, () => (store ? store.get(field) : undefined));
  const onChangeRef = useRef(rjsfOnChange);
  onChangeRef.current = rjsfOnChange;
  const setValue = useCallback(
    (value: unknown) => (store ? store.set(field, value) : onChangeRef.current(value)),
    [store, field],
  );
  return [store ? stored : rjsfValue, setValue];
}

/** The messages shown beside a field (from the store's last validation, else RJSF's rawErrors). */
export function useFieldErrors(field: string, rawErrors: readonly string[] | undefined): readonly string[] {
  const store = useOwningStore(field);
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribeField(field, listener) : noSubscription()),
    [store, field],
  );
  const stored = useSyncExternalStore(subscribe, () => (store ? store.errorsOf(field) : undefined));
  return stored ?? rawErrors ?? [];
}

/** Whether a field is shown now (conditions); always true outside an AssessmentForm. */
export function useFieldVisible(field: string): boolean {
  const store = useOwningStore(field);
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribeField(field, listener) : noSubscription()),
    [store, field],
  );
  return useSyncExternalStore(subscribe, () => (store ? store.isVisible(field) : true));
}
