/**
 * `npm run bench -- --reviewer [--responses 10000]`: the reviewer workspace at scale, on its own
 * stack. Builds the app for its own emulator ports (BENCH_PORT_OFFSET, default 1700: clear of
 * `npm run dev`, the e2e shards and the engineers' offsets) into dist-bench-reviewer, then runs
 * reviewer.mjs inside `with-emulators --seed --preview` on those ports, and returns its figures.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { benchStackEnv, ROOT, runLogged as run } from './bench-stack.mjs';

export const REVIEWER_DIST = 'dist-bench-reviewer';

/** Pure: the environment of the bench's build and stack (its own ports, its own dist). */
export function reviewerBenchEnv(env) {
  return benchStackEnv(env, '1700', REVIEWER_DIST);
}

/** Builds, starts the stack, seeds and measures. @returns {Promise<{chromium: string, seed: object, figures: object}>} */
export async function runReviewerBench({ responses = 10_000, log = () => {} } = {}) {
  const env = reviewerBenchEnv(process.env);
  log(`building the app for the bench's emulators (PORT_OFFSET=${env.stack.PORT_OFFSET}, ${REVIEWER_DIST})…`);
  await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], env.build, log);
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-reviewer-'));
  const out = join(dir, 'reviewer.json');
  try {
    log('starting its emulator stack (Firestore, Auth, Functions, seed, preview)…');
    await run(process.execPath, [join(ROOT, 'scripts/with-emulators.mjs'), '--seed', '--preview', '--',
      process.execPath, join(ROOT, 'scripts/bench/reviewer.mjs'), '--out', out, '--responses', String(responses)], env.stack, log);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
