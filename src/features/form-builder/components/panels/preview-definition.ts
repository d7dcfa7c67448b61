/**
 * The definition the live preview draws. A retitle is drawn at once, in the same commit as the
 * canvas (the renderer redraws just that one label); any other change at low priority, so typing
 * stays instant. Unlike useDeferredValue, which renders a second time to catch up after every
 * change, a retitle here costs one render and one frame: a second commit a few milliseconds after
 * each key kept the browser producing frames, and the next key then waited for the display's
 * next one.
 */
import { startTransition, useEffect, useState } from 'react';
import type { FormDefinition } from '@engine';
import { onlyRetitled } from '../../../../form-renderer';
import { useBuilderStore } from '../../store';

export function usePreviewDefinition(): FormDefinition {
  const store = useBuilderStore();
  const [shown, setShown] = useState(() => store.getState().definition);
  useEffect(() => {
    // what the preview was last asked to draw (a low-priority change may not be drawn yet)
    let asked = shown;
    const follow = (next: FormDefinition) => {
      if (next === asked) return;
      const previous = asked;
      asked = next;
      if (onlyRetitled(previous, next)) setShown(next);
      else startTransition(() => setShown(next));
    };
    // a change made between the first render and this subscription
    follow(store.getState().definition);
    return store.subscribe((state) => follow(state.definition));
    // `shown` seeds the subscription once; later values come from the store itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  return shown;
}
