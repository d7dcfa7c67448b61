/**
 * `npm run bench -- --load [--members 500] [--seconds 60]`: members submitting at once, on the
 * bench's own stack. Starts `with-emulators --functions --seed --mail` on BENCH_PORT_OFFSET
 * (default 1950: clear of `npm run dev`, the e2e shards, the other benches and the engineers'
 * offsets) and runs load.ts there (tsx), which writes its figures as JSON. No app build.
 */
import { runOnOwnStack } from './bench-stack.mjs';

/** Runs the bench; resolves with the section load-report.mjs's loadSection made. */
export function runLoadBench({ members = 500, seconds = 60, inFlight = 16, log = () => {} } = {}) {
  return runOnOwnStack({ name: 'load', defaultOffset: '1950', stackFlags: ['--functions', '--seed', '--mail'], script: 'load.ts',
    args: ['--members', String(members), '--seconds', String(seconds), '--in-flight', String(inFlight)], log });
}
