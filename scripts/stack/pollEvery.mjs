// One polling loop for the dev stack's helpers (the sweeps, the Auth emulator's SMS codes).

/**
 * Runs `work` now, then again `intervalMs` after each run ends (one run at a time). Says once when
 * it starts failing (`failure` words the error) and, given `recovered`, once when it works again.
 * Returns the function that stops it.
 * @param {() => Promise<void>} work
 * @param {{ intervalMs: number, report: (line: string) => void, failure: (error: Error) => string, recovered?: string }} options
 * @returns {() => Promise<void>}
 */
export function pollEvery(work, { intervalMs, report, failure, recovered }) {
  let failing = false;
  let stopped = false;
  let timer = null;
  const tick = async () => {
    try {
      await work();
      if (failing && recovered) report(recovered);
      failing = false;
    } catch (error) {
      if (!failing && !stopped) report(failure(error));
      failing = true;
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
