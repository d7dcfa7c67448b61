/**
 * users/{uid}.emailChoices: which reminder emails the member wants. Each reminder kind is on unless
 * the member switched it off (account settings, or the one-click unsubscribe in the email). Service
 * mail (booking confirmations and cancellations, security) is not a choice: it always goes
 * (isServiceMail). The member writes this map (the rules allow exactly these keys, each a boolean).
 */
import { asData } from '@engine';
import type { MailKind } from '../mail/mail-documents.ts';

/** The emails a member may switch off. */
export const REMINDER_KINDS = ['measure-assigned', 'measure-due', 'booking-reminder'] as const satisfies readonly MailKind[];
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export type EmailChoices = Record<ReminderKind, boolean>;

/** Pure: is this kind one a member may switch off. */
export const isReminderKind = (kind: string): kind is ReminderKind => (REMINDER_KINDS as readonly string[]).includes(kind);

/** users/{uid}.emailChoices as EmailChoices: anything but an explicit `false` is on. */
export function readEmailChoices(value: unknown): EmailChoices {
  const data = asData(value);
  return Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, data[kind] !== false])) as EmailChoices;
}

/** What each choice is called in account settings and on the unsubscribe page. */
export const REMINDER_WORDS: Readonly<Record<ReminderKind, { label: string; hint: string }>> = {
  'measure-assigned': { label: 'A form is assigned to me', hint: 'When your practitioner asks you to complete a form.' },
  'measure-due': { label: 'A form is due', hint: 'One reminder on the day an assigned form is due.' },
  'booking-reminder': { label: 'A session is tomorrow', hint: 'A reminder 24 hours before a session you booked.' },
};
