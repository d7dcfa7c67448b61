import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS, mailIdFor } from '@model';
import { sendQueuedMail } from '../mail/index.ts';
import { bookingReminderMessage } from '../member-mail/member-mails.ts';
import { queueMemberMail, type MemberMail } from '../member-mail/queue-member-mail.ts';
import { unqueued } from '../member-mail/unqueued.ts';
import { sessionWithDates } from '../sessionDates.ts';
import type { Sweep } from './sweep.ts';

/** The reminder goes 24 hours before the session starts. */
const LEAD = 24 * 3_600_000;
const SESSIONS = 200;

/**
 * "Your session is tomorrow": once a session starts within 24 hours (and has not started, and is
 * not cancelled), one reminder per booking. A booking made inside those 24 hours gets none: its
 * confirmation was just sent. The id carries the booking's time, so a seat cancelled and booked again
 * earlier is a new booking.
 */
export const bookingRemindersSweep: Sweep = {
  name: 'booking-reminders',
  async run(db: Firestore, now: Date) {
    const soon = await db.collection(COLLECTIONS.sessions)
      .where('startsAt', '>', Timestamp.fromDate(now))
      .where('startsAt', '<=', Timestamp.fromMillis(now.getTime() + LEAD))
      .limit(SESSIONS)
      .get();
    const mails: MemberMail[] = [];
    for (const doc of soon.docs) {
      const session = sessionWithDates(doc.id, doc.data());
      if (session.cancelled || !session.startsAt) continue;
      const reminderAt = session.startsAt.getTime() - LEAD;
      const bookings = await doc.ref.collection(COLLECTIONS.bookings).get();
      for (const booking of bookings.docs) {
        const bookedAt = booking.get('bookedAt');
        if (!(bookedAt instanceof Timestamp) || bookedAt.toMillis() > reminderAt) continue;
        mails.push({ id: mailIdFor('booking-reminder', doc.id, booking.id, bookedAt.toMillis()), kind: 'booking-reminder', uid: booking.id, message: (context) => bookingReminderMessage(context, session) });
      }
    }
    const fresh = await unqueued(db, mails.map((mail) => mail.id));
    const queued: string[] = [];
    for (const mail of mails.filter((m) => fresh.has(m.id))) {
      try {
        if (await queueMemberMail(db, mail, now)) queued.push(mail.id);
      } catch (error) {
        logger.error('booking reminder not queued; the next run tries again', { mailId: mail.id, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (queued.length > 0) await sendQueuedMail(db, queued, { now });
  },
};
