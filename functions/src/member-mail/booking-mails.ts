import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { mailIdFor, type SessionDocument } from '@model';
import { sendQueuedMail } from '../mail/index.ts';
import { bookingCancelledMessage, bookingConfirmedMessage, sessionCalendarAttachment } from './member-mails.ts';
import { queueMemberMail } from './queue-member-mail.ts';

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
 * is delivered by the retry sweep.
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
    await sendQueuedMail(db, [id]);
  } catch (error) {
    logger.error('booking confirmation not queued', { sessionId: event.sessionId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** After a cancellation commits: the cancellation email, once per booking. */
export async function sendBookingCancelled(db: Firestore, event: BookingEvent, now: Date): Promise<void> {
  const id = mailIdFor('booking-cancelled', event.sessionId, event.uid, event.bookedAtMillis);
  try {
    await queueMemberMail(db, { id, kind: 'booking-cancelled', uid: event.uid, message: (context) => bookingCancelledMessage(context, event.session) }, now);
    await sendQueuedMail(db, [id]);
  } catch (error) {
    logger.error('booking cancellation email not queued', { sessionId: event.sessionId, error: error instanceof Error ? error.message : String(error) });
  }
}
