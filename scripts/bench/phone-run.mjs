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
import { proxyPort } from './emulator-proxy.mjs';

export const PHONE_DIST = 'dist-bench-phone';

/** Pure: the environment of the phone bench's build and stack (its own ports, its own dist). */
export function phoneBenchEnv(env) {
  const stackEnv = benchStackEnv(env, '1750', PHONE_DIST);
  // the app reaches Auth and Firestore through the proxies phone.mjs starts (emulator-proxy.mjs):
  // HTTP/2 over TLS and compressed, as Google's servers answer
  const { VITE_AUTH_EMULATOR_PORT: auth, VITE_FIRESTORE_EMULATOR_PORT: firestore } = stackEnv.build;
  return {
    ...stackEnv,
    build: {
      ...stackEnv.build,
      VITE_AUTH_EMULATOR_PORT: String(proxyPort(Number(auth))),
      VITE_FIRESTORE_EMULATOR_PORT: String(proxyPort(Number(firestore))),
      VITE_EMULATOR_TLS: 'true',
    },
  };
}

/** Builds, starts the stack, seeds and measures. @returns {Promise<{chromium: string, runs: number, results: object}>} */
export function runPhoneBench({ runs = 3, pages, log = () => {} } = {}) {
  return measureOnOwnStack({
    name: 'phone', env: phoneBenchEnv(process.env), stackFlags: ['--functions', '--seed'], script: 'phone.mjs', log,
    args: ['--dist', join(ROOT, PHONE_DIST), '--runs', String(runs), ...(pages ? ['--pages', pages] : [])],
  });
}
