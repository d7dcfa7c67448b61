/**
 * The definition the live preview draws. A retitle is drawn at once, in the same commit as the
 * canvas (the renderer redraws just that one label); any other change at low priority, so typing
 * stays instant. Unlike useDeferredValue, which renders a second time to catch up after every
 * change, a retitle here costs one render and one frame: a second commit a few milliseconds after
 * each key kept the browser producing frames, and the next key then waited for the display's
 * next one.
 */
import { startTransition, useLayoutEffect, useState } from 'react';
import type { FormDefinition } from '@engine';
import { onlyRetitled } from '../../../../form-renderer';
import { useBuilderStore } from '../../store';

export function usePreviewDefinition(): FormDefinition {
  const store = useBuilderStore();
  const [shown, setShown] = useState(() => store.getState().definition);
  // a layout effect: when a hidden tab is shown again (<Activity> reconnects its effects), the
  // preview catches up before that paint rather than showing the form as it was for a frame
  useLayoutEffect(() => {
    // what the preview was last asked to draw (a low-priority change may not be drawn yet)
    let asked = store.getState().definition;
    if (asked !== shown) setShown(asked);
    return store.subscribe(({ definition: next }) => {
      if (next === asked) return;
      const previous = asked;
      asked = next;
      if (onlyRetitled(previous, next)) setShown(next);
      else startTransition(() => setShown(next));
    });
    // `shown` is read once, to skip a catch-up that is not needed; later values come from the store
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return shown;
}
