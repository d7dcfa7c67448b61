import { getAuth, type UserRecord } from 'firebase-admin/auth';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { EMAIL_MISMATCH, normaliseEmail, parseEraseMemberRequest, type EraseAnswer } from '@model';
import { requireCurrentAdmin, requireRecentSignIn } from './callers.ts';
import { eraseOrExplain, refuseLastAdministrator } from './erasureCallers.ts';
import { erasureRecordOf } from './memberErasure.ts';
import { callableOptions } from './options.ts';

/**
 * An administrator carries out a member's erasure request, the same way as eraseAccount, with
 * the member's email typed as confirmation (the wrong member cannot be erased by a slip). Never
 * their own account (that is eraseAccount, with their password) and never the last
 * administrator. If the account is already gone, an erasure that was started is finished (the
 * email can no longer be checked; the record shows it was confirmed when it began).
 */
export const eraseMember = onCall({ ...callableOptions, timeoutSeconds: 300 }, async (request): Promise<EraseAnswer> => {
  const caller = await requireCurrentAdmin(request.auth);
  requireRecentSignIn(caller, Date.now());
  const input = parseEraseMemberRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { memberId, confirmEmail } = input.value;
  if (memberId === caller.uid) {
    throw new HttpsError('failed-precondition', 'To delete your own account, use Delete my account on your data page: it asks for your password.');
  }

  const member: UserRecord | null = await getAuth().getUser(memberId).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  });
  if (!member) {
    const record = await erasureRecordOf(memberId);
    if (!record.exists) throw new HttpsError('not-found', 'There is no account with this id.');
    return eraseOrExplain({ uid: memberId, by: 'admin', adminUid: caller.uid });
  }
  if (!member.email || normaliseEmail(member.email) !== confirmEmail) {
    throw new HttpsError('invalid-argument', 'The email address typed is not this member’s. Check it and try again.', { reason: EMAIL_MISMATCH });
  }
  await refuseLastAdministrator(memberId, member.customClaims?.admin === true);
  return eraseOrExplain({ uid: memberId, by: 'admin', adminUid: caller.uid });
});
