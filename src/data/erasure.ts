import { EmailAuthProvider, reauthenticateWithCredential, signOut as fbSignOut } from 'firebase/auth';
import { ERASURE_INCOMPLETE, ERASURE_INCOMPLETE_MESSAGE, type EraseAccountRequest, type EraseAnswer, type EraseMemberRequest } from '@model';
import { clearBrowserStorage } from '../lib';
import { firebase } from './app';
import { DataError, toDataError } from './errors';
import { callFunction } from './functions';

/** What the erasure is doing now, for the page's progress line. */
export type ErasureStage = 'confirming' | 'erasing' | 'signing-out';

const reasonOf = (error: DataError): unknown => (error.details as { reason?: unknown } | undefined)?.reason;

/** The server's erasure stopped part-way: say so in words (running it again continues). */
function explained(error: unknown): DataError {
  const data = error instanceof DataError ? error : toDataError(error);
  if (reasonOf(data) === ERASURE_INCOMPLETE) return new DataError(data.code, ERASURE_INCOMPLETE_MESSAGE, data.details);
  return data;
}

/**
 * The signed-in member deletes their account: their password again (eraseAccount refuses a
 * sign-in older than five minutes), then the callable, then this device's local copies of their
 * answers go and the session ends. Already erased on the server but still signed in here (a
 * tab that missed the answer) ends the same way.
 */
export async function deleteMyAccount(password: string, onStage: (stage: ErasureStage) => void = () => undefined): Promise<EraseAnswer> {
  const { auth } = firebase();
  const user = auth.currentUser;
  if (!user?.email) throw new DataError('unauthenticated', 'Sign in again to delete your account.');
  const uid = user.uid;

  onStage('confirming');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    const data = toDataError(error);
    // reauthentication names only the password: the email is the account's own
    if (data.code === 'auth/invalid-credential' || data.code === 'auth/wrong-password' || data.code === 'auth/missing-password') {
      throw new DataError(data.code, 'That password is not right. Check it and try again.', data.details);
    }
    // this page has no code step yet: say what to do rather than "something went wrong"
    if (data.code === 'auth/multi-factor-auth-required') {
      throw new DataError(data.code, 'Your account has a second factor, which this page cannot ask for yet. Remove it on the Sign-in security page (/dashboard/sign-in-security), then delete your account.', data.details);
    }
    throw data;
  }

  onStage('erasing');
  let answer: EraseAnswer;
  try {
    answer = await callFunction<EraseAccountRequest, EraseAnswer>('eraseAccount', {});
  } catch (error) {
    throw explained(error);
  }

  onStage('signing-out');
  clearBrowserStorage(uid);
  // The account no longer exists: signing out only forgets it on this device, it cannot fail on the server.
  await fbSignOut(auth).catch(() => undefined);
  return answer;
}

/** Administrators: carry out a member's erasure request, with the member's email typed as confirmation. */
export async function eraseMember(memberId: string, confirmEmail: string): Promise<EraseAnswer> {
  try {
    return await callFunction<EraseMemberRequest, EraseAnswer>('eraseMember', { memberId, confirmEmail });
  } catch (error) {
    throw explained(error);
  }
}
