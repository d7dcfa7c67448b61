import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import { recallNames, recallOutline, recallText } from '@engine';
import type { ResponseStore } from './response-store.ts';

/** The store of the AssessmentForm around a field; absent when the theme is used in a plain RJSF Form. */
export const ResponseStoreContext = createContext<ResponseStore | null>(null);

const noSubscription = (): (() => void) => () => undefined;

/** What a field reads when the store does not hold it (yet): RJSF's value/onChange are the source of truth. */
const NOT_HELD = Symbol('not held by the store');

/** A question of the form (held by the store), or null for a part RJSF holds (inside a nested record). */
type FieldName = string | null;

/**
 * One subscription per hook to the field in the form's store. The snapshot says NOT_HELD while the
 * store does not hold the field, and the store notifies a field when it starts or stops holding it
 * (a question added or removed in the FormBuilder's preview), so ownership is never stale.
 */
function useFieldSnapshot<T>(
  field: FieldName,
  read: (store: ResponseStore, field: string) => T,
): [ResponseStore | null, T | typeof NOT_HELD] {
  const context = useContext(ResponseStoreContext);
  const store = field === null ? null : context;
  const subscribe = useCallback(
    (listener: () => void) => (store && field !== null ? store.subscribeField(field, listener) : noSubscription()),
    [store, field],
  );
  const snapshot = useSyncExternalStore(subscribe, () =>
    store && field !== null && store.owns(field) ? read(store, field) : NOT_HELD,
  );
  return [store, snapshot];
}

/**
 * A field's value and setter. Inside an AssessmentForm the value lives in the response store, so a
 * change re-renders only this widget; elsewhere it falls back to RJSF's value and onChange.
 */
export function useFieldValue(
  field: FieldName,
  rjsfValue: unknown,
  rjsfOnChange: (value: unknown) => void,
): [unknown, (value: unknown) => void] {
  const [store, stored] = useFieldSnapshot(field, (s, f) => s.get(f));
  const onChangeRef = useRef(rjsfOnChange);
  onChangeRef.current = rjsfOnChange;
  const setValue = useCallback(
    (value: unknown) => (store && field !== null && store.owns(field) ? store.set(field, value) : onChangeRef.current(value)),
    [store, field],
  );
  return [stored === NOT_HELD ? rjsfValue : stored, setValue];
}

/** The messages shown beside a field (from the store's last validation, else RJSF's rawErrors). */
export function useFieldErrors(field: FieldName, rawErrors: readonly string[] | undefined): readonly string[] {
  const [, stored] = useFieldSnapshot(field, (s, f) => s.errorsOf(f));
  return stored === NOT_HELD ? (rawErrors ?? []) : stored;
}

/** Whether a field is shown now (conditions); always true outside an AssessmentForm. */
export function useFieldVisible(field: string): boolean {
  const [, stored] = useFieldSnapshot(field, (s, f) => s.isVisible(f));
  return stored === NOT_HELD ? true : stored;
}

/**
 * The title shown for a question: RJSF's label, unless the form kept RJSF's step schema across an
 * edit that only retitled questions (the FormBuilder's preview), when the store holds the new one.
 */
export function useFieldTitle(field: FieldName, rjsfLabel: string): string {
  const [, stored] = useFieldSnapshot(field, (s, f) => s.titleOf(f));
  return stored === NOT_HELD || stored === undefined ? rjsfLabel : stored;
}

const NO_NAMES: readonly string[] = [];

/**
 * A question's or section's text as the member reads it: earlier answers put in as plain words
 * (`{name}` tokens, engine's recallText), kept up to date as those answers change or hide. A text
 * without tokens is returned as it is and subscribes to nothing.
 */
export function useRecalled(text: string): string;
export function useRecalled(text: string | undefined): string | undefined;
export function useRecalled(text: string | undefined): string | undefined {
  const store = useContext(ResponseStoreContext);
  const names = text !== undefined && store ? recallNames(text) : NO_NAMES;
  const key = names.join(' ');
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!store || key === '') return noSubscription();
      const stops = key.split(' ').map((name) => store.subscribeField(name, listener));
      return () => stops.forEach((stop) => stop());
    },
    [store, key],
  );
  return useSyncExternalStore(subscribe, () => {
    if (text === undefined) return text;
    // no answers to put in: `{{`/`}}` still read as braces
    if (!store || key === '') return recallOutline(text);
    return recallText(store.definition(), text, store.answers(), store.visible());
  });
}
