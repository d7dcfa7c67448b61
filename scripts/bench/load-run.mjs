/**
 * `npm run bench -- --load [--members 500] [--seconds 60]`: members submitting at once, on the
 * bench's own stack. Starts `with-emulators --functions --seed --mail` on BENCH_PORT_OFFSET
 * (default 1950: clear of `npm run dev`, the e2e shards, the other benches and the engineers'
 * offsets) and runs load.ts there (tsx), which writes its figures as JSON. No app build.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT, runLogged } from './bench-stack.mjs';

/** Runs the bench; resolves with the section load-report.mjs's loadSection made. */
export async function runLoadBench({ members = 500, seconds = 60, log = () => {} } = {}) {
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-load-'));
  const out = join(dir, 'load.json');
  try {
    const env = { PORT_OFFSET: process.env.BENCH_PORT_OFFSET?.trim() || '1950' };
    log(`starting its emulator stack with the local inbox (PORT_OFFSET=${env.PORT_OFFSET})…`);
    await runLogged(process.execPath, [join(ROOT, 'scripts/with-emulators.mjs'), '--functions', '--seed', '--mail', '--',
      process.execPath, '--import', 'tsx', join(ROOT, 'scripts/bench/load.ts'), '--out', out, '--members', String(members), '--seconds', String(seconds)], env, log);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
