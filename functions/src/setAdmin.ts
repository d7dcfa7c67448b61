import { ADMIN_ROLE, COLLECTIONS } from '@model';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callableOptions } from './options.ts';
import { parseSetAdminInput, unverifiedEmailMessage } from './setAdminInput.ts';
import { requireCurrentAdmin, requireRecentSignIn } from './callers.ts';
import { anotherAdministratorThan, lastAdministratorMessage, writeAdminRole } from './administrators.ts';

/**
 * Marks (or unmarks) the account's profile `role: 'admin'`, so counts of members leave
 * administrators out. Only an existing profile: one made here would block the member's own
 * first profile write (the rules let a member create it, not update what the server made).
 */
async function markAdminProfile(uid: string, admin: boolean): Promise<void> {
  const profile = getFirestore().collection(COLLECTIONS.users).doc(uid);
  // directory.role: the members list's role filter (model/members/member-directory.ts)
  await profile.update({ role: admin ? ADMIN_ROLE : FieldValue.delete(), 'directory.role': admin ? 'admin' : 'member' }).catch((error: unknown) => {
    // gRPC NOT_FOUND: no profile yet, nothing to mark
    if ((error as { code?: unknown }).code !== 5) throw error;
  });
}

/**
 * Grants or revokes the administrator role (`admin` custom claim) and records who did it.
 * Administrators only. Granting needs a verified email address (whoever controls the address
 * controls the account, so an unproved one could be someone else's). Revoking also revokes the
 * account's refresh tokens: its sessions end at the next token refresh instead of keeping the
 * role until they sign out. A grant shows after the target's next token refresh or sign-in.
 * A grant to an account without a second factor is pending enrolment: the claim alone opens
 * nothing (the rules and every administrator callable also ask for a second-factor sign-in), and
 * the app takes the account to enrolment first (docs/security.md says why not refuse).
 */
export const setAdmin = onCall(callableOptions, async (request) => {
  // the account's current claims decide: a demoted administrator's older token cannot take the role back
  const caller = await requireCurrentAdmin(request.auth);
  requireRecentSignIn(caller, Date.now());
  const input = parseSetAdminInput(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { target, admin } = input.value;

  const auth = getAuth();

  const lookup = target.uid !== undefined ? auth.getUser(target.uid) : auth.getUserByEmail(target.email);
  const user = await lookup.catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw new HttpsError('not-found', `No account found for ${target.uid ?? target.email}.`);
    }
    throw error;
  });
  if (user.uid === caller.uid && !admin) {
    // Keeps at least the caller able to undo mistakes; another administrator can demote them.
    throw new HttpsError('failed-precondition', 'You cannot remove your own administrator role.');
  }
  if (admin && !user.emailVerified) {
    throw new HttpsError('failed-precondition', unverifiedEmailMessage(user.email ?? user.uid), { reason: 'email-not-verified' });
  }

  const who = user.email ?? user.uid;
  // The practice is never left without an administrator. The caller is one (checked above) and is
  // not the target, so this refuses only when the caller lost the role meanwhile, e.g. two
  // administrators revoking each other at once; the check after the change catches the same race.
  if (!admin && !(await anotherAdministratorThan(user.uid))) {
    throw new HttpsError('failed-precondition', lastAdministratorMessage(who), { reason: 'last-administrator' });
  }

  const { admin: _previous, ...otherClaims } = user.customClaims ?? {};
  // a revoke takes the role document first (Firestore access ends at once), a grant writes it last
  if (!admin) await writeAdminRole(user.uid, false, 'setAdmin');
  await auth.setCustomUserClaims(user.uid, admin ? { ...otherClaims, admin: true } : otherClaims);
  if (!admin && !(await anotherAdministratorThan(user.uid))) {
    // Another revoke ran at the same time and took the last other administrator: undo ours.
    await auth.setCustomUserClaims(user.uid, user.customClaims ?? {});
    if (user.customClaims?.admin === true) await writeAdminRole(user.uid, true, 'setAdmin');
    throw new HttpsError('failed-precondition', lastAdministratorMessage(who), { reason: 'last-administrator' });
  }
  if (admin) await writeAdminRole(user.uid, true, 'setAdmin');
  if (!admin) await auth.revokeRefreshTokens(user.uid);
  await markAdminProfile(user.uid, admin);
  const secondFactorEnrolled = (user.multiFactor?.enrolledFactors.length ?? 0) > 0;
  await getFirestore().collection(COLLECTIONS.auditLog).add({
    action: admin ? 'role.admin.grant' : 'role.admin.revoke',
    actorUid: caller.uid,
    via: 'setAdmin',
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    emailVerified: user.emailVerified,
    sessionsRevoked: !admin,
    secondFactorEnrolled,
    at: FieldValue.serverTimestamp(),
  });
  return { uid: user.uid, email: user.email ?? null, admin, secondFactorEnrolled };
});
