#!/usr/bin/env node
// `npm run dev`: the whole local stack and the app. Firestore emulator (from Google's jar, with
// firestore.rules, hot-reloaded), Auth + Functions emulators (firebase-tools), the local inbox
// (MailDev: every email the functions send lands there), demo data, the committed form
// definitions, then Vite; the sweeps (mail retries, reminders…) run every ~15 s, as the schedule
// runs them in production. Data persists in .emulator-data/ (git-ignored).
// Ctrl-C stops everything (Firestore is exported first); a second Ctrl-C kills at once.
//   node scripts/dev.mjs [--fresh] [-- <command…>]
//   --fresh   start from empty emulators and save nothing (.emulator-data/ is neither read nor written)
//   -- cmd    run cmd once the stack is ready, then stop it and exit with cmd's code; anything Vite
//             prints to stderr meanwhile (its errors and warnings) fails the run (tests, CI). Nothing
//             is watched then (functions, rules, Vite's files): the run tests the code as it started
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS, appEmulatorEnv, emulatorEnv, url } from './stack/hosts.mjs';
import { createLifecycle, onStopSignal } from './stack/lifecycle.mjs';
import { bold, dim, elapsed, fail, ok, step, table, warn } from './stack/log.mjs';
import { assertPortsFree } from './stack/ports.mjs';
import { httpGet, pollUntil, run, startProcess, stopProcess } from './stack/processes.mjs';
import { startFirestore } from './stack/firestore.mjs';
import { startAuthAndFunctions } from './stack/firebaseTools.mjs';
import { startInbox } from './stack/inbox.mjs';
import { driveSweeps } from './stack/sweeps.mjs';
import { printVerificationCodes } from './stack/verificationCodes.mjs';
import { MissingToolError, findFirestoreJar, findJava } from './stack/locate.mjs';
import { watchRules } from './stack/rulesWatcher.mjs';
import { devProjectId, isDemoProject } from './stack/devProject.mjs';
import { DEMO_ACCOUNTS } from './stack/demoData.mjs';
import { parseDevArgs } from './stack/args.mjs';

