// The Auth and Functions emulators from firebase-tools (pure Node, works offline). Firestore is
// not among them: it runs from the jar (firestore.mjs), and the function workers reach it
// through the FIRESTORE_EMULATOR_HOST they inherit.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { HOST, PORTS, TOOL_PORT_VARIABLES, hostPort, url, usesDefaultToolPorts } from './hosts.mjs';
import net from 'node:net';
import { httpGet, pollUntil, startProcess, stopProcess } from './processes.mjs';

const require = createRequire(import.meta.url);
// firebase-tools takes ~15 s on an idle machine; on 2 cores shared with other runs it has taken over 90 s.
const STARTUP_TIMEOUT_MS = 180_000;

/** Path of firebase-tools' CLI entry in this project's node_modules. */
export function firebaseCli() {
  const manifest = require.resolve('firebase-tools/package.json');
  return path.join(path.dirname(manifest), 'lib', 'bin', 'firebase.js');
}

/** Names of the callables the Functions emulator has loaded (from its /backends listing). */
export function loadedFunctionNames(backendsJson) {
  const names = new Set();
  for (const backend of backendsJson?.backends ?? []) {
    for (const trigger of backend.functionTriggers ?? []) {
      if (trigger.entryPoint) names.add(trigger.entryPoint);
      if (trigger.name) names.add(trigger.name);
    }
  }
  return names;
}

/**
 * Pure: firebase.json with the emulators moved to `ports` (Auth, Functions) and firebase-tools'
 * internal services (hub, logging, eventarc, tasks) on `internal` ports.
 * @param {object} config parsed firebase.json
 * @param {typeof PORTS} ports
 * @param {{hub: number, logging: number, eventarc: number, tasks: number}} internal
 */
export function configWithPorts(config, ports, internal) {
  const emulators = config.emulators ?? {};
  const moved = { ...emulators, auth: { ...emulators.auth, port: ports.auth }, functions: { ...emulators.functions, port: ports.functions } };
  for (const [service, port] of Object.entries(internal)) moved[service] = { ...emulators[service], host: HOST, port };
  return { ...config, emulators: moved };
}

/** A port the system has free now (for firebase-tools' internal services on a moved stack). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * The config file firebase-tools should read: firebase.json itself on the default ports, else a
 * generated copy beside it (same folder, so `functions` still resolves; git-ignored).
 */
async function configFileFor(cwd, ports) {
  if (usesDefaultToolPorts(ports)) return null;
  // Its defaults (4400, 4500, 9299, 9499) may be another stack's, or a moved stack's Auth port.
  const internal = {};
  for (const service of Object.keys(TOOL_PORT_VARIABLES)) internal[service] = ports[service] ?? (await freePort());
  const file = path.join(cwd, `.firebase-ports-${ports.auth}-${ports.functions}.json`);
  const config = JSON.parse(readFileSync(path.join(cwd, 'firebase.json'), 'utf8'));
  writeFileSync(file, `${JSON.stringify(configWithPorts(config, ports, internal), null, 2)}\n`);
  return file;
}

/**
 * Starts `firebase emulators:start --only auth,functions` and resolves when Auth answers and
 * every function in `functionNames` (what the bundle exports) is loaded.
 * @param {{projectId: string, cwd: string, functionNames: string[], authDataDir?: string, appUrl?: string, quiet?: boolean, onLine?: (line: string) => void}} options
 *   authDataDir: Auth accounts are imported from it (when present) and exported to it on exit.
 *   appUrl: where the app is served, for the links in emails (APP_URL; the dev server by default).
 */
export async function startAuthAndFunctions({ projectId, cwd, functionNames, authDataDir, appUrl, quiet = true, onLine }) {
  const args = [firebaseCli(), 'emulators:start', '--only', 'auth,functions', '--project', projectId, '--non-interactive'];
  const configFile = await configFileFor(cwd, PORTS);
  if (configFile) args.push('--config', configFile);
  if (authDataDir) {
    if (existsSync(path.join(authDataDir, 'firebase-export-metadata.json'))) args.push('--import', authDataDir);
    args.push('--export-on-exit', authDataDir);
  }
  const env = {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: hostPort(PORTS.firestore),
    GCLOUD_PROJECT: projectId,
    METADATA_SERVER_DETECTION: 'none',
    // the functions send mail to the local inbox (MailDev) unless told otherwise
    SMTP_CONNECTION_URI: process.env.SMTP_CONNECTION_URI || `smtp://${hostPort(PORTS.smtp)}`,
    APP_URL: process.env.APP_URL || appUrl || url(PORTS.vite).replace(/\/$/, ''),
    // the unsubscribe links in reminders point at the Functions emulator's HTTP functions
    FUNCTIONS_BASE_URL: process.env.FUNCTIONS_BASE_URL || `${url(PORTS.functions).replace(/\/$/, '')}/${projectId}/europe-west2`,
    // seconds firebase-tools waits for the functions bundle to say what it exports (default 10):
    // on two busy cores loading the bundle (stripe, firebase-admin) can take longer than that
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT || '60',
  };
  // firebase-tools starts its own Auth emulator: an inherited host would make it think one runs.
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  const proc = startProcess('firebase', process.execPath, args, { env, cwd, quiet, onLine });

  try {
    await pollUntil('the Auth emulator', async () => (await httpGet(url(PORTS.auth))).ok, { proc, timeoutMs: STARTUP_TIMEOUT_MS });
    await pollUntil(`functions ${functionNames.join(', ')} in the Functions emulator`, async () => {
      const response = await httpGet(url(PORTS.functions, '/backends'));
      if (!response.ok) return false;
      const loaded = loadedFunctionNames(await response.json());
      return functionNames.every((name) => loaded.has(name));
    }, { proc, timeoutMs: STARTUP_TIMEOUT_MS, intervalMs: 200 });
  } catch (error) {
    await stopProcess(proc, { graceMs: 3_000 });
    throw new Error(`${error.message}\n${proc.recentOutput()}`);
  }

  return {
    proc,
    // One SIGTERM, then time for the Auth export (a second signal would skip it).
    stop: () => stopProcess(proc, { graceMs: 20_000 }),
  };
}
