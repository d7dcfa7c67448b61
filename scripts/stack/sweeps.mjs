// The local stand-in for the production schedule: the Functions emulator fires no schedules, so
// the dev stack asks runSweepsNow (which runs the same SWEEPS as runSweeps) every ~15 s.
import { warn } from './log.mjs';

export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Calls `endpoint` now and then every `intervalMs`, one call at a time; says once when the sweeps
 * start failing and once when they recover. Returns the function that stops it.
 * @param {string} endpoint runSweepsNow's URL on the Functions emulator
 */
export function driveSweeps(endpoint, { intervalMs = SWEEP_INTERVAL_MS, fetchImpl = fetch, report = warn } = {}) {
  let failing = false;
  let stopped = false;
  let timer = null;
  const tick = async () => {
    try {
      const response = await fetchImpl(endpoint, { method: 'POST', signal: AbortSignal.timeout(120_000) });
      if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
      if (failing) report('Sweeps run again.');
      failing = false;
    } catch (error) {
      if (!failing && !stopped) report(`Sweeps (mail retries, reminders) failed: ${error.message}. Retrying every ${Math.round(intervalMs / 1000)} s.`);
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