const options = parseDevArgs(process.argv.slice(2));
if (options.unknown.length) {
  fail(`Usage: node scripts/dev.mjs [--fresh] [-- <command…>]\n  unknown: ${options.unknown.join(' ')}`);
  process.exit(2);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = path.join(root, '.emulator-data');
const firestoreDataDir = path.join(dataDir, 'firestore');
const authDataDir = path.join(dataDir, 'auth');
const rulesPath = path.join(root, 'firestore.rules');
// A fresh run pre-bundles dependencies from scratch, as on a new clone, in a cache of its own: the
// shared node_modules/.vite may be in use by a developer's dev server at the same time.
const viteCacheDir = options.fresh ? path.join(root, 'node_modules', `.vite-fresh-${PORTS.vite}`) : null;

const started = performance.now();
const projectId = devProjectId(root);
const lifecycle = createLifecycle();
const env = { ...process.env, ...emulatorEnv(projectId) };
let firestore = null;
let stopping = false;
let viteReady = false;
let functionsReady = false;
let command = null;
/** What Vite printed to stderr (its errors and warnings), for a run with a command to fail on. */
const viteComplaints = [];

async function shutdown(reason, code) {
  if (stopping) return;
  stopping = true;
  console.log('');
  step(`${reason}: stopping the stack…`);
  const begun = performance.now();
  command?.kill('SIGTERM');
  await lifecycle.stop();
  ok(`Everything stopped in ${elapsed(begun)}.${options.fresh ? ' Nothing was saved (--fresh).' : ' Data kept in .emulator-data/ for next time.'}`);
  process.exit(code);
}

onStopSignal((signal) => shutdown(signal === 'SIGINT' ? 'Ctrl-C' : signal, 0));

/** A child that dies while the stack runs takes the whole stack down, with its last output. */
function superviseCrash(proc, label) {
  proc.exited.then(({ code, signal }) => {
    if (stopping) return;
    fail(`${label} stopped unexpectedly (${code ?? signal}).\n${proc.recentOutput()}`);
    shutdown(`${label} crashed`, 1);
  });
}

async function checkPrerequisites() {
  step(`Project ${bold(projectId)}${isDemoProject(projectId) ? ' (demo-: emulators only)' : ''}`);
  if (!isDemoProject(projectId)) {
    warn(`${projectId} does not start with demo-: the emulators still serve it, but anything not emulated would reach the real project.`);
  }
  const java = findJava();
  const { jar, source } = findFirestoreJar();
  ok(`Java: ${java}; Firestore emulator jar (${source}): ${jar}`);
  await assertPortsFree({ Firestore: PORTS.firestore, Auth: PORTS.auth, Functions: PORTS.functions, Vite: PORTS.vite, 'Local inbox (SMTP)': PORTS.smtp, 'Local inbox (web)': PORTS.inbox });
}

async function startFunctionsBuild() {
  step('Building functions (esbuild, engine bundled in)…');
  const { buildFunctions, watchFunctions } = await import('../functions/build.mjs');
  const functionNames = await buildFunctions();
  if (options.command.length) {
    ok(`Functions built: ${functionNames.join(', ')}`);
    return functionNames;
  }
  // Rebuild on every change in functions/src or engine/; the Functions emulator reloads lib/.
  const context = await watchFunctions();
  lifecycle.add('functions watcher', () => context.dispose());
  ok(`Functions built: ${functionNames.join(', ')} (rebuilt on change)`);
  return functionNames;
}

async function startEmulators(functionNames) {
  if (!options.fresh) await mkdir(dataDir, { recursive: true });
  step(`Starting the Firestore emulator (jar) and the Auth + Functions emulators (firebase-tools)…${options.fresh ? ' (fresh: empty, nothing saved)' : ''}`);
  const [firestoreResult, toolsResult, inboxResult] = await Promise.allSettled([
    startFirestore({ projectId, rulesPath, importDir: options.fresh ? undefined : firestoreDataDir }),
    startAuthAndFunctions({
      projectId, cwd: root, functionNames, authDataDir: options.fresh ? undefined : authDataDir, appUrl: url(PORTS.vite).replace(/\/$/, ''),
      // After start-up, show what the functions log (their console output and errors).
      onLine: (line) => {
        if (functionsReady && line.trim()) console.log(`${dim('[functions]')} ${line}`);
      },
    }),
    startInbox({ cwd: root }),
  ]);
  if (inboxResult.status === 'fulfilled') {
    lifecycle.add('local inbox', inboxResult.value.stop);
    superviseCrash(inboxResult.value.proc, 'The local inbox (MailDev)');
    ok(`Local inbox ready — ${elapsed(started)}`);
  }
  // Registered in start order, so they stop in reverse: firebase-tools (Auth export) first,
  // then Firestore (exported just before its process stops).
  if (firestoreResult.status === 'fulfilled') {
    firestore = firestoreResult.value;
    lifecycle.add('Firestore emulator', async () => {
      try {
        if (!options.fresh) await firestore.exportTo(firestoreDataDir);
      } catch (error) {
        warn(`Firestore export failed, data since the last start is not saved: ${error.message}`);
      }
      await firestore.stop();
    });
    superviseCrash(firestore.proc, 'The Firestore emulator');
    ok(`Firestore emulator ready (${firestore.imported ? 'data imported from .emulator-data/firestore' : 'empty'}) — ${elapsed(started)}`);
  }
  if (toolsResult.status === 'fulfilled') {
    functionsReady = true;
    lifecycle.add('Auth + Functions emulators', toolsResult.value.stop);
    superviseCrash(toolsResult.value.proc, 'firebase-tools (Auth + Functions)');
    ok(`Auth + Functions emulators ready — ${elapsed(started)}`);
  }
  const failure = [firestoreResult, toolsResult, inboxResult].find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  lifecycle.add('sweeps', driveSweeps(url(PORTS.functions, `/${projectId}/europe-west2/runSweepsNow`)));
  // the administrator's second factor: each SMS code the Auth emulator issues is printed here
  lifecycle.add('SMS codes', printVerificationCodes(url(PORTS.auth, `/emulator/v1/projects/${projectId}/verificationCodes`)));

  if (options.command.length) return;
  const stopWatching = watchRules(rulesPath, () => firestore.reloadRules());
  lifecycle.add('rules watcher', stopWatching);
}

async function seedAndPublish() {
  step('Seeding demo data (idempotent)…');
  if ((await run(process.execPath, [path.join(root, 'scripts', 'seed.mjs'), '--quiet'], { env, cwd: root })) !== 0) {
    throw new Error('Seeding failed (see above).');
  }
  if (existsSync(path.join(root, 'scripts', 'forms.ts'))) {
    step('Publishing the committed form definitions (npm run forms -- publish)…');
    // Its stdout is the JSON result (for scripts); the readable lines go to stderr.
    const code = await run('npm', ['run', '-s', 'forms', '--', 'publish'], { env, cwd: root, stdout: 'ignore' });
    if (code !== 0) warn('forms publish failed (see above); the app runs, but forms may be missing or stale.');
    else ok('Form definitions published (a new version only where the content changed)');
  } else {
    warn('scripts/forms.ts is not there yet: skipping form publishing.');
  }
}

async function startVite() {
  step('Starting Vite…');
  if (viteCacheDir) await rm(viteCacheDir, { recursive: true, force: true });
  const vite = startProcess('vite', process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(PORTS.vite), '--strictPort', '--host', '127.0.0.1'], {
    // The app talks to the emulators whatever the project id: this is the local stack.
    env: { ...env, ...appEmulatorEnv(), VITE_FIREBASE_PROJECT_ID: projectId, VITE_USE_EMULATORS: 'true', ...(viteCacheDir ? { DEV_VITE_CACHE_DIR: viteCacheDir } : {}), ...(options.command.length ? { DEV_VITE_NO_WATCH: '1' } : {}) },
    cwd: root,
    // Vite's own banner is replaced by the summary below; everything after it is shown, and
    // anything on stderr (Vite's errors and warnings, from the start) is kept for a command run.
    onLine: (line, from) => {
      if (from === 'stderr' && line.trim()) viteComplaints.push(line);
      if ((viteReady || from === 'stderr') && line.trim()) console.log(`${dim('[vite]')} ${line}`);
    },
    quiet: true,
  });
  lifecycle.add('Vite', async () => {
    await stopProcess(vite, { graceMs: 3_000 });
    if (viteCacheDir) await rm(viteCacheDir, { recursive: true, force: true });
  });
  await pollUntil('Vite', async () => (await httpGet(url(PORTS.vite))).ok, { proc: vite, timeoutMs: 60_000 });
  viteReady = true;
  superviseCrash(vite, 'Vite');
}

