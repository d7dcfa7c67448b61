#!/usr/bin/env node
// Runs a command against fresh emulators (project demo-test) and stops them afterwards, exiting
// with the command's code:
//   node scripts/with-emulators.mjs [--functions] [--seed] [--preview] [--mail] -- <command...>
//   --functions  also Auth + Functions (firebase-tools), functions built first
//   --seed       demo accounts and content (needs --functions), then `forms publish` if present
//   --preview    serve the already built dist/ with `vite preview` on 127.0.0.1:4173
//   --mail       the local inbox (MailDev): the functions' mail lands there, tests read it through its API
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS, appEmulatorEnv, emulatorEnv, url } from './stack/hosts.mjs';
import { createLifecycle, onStopSignal } from './stack/lifecycle.mjs';
import { elapsed, fail, ok, step } from './stack/log.mjs';
import { assertPortsFree } from './stack/ports.mjs';
import { httpGet, pollUntil, run, startProcess, stopProcess } from './stack/processes.mjs';
import { startFirestore } from './stack/firestore.mjs';
import { startAuthAndFunctions } from './stack/firebaseTools.mjs';
import { startInbox } from './stack/inbox.mjs';
import { MissingToolError } from './stack/locate.mjs';
import { parseWithEmulatorsArgs } from './stack/args.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PROJECT_ID = 'demo-test';

const options = parseWithEmulatorsArgs(process.argv.slice(2));
if (options.unknown.length || options.command.length === 0) {
  fail(`Usage: node scripts/with-emulators.mjs [--functions] [--seed] [--preview] [--mail] -- <command...>${options.unknown.length ? `\n  unknown: ${options.unknown.join(' ')}` : ''}`);
  process.exit(2);
}

const started = performance.now();
const lifecycle = createLifecycle();
const env = {
  ...process.env,
  ...emulatorEnv(PROJECT_ID),
  // the app's own data layer, when a test loads it under Node, reads these (import.meta.env)
  ...appEmulatorEnv(),
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
};
let command = null;
let stopSignal = null;

onStopSignal((signal) => {
  stopSignal = signal;
  if (command) command.kill(signal); // the command ends, then the stack stops below
  else lifecycle.stop().then(() => process.exit(130));
});

async function startStack() {
  await assertPortsFree({
    Firestore: PORTS.firestore,
    ...(options.functions ? { Auth: PORTS.auth, Functions: PORTS.functions } : {}),
    ...(options.preview ? { 'vite preview': PORTS.preview } : {}),
    ...(options.mail ? { 'local inbox (SMTP)': PORTS.smtp, 'local inbox (web)': PORTS.inbox } : {}),
  });
  const pending = [];
  let functionNames = [];
  if (options.functions) {
    step('Building functions (esbuild)…');
    const { buildFunctions } = await import('../functions/build.mjs');
    functionNames = await buildFunctions();
  }
  step(`Starting emulators for ${PROJECT_ID}: Firestore${options.functions ? ', Auth, Functions' : ''}…`);
  pending.push(startFirestore({ projectId: PROJECT_ID, rulesPath: path.join(root, 'firestore.rules') }).then((firestore) => {
    lifecycle.add('Firestore emulator', firestore.stop);
    ok(`Firestore emulator ready (${elapsed(started)})`);
  }));
  if (options.mail) {
    pending.push(startInbox({ cwd: root }).then((inbox) => {
      lifecycle.add('local inbox', inbox.stop);
      ok(`Local inbox ready: ${url(PORTS.inbox)} (${elapsed(started)})`);
    }));
  }
  if (options.functions) {
    // links in emails open the app where this run serves it
    const appUrl = url(options.preview ? PORTS.preview : PORTS.vite).replace(/\/$/, '');
    pending.push(startAuthAndFunctions({ projectId: PROJECT_ID, cwd: root, functionNames, appUrl }).then((emulators) => {
      lifecycle.add('Auth + Functions emulators', emulators.stop);
      ok(`Auth + Functions emulators ready (${elapsed(started)})`);
    }));
  }
  const results = await Promise.allSettled(pending);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;

  if (options.seed) {
    step('Seeding demo data…');
    if ((await run(process.execPath, [path.join(root, 'scripts', 'seed.mjs')], { env, cwd: root })) !== 0) throw new Error('Seeding failed.');
    if (existsSync(path.join(root, 'scripts', 'forms.ts'))) {
      step('Publishing form definitions (npm run forms -- publish)…');
      if ((await run('npm', ['run', '-s', 'forms', '--', 'publish'], { env, cwd: root, stdout: 'ignore' })) !== 0) throw new Error('forms publish failed.');
    }
  }
  if (options.preview) {
    const dist = process.env.DIST_DIR || 'dist';
    if (!existsSync(path.join(root, dist, 'index.html'))) throw new Error(`${dist}/ has no build: run \`node scripts/test.mjs build\` (same PORT_* / DIST_DIR) first.`);
    step(`Serving ${dist}/ with vite preview on ${url(PORTS.preview)}…`);
    const preview = startProcess('preview', process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'preview', '--port', String(PORTS.preview), '--strictPort', '--host', '127.0.0.1'], { env, cwd: root, quiet: true });
    lifecycle.add('vite preview', () => stopProcess(preview, { graceMs: 3_000 }));
    await pollUntil('vite preview', async () => (await httpGet(url(PORTS.preview))).ok, { proc: preview, timeoutMs: 30_000 });
  }
  ok(`Stack ready in ${elapsed(started)}; running: ${options.command.join(' ')}`);
}

function runCommand() {
  return new Promise((resolve) => {
    const [file, ...args] = options.command;
    command = spawn(file, args, { env, cwd: process.cwd(), stdio: 'inherit' });
    command.once('error', (error) => {
      fail(`Could not run ${file}: ${error.message}`);
      resolve(127);
    });
    command.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 143)));
  });
}

let exitCode = 1;
try {
  await startStack();
  if (!stopSignal) exitCode = await runCommand();
} catch (error) {
  fail(error instanceof MissingToolError ? error.message : `Could not start the emulators: ${error.message}`);
  exitCode = error instanceof MissingToolError ? 3 : 1;
} finally {
  const stopping = performance.now();
  await lifecycle.stop();
  step(`Emulators stopped (${elapsed(stopping)}).`);
}
process.exit(stopSignal && exitCode === 0 ? 130 : exitCode);
