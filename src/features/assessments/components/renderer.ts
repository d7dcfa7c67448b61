/**
 * The form renderer (RJSF, the engine's validation: about 120 KB on a phone), loaded apart from
 * the assessment page: the page paints its title, the form's description and any consent step
 * from its reads, and asks for the questions' code once that has painted (`useRendererAfterPaint`),
 * so on a slow link the first screen is not held behind it. The dashboard preloads it when idle.
 */
import { lazy, useEffect, useState } from 'react';

let loaded = false;
const loadRenderer = () =>
  import('../../../form-renderer').then((m) => {
    loaded = true;
    return m;
  });

export const preloadRenderer = (): Promise<unknown> => loadRenderer();
export const AssessmentForm = lazy(() => loadRenderer().then((m) => ({ default: m.AssessmentForm })));
export const ResponseView = lazy(() => loadRenderer().then((m) => ({ default: m.ResponseView })));

/**
 * True once what the page shows before the questions has painted (`ready`: the form is read), and
 * at once when the renderer is already here (from the dashboard's preload, or an earlier form).
 * The questions render from then; the renderer's chunk is asked for after that paint.
 */
export function useRendererAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(loaded);
  useEffect(() => {
    if (!ready || painted) return;
    // a frame, then a task: the browser has painted the page by then
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
