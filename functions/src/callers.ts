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
