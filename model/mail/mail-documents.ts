/**
 * The outbox: mail/{id}, one document per email, in the shape of Firebase's "Trigger Email"
 * extension (to/toUids, message or template, delivery) plus the practice's own fields (kind,
 * memberId, createdAt). Written only by Cloud Functions (the rules allow no client reads or
 * writes); `queueMail` creates one in PENDING and `sendQueuedMail` delivers it.
 *
 * Delivery moves PENDING → PROCESSING → SUCCESS, or → RETRY (with `nextAttemptAt`, picked up by
 * the retry sweep) → … → ERROR with the reason once MAIL_MAX_ATTEMPTS is reached (mail-retry.ts).
 * A PROCESSING lease older than MAIL_LEASE_MS is taken back by the sweep (a sender that died).
 */
import { asData, count, oneOf, oneOfOrNull, stringOrNull, text, timeOrNull } from '@engine';

export const MAIL_KINDS = [
  'flag-alert',
  'flag-escalation',
  'flag-digest',
  'measure-assigned',
  'measure-due',
  'booking-confirmed',
  'booking-reminder',
  'booking-cancelled',
  'security',
] as const;
/** What an email is for: who gets it and whether a member may switch it off (isServiceMail). */
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR', 'RETRY'] as const;
/** The extension's delivery states. */
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** Bounds the readers keep (an email is short: links, initials, never health data). */
export const MAIL_LIMITS = {
  recipients: 50,
  address: 320,
  subject: 300,
  body: 100_000,
  attachments: 5,
  attachmentContent: 200_000,
  error: 1_000,
} as const;

/** An attachment as text (e.g. a session's .ics). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MailDelivery<Time> {
  state: MailDeliveryState;
  /** delivery attempts made so far (a PROCESSING attempt counts) */
  attempts: number;
  /** the last failure, in the SMTP server's or the sender's words (never a body) */
  error?: string;
  /** what the SMTP server answered on success: message id, accepted/rejected counts, response */
  info?: MailDeliveryInfo;
  /** SUCCESS without sending: why no one was left to send to (an erased member, a reminder switched off) */
  skipped?: string;
  startTime?: Time | null;
  endTime?: Time | null;
  /** RETRY: not before this; the retry sweep sends it then */
  nextAttemptAt?: Time | null;
  /** PROCESSING: the lease runs out at this moment (then the sweep takes the mail back) */
  leaseExpiresAt?: Time | null;
}

export interface MailDeliveryInfo {
  messageId: string;
  accepted: number;
  rejected: number;
  response: string;
}

/** mail/{id}: one email. */
export interface MailDocument<Time> {
  /** literal addresses (practice staff: alert recipients from settings/private) */
  to?: string[];
  /** members' uids: each address is looked up in Auth at send time (an erased member gets nothing) */
  toUids?: string[];
  message: MailMessage;
  /** e.g. List-Unsubscribe and List-Unsubscribe-Post on reminders (RFC 8058) */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /** the extension's template reference; our sender sends `message` and keeps this for reference */
  template?: { name: string; data: Record<string, unknown> };
  kind: MailKind;
  /** whose mail it is: the data inventory, export and erasure find it by this */
  memberId?: string;
  createdAt: Time | null;
  delivery: MailDelivery<Time>;
}

/** What a writer hands to queueMail: the document without createdAt and delivery (queueMail sets them). */
export type QueuedMail = Omit<MailDocument<never>, 'createdAt' | 'delivery'>;

const addresses = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && item.length > 0).slice(0, MAIL_LIMITS.recipients).map((item) => item.slice(0, MAIL_LIMITS.address))
    : undefined;

const stringRecord = (value: unknown): Record<string, string> | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

const readAttachments = (value: unknown): MailAttachment[] | undefined =>
  Array.isArray(value)
    ? value.slice(0, MAIL_LIMITS.attachments).map((item) => {
      const data = asData(item);
      return {
        filename: text(data.filename, 200, 'attachment'),
        content: text(data.content, MAIL_LIMITS.attachmentContent),
        contentType: text(data.contentType, 200, 'application/octet-stream'),
      };
    })
    : undefined;

const readInfo = (value: unknown): MailDeliveryInfo | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const data = asData(value);
  return { messageId: text(data.messageId, 500), accepted: count(data.accepted), rejected: count(data.rejected), response: text(data.response, 500) };
};

/** mail/{id} data as a MailDocument; never throws (unknown kind reads as 'security', unknown state as 'ERROR'). */
export function readMailDocument<Time>(value: unknown): MailDocument<Time> {
  const data = asData(value);
  const message = asData(data.message);
  const delivery = asData(data.delivery);
  const templateData = asData(data.template);
  const error = stringOrNull(delivery.error);
  const skipped = stringOrNull(delivery.skipped);
  const info = readInfo(delivery.info);
  const to = addresses(data.to);
  const toUids = addresses(data.toUids);
  const headers = stringRecord(data.headers);
  const attachments = readAttachments(data.attachments);
  const memberId = stringOrNull(data.memberId);
  const templateName = stringOrNull(templateData.name);
  return {
    ...(to ? { to } : {}),
    ...(toUids ? { toUids } : {}),
    message: {
      subject: text(message.subject, MAIL_LIMITS.subject),
      text: text(message.text, MAIL_LIMITS.body),
      html: text(message.html, MAIL_LIMITS.body),
    },
    ...(headers ? { headers } : {}),
    ...(attachments ? { attachments } : {}),
    ...(templateName ? { template: { name: templateName, data: asData(templateData.data) } } : {}),
    kind: oneOf(data.kind, MAIL_KINDS, 'security'),
    ...(memberId ? { memberId } : {}),
    createdAt: timeOrNull<Time>(data.createdAt),
    delivery: {
      state: oneOfOrNull(delivery.state, MAIL_DELIVERY_STATES) ?? 'ERROR',
      attempts: count(delivery.attempts),
      ...(error ? { error: error.slice(0, MAIL_LIMITS.error) } : {}),
      ...(info ? { info } : {}),
      ...(skipped ? { skipped: skipped.slice(0, MAIL_LIMITS.error) } : {}),
      startTime: timeOrNull<Time>(delivery.startTime),
      endTime: timeOrNull<Time>(delivery.endTime),
      nextAttemptAt: timeOrNull<Time>(delivery.nextAttemptAt),
      leaseExpiresAt: timeOrNull<Time>(delivery.leaseExpiresAt),
    },
  };
}
