/**
 * `npm run bench -- --reviewer [--responses 10000]`: the reviewer workspace at scale, on its own
 * stack. Builds the app for its own emulator ports (BENCH_PORT_OFFSET, default 1700: clear of
 * `npm run dev`, the e2e shards and the engineers' offsets) into dist-bench-reviewer, then runs
 * reviewer.mjs inside `with-emulators --seed --preview` on those ports, and returns its figures.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEmulatorEnv, readPorts } from '../stack/hosts.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const REVIEWER_DIST = 'dist-bench-reviewer';

/** Pure: the environment of the bench's build and stack (its own ports, its own dist). */
export function reviewerBenchEnv(env) {
  const offset = env.BENCH_PORT_OFFSET?.trim() || '1700';
  const ports = readPorts({ PORT_OFFSET: offset });
  return {
    stack: { PORT_OFFSET: offset, DIST_DIR: REVIEWER_DIST },
    build: { PORT_OFFSET: offset, DIST_DIR: REVIEWER_DIST, VITE_FIREBASE_PROJECT_ID: 'demo-test', ...appEmulatorEnv(ports) },
  };
}

function run(command, args, env, log) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const echo = (data) => String(data).split('\n').filter(Boolean).forEach((line) => log(line));
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
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
