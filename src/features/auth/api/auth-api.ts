import { fromData } from '../../../data';

/** The auth feature's door to the data layer. */
export { waitForUser } from '../../../data';

export const signIn = fromData('auth', 'signIn');
export const register = fromData('auth', 'register');
export const signOut = fromData('auth', 'signOut');
export const requestPasswordReset = fromData('auth', 'requestPasswordReset');
export const emulatorResetLink = fromData('auth', 'emulatorResetLink');
/** Signing out asks first when assessments finished on this device have not been sent (the outbox). */
export { useSignedIn } from '../../../data';
export const listOutbox = fromData('outbox', 'listOutbox');
export const sendOutbox = fromData('outbox', 'sendOutbox');
export const removeUnsent = fromData('outbox', 'removeUnsent');

/** The second factor's code step, at sign-in and when signing in again in place. */
export { type SecondFactor } from '../../../data';
export const sendSignInCode = fromData('second-factor', 'sendSignInCode');
export const finishSignInWithCode = fromData('second-factor', 'finishSignInWithCode');
export const signInAgain = fromData('second-factor', 'signInAgain');
export const pendingSecondFactors = fromData('second-factor', 'pendingSecondFactors');