function printSummary() {
  console.log('');
  console.log(table([
    ['Demo account', 'Password', 'Role'],
    ...DEMO_ACCOUNTS.map((account) => [account.email, account.password, account.secondFactorPhone ? `${account.role} (SMS code to ${account.secondFactorPhone}, printed here)` : account.role]),
  ]));
  console.log('');
  console.log(table([
    ['Service', 'URL'],
    ['App (Vite)', url(PORTS.vite)],
    ['Firestore emulator', `${url(PORTS.firestore)}  (project ${projectId})`],
    ['Auth emulator', url(PORTS.auth)],
    ['Functions emulator', url(PORTS.functions, `/${projectId}/europe-west2/<name>`)],
    ['Local inbox (every email sent)', `${url(PORTS.inbox)}  (SMTP ${PORTS.smtp})`],
  ]));
  console.log('');
  ok(options.command.length
    ? `${bold('Ready')} in ${elapsed(started)}.`
    : `${bold('Ready')} in ${elapsed(started)}. Edits to firestore.rules, functions/src and engine/ apply live. Ctrl-C stops everything.`);
}

/** The `-- <command>` of a non-interactive run, against the ready stack: resolves with its exit code. */
function runCommand() {
  const [file, ...args] = options.command;
  step(`Running: ${options.command.join(' ')}`);
  return new Promise((resolve) => {
    command = spawn(file, args, { env: { ...env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` }, cwd: process.cwd(), stdio: 'inherit' });
    command.once('error', (error) => {
      fail(`Could not run ${file}: ${error.message}`);
      resolve(127);
    });
    command.once('exit', (code, signal) => resolve(code ?? (signal === 'SIGINT' ? 130 : 143)));
  });
}

try {
  await checkPrerequisites();
  const functionNames = await startFunctionsBuild();
  await startEmulators(functionNames);
  await seedAndPublish();
  await startVite();
  printSummary();
  if (options.command.length) {
    let code = await runCommand();
    command = null;
    if (viteComplaints.length) {
      fail(`The Vite dev server printed ${viteComplaints.length} error/warning line(s) during the run:\n  ${viteComplaints.join('\n  ')}`);
      code ||= 1;
    }
    await shutdown(code === 0 ? 'Done' : `Failed (exit ${code})`, code);
  }
} catch (error) {
  if (error instanceof MissingToolError) {
    fail(error.message);
    await lifecycle.stop();
    process.exit(3);
  }
  fail(error.message);
  await shutdown('Start-up failed', 1);
}
