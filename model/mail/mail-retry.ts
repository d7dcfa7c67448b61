/**
 * When a failed email is tried again: after 1, 5, 15 and 60 minutes, and after the fifth failed
 * attempt it stops in ERROR with the reason (an administrator can "Send again" from /admin/mail).
 */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 15, 60] as const;

/** Attempts in all before ERROR: the first one plus one per delay. */
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MINUTES.length + 1;

/** How long a sender holds a mail in PROCESSING before the retry sweep may take it back. */
export const MAIL_LEASE_MS = 2 * 60_000;

/**
 * After `attempts` failed attempts (1 after the first): when to try again, or null when the limit
 * is reached and the mail goes to ERROR.
 */
export function nextMailAttemptAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  const minutes = MAIL_RETRY_DELAYS_MINUTES[Math.min(Math.max(0, attempts - 1), MAIL_RETRY_DELAYS_MINUTES.length - 1)] ?? 60;
  return new Date(failedAt.getTime() + minutes * 60_000);
}
