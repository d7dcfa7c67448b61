/**
 * `npm run bench -- --phone [--runs 3]`: the pages a member opens on a phone, through Lighthouse's
 * mobile profile, on their own stack. Builds the app for its own emulator ports (BENCH_PORT_OFFSET,
 * default 1750: clear of `npm run dev`, the e2e shards and the reviewer bench) into
 * dist-bench-phone, then runs phone.mjs inside `with-emulators --functions --seed` on those ports
 * (phone.mjs serves the build itself, compressed as Firebase Hosting serves it), and returns its
 * raw figures.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { benchStackEnv, ROOT, runLogged as run } from './bench-stack.mjs';

export const PHONE_DIST = 'dist-bench-phone';

/** Pure: the environment of the phone bench's build and stack (its own ports, its own dist). */
export function phoneBenchEnv(env) {
  return benchStackEnv(env, '1750', PHONE_DIST);
}

/** Builds, starts the stack, seeds and measures. @returns {Promise<{chromium: string, runs: number, results: object}>} */
export async function runPhoneBench({ runs = 3, pages, log = () => {} } = {}) {
  const env = phoneBenchEnv(process.env);
  log(`building the app for the bench's emulators (PORT_OFFSET=${env.stack.PORT_OFFSET}, ${PHONE_DIST})…`);
  await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], env.build, log);
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-phone-'));
  const out = join(dir, 'phone.json');
  try {
    log('starting its emulator stack (Firestore, Auth, Functions, seed)…');
    await run(process.execPath, [join(ROOT, 'scripts/with-emulators.mjs'), '--functions', '--seed', '--',
      process.execPath, join(ROOT, 'scripts/bench/phone.mjs'), '--dist', join(ROOT, PHONE_DIST), '--out', out, '--runs', String(runs),
      ...(pages ? ['--pages', pages] : [])], env.stack, log);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
