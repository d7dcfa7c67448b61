import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { mailIdFor, type SessionDocument } from '@model';
import { sendQueuedMail } from '../mail/index.ts';
import { bookingCancelledMessage, bookingConfirmedMessage, sessionCalendarAttachment } from './member-mails.ts';
import { queueMemberMail } from './queue-member-mail.ts';

/**
 * How long the member's booking or cancellation waits for its email to be handed to the SMTP
 * server. Past that the answer goes back anyway: the mail is queued, and what this call did not
 * finish the retry sweep sends (a PENDING mail is picked up after a minute).
 */
const SEND_WAIT_MS = 5_000;

/** Sends the queued mail now, waiting for it at most SEND_WAIT_MS. */
async function sendSoon(db: Firestore, id: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SEND_WAIT_MS);
  });
  await Promise.race([sendQueuedMail(db, [id]), waited]);
  clearTimeout(timer);
}

/** The booking's own event id: the same seat booked again after a cancellation is a new booking (and a new email). */
export interface BookingEvent {
  sessionId: string;
  uid: string;
  /** the booking's bookedAt, ms */
  bookedAtMillis: number;
  session: SessionDocument<Date>;
}

/**
 * After a booking commits: the confirmation with the session's .ics attached, queued once per
 * booking and sent now. A failure here never undoes the booking: it is logged, and a queued mail
 * is delivered by the retry sweep. The caller's answer waits for the send at most SEND_WAIT_MS.
 */
export async function sendBookingConfirmed(db: Firestore, event: BookingEvent, now: Date): Promise<void> {
  const id = mailIdFor('booking-confirmed', event.sessionId, event.uid, event.bookedAtMillis);
  try {
    await queueMemberMail(db, {
      id,
      kind: 'booking-confirmed',
      uid: event.uid,
      message: (context) => bookingConfirmedMessage(context, event.session),
      attachments: sessionCalendarAttachment(event.session, event.sessionId, now),
    }, now);
    await sendSoon(db, id);
  } catch (error) {
    logger.error('booking confirmation not queued', { sessionId: event.sessionId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** After a cancellation commits: the cancellation email, once per booking. */
export async function sendBookingCancelled(db: Firestore, event: BookingEvent, now: Date): Promise<void> {
  const id = mailIdFor('booking-cancelled', event.sessionId, event.uid, event.bookedAtMillis);
  try {
    await queueMemberMail(db, { id, kind: 'booking-cancelled', uid: event.uid, message: (context) => bookingCancelledMessage(context, event.session) }, now);
    await sendSoon(db, id);
  } catch (error) {
    logger.error('booking cancellation email not queued', { sessionId: event.sessionId, error: error instanceof Error ? error.message : String(error) });
  }
}
