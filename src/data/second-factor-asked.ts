/** One enrolled second factor, as the sign-in security page and the code step show it. */
export interface SecondFactor {
  /** the enrolment's id */
  id: string;
  kind: 'sms' | 'app';
  /** the name given when enrolling ("My phone") */
  name: string | null;
  /** SMS only: the number, as Firebase shows it (masked at sign-in, e.g. +*******0123) */
  phoneNumber: string | null;
  enrolledAt: string | null;
}

/** The sign-in (or sign-in again) is waiting for the second factor's code: the error's code. */
export const SECOND_FACTOR_NEEDED = 'auth/multi-factor-auth-required';

/**
 * Pure: the account's second factors when `error` is a sign-in waiting for one's code (the data
 * layer lists them in its details); null for any other error.
 */
export function secondFactorsAsked(error: unknown): SecondFactor[] | null {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== SECOND_FACTOR_NEEDED) return null;
  const factors = (error as { details?: { factors?: unknown } }).details?.factors;
  return Array.isArray(factors) ? (factors as SecondFactor[]) : null;
}
