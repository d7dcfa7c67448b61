/**
 * What the benches that need the app on its own emulator stack share (the reviewer and phone
 * benches): the environment of their build and stack, and running a step with its output logged.
 */
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEmulatorEnv, readPorts } from '../stack/hosts.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Pure: the build's and the stack's environment: BENCH_PORT_OFFSET (else `defaultOffset`) and `dist`. */
export function benchStackEnv(env, defaultOffset, dist) {
  const offset = env.BENCH_PORT_OFFSET?.trim() || defaultOffset;
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
