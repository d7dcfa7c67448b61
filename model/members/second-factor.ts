/**
 * The administrator's second factor and recent sign-in: what the server asks of a token, the
 * refusals' reasons and words, and the recovery callable's payload. Shared by the callables'
 * guards (functions/src/callers.ts), the web app (which asks again in place) and the tests.
 */
import { recordOrNull } from '@engine';
import type { Parsed } from '../forms/form-callables.ts';
import { parseEraseMemberRequest } from './member-erasure.ts';

/** `details.reason` when an administrator's token was not signed in with a second factor. */
export const MFA_REQUIRED = 'mfa-required';

export const MFA_REQUIRED_MESSAGE =
  'Administrators must sign in with a second factor (a code by text message or from an authenticator app). Set one up on the sign-in security page, then sign in again.';

/** How recent a sign-in must be for the sensitive administrator actions (bulk export, erasure, role changes, removing a factor). */
export const SENSITIVE_SIGN_IN_SECONDS = 5 * 60;

export const SENSITIVE_SIGN_IN_MESSAGE =
  'For your security, this needs a sign-in from the last 5 minutes: confirm your password and your second factor, then it carries on.';

/**
 * Pure: whether a decoded ID token was signed in with a second factor (`firebase.sign_in_second_factor`,
 * 'phone' or 'totp'), the same test as the rules' `isAdmin()`.
 */
export function signedInWithSecondFactor(token: unknown): boolean {
  const firebase = recordOrNull(recordOrNull(token)?.firebase);
  const factor = firebase?.sign_in_second_factor;
  return typeof factor === 'string' && factor.length > 0;
}

/** removeSecondFactor: an administrator removes a colleague's second factors, naming the account by its email. */
export interface RemoveSecondFactorRequest {
  memberId: string;
  confirmEmail: string;
}

export interface RemoveSecondFactorAnswer {
  uid: string;
  email: string | null;
  /** how many factors were removed (0: the account had none, nothing changed but its sessions) */
  removed: number;
  sessionsRevoked: true;
}

/** The audit entry of a removal (the callable and `npm run admin:reset-mfa`). */
export const SECOND_FACTOR_RESET_ACTION = 'mfa.reset';

/** Checks removeSecondFactor's payload: `{memberId, confirmEmail}`, the same shape and limits as eraseMember's. */
export function parseRemoveSecondFactorRequest(payload: unknown): Parsed<RemoveSecondFactorRequest> {
  return parseEraseMemberRequest(payload);
}

/** What the administrator reads once a colleague's factors are removed. */
export function secondFactorRemovedMessage(answer: RemoveSecondFactorAnswer): string {
  const who = answer.email ?? answer.uid;
  if (answer.removed === 0) return `${who} had no second factor. Their sessions were ended all the same.`;
  return `${who}'s second factor was removed and they were signed out everywhere. They set up a new one when they next sign in.`;
}
