/**
 * Administrators' side of sessions: every session, create / edit, publish,
 * cancel, and one session's attendees. `bookedCount` is never written here: the booking callables
 * own it (the rules refuse a client that moves it, and capacity below it).
 * Shapes and limits: model/sessions/session-documents.ts.
 */
import { COLLECTIONS, readBooking, sessionLinkPath, storedSessionLocation, type BookingDocument, type SessionFields } from '@model';
import { collection, doc, getDocs, orderBy, query, serverTimestamp, updateDoc, writeBatch, type WriteBatch } from 'firebase/firestore/lite';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { toDate } from './timestamps';
import { bySoonest, toSessionSummary, withMeetingLink, type SessionSummary } from './sessions';
import { liteDb } from './lite';

/** One attendee of a session. */
export type Attendee = BookingDocument<Date>;

const db = () => liteDb();

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

/** The stored form of the editable fields (trimmed text; an online session without its link). */
const stored = (fields: SessionFields) => ({
  ...fields,
  title: fields.title.trim(),
  description: fields.description.trim(),
  location: storedSessionLocation(fields.location),
});

/** Beside the session in the same batch: its meeting link (online), or none (at a place). */
function writeLink(batch: WriteBatch, sessionId: string, fields: SessionFields): void {
  const link = doc(db(), sessionLinkPath(sessionId));
  if (fields.location.kind === 'online') batch.set(link, { url: fields.location.url.trim() });
  else batch.delete(link);
}

/** Administrators: every session (drafts, past, cancelled), soonest first, online ones with their link. */
export function listAllSessions(): Promise<SessionSummary[]> {
  return guard(async () => {
    const snap = await getDocs(collection(db(), COLLECTIONS.sessions));
    const sessions = await Promise.all(snap.docs.map((d) => withMeetingLink(toSessionSummary(d.id, d.data()))));
    return sessions.sort(bySoonest);
  });
}

/** Administrators: a new session (no bookings yet); answers its id. */
export function createSession(fields: SessionFields): Promise<string> {
  return guard(async () => {
    const uid = signedInUid();
    const ref = doc(collection(db(), COLLECTIONS.sessions));
    const now = serverTimestamp();
    const batch = writeBatch(db());
    batch.set(ref, { ...stored(fields), bookedCount: 0, createdAt: now, updatedAt: now, updatedBy: uid });
    writeLink(batch, ref.id, fields);
    await batch.commit();
    return ref.id;
  });
}

/** Administrators: edits a session (the rules refuse a capacity below the bookings held). */
export function updateSession(sessionId: string, fields: SessionFields): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    const batch = writeBatch(db());
    batch.update(doc(db(), COLLECTIONS.sessions, sessionId), { ...stored(fields), updatedAt: serverTimestamp(), updatedBy: uid });
    writeLink(batch, sessionId, fields);
    await batch.commit();
  });
}

/** Administrators: publish or unpublish. */
export function setSessionPublished(sessionId: string, published: boolean): Promise<void> {
  return guard(async () => {
    await updateDoc(doc(db(), COLLECTIONS.sessions, sessionId), { published, updatedAt: serverTimestamp(), updatedBy: signedInUid() });
  });
}

/** Administrators: call a session off (bookings stay, so members see it cancelled); false brings it back. */
export function setSessionCancelled(sessionId: string, cancelled: boolean): Promise<void> {
  return guard(async () => {
    await updateDoc(doc(db(), COLLECTIONS.sessions, sessionId), { cancelled, updatedAt: serverTimestamp(), updatedBy: signedInUid() });
  });
}

/** Administrators: who booked a session, in booking order. */
export function listAttendees(sessionId: string): Promise<Attendee[]> {
  return guard(async () => {
    const snap = await getDocs(query(collection(db(), COLLECTIONS.sessions, sessionId, COLLECTIONS.bookings), orderBy('bookedAt')));
    return snap.docs.map((d) => {
      const b = readBooking<unknown>(d.id, sessionId, d.data());
      return { ...b, bookedAt: toDate(b.bookedAt) };
    });
  });
}
