import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  EMAIL_MISMATCH,
  SECOND_FACTOR_RESET_ACTION,
  normaliseEmail,
  parseRemoveSecondFactorRequest,
  type RemoveSecondFactorAnswer,
} from '@model';
import { requireCurrentAdmin, requireRecentSignIn } from './callers.ts';
import { callableOptions } from './options.ts';

/**
 * Removes every second factor of an account and ends its sessions (revokes its refresh tokens),
 * then writes `mfa.reset` to the audit log (who, whose, how many factors). The one place the
 * factor removal lives: the removeSecondFactor callable and `npm run admin:reset-mfa` both call it.
 */
export async function resetSecondFactors(user: UserRecord, actorUid: string | null, via: string): Promise<RemoveSecondFactorAnswer> {
  const auth = getAuth();
  const removed = user.multiFactor?.enrolledFactors.length ?? 0;
  if (removed > 0) await auth.updateUser(user.uid, { multiFactor: { enrolledFactors: null } });
  // a session signed in with the removed factor must not outlive it
  await auth.revokeRefreshTokens(user.uid);
  await getFirestore().collection(COLLECTIONS.auditLog).add({
    action: SECOND_FACTOR_RESET_ACTION,
    actorUid,
    via,
    targetUid: user.uid,
    targetEmail: user.email ?? null,
    factorsRemoved: removed,
    sessionsRevoked: true,
    at: FieldValue.serverTimestamp(),
  });
  return { uid: user.uid, email: user.email ?? null, removed, sessionsRevoked: true };
}

/**
 * An administrator removes a colleague's (or a member's) second factor, say after a lost phone,
 * with the account's email typed as confirmation; a sensitive action, so it needs a sign-in from
 * the last 5 minutes. Never the caller's own (they manage theirs on the sign-in security page).
 * The account sets up a new factor at its next sign-in; an administrator sees nothing else first.
 */
export const removeSecondFactor = onCall(callableOptions, async (request): Promise<RemoveSecondFactorAnswer> => {
  const caller = await requireCurrentAdmin(request.auth);
  requireRecentSignIn(caller, Date.now());
  const input = parseRemoveSecondFactorRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { memberId, confirmEmail } = input.value;
  if (memberId === caller.uid) {
    throw new HttpsError('failed-precondition', 'To change your own second factor, use the sign-in security page: it asks for the new factor first.');
  }
  const user = await getAuth().getUser(memberId).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') throw new HttpsError('not-found', 'There is no account with this id.');
    throw error;
  });
  if (!user.email || normaliseEmail(user.email) !== confirmEmail) {
    throw new HttpsError('invalid-argument', 'The email address typed is not this account’s. Check it and try again.', { reason: EMAIL_MISMATCH });
  }
  return resetSecondFactors(user, caller.uid, 'removeSecondFactor');
});
