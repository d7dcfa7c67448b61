import { EmailAuthProvider, reauthenticateWithCredential, signOut as fbSignOut } from 'firebase/auth';
import { ERASURE_INCOMPLETE, ERASURE_INCOMPLETE_MESSAGE, type EraseAccountRequest, type EraseAnswer, type EraseMemberRequest } from '@model';
import { clearBrowserStorage } from '../lib';
import { firebase } from './app';
import { DataError, toDataError } from './errors';
import { callFunction } from './functions';
import { secondFactorStep } from './second-factor';
import { SECOND_FACTOR_NEEDED } from './second-factor-asked';

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
 * sign-in older than five minutes), then eraseMyAccount. An account with a second factor throws
 * SECOND_FACTOR_NEEDED (second-factor-asked.ts) after the password: the page asks for the code with
 * sendSignInCode / finishSignInWithCode, which finish this sign-in again, then runs eraseMyAccount.
 */
export async function deleteMyAccount(password: string, onStage: (stage: ErasureStage) => void = () => undefined): Promise<EraseAnswer> {
  const { auth } = firebase();
  const user = auth.currentUser;
  if (!user?.email) throw new DataError('unauthenticated', 'Sign in again to delete your account.');

  onStage('confirming');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
  } catch (error) {
    const data = toDataError(error);
    // reauthentication names only the password: the email is the account's own
    if (data.code === 'auth/invalid-credential' || data.code === 'auth/wrong-password' || data.code === 'auth/missing-password') {
      throw new DataError(data.code, 'That password is not right. Check it and try again.', data.details);
    }
    // the page asks for the second factor's code, then calls eraseMyAccount
    if (data.code === SECOND_FACTOR_NEEDED) throw secondFactorStep(error);
    throw data;
  }
  return eraseMyAccount(onStage);
}

/**
 * What runs once the sign-in is confirmed (password, and second factor if any): the callable,
 * then this device's local copies of their answers go and the session ends. Already erased on
 * the server but still signed in here (a tab that missed the answer) ends the same way.
 */
export async function eraseMyAccount(onStage: (stage: ErasureStage) => void = () => undefined): Promise<EraseAnswer> {
  const { auth } = firebase();
  const user = auth.currentUser;
  if (!user) throw new DataError('unauthenticated', 'Sign in again to delete your account.');
  const uid = user.uid;

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
