/** The auth feature's door to the data layer. */
export { signIn, register, signOut, requestPasswordReset, emulatorResetLink, waitForUser } from '../../../data';
