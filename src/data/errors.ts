/** Typed errors the data layer raises, with messages a member can act on. */
export class DataError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'DataError';
  }
}

const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'That email and password do not match an account. Check them and try again.',
  'auth/wrong-password': 'That password is not right. Check it and try again, or reset it.',
  'auth/user-not-found': 'There is no account with that email. Check it, or create an account.',
  'auth/invalid-email': 'Enter a valid email address, like name@example.com.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/email-already-in-use': 'An account with that email already exists. Sign in, or reset your password.',
  'auth/weak-password': 'Choose a stronger password: at least 8 characters.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  'auth/network-request-failed': 'We could not reach the server. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
  'auth/operation-not-allowed': 'Email sign-in is not enabled for this site.',
  'auth/internal-error': 'Something went wrong on our side. Please try again.',
};

const FUNCTION_MESSAGES: Record<string, string> = {
  'functions/permission-denied': 'You do not have permission to do that.',
  'functions/unauthenticated': 'Please sign in again to continue.',
  'functions/unavailable': 'We could not reach the server. Check your connection and try again.',
  'functions/deadline-exceeded': 'The server took too long to answer. Please try again.',
  'functions/not-found': 'That could not be found.',
  'permission-denied': 'You do not have permission to do that.',
  unavailable: 'We could not reach the server. Check your connection and try again.',
};

const SERVER_WORDED = new Set(['functions/invalid-argument', 'functions/failed-precondition', 'functions/resource-exhausted']);

/** Pure: turns a Firebase error (or anything thrown) into a DataError with a friendly message. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error;
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : 'unknown';
  const details = typeof error === 'object' && error && 'details' in error ? (error as { details: unknown }).details : undefined;
  const known = AUTH_MESSAGES[code] ?? FUNCTION_MESSAGES[code];
  if (known) return new DataError(code, known, details);
  // invalid-argument, failed-precondition and resource-exhausted (a rate limit: "Too many …
  // please wait N seconds"; an export too large for one download) carry the server's own readable message.
  if (SERVER_WORDED.has(code) && error instanceof Error) {
    // firebase 12 appends the HTTP status (" [400]"; " [0]" on a streamed answer) to callable messages; members should not see it.
    return new DataError(code, error.message.replace(/\s*\[\d{1,3}\]$/, ''), details);
  }
  return new DataError(code, 'Something went wrong. Please try again.', details);
}

/** Runs one data operation, turning whatever it throws into a DataError (every repository uses it). */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}

/** Whether Firestore refused a read or write under the rules (not found, locked and "not yours" read so). */
export function isPermissionDenied(error: unknown): boolean {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  return code === 'permission-denied' || code === 'firestore/permission-denied';
}
