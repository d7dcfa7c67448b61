import { useCallback, useLayoutEffect, useRef, useState } from 'react';

function readStep(key: string | undefined): number {
  if (!key) return 0;
  try {
    const stored = Number(globalThis.sessionStorage?.getItem(key));
    return Number.isInteger(stored) && stored > 0 ? stored : 0;
  } catch {
    return 0; // storage blocked (private mode): start at the first step
  }
}

/** Forget the remembered step: a form that was sent starts again at its first step next time. */
export function forgetStep(key: string | undefined): void {
  if (!key) return;
  try {
    globalThis.sessionStorage?.removeItem(key);
  } catch {
    // storage blocked: nothing was remembered
  }
}

/** The current step, remembered in sessionStorage under `key` so a reload returns to it. */
export function useStepIndex(key: string | undefined, count: number): [number, (index: number) => void] {
  const [index, setIndex] = useState(() => readStep(key));
  const set = useCallback(
    (next: number) => {
      setIndex(next);
      if (!key) return;
      try {
        globalThis.sessionStorage?.setItem(key, String(next));
      } catch {
        // not remembering the step only costs a reload's convenience
      }
    },
    [key],
  );
  return [Math.max(0, Math.min(index, count - 1)), set];
}

/**
 * The step shown, by index, that follows its section when the definition changes under it (the
 * FormBuilder's preview): a step moved elsewhere stays shown, a removed one gives way to the step
 * now at its place (or the last one). Moving with the returned setter goes where it says.
 */
export function useCurrentStep(key: string | undefined, steps: readonly { id: string }[]): [number, (index: number) => void] {
  const [stored, setStored] = useStepIndex(key, steps.length);
  // the id of the step on screen, set after each commit; cleared when the member moves on purpose
  const shownId = useRef<string | undefined>(undefined);
  const followed = shownId.current === undefined ? -1 : steps.findIndex((s) => s.id === shownId.current);
  const index = followed === -1 ? stored : followed;
  useLayoutEffect(() => {
    shownId.current = steps[index]?.id;
    if (index !== stored) setStored(index);
  });
  const go = useCallback(
    (next: number) => {
      shownId.current = undefined;
      setStored(next);
    },
    [setStored],
  );
  return [index, go];
}
