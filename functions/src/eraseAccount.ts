import { getAuth } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { RECENT_SIGN_IN_MESSAGE, RECENT_SIGN_IN_REQUIRED, isRecentSignIn, parseEraseAccountRequest, type EraseAnswer } from '@model';
import { requireMember } from './callers.ts';
import { eraseOrExplain, refuseLastAdministrator } from './erasureCallers.ts';
import { callableOptions } from './options.ts';

/**
 * The signed-in member erases their own account: responses, drafts, notes about
 * them, assignments, enrolments, bookings (seats given back), profile and Auth account; orders
 * and log entries are kept with a pseudonym. They confirm by signing in again: the ID token's
 * `auth_time` must be within ERASURE_RECENT_SIGN_IN_SECONDS, so a device left signed in cannot
 * delete the account. Resumable: after a failure part-way, calling again continues.
 */
export const eraseAccount = onCall({ ...callableOptions, timeoutSeconds: 300 }, async (request): Promise<EraseAnswer> => {
  const caller = requireMember(request.auth);
  const input = parseEraseAccountRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  if (!isRecentSignIn(caller.token.auth_time, Date.now())) {
    throw new HttpsError('failed-precondition', RECENT_SIGN_IN_MESSAGE, { reason: RECENT_SIGN_IN_REQUIRED });
  }
  // the account's current claims, not the token's (a role granted since would not show in it)
  const account = await getAuth().getUser(caller.uid);
  await refuseLastAdministrator(caller.uid, account.customClaims?.admin === true);
  return eraseOrExplain({ uid: caller.uid, by: 'self', adminUid: null });
});
