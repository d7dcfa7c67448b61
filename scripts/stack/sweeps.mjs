// The local stand-in for the production schedule: the Functions emulator fires no schedules, so
// the dev stack asks runSweepsNow (which runs the same SWEEPS as runSweeps) every ~15 s.
import { warn } from './log.mjs';
import { pollEvery } from './pollEvery.mjs';

export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Calls `endpoint` now and then every `intervalMs`, one call at a time; says once when the sweeps
 * start failing and once when they recover. Returns the function that stops it.
 * @param {string} endpoint runSweepsNow's URL on the Functions emulator
 */
export function driveSweeps(endpoint, { intervalMs = SWEEP_INTERVAL_MS, fetchImpl = fetch, report = warn } = {}) {
  const sweep = async () => {
    const response = await fetchImpl(endpoint, { method: 'POST', signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 200)}`);
  };
  return pollEvery(sweep, {
    intervalMs,
    report,
    failure: (error) => `Sweeps (mail retries, reminders) failed: ${error.message}. Retrying every ${Math.round(intervalMs / 1000)} s.`,
    recovered: 'Sweeps run again.',
  });
}
