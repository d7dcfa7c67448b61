import { fromData } from '../../../data';

/** The auth feature's door to the data layer. */
export { waitForUser } from '../../../data';

export const signIn = fromData('auth', 'signIn');
export const register = fromData('auth', 'register');
export const signOut = fromData('auth', 'signOut');
export const requestPasswordReset = fromData('auth', 'requestPasswordReset');
export const emulatorResetLink = fromData('auth', 'emulatorResetLink');
