import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs one sweep at `now` in a child process (tests/support/run-sweep.ts), with this process's emulator environment. */
export async function runSweepAt(name: string, now: Date): Promise<void> {
  await promisify(execFile)('npx', ['tsx', 'tests/support/run-sweep.ts', name, now.toISOString()], { env: process.env, timeout: 120_000 });
}
