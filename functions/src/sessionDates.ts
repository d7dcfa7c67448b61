import { Timestamp } from 'firebase-admin/firestore';
import { readSession, type SessionDocument } from '@model';

const asDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/** sessions/{id} data as a SessionDocument with its start and end as Dates (the booking callables and the session mails). */
export function sessionWithDates(sessionId: string, data: unknown): SessionDocument<Date> {
  const session = readSession<unknown>(sessionId, data);
  return { ...session, startsAt: asDate(session.startsAt), endsAt: asDate(session.endsAt), createdAt: null, updatedAt: null };
}
