/**
 * The data layer: the only code that imports `firebase/*`. Features reach it through their own
 * `api/` modules, and load it lazily so visitors of public pages never download Firebase.
 */
export { firebase } from './app';
export { settings, FUNCTIONS_REGION, type FirebaseSettings } from './config';
export { DataError, toDataError } from './errors';
export {
  watchAuth,
  signIn,
  register,
  signOut,
  requestPasswordReset,
  refreshClaims,
  emulatorResetLink,
  type AuthUser,
} from './auth';
export { getProfile, watchProfile, giveHealthDataConsent, hasFinishedOnboarding, toProfile, type MemberProfile } from './users';
export { callFunction, setAdmin } from './functions';
export { enableAnalytics } from './analytics';
