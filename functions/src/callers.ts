import { getAuth } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CallableRequest } from 'firebase-functions/v2/https';

type Auth = CallableRequest['auth'];

/** The signed-in caller, or `unauthenticated`. */
export function requireMember(auth: Auth): NonNullable<Auth> {
  if (!auth) throw new HttpsError('unauthenticated', 'Sign in to continue.');
  return auth;
}

/** The signed-in administrator (`admin: true` claim), or `permission-denied`. */
export function requireAdmin(auth: Auth): NonNullable<Auth> {
  const caller = requireMember(auth);
  if (caller.token.admin !== true) throw new HttpsError('permission-denied', 'Only administrators can do this.');
  return caller;
}

/**
 * An administrator now: the token's claim and the account's current claims. An ID token lives up
 * to an hour, so a token minted before the role was revoked still says `admin`; the account decides.
 */
export async function requireCurrentAdmin(auth: Auth): Promise<NonNullable<Auth>> {
  const caller = requireAdmin(auth);
  const account = await getAuth().getUser(caller.uid);
  if (account.customClaims?.admin !== true) throw new HttpsError('permission-denied', 'Only administrators can do this.');
  return caller;
}
