// The Admin SDK app the administrators' CLIs (admin:grant, admin:reset-mfa) work with: the local
// emulators by default (which must be running), a real project with server credentials
// (chooseAdminTarget says which). Exits with a message when the emulators are not there.
import { PORTS, emulatorEnv, hostPort } from './hosts.mjs';
import { chooseAdminTarget } from './adminTarget.mjs';
import { fail, step } from './log.mjs';

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

/**
 * Runs one administrators' CLI command on that app: prints `describe(where)`, gives `work` the
 * Auth and Firestore clients, prints the error it throws and exits 1 (0 when it finishes); the app
 * is closed either way.
 * @param {string} root the repository's folder
 * @param {(where: string) => string} describe
 * @param {(clients: { auth: import('firebase-admin/auth').Auth, db: import('firebase-admin/firestore').Firestore, FieldValue: typeof import('firebase-admin/firestore').FieldValue, emulator: boolean }) => Promise<void>} work
 */
export async function runAdminCommand(root, describe, work) {
  const { app, emulator, where, deleteApp } = await openAdminApp(root);
  const { getAuth } = await import('firebase-admin/auth');
  const { FieldValue, getFirestore } = await import('firebase-admin/firestore');
  step(describe(where));
  let exitCode = 0;
  try {
    await work({ auth: getAuth(app), db: getFirestore(app), FieldValue, emulator });
  } catch (error) {
    fail(error.message);
    exitCode = 1;
  } finally {
    await deleteApp(app);
  }
  process.exit(exitCode);
}

/**
 * The account with this email (trimmed, lower case); an error in words when there is none.
 * @param {import('firebase-admin/auth').Auth} auth
 * @param {string} email
 * @param {string} whatToDo said after "No account with the email …"
 */
export async function accountByEmail(auth, email, whatToDo) {
  return auth.getUserByEmail(email.trim().toLowerCase()).catch((error) => {
    if (error.code === 'auth/user-not-found') throw new Error(`No account with the email ${email}. ${whatToDo}`);
    throw error;
  });
}

/**
 * Adds the command's entry to auditLog (no actor, via admin-cli, stamped by the server). The
 * change it records stands when the entry cannot be written: that is said, with `done` first.
 * @param {{ db: import('firebase-admin/firestore').Firestore, FieldValue: typeof import('firebase-admin/firestore').FieldValue }} clients
 * @param {Record<string, unknown>} entry
 * @param {string} done what was changed ("Role changed")
 */
export async function auditAdminCommand({ db, FieldValue }, entry, done) {
  try {
    await db.collection('auditLog').add({ ...entry, actorUid: null, via: 'admin-cli', at: FieldValue.serverTimestamp() });
  } catch (error) {
    fail(`${done}, but the audit log entry could not be written: ${error.message}`);
  }
}
