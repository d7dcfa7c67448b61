// Child processes of the stack: each in its own process group (so Ctrl-C in a terminal reaches
// only the orchestrator, which then stops them in order) and ended by group id.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dim } from './log.mjs';

/**
 * Starts a command in its own process group, echoing its output line by line with a prefix.
 * @param {string} name  short label for the output prefix
 * @param {string} command
 * @param {string[]} args
 * @param {{env?: NodeJS.ProcessEnv, cwd?: string, quiet?: boolean, onLine?: (line: string, from: 'stdout' | 'stderr') => void}} [options]
 */
export function startProcess(name, command, args, { env = process.env, cwd, quiet = false, onLine } = {}) {
  const child = spawn(command, args, { env, cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const recent = [];
  if (child.pid) live.add(child.pid);
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => resolve({ code: null, signal: null, error }));
  });
  for (const [stream, from] of [[child.stdout, 'stdout'], [child.stderr, 'stderr']]) {
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line);
      if (recent.length > 40) recent.shift();
      onLine?.(line, from);
      if (!quiet) console.log(`${dim(`[${name}]`)} ${line}`);
    });
  }
  return { name, child, exited, pid: child.pid, recentOutput: () => recent.join('\n') };
}

/** Process groups started here and not yet stopped. */
const live = new Set();

/** Last resort (second Ctrl-C, or the orchestrator crashing): SIGKILL every group we started. */
export function killAllNow() {
  for (const pid of live) signalGroup(pid, 'SIGKILL');
  live.clear();
}

// Runs even when the orchestrator dies of an exception: no orphaned Java or firebase-tools.
process.once('exit', killAllNow);

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is already gone.
  }
}

/**
 * Stops a process group: one SIGTERM (a second one would make firebase-tools skip its Auth
 * export), then SIGKILL for whatever is left after `graceMs`.
 * @param {{pid?: number, exited: Promise<unknown>}} proc
 */
export async function stopProcess(proc, { graceMs = 10_000 } = {}) {
  if (!proc?.pid) return;
  signalGroup(proc.pid, 'SIGTERM');
  const timer = new Promise((resolve) => setTimeout(resolve, graceMs, 'timeout'));
  const outcome = await Promise.race([proc.exited, timer]);
  // Workers spawned by the leader (functions runtimes) share its group: make sure none survive.
  const deadline = Date.now() + 2_000;
  while (groupAlive(proc.pid) && Date.now() < deadline && outcome !== 'timeout') {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (groupAlive(proc.pid)) signalGroup(proc.pid, 'SIGKILL');
  live.delete(proc.pid);
}

/**
 * Polls `probe` until it returns a truthy value. Fails early when `proc` exits first.
 * @template T
 * @param {string} what  used in the timeout message
 * @param {() => Promise<T>} probe  returns a falsy value (or throws) while not ready
 * @param {{timeoutMs?: number, intervalMs?: number, proc?: ReturnType<typeof startProcess>}} [options]
 * @returns {Promise<T>}
 */
export async function pollUntil(what, probe, { timeoutMs = 60_000, intervalMs = 100, proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exited = null;
  proc?.exited.then((result) => {
    exited = result;
  });
  for (;;) {
    if (exited) {
      const tail = proc.recentOutput();
      throw new Error(`${proc.name} exited (code ${exited.code ?? exited.signal}) before ${what}.${tail ? `\n${tail}` : ''}`);
    }
    try {
      const value = await probe();
      if (value) return value;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Resolves to the response of a GET with a short timeout, or throws. */
export async function httpGet(target, timeoutMs = 1_000) {
  return fetch(target, { signal: AbortSignal.timeout(timeoutMs) });
}

/** Runs a command to completion in the foreground, inheriting stdio. Resolves with its exit code. */
export function run(command, args, { env = process.env, cwd, stdout = 'inherit' } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', stdout, 'inherit'] });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 + (signalNumber(signal) ?? 1) : 1)));
    child.once('error', (error) => {
      console.error(error.message);
      resolve(127);
    });
  });
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal];
}
