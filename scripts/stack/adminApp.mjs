// The Admin SDK app the administrators' CLIs (admin:grant, admin:reset-mfa) work with: the local
// emulators by default (which must be running), a real project with server credentials
// (chooseAdminTarget says which). Exits with a message when the emulators are not there.
import { PORTS, emulatorEnv, hostPort } from './hosts.mjs';
import { chooseAdminTarget } from './adminTarget.mjs';
import { fail } from './log.mjs';

/**
 * @param {string} root the repository's folder
 * @returns {Promise<{ app: import('firebase-admin/app').App, emulator: boolean, where: string, deleteApp: (app: import('firebase-admin/app').App) => Promise<void> }>}
 */
export async function openAdminApp(root) {
  const target = chooseAdminTarget(process.env, root);
  if (target.mode === 'emulator') {
    for (const [key, value] of Object.entries(emulatorEnv(target.projectId))) process.env[key] ??= value;
    const answers = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(2_000) }).then(() => true, () => false);
    if (!answers) {
      fail(`The Auth emulator is not running at ${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? hostPort(PORTS.auth)}. Start the stack with \`npm run dev\` first.`);
      process.exit(1);
    }
  }
  // loaded after the emulator variables are set: the Admin SDK reads them when it starts
  const { applicationDefault, deleteApp, initializeApp } = await import('firebase-admin/app');
  const app = target.mode === 'emulator'
    ? initializeApp({ projectId: target.projectId })
    : initializeApp({ credential: applicationDefault(), ...(target.projectId ? { projectId: target.projectId } : {}) });
  const where = target.mode === 'emulator' ? `the emulators (${target.projectId})` : `project ${app.options.projectId ?? '(from credentials)'}`;
  return { app, emulator: target.mode === 'emulator', where, deleteApp };
}
