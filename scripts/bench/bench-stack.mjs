/**
 * What the benches on their own emulator stack share (reviewer, phone, mail, load): the environment of their build and stack, and running a step with its output logged.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEmulatorEnv, readPorts } from '../stack/hosts.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Pure: the build's and the stack's environment: BENCH_PORT_OFFSET (else `defaultOffset`) and BENCH_DIST_DIR (else `dist`). */
export function benchStackEnv(env, defaultOffset, defaultDist) {
  const offset = env.BENCH_PORT_OFFSET?.trim() || defaultOffset;
  // an engineer's own offset and build folder, beside another run of the same bench
  const dist = env.BENCH_DIST_DIR?.trim() || defaultDist;
  const ports = readPorts({ PORT_OFFSET: offset });
  return {
    stack: { PORT_OFFSET: offset, DIST_DIR: dist },
    build: { PORT_OFFSET: offset, DIST_DIR: dist, VITE_FIREBASE_PROJECT_ID: 'demo-test', ...appEmulatorEnv(ports) },
  };
}

/** Runs a command in the repository with `env` added, each output line passed to `log`. */
export function runLogged(command, args, env, log) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const echo = (data) => String(data).split('\n').filter(Boolean).forEach((line) => log(line));
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

/**
 * Builds the app for the bench's own ports into its own dist, then runs `script` (with `args`, and
 * `--out FILE`) inside `with-emulators` (`stackFlags`) on those ports, and returns the JSON it wrote.
 */
export async function measureOnOwnStack({ name, env, stackFlags, script, args, log }) {
  log(`building the app for the bench's emulators (PORT_OFFSET=${env.stack.PORT_OFFSET}, ${env.stack.DIST_DIR})…`);
  await runLogged(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], env.build, log);
  const dir = mkdtempSync(join(os.tmpdir(), `bench-${name}-`));
  const out = join(dir, `${name}.json`);
  try {
    log(`starting its emulator stack (${stackFlags.join(' ')})…`);
    await runLogged(process.execPath, [join(ROOT, 'scripts/with-emulators.mjs'), ...stackFlags, '--',
      process.execPath, join(ROOT, 'scripts/bench', script), '--out', out, ...args], env.stack, log);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `script` (TypeScript, through tsx, with `args` and `--out FILE`) inside `with-emulators`
 * (`stackFlags`) on BENCH_PORT_OFFSET (else `defaultOffset`), and returns the JSON it wrote. For
 * the benches that need no app build (mail, load).
 */
export async function runOnOwnStack({ name, defaultOffset, stackFlags, script, args, log }) {
  const dir = mkdtempSync(join(os.tmpdir(), `bench-${name}-`));
  const out = join(dir, `${name}.json`);
  try {
    const env = { PORT_OFFSET: process.env.BENCH_PORT_OFFSET?.trim() || defaultOffset };
    log(`starting its emulator stack (${stackFlags.join(' ')}, PORT_OFFSET=${env.PORT_OFFSET})…`);
    await runLogged(process.execPath, [join(ROOT, 'scripts/with-emulators.mjs'), ...stackFlags, '--',
      process.execPath, '--import', 'tsx', join(ROOT, 'scripts/bench', script), '--out', out, ...args], env, log);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
