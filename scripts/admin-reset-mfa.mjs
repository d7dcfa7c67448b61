#!/usr/bin/env node
// `npm run admin:reset-mfa -- <email>`: removes every second factor of an account and revokes its
// refresh tokens, for the last administrator who lost their phone (other administrators use
// "Remove second factor" on the member's record, the removeSecondFactor callable). Server
// credentials only: on a real project it runs with GOOGLE_APPLICATION_CREDENTIALS (whoever holds
// them can already do anything), never from the app. Audited as `mfa.reset` (via admin-cli), as
// the callable records it. The account sets up a new factor at its next sign-in.
// Targets the local emulators by default; a real project when GOOGLE_APPLICATION_CREDENTIALS is
// set, or FIREBASE_PROJECT_ID names a non-demo project and no emulator host is set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountByEmail, auditAdminCommand, runAdminCommand } from './stack/adminApp.mjs';
import { fail, ok } from './stack/log.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const USAGE = 'Usage: npm run admin:reset-mfa -- <email>';
const args = process.argv.slice(2);
const email = args[0];
if (args.length !== 1 || !email || email.startsWith('--') || !email.includes('@')) {
  fail(USAGE);
  process.exit(2);
}

await runAdminCommand(root, (where) => `Removing the second factor of ${email} on ${where}…`, async (clients) => {
  const { auth } = clients;
  const user = await accountByEmail(auth, email, 'Check the address and run this again.');
  const removed = user.multiFactor?.enrolledFactors.length ?? 0;
  if (removed > 0) await auth.updateUser(user.uid, { multiFactor: { enrolledFactors: null } });
  // a session signed in with the removed factor must not outlive it
  await auth.revokeRefreshTokens(user.uid);
  // the same entry as functions/src/removeSecondFactor.ts writes (model SECOND_FACTOR_RESET_ACTION)
  await auditAdminCommand(clients, {
    action: 'mfa.reset',
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    factorsRemoved: removed,
    sessionsRevoked: true,
  }, 'Second factor removed');
  ok(removed > 0
    ? `${user.email} (${user.uid}): ${removed === 1 ? 'its second factor was' : `its ${removed} second factors were`} removed and its sessions revoked. They set up a new factor when they next sign in.`
    : `${user.email} (${user.uid}) had no second factor; its sessions were revoked all the same.`);
});
