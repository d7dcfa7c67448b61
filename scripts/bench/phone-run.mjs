/**
 * `npm run bench -- --phone [--runs 3]`: the pages a member opens on a phone, through Lighthouse's
 * mobile profile, on their own stack. Builds the app for its own emulator ports (BENCH_PORT_OFFSET,
 * default 1750: clear of `npm run dev`, the e2e shards and the reviewer bench) into
 * dist-bench-phone, then runs phone.mjs inside `with-emulators --functions --seed` on those ports
 * (phone.mjs serves the build itself, compressed as Firebase Hosting serves it), and returns its
 * raw figures.
 */
import { join } from 'node:path';
import { benchStackEnv, measureOnOwnStack, ROOT } from './bench-stack.mjs';
import { firestoreProxyPort } from './firestore-proxy.mjs';

export const PHONE_DIST = 'dist-bench-phone';

/** Pure: the environment of the phone bench's build and stack (its own ports, its own dist). */
export function phoneBenchEnv(env) {
  const stackEnv = benchStackEnv(env, '1750', PHONE_DIST);
  // the app reads Firestore through the compressing proxy phone.mjs starts (firestore-proxy.mjs)
  const firestore = Number(stackEnv.build.VITE_FIRESTORE_EMULATOR_PORT);
  return { ...stackEnv, build: { ...stackEnv.build, VITE_FIRESTORE_EMULATOR_PORT: String(firestoreProxyPort({ firestore })) } };
}

/** Builds, starts the stack, seeds and measures. @returns {Promise<{chromium: string, runs: number, results: object}>} */
export function runPhoneBench({ runs = 3, pages, log = () => {} } = {}) {
  return measureOnOwnStack({
    name: 'phone', env: phoneBenchEnv(process.env), stackFlags: ['--functions', '--seed'], script: 'phone.mjs', log,
    args: ['--dist', join(ROOT, PHONE_DIST), '--runs', String(runs), ...(pages ? ['--pages', pages] : [])],
  });
}
