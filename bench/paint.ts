/** "Next paint" as the bench pages measure it (the same moment as the browser's INP). */

/**
 * Resolves just after the next frame is painted: rAF runs before the frame's style, layout and
 * paint; a message posted from it is handled after them. With the frame's start, so a caller can
 * tell the frame's own rendering from the wait for it.
 */
export function nextPaint(): Promise<{ frameStart: number; painted: number }> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const frameStart = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve({ frameStart, painted: performance.now() });
      channel.port2.postMessage(null);
    }),
  );
}
