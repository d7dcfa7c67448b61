/**
 * The form renderer (RJSF, the engine's validation: about 120 KB on a phone), loaded apart from
 * the assessment page: the page paints its title, the form's description and any consent step
 * from its reads, and asks for the questions' code once that has painted (`useRendererAfterPaint`),
 * so on a slow link the first screen is not held behind it. The dashboard preloads it when idle.
 */
import { lazy, useCallback, useEffect, useState } from 'react';
import type { FormDefinition } from '@engine';
import type * as RendererModule from '../../../form-renderer';
import { afterPaint } from '../../../ui';

type Renderer = typeof RendererModule;
let arrived: Renderer | null = null;
const loadRenderer = () =>
  import('../../../form-renderer').then((m) => {
    arrived = m;
    return m;
  });

export const preloadRenderer = (): Promise<unknown> => loadRenderer();
/** For parts opened on demand (a past response's answers): shown through Suspense. */
export const ResponseView = lazy(() => loadRenderer().then((m) => ({ default: m.ResponseView })));

export interface RendererState {
  /** the renderer's module once it is here (at once when the dashboard's preload or an earlier form brought it) */
  renderer: Renderer | null;
  /** its chunk could not be fetched (offline, or a new deployment removed it) */
  failed: boolean;
  retry: () => void;
}

/**
 * The renderer, ready for `definition` (its validation prepared: a new definition is prepared
 * again), asked for once what the page shows before the questions has painted (the form is
 * read): two frames, so the browser has drawn it, then the first idle moment (at most
 * IDLE_WAIT_MS later: `afterPaint` in src/ui), so it has presented it and the request does not compete with that paint.
 * Rendered directly once here, not through Suspense: React holds a revealed Suspense boundary back
 * for up to 300 ms after its fallback showed, which would delay the questions for nothing. `load`
 * is for tests.
 */
export function useRendererAfterPaint(definition: FormDefinition | undefined, load: () => Promise<Renderer> = loadRenderer): RendererState {
  const [ready, setReady] = useState<{ renderer: Renderer; definition: FormDefinition } | null>(() =>
    arrived && definition && arrived.isValidationPrepared(definition) ? { renderer: arrived, definition } : null,
  );
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const current = ready !== null && ready.definition === definition ? ready.renderer : null;
  useEffect(() => {
    if (!definition || current) return;
    let live = true;
    const fetchIt = () => {
      setFailed(false);
      load()
        .then(async (m) => {
          // its validator (compiled at build time for a committed form) or ajv's compiler
          await m.prepareValidation(definition);
          return m;
        })
        .then(
          (m) => live && setReady({ renderer: m, definition }),
          () => live && setFailed(true),
        );
    };
    // already here (the dashboard's preload, an earlier form or version): no paint to wait for
    const cancel = arrived ? null : afterPaint(fetchIt);
    if (!cancel) fetchIt();
    return () => {
      live = false;
      cancel?.();
    };
  }, [definition, current, attempt, load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { renderer: current, failed, retry };
}
