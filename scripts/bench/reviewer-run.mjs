/**
 * `npm run bench -- --reviewer [--responses 10000] [--members 500]`: the reviewer workspace at scale, on its own
 * stack. Builds the app for its own emulator ports (BENCH_PORT_OFFSET, default 1700: clear of
 * `npm run dev`, the e2e shards and the engineers' offsets) into dist-bench-reviewer, then runs
 * reviewer.mjs inside `with-emulators --functions --seed --preview` on those ports (the CSV export
 * is streamed by the exportFormResponses callable), and returns its figures.
 */
import { benchStackEnv, measureOnOwnStack } from './bench-stack.mjs';

export const REVIEWER_DIST = 'dist-bench-reviewer';

/** Pure: the environment of the bench's build and stack (its own ports, its own dist). */
export function reviewerBenchEnv(env) {
  return benchStackEnv(env, '1700', REVIEWER_DIST);
}

/** Builds, starts the stack, seeds and measures. @returns {Promise<{chromium: string, seed: object, figures: object}>} */
export function runReviewerBench({ responses = 10_000, members = 500, log = () => {} } = {}) {
  return measureOnOwnStack({
    name: 'reviewer', env: reviewerBenchEnv(process.env), stackFlags: ['--functions', '--seed', '--preview'], script: 'reviewer.mjs', log,
    args: ['--responses', String(responses), '--members', String(members)],
  });
}
