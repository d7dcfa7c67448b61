import type { Parsed } from '@model';

type Target = { uid: string; email?: undefined } | { uid?: undefined; email: string };

export type SetAdminInput = { target: Target; admin: boolean };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Firebase Auth's own limits: a uid is at most 128 characters, an email address at most 320.
const MAX_UID = 128;
const MAX_EMAIL = 320;

/** Checks the callable's payload: `{email | uid, admin: boolean}`. */
export function parseSetAdminInput(data: unknown): Parsed<SetAdminInput> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'Send {email or uid, admin}.' };
  const { email, uid, admin } = data as Record<string, unknown>;
  if (typeof admin !== 'boolean') return { ok: false, message: '`admin` must be true or false.' };
  if (typeof uid === 'string' && uid.trim() !== '') {
    if (uid.trim().length > MAX_UID) return { ok: false, message: `A uid has at most ${MAX_UID} characters.` };
    return { ok: true, value: { target: { uid: uid.trim() }, admin } };
  }
  if (typeof email === 'string' && email.trim().length <= MAX_EMAIL && EMAIL.test(email.trim())) {
    return { ok: true, value: { target: { email: email.trim().toLowerCase() }, admin } };
  }
  return { ok: false, message: 'Give the account\'s email address or uid.' };
}

/** What an administrator reads when the account to promote has not proved it owns its email. */
export function unverifiedEmailMessage(account: string): string {
  return `${account} has not verified its email address, so it cannot be made an administrator. `
    + 'Ask the account holder to open the verification link sent to that address, then try again.';
}
