#!/usr/bin/env node
// `npm run dev`: the whole local stack and the app. Firestore emulator (from Google's jar, with
// firestore.rules, hot-reloaded), Auth + Functions emulators (firebase-tools), demo data, the
// committed form definitions, then Vite. Data persists in .emulator-data/ (git-ignored).
// Ctrl-C stops everything (Firestore is exported first); a second Ctrl-C kills at once.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS, appEmulatorEnv, emulatorEnv, url } from './stack/hosts.mjs';
import { createLifecycle, onStopSignal } from './stack/lifecycle.mjs';
import { bold, dim, elapsed, fail, ok, step, table, warn } from './stack/log.mjs';
import { assertPortsFree } from './stack/ports.mjs';
import { httpGet, pollUntil, run, startProcess, stopProcess } from './stack/processes.mjs';
import { startFirestore } from './stack/firestore.mjs';
import { startAuthAndFunctions } from './stack/firebaseTools.mjs';
import { MissingToolError, findFirestoreJar, findJava } from './stack/locate.mjs';
import { watchRules } from './stack/rulesWatcher.mjs';
import { devProjectId, isDemoProject } from './stack/devProject.mjs';
import { DEMO_ACCOUNTS } from './stack/demoData.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = path.join(root, '.emulator-data');
const firestoreDataDir = path.join(dataDir, 'firestore');
const authDataDir = path.join(dataDir, 'auth');
const rulesPath = path.join(root, 'firestore.rules');

const started = performance.now();
const projectId = devProjectId(root);
const lifecycle = createLifecycle();
const env = { ...process.env, ...emulatorEnv(projectId) };
let firestore = null;
let stopping = false;
let viteReady = false;
let functionsReady = false;

async function shutdown(reason, code) {
  if (stopping) return;
  stopping = true;
  console.log('');
  step(`${reason}: stopping the stack…`);
  const begun = performance.now();
  await lifecycle.stop();
  ok(`Everything stopped in ${elapsed(begun)}. Data kept in .emulator-data/ for next time.`);
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
  await assertPortsFree({ Firestore: PORTS.firestore, Auth: PORTS.auth, Functions: PORTS.functions, Vite: PORTS.vite });
}

async function startFunctionsBuild() {
  step('Building functions (esbuild, engine bundled in)…');
  const { buildFunctions, watchFunctions } = await import('../functions/build.mjs');
  const functionNames = await buildFunctions();
  // Rebuild on every change in functions/src or engine/; the Functions emulator reloads lib/.
  const context = await watchFunctions();
  lifecycle.add('functions watcher', () => context.dispose());
  ok(`Functions built: ${functionNames.join(', ')} (rebuilt on change)`);
  return functionNames;
}

async function startEmulators(functionNames) {
  await mkdir(dataDir, { recursive: true });
  step('Starting the Firestore emulator (jar) and the Auth + Functions emulators (firebase-tools)…');
  const [firestoreResult, toolsResult] = await Promise.allSettled([
    startFirestore({ projectId, rulesPath, importDir: firestoreDataDir }),
    startAuthAndFunctions({
      projectId, cwd: root, functionNames, authDataDir,
      // After start-up, show what the functions log (their console output and errors).
      onLine: (line) => {
        if (functionsReady && line.trim()) console.log(`${dim('[functions]')} ${line}`);
      },
    }),
  ]);
  // Registered in start order, so they stop in reverse: firebase-tools (Auth export) first,
  // then Firestore (exported just before its process stops).
  if (firestoreResult.status === 'fulfilled') {
    firestore = firestoreResult.value;
    lifecycle.add('Firestore emulator', async () => {
      try {
        await firestore.exportTo(firestoreDataDir);
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
  const failure = [firestoreResult, toolsResult].find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;

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
  const vite = startProcess('vite', process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--port', String(PORTS.vite), '--strictPort', '--host', '127.0.0.1'], {
    // The app talks to the emulators whatever the project id: this is the local stack.
    env: { ...env, ...appEmulatorEnv(), VITE_FIREBASE_PROJECT_ID: projectId, VITE_USE_EMULATORS: 'true' },
    cwd: root,
    // Vite's own banner is replaced by the summary below; everything after it is shown.
    onLine: (line) => {
      if (viteReady && line.trim()) console.log(`${dim('[vite]')} ${line}`);
    },
    quiet: true,
  });
  lifecycle.add('Vite', () => stopProcess(vite, { graceMs: 3_000 }));
  await pollUntil('Vite', async () => (await httpGet(url(PORTS.vite))).ok, { proc: vite, timeoutMs: 60_000 });
  viteReady = true;
  superviseCrash(vite, 'Vite');
}

function printSummary() {
  console.log('');
  console.log(table([
    ['Demo account', 'Password', 'Role'],
    ...DEMO_ACCOUNTS.map((account) => [account.email, account.password, account.role]),
  ]));
  console.log('');
  console.log(table([
    ['Service', 'URL'],
    ['App (Vite)', url(PORTS.vite)],
    ['Firestore emulator', `${url(PORTS.firestore)}  (project ${projectId})`],
    ['Auth emulator', url(PORTS.auth)],
    ['Functions emulator', url(PORTS.functions, `/${projectId}/europe-west2/<name>`)],
  ]));
  console.log('');
  ok(`${bold('Ready')} in ${elapsed(started)}. Edits to firestore.rules, functions/src and engine/ apply live. Ctrl-C stops everything.`);
}

try {
  await checkPrerequisites();
  const functionNames = await startFunctionsBuild();
  await startEmulators(functionNames);
  await seedAndPublish();
  await startVite();
  printSummary();
} catch (error) {
  if (error instanceof MissingToolError) {
    fail(error.message);
    await lifecycle.stop();
    process.exit(3);
  }
  fail(error.message);
  await shutdown('Start-up failed', 1);
}
