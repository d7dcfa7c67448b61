import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { bookingPath, bookingRefusal, cancellationRefusal, COLLECTIONS, membershipGivesAccess, parseBookSessionRequest, parseCancelBookingRequest, readMembership, seatsLeft, type BookingDocument, type BookSessionAnswer, type CancelBookingAnswer, type SessionDocument } from '@model';
import { requireMember } from './callers.ts';
import { MAIL_SECRETS } from './mail/index.ts';
import { sendBookingCancelled, sendBookingConfirmed } from './member-mail/booking-mails.ts';
import { callableOptions } from './options.ts';
import { sessionWithDates } from './sessionDates.ts';

// Many members may book the last seats at once: each transaction that loses the race is retried
// and then reads the new bookedCount (so "full" is said in words, never a generic abort).
const TRANSACTION_ATTEMPTS = 20;

/** Both send the member an email once they commit. */
const bookingOptions = { ...callableOptions, secrets: MAIL_SECRETS };

const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/**
 * The signed-in member books a seat. One transaction reads the session, the member's booking and
 * their membership, refuses in bookingRefusal's words (not available, cancelled, started, already
 * booked, members-only without a membership that gives access, full), then creates the booking
 * and moves bookedCount on by one: concurrent bookings can never pass capacity. Priced sessions
 * are paid at the session (no checkout here). Once it commits, the member is emailed a confirmation
 * with the session's calendar file (member-mail/booking-mails.ts).
 */
export const bookSession = onCall(bookingOptions, async (request): Promise<BookSessionAnswer> => {
  const caller = requireMember(request.auth);
  const input = parseBookSessionRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { sessionId } = input.value;

  const db = getFirestore();
  const sessionRef = db.collection(COLLECTIONS.sessions).doc(sessionId);
  const bookingRef = db.doc(bookingPath(sessionId, caller.uid));
  const userRef = db.collection(COLLECTIONS.users).doc(caller.uid);

  let booked: SessionDocument<Date> | null = null;
  const answer = await db.runTransaction(
    async (tx) => {
      booked = null;
      const [sessionSnap, booking, user] = await Promise.all([tx.get(sessionRef), tx.get(bookingRef), tx.get(userRef)]);
      const session = sessionSnap.exists ? sessionWithDates(sessionId, sessionSnap.data()) : null;
      const membership = readMembership<unknown>(user.get('membership'));
      const hasMembershipAccess =
        caller.token.admin === true || membershipGivesAccess({ status: membership.status, renewsAt: asDate(membership.renewsAt) }, new Date());
      const refusal = bookingRefusal(session, { now: new Date(), hasMembershipAccess, alreadyBooked: booking.exists });
      if (refusal || !session) throw new HttpsError('failed-precondition', refusal ?? 'This session is not available.');

      const created: BookingDocument<FieldValue> = {
        uid: caller.uid,
        displayName: String(user.get('displayName') ?? caller.token.name ?? '').slice(0, 120),
        email: String(caller.token.email ?? user.get('email') ?? '').slice(0, 320),
        sessionId,
        bookedAt: FieldValue.serverTimestamp(),
      };
      tx.create(bookingRef, created);
      tx.update(sessionRef, { bookedCount: session.bookedCount + 1 });
      booked = session;
      return { sessionId, seatsLeft: seatsLeft({ capacity: session.capacity, bookedCount: session.bookedCount + 1 }) };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  const bookedAt = asDate((await bookingRef.get()).get('bookedAt'));
  if (booked && bookedAt) await sendBookingConfirmed(db, { sessionId, uid: caller.uid, bookedAtMillis: bookedAt.getTime(), session: booked }, new Date());
  return answer;
});

/**
 * The signed-in member gives their seat back: the booking goes and bookedCount comes down by one,
 * in one transaction. Idempotent: no booking (a second tap, another tab) answers cancelled false
 * and changes nothing. Refused once the session has started. Once it commits, the member is
 * emailed that the booking is cancelled.
 */
export const cancelBooking = onCall(bookingOptions, async (request): Promise<CancelBookingAnswer> => {
  const caller = requireMember(request.auth);
  const input = parseCancelBookingRequest(request.data);
  if (!input.ok) throw new HttpsError('invalid-argument', input.message);
  const { sessionId } = input.value;

  const db = getFirestore();
  const sessionRef = db.collection(COLLECTIONS.sessions).doc(sessionId);
  const bookingRef = db.doc(bookingPath(sessionId, caller.uid));

  let cancelled: { session: SessionDocument<Date>; bookedAtMillis: number } | null = null;
  const answer = await db.runTransaction(
    async (tx) => {
      cancelled = null;
      const [sessionSnap, booking] = await Promise.all([tx.get(sessionRef), tx.get(bookingRef)]);
      if (!booking.exists) return { sessionId, cancelled: false };
      const session = sessionSnap.exists ? sessionWithDates(sessionId, sessionSnap.data()) : null;
      const refusal = cancellationRefusal(session, new Date());
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      tx.delete(bookingRef);
      if (session) tx.update(sessionRef, { bookedCount: Math.max(0, session.bookedCount - 1) });
      const bookedAt = asDate(booking.get('bookedAt'));
      if (session && bookedAt) cancelled = { session, bookedAtMillis: bookedAt.getTime() };
      return { sessionId, cancelled: true };
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
  const done = cancelled as { session: SessionDocument<Date>; bookedAtMillis: number } | null;
  if (answer.cancelled && done) await sendBookingCancelled(db, { sessionId, uid: caller.uid, ...done }, new Date());
  return answer;
});
