type Target = { uid: string; email?: undefined } | { uid?: undefined; email: string };

export type SetAdminInput = { target: Target; admin: boolean };

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Checks the callable's payload: `{email | uid, admin: boolean}`. */
export function parseSetAdminInput(data: unknown): Parsed<SetAdminInput> {
  if (typeof data !== 'object' || data === null) return { ok: false, message: 'Send {email or uid, admin}.' };
  const { email, uid, admin } = data as Record<string, unknown>;
  if (typeof admin !== 'boolean') return { ok: false, message: '`admin` must be true or false.' };
  if (typeof uid === 'string' && uid.trim() !== '') return { ok: true, value: { target: { uid: uid.trim() }, admin } };
  if (typeof email === 'string' && EMAIL.test(email.trim())) {
    return { ok: true, value: { target: { email: email.trim().toLowerCase() }, admin } };
  }
  return { ok: false, message: 'Give the account\'s email address or uid.' };
}
