/**
 * What each email to a member says, as data for memberMailMessage. No health data in any of them:
 * never a form's name, an answer, a score or the practitioner's message (a mailbox is not a private
 * place); the button opens the app, where the member signs in to see it. Sessions are named (a class
 * or workshop the member booked), with the date, time and place on the UK clock.
 */
import { formatSessionWhen, sessionIcs, sessionIcsFileName, ukLongDateTime, type MailAttachment, type MailMessage, type ReminderKind, type SessionDocument } from '@model';
import { memberMailMessage } from './member-mail-layout.ts';

export interface MemberMailContext {
  name: string;
  practiceName: string;
  appLink: (path: string) => string;
  /** reminders only: the one-click unsubscribe link for this member and kind (null: none can be made) */
  unsubscribeUrl?: string | null;
}

const UNSUBSCRIBE_WHAT: Record<ReminderKind, string> = {
  'measure-assigned': 'forms assigned to you',
  'measure-due': 'forms that are due',
  'booking-reminder': 'sessions you booked',
};

const reminderFooter = (context: MemberMailContext, kind: ReminderKind) =>
  context.unsubscribeUrl ? { unsubscribe: { url: context.unsubscribeUrl, settingsUrl: context.appLink('/dashboard/emails'), what: UNSUBSCRIBE_WHAT[kind] } } : {};

/** A form was assigned: no form name, no message; the dashboard shows both. */
export function measureAssignedMessage(context: MemberMailContext, dueAt: Date | null): MailMessage {
  return memberMailMessage({
    subject: `A form to complete for ${context.practiceName}`,
    name: context.name,
    lines: [
      'Your practitioner has asked you to complete a form.',
      dueAt ? `Please complete it by ${ukLongDateTime(dueAt)}.` : 'Please complete it when you can.',
      'Sign in to see it on your dashboard.',
    ],
    action: { label: 'Open your dashboard', url: context.appLink('/dashboard') },
    practiceName: context.practiceName,
    ...reminderFooter(context, 'measure-assigned'),
  });
}

/** An assigned form falls due: one reminder, on the day. */
export function measureDueMessage(context: MemberMailContext, dueAt: Date): MailMessage {
  return memberMailMessage({
    subject: `A form is due for ${context.practiceName}`,
    name: context.name,
    lines: [`A form your practitioner asked you to complete is due by ${ukLongDateTime(dueAt)}.`, 'Sign in to complete it on your dashboard. If you have already done it, thank you: there is nothing more to do.'],
    action: { label: 'Open your dashboard', url: context.appLink('/dashboard') },
    practiceName: context.practiceName,
    ...reminderFooter(context, 'measure-due'),
  });
}

const sessionLines = (session: SessionDocument<Date>): string[] => {
  const when = session.startsAt ? formatSessionWhen(session.startsAt, session.endsAt) : 'the time is to be confirmed';
  const where = session.location.kind === 'online' ? 'Online (the link is on the sessions page)' : session.location.place;
  return [`${session.title}`, `When: ${when}`, ...(where ? [`Where: ${where}`] : [])];
};

/** The booking is made: the calendar file is attached. */
export function bookingConfirmedMessage(context: MemberMailContext, session: SessionDocument<Date>): MailMessage {
  return memberMailMessage({
    subject: `Booked: ${session.title}`,
    name: context.name,
    lines: ['Your place is booked.', ...sessionLines(session), 'The calendar file attached adds it to your calendar. You can cancel from the sessions page until it starts.'],
    action: { label: 'See your sessions', url: context.appLink('/sessions') },
    practiceName: context.practiceName,
  });
}

/** 24 hours before the session. */
export function bookingReminderMessage(context: MemberMailContext, session: SessionDocument<Date>): MailMessage {
  return memberMailMessage({
    subject: `Tomorrow: ${session.title}`,
    name: context.name,
    lines: ['A reminder of the session you booked.', ...sessionLines(session), 'If you cannot come, please cancel from the sessions page so someone else can have the place.'],
    action: { label: 'See your sessions', url: context.appLink('/sessions') },
    practiceName: context.practiceName,
    ...reminderFooter(context, 'booking-reminder'),
  });
}

/** The member gave their place back. */
export function bookingCancelledMessage(context: MemberMailContext, session: SessionDocument<Date>): MailMessage {
  return memberMailMessage({
    subject: `Cancelled: ${session.title}`,
    name: context.name,
    lines: ['Your booking is cancelled and your place given back.', ...sessionLines(session), 'You can book again from the sessions page while places are left.'],
    action: { label: 'See sessions', url: context.appLink('/sessions') },
    practiceName: context.practiceName,
  });
}

/** The session's calendar file as an attachment, or none when the session has no times. */
export function sessionCalendarAttachment(session: SessionDocument<Date>, sessionId: string, now: Date): MailAttachment[] {
  const ics = sessionIcs(session, sessionId, now);
  return ics ? [{ filename: sessionIcsFileName(session), content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }] : [];
}
