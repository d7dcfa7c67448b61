// Ordered shutdown for the stack scripts: every started piece registers how to stop it; a
// signal (Ctrl-C, SIGTERM, SIGHUP) or a failure stops them all in reverse order, once.
import { killAllNow } from './processes.mjs';
import { warn } from './log.mjs';

export function createLifecycle() {
  const steps = [];
  let stopping = null;
  return {
    /** Registers a stop step; later steps stop first. */
    add(label, stop) {
      steps.push({ label, stop });
    },
    /** Runs every stop step once, in reverse order; later calls get the same promise. */
    stop() {
      stopping ??= (async () => {
        for (const { label, stop } of steps.reverse()) {
          try {
            await stop();
          } catch (error) {
            warn(`while stopping ${label}: ${error.message}`);
          }
        }
      })();
      return stopping;
    },
  };
}

/**
 * Calls `handler(signal)` on the first SIGINT/SIGTERM/SIGHUP. A second signal kills every
 * child group at once (skipping exports) and exits. Repeats within `graceMs` do not count:
 * under `npm run`, one Ctrl-C arrives twice (from the terminal, and forwarded by npm).
 */
export function onStopSignal(handler, { graceMs = 1_500 } = {}) {
  let firstAt = null;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (firstAt === null) {
        firstAt = Date.now();
        handler(signal);
        return;
      }
      if (Date.now() - firstAt < graceMs) return;
      warn('Second stop signal: killing every emulator process now (data since the last export is lost).');
      killAllNow();
      process.exit(130);
    });
  }
}
