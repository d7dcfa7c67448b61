#!/usr/bin/env node
// `npm run admin:grant -- <email> [--revoke] [--allow-unverified]`: gives an existing account the
// administrator role (the `admin: true` custom claim), for the first administrator; later ones use
// the setAdmin callable from the app. Like setAdmin, it refuses an account whose email address is
// not verified, unless --allow-unverified says so explicitly (the audit entry records it).
// --revoke removes the role and revokes the account's refresh tokens, so no session of theirs
// keeps it past its next token refresh.
// Targets the local emulators by default; a real project when GOOGLE_APPLICATION_CREDENTIALS is
// set, or FIREBASE_PROJECT_ID names a non-demo project and no emulator host is set.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { accountByEmail, auditAdminCommand, runAdminCommand } from './stack/adminApp.mjs';
import { fail, ok, warn } from './stack/log.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const USAGE = 'Usage: npm run admin:grant -- <email> [--revoke] [--allow-unverified]';
const FLAGS = ['--revoke', '--allow-unverified'];
const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--'));
const admin = !args.includes('--revoke');
const allowUnverified = args.includes('--allow-unverified');
const unknown = args.filter((arg) => arg.startsWith('--') && !FLAGS.includes(arg));
if (!email || !email.includes('@') || unknown.length > 0 || args.filter((arg) => !arg.startsWith('--')).length > 1) {
  fail(unknown.length > 0 ? `Unknown option ${unknown.join(', ')}. ${USAGE}` : USAGE);
  process.exit(2);
}
if (!admin && allowUnverified) {
  fail(`--allow-unverified only applies to granting the role. ${USAGE}`);
  process.exit(2);
}

await runAdminCommand(root, (where) => `${admin ? 'Granting' : 'Revoking'} administrator for ${email} on ${where}…`, async (clients) => {
  const { auth, db, FieldValue, emulator } = clients;
  const user = await accountByEmail(auth, email, `Register it in the app first (${emulator ? 'or run `npm run seed`' : 'sign up on the site'}), then run this again.`);
  if (admin && !user.emailVerified && !allowUnverified) {
    throw new Error(
      `${user.email} has not verified its email address, so it was not made an administrator. `
      + 'Have the account holder open the verification link sent to that address, then run this again. '
      + 'Only for the very first administrator, when no one can check the address yet, add --allow-unverified (the audit log records it).',
    );
  }
  const { admin: _previous, ...claims } = user.customClaims ?? {};
  // roles/{uid}: the rules' isAdmin() requires it beside the claim (as setAdmin writes it). A
  // revoke deletes it first, so Firestore access ends at once; a grant writes it after the claim.
  const role = db.collection('roles').doc(user.uid);
  if (!admin) await role.delete();
  await auth.setCustomUserClaims(user.uid, admin ? { ...claims, admin: true } : claims);
  if (admin) await role.set({ admin: true, via: 'admin-cli', at: FieldValue.serverTimestamp() });
  // Without this, a session that already holds the role keeps it until its ID token expires.
  if (!admin) await auth.revokeRefreshTokens(user.uid);
  // As setAdmin: the profile (when there is one) says `role: 'admin'`, so member counts leave
  // administrators out (model/members/user-role.ts); 5 = NOT_FOUND, no profile yet.
  await db.collection('users').doc(user.uid)
    // directory.role: the members list's role filter (model/members/member-directory.ts)
    .update({ role: admin ? 'admin' : FieldValue.delete(), 'directory.role': admin ? 'admin' : 'member' })
    .catch((error) => { if (error.code !== 5) throw error; });
  await auditAdminCommand(clients, {
    action: admin ? 'role.admin.grant' : 'role.admin.revoke',
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    emailVerified: user.emailVerified,
    ...(admin && !user.emailVerified ? { allowUnverified: true } : {}),
    sessionsRevoked: !admin,
  }, 'Role changed');
  if (admin && !user.emailVerified) warn(`${user.email} has not verified its email address: granted anyway (--allow-unverified), and recorded in the audit log.`);
  ok(admin
    ? `${user.email} (${user.uid}) is now an administrator. It takes effect at their next sign-in or token refresh${(user.multiFactor?.enrolledFactors.length ?? 0) > 0 ? '' : ', after they set up a second factor (the app asks them first)'}.`
    : `${user.email} (${user.uid}) is no longer an administrator. Their refresh tokens are revoked: each session of theirs ends at its next token refresh (within the hour), then they must sign in again.`);
});
