/**
 * Work that should not compete with what the page is drawing (the reads of a part below the first
 * screen, a chunk it needs later): it starts once the browser has drawn the current frame (two
 * animation frames), has had an idle moment (at most IDLE_WAIT_MS later) and `settleMs` more.
 */
import { useEffect, useState } from 'react';

/** The longest the work waits for an idle moment after the paint. */
export const IDLE_WAIT_MS = 200;

// Safari has no requestIdleCallback: a short timer stands in
const whenIdle = (work: () => void): number =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: IDLE_WAIT_MS }) : window.setTimeout(work, 50);
const cancelIdle = (handle: number): void => (typeof cancelIdleCallback === 'function' ? cancelIdleCallback(handle) : window.clearTimeout(handle));

/** Runs `work` after the next paint and an idle moment (and `settleMs`); answers a cancel (for an effect's cleanup). */
export function afterPaint(work: () => void, settleMs = 0): () => void {
  let idle = 0;
  let second = 0;
  let settle = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(() => {
      idle = whenIdle(() => {
        idle = 0;
        if (settleMs > 0) settle = window.setTimeout(work, settleMs);
        else work();
      });
    });
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
    if (idle) cancelIdle(idle);
    window.clearTimeout(settle);
  };
}

/**
 * False until `ready` has been true through a paint (`afterPaint`), then true for good: for a part
 * below the first screen whose reads wait until what is above it has been drawn.
 */
export function useAfterPaint(ready: boolean, settleMs = 0): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    return afterPaint(() => setPainted(true), settleMs);
  }, [ready, painted, settleMs]);
  return painted;
}
