import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';
import {
  MFA_REQUIRED,
  MFA_REQUIRED_MESSAGE,
  RECENT_SIGN_IN_REQUIRED,
  SENSITIVE_SIGN_IN_MESSAGE,
  SENSITIVE_SIGN_IN_SECONDS,
  isRecentSignIn,
  signedInWithSecondFactor,
} from '@model';

type Auth = CallableRequest['auth'];

/** The signed-in caller, or `unauthenticated`. */
export function requireMember(auth: Auth): NonNullable<Auth> {
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in to continue.');
  return auth;
}

/**
 * The signed-in administrator (`admin: true` claim), or `permission-denied`; signed in with a
 * second factor (`firebase.sign_in_second_factor`), or `failed-precondition` with reason
 * `mfa-required`: a password alone never opens an administrator callable.
 */
export function requireAdmin(auth: Auth): NonNullable<Auth> {
  const caller = requireAdminClaim(auth);
  requireSecondFactor(caller);
  return caller;
}

function requireAdminClaim(auth: Auth): NonNullable<Auth> {
  const caller = requireMember(auth);
  if (caller.token.admin !== true) throw new HttpsError('permission-denied', 'Only administrators can do this.');
  return caller;
}

function requireSecondFactor(caller: NonNullable<Auth>): void {
  if (!signedInWithSecondFactor(caller.token)) {
    throw new HttpsError('failed-precondition', MFA_REQUIRED_MESSAGE, { reason: MFA_REQUIRED });
  }
}

/**
 * For the sensitive actions (bulk export, erasure, role changes, removing a factor): the token's
 * `auth_time` within the last 5 minutes at `now` (ms), or `failed-precondition` with reason
 * `recent-sign-in-required`; the app then asks for the password and second factor again in place
 * and retries. A device left signed in cannot do them.
 */
export function requireRecentSignIn(auth: NonNullable<Auth>, now: number): void {
  if (!isRecentSignIn(auth.token.auth_time, now, SENSITIVE_SIGN_IN_SECONDS)) {
    throw new HttpsError('failed-precondition', SENSITIVE_SIGN_IN_MESSAGE, { reason: RECENT_SIGN_IN_REQUIRED });
  }
}

/**
 * An administrator now: the token's claim and the account's current claims. An ID token lives up
 * to an hour, so a token minted before the role was revoked still says `admin`; the account decides.
 */
export async function requireCurrentAdmin(auth: Auth): Promise<NonNullable<Auth>> {
  const caller = requireAdminClaim(auth);
  const account = await getAuth().getUser(caller.uid);
  if (account.customClaims?.admin !== true) throw new HttpsError('permission-denied', 'Only administrators can do this.');
  // a demoted account hears that it is no administrator; a current one without the factor, why not yet
  requireSecondFactor(caller);
  return caller;
}
