/**
 * The administrators' deliveries page (/admin/mail): what listMailDeliveries answers and
 * resendMail takes, their parsers, and the page's words. A row says who an email went to (a
 * member's name, or a masked address), its kind, state, attempts and last error — never its
 * subject or body, which may be about a member's health.
 */
import { asData, count, oneOf, text } from '@engine';
import type { MailDeliveryState, MailKind } from './mail-documents.ts';

export const MAIL_DELIVERY_FILTERS = ['all', 'failed'] as const;
/** Every recent email, or only those that need attention (ERROR, or waiting to be retried). */
export type MailDeliveryFilter = (typeof MAIL_DELIVERY_FILTERS)[number];

/** Rows one page of the list holds. */
export const MAIL_DELIVERIES_PAGE_SIZE = 50;

/** The audit entry "Send again" leaves (auditLog/{id}.action). */
export const MAIL_RESEND_AUDIT_ACTION = 'mail.resend';

export interface ListMailDeliveriesRequest {
  filter: MailDeliveryFilter;
  /** the previous page's `next` (the last row's id), or null for the newest */
  after: string | null;
}

export interface MailDeliveryRow {
  id: string;
  kind: MailKind;
  /** the member's name, "A member no longer registered", or masked addresses ("a•••@example.com") */
  recipient: string;
  state: MailDeliveryState;
  attempts: number;
  /** the last failure in the SMTP server's words, or why nothing was sent */
  error: string | null;
  skipped: string | null;
  /** ISO times */
  createdAt: string | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}

export interface ListMailDeliveriesAnswer {
  rows: MailDeliveryRow[];
  /** where the next page starts, or null when this is the last */
  next: string | null;
}

export interface ResendMailRequest {
  mailId: string;
}

export interface ResendMailAnswer {
  row: MailDeliveryRow;
}

/** Firestore's document-id limits that matter here (no '/', not empty, not too long). */
const isMailId = (value: string): boolean => value.length > 0 && value.length <= 1_500 && !value.includes('/') && value !== '.' && value !== '..';

/** listMailDeliveries' payload, or null when it is not one. */
export function parseListMailDeliveriesRequest(data: unknown): ListMailDeliveriesRequest | null {
  const input = asData(data);
  const filter = oneOf(input.filter, MAIL_DELIVERY_FILTERS, 'all');
  if (input.after === undefined || input.after === null) return { filter, after: null };
  const after = text(input.after, 2_000);
  return isMailId(after) ? { filter, after } : null;
}

/** resendMail's payload, or null when it is not one. */
export function parseResendMailRequest(data: unknown): ResendMailRequest | null {
  const mailId = text(asData(data).mailId, 2_000);
  return isMailId(mailId) ? { mailId } : null;
}

/** Which states "Send again" applies to: failed for good, or waiting for its next try. */
export const RESENDABLE_STATES: readonly MailDeliveryState[] = ['ERROR', 'RETRY'];

/** Why "Send again" is refused for a mail in this state, in words (null: it may be sent again). */
export function resendRefusal(state: MailDeliveryState): string | null {
  if (RESENDABLE_STATES.includes(state)) return null;
  if (state === 'SUCCESS') return 'This email was delivered (or had no one left to send to), so it is not sent again.';
  return 'This email is being sent now: wait a minute and look again.';
}

/**
 * An address with most of its local part hidden: "alex.morgan@practice.example" →
 * "a•••@practice.example". The page says which alert list or member it went to without
 * spelling out addresses on a shared screen.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

export const MAIL_KIND_WORDS: Record<MailKind, string> = {
  'flag-alert': 'Risk alert',
  'flag-escalation': 'Risk alert escalated',
  'flag-digest': 'Daily digest of open flags',
  'measure-assigned': 'Form assigned',
  'measure-due': 'Form due reminder',
  'booking-confirmed': 'Booking confirmed',
  'booking-reminder': 'Session reminder',
  'booking-cancelled': 'Booking cancelled',
  security: 'Security notice',
};

export const MAIL_STATE_WORDS: Record<MailDeliveryState, string> = {
  PENDING: 'Queued',
  PROCESSING: 'Sending',
  SUCCESS: 'Delivered',
  RETRY: 'Waiting to retry',
  ERROR: 'Failed',
};

/** The state in words, with "Not sent" for a SUCCESS that had no one to send to. */
export const mailStateWords = (row: Pick<MailDeliveryRow, 'state' | 'skipped'>): string =>
  row.state === 'SUCCESS' && row.skipped ? 'Not sent' : MAIL_STATE_WORDS[row.state];

/** Attempts in words: "1 attempt", "3 attempts". */
export const attemptsWords = (attempts: number): string => `${count(attempts)} ${attempts === 1 ? 'attempt' : 'attempts'}`;
