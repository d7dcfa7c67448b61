/**
 * Sessions for everyone: the upcoming published sessions, the member's own
 * bookings (a collection-group query on bookings, their uid), and booking / cancelling through
 * the callables (bookSession, cancelBooking: capacity is enforced there, in a transaction).
 * Shapes: model/sessions/session-documents.ts. Administrators' side: session-admin.ts.
 */
import { COLLECTIONS, readBooking, readSession, SESSION_LIMITS, type BookingDocument, type BookSessionAnswer, type BookSessionRequest, type CancelBookingAnswer, type CancelBookingRequest, type SessionDocument, readSessionLink, sessionLinkPath } from '@model';
import { collection, collectionGroup, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { guard, isPermissionDenied } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** A session as the app shows it, with its id. */
export type SessionSummary = SessionDocument<Date> & { id: string };

/** One of the member's bookings with its session (null: the session is gone). */
export interface MyBooking {
  booking: BookingDocument<Date>;
  session: SessionSummary | null;
}

/** The most sessions one list reads (the practice runs tens a month; this bounds the reads). */
export const SESSIONS_LIMIT = 100;

/** Pure: sessions/{id} data -> SessionSummary with dates. */
export function toSessionSummary(id: string, data: unknown): SessionSummary {
  const s = readSession<unknown>(id, data);
  return { ...s, id, startsAt: toDate(s.startsAt), endsAt: toDate(s.endsAt), createdAt: toDate(s.createdAt), updatedAt: toDate(s.updatedAt) };
}

/** Pure: soonest first (sessions without a start last). */
export function bySoonest(a: { startsAt: Date | null }, b: { startsAt: Date | null }): number {
  return (a.startsAt?.getTime() ?? Infinity) - (b.startsAt?.getTime() ?? Infinity);
}

const db = () => liteDb();

/**
 * Published sessions that have not ended yet, soonest first: members-only ones too for a signed-in
 * reader, public ones for visitors (as the rules). Cancelled ones are kept: the page says so.
 */
export function listUpcomingSessions(signedIn: boolean, now = new Date()): Promise<SessionSummary[]> {
  return guard(async () => {
    // On startsAt (the indexes in firestore.indexes.json): from the longest session ago, so one
    // still running is kept; those already ended are dropped here.
    const since = new Date(now.getTime() - SESSION_LIMITS.durationMinutes * 60_000);
    const filters = [where('published', '==', true), ...(signedIn ? [] : [where('audience', '==', 'public')]), where('startsAt', '>=', since)];
    const snap = await getDocs(query(collection(db(), COLLECTIONS.sessions), ...filters, orderBy('startsAt'), limit(SESSIONS_LIMIT)));
    return snap.docs
      .map((d) => toSessionSummary(d.id, d.data()))
      .filter((s) => !s.endsAt || s.endsAt.getTime() >= now.getTime());
  });
}

/**
 * An online session with its meeting link, which only booked members (and administrators) read:
 * sessions/{id}/private/link. A session saved with the link on itself keeps that one.
 */
export async function withMeetingLink(session: SessionSummary): Promise<SessionSummary> {
  if (session.location.kind !== 'online' || session.location.url) return session;
  const link = await getDoc(doc(db(), sessionLinkPath(session.id)));
  return { ...session, location: { kind: 'online', url: readSessionLink(link.data()) } };
}

/** The member's bookings of sessions that have not ended, soonest first, each with its session (and an online one's link). */
export function listMyBookings(uid: string, now = new Date()): Promise<MyBooking[]> {
  return guard(async () => {
    const snap = await getDocs(query(collectionGroup(db(), COLLECTIONS.bookings), where('uid', '==', uid), limit(SESSIONS_LIMIT)));
    const all = await Promise.all(
      snap.docs.map(async (d) => {
        const sessionId = d.ref.parent.parent?.id ?? '';
        const booking = readBooking<unknown>(uid, sessionId, d.data());
        let session: SessionSummary | null = null;
        try {
          const s = await getDoc(doc(db(), COLLECTIONS.sessions, sessionId));
          session = s.exists() ? await withMeetingLink(toSessionSummary(s.id, s.data())) : null;
        } catch (error) {
          if (!isPermissionDenied(error)) throw error;
        }
        return { booking: { ...booking, bookedAt: toDate(booking.bookedAt) }, session };
      }),
    );
    return all
      .filter((b) => !b.session?.endsAt || b.session.endsAt.getTime() >= now.getTime())
      .sort((a, b) => bySoonest({ startsAt: a.session?.startsAt ?? null }, { startsAt: b.session?.startsAt ?? null }));
  });
}

/** Books a seat (refusals arrive as DataError 'functions/failed-precondition' in the member's words). */
export function bookSession(sessionId: string): Promise<BookSessionAnswer> {
  return callFunction<BookSessionRequest, BookSessionAnswer>('bookSession', { sessionId });
}

/** Gives the seat back (cancelled false: there was no booking). */
export function cancelBooking(sessionId: string): Promise<CancelBookingAnswer> {
  return callFunction<CancelBookingRequest, CancelBookingAnswer>('cancelBooking', { sessionId });
}
