import { Timestamp, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  COLLECTIONS,
  addLondonDays,
  intervalStep,
  londonOccurrence,
  londonWallClock,
  occurrenceAssignmentId,
  readRecurringAssignment,
  sessionSteps,
  type AssignmentDocument,
  type BookedSession,
  type RecurringAssignmentDocument,
} from '@model';
import type { Sweep } from './sweep.ts';

/** Series one run takes on of each kind (the rest wait for the next minute). */
const BATCH = 200;
/** Upcoming sessions a run looks at for before-sessions series. */
const SESSIONS = 500;

type Series = RecurringAssignmentDocument<Timestamp>;

const toDate = (time: Timestamp | null | undefined): Date | null => (time instanceof Timestamp ? time.toDate() : null);

/**
 * Makes one occurrence as a normal assignment (with the marker a form for assigned members only
 * needs), unless it exists or the form is no longer published. Reads first, as transactions must.
 */
async function occurrenceWrites(db: Firestore, tx: Transaction, seriesId: string, series: Series, key: number | string, dueAt: Date | null, now: Date): Promise<(() => void) | null> {
  const assignmentRef = db.collection(COLLECTIONS.assignments).doc(occurrenceAssignmentId(seriesId, key));
  const formRef = db.collection(COLLECTIONS.forms).doc(series.formId);
  const [existing, form] = await Promise.all([tx.get(assignmentRef), tx.get(formRef)]);
  if (existing.exists || form.get('status') !== 'published') return null;
  const assignment: AssignmentDocument<Timestamp> & { seriesId: string } = {
    formId: series.formId,
    memberId: series.memberId,
    assignedBy: series.createdBy,
    assignedAt: Timestamp.fromDate(now),
    dueAt: dueAt ? Timestamp.fromDate(dueAt) : null,
    message: series.message,
    status: 'assigned',
    seriesId,
  };
  return () => {
    tx.create(assignmentRef, assignment);
    tx.set(formRef.collection('assignees').doc(series.memberId), { assignedAt: Timestamp.fromDate(now) });
  };
}

/** An interval series: the latest occurrence due now (missed ones skipped), then when the next is. */
async function stepInterval(db: Firestore, ref: DocumentReference, now: Date): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    const series = readRecurringAssignment<Timestamp>(snapshot.data());
    const firstAt = toDate(series.startsAt);
    const nextAt = toDate(series.nextAt);
    if (series.status !== 'active' || series.rule.kind !== 'interval' || !firstAt || !nextAt || nextAt.getTime() > now.getTime()) return;
    const step = intervalStep(series.rule, series.end, firstAt, series.nextIndex, now);
    let write: (() => void) | null = null;
    if (step.make) {
      const wall = londonWallClock(step.make.at);
      const dueAt = series.dueDays === null ? null : londonOccurrence(addLondonDays(wall.date, series.dueDays), wall.time);
      write = await occurrenceWrites(db, tx, ref.id, series, step.make.index, dueAt, now);
    }
    write?.();
    tx.update(ref, {
      nextIndex: step.next?.index ?? (step.make ? step.make.index + 1 : series.nextIndex),
      nextAt: step.next ? Timestamp.fromDate(step.next.at) : null,
      made: series.made + (write ? 1 : 0),
      status: step.next ? 'active' : 'ended',
    });
  });
}

/** A before-sessions series: an occurrence for each booked session whose time has come, then the next one. */
async function stepSessions(db: Firestore, ref: DocumentReference, booked: readonly BookedSession[], now: Date): Promise<void> {
  await db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return;
    const series = readRecurringAssignment<Timestamp>(snapshot.data());
    const startsAt = toDate(series.startsAt);
    if (series.status !== 'active' || series.rule.kind !== 'before-sessions' || !startsAt) return;
    const steps = sessionSteps(series.rule.daysBefore, series.end, startsAt, booked, series.madeSessions, now);
    const writes: (() => void)[] = [];
    const madeSessions = [...series.madeSessions];
    for (const occurrence of steps.make) {
      const write = await occurrenceWrites(db, tx, ref.id, series, occurrence.sessionId, occurrence.dueAt, now);
      madeSessions.push(occurrence.sessionId);
      if (write) writes.push(write);
    }
    for (const write of writes) write();
    const countReached = series.end.times !== null && madeSessions.length >= series.end.times;
    const datePassed = series.end.until !== null && londonWallClock(now).date > series.end.until;
    const nextAt = steps.next ? Timestamp.fromDate(steps.next) : null;
    const changed = writes.length > 0 || madeSessions.length !== series.madeSessions.length || countReached || datePassed || toDate(series.nextAt)?.getTime() !== steps.next?.getTime();
    if (!changed) return;
    tx.update(ref, { madeSessions, made: series.made + writes.length, nextAt: countReached || datePassed ? null : nextAt, status: countReached || datePassed ? 'ended' : 'active' });
  });
}

/** Each member's booked sessions still to come, from one read of the upcoming sessions and one getAll of bookings. */
async function bookedSessions(db: Firestore, memberIds: readonly string[], now: Date): Promise<Map<string, BookedSession[]>> {
  const byMember = new Map<string, BookedSession[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const upcoming = await db.collection(COLLECTIONS.sessions).where('startsAt', '>', Timestamp.fromDate(now)).orderBy('startsAt').limit(SESSIONS).get();
  const sessions = upcoming.docs.filter((doc) => doc.get('cancelled') !== true && doc.get('startsAt') instanceof Timestamp);
  const refs = sessions.flatMap((session) => memberIds.map((memberId) => session.ref.collection(COLLECTIONS.bookings).doc(memberId)));
  if (refs.length === 0) return byMember;
  const startsAt = new Map(sessions.map((session) => [session.id, (session.get('startsAt') as Timestamp).toDate()]));
  for (const booking of await db.getAll(...refs)) {
    const sessionId = booking.ref.parent.parent?.id;
    const start = sessionId ? startsAt.get(sessionId) : undefined;
    if (booking.exists && sessionId && start) byMember.get(booking.id)?.push({ sessionId, startsAt: start });
  }
  return byMember;
}

/**
 * Makes the occurrences of recurring assignments (assignmentSeries/{id}) that are due: interval
 * series whose nextAt has come, and every active before-sessions series (a member may book at any
 * time). Each series moves on in its own transaction, and each occurrence's assignment id comes
 * from the series and the occurrence, so two runs at once make it once. The "measure assigned"
 * email follows from the measure-notices sweep, like any other assignment's.
 */
export const recurringAssignmentsSweep: Sweep = {
  name: 'recurring-assignments',
  async run(db: Firestore, now: Date) {
    const collection = db.collection(COLLECTIONS.assignmentSeries);
    const [interval, sessions] = await Promise.all([
      collection.where('nextAt', '<=', Timestamp.fromDate(now)).limit(BATCH).get(),
      collection.where('status', '==', 'active').where('rule.kind', '==', 'before-sessions').limit(BATCH).get(),
    ]);
    const members = [...new Set(sessions.docs.map((doc) => String(doc.get('memberId') ?? '')).filter(Boolean))];
    const booked = await bookedSessions(db, members, now);
    const steps = [
      ...interval.docs.filter((doc) => doc.get('rule.kind') === 'interval').map((doc) => () => stepInterval(db, doc.ref, now)),
      ...sessions.docs.map((doc) => () => stepSessions(db, doc.ref, booked.get(String(doc.get('memberId'))) ?? [], now)),
    ];
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        logger.error('recurring assignment not stepped; the next run tries again', { error: error instanceof Error ? error.message : String(error) });
      }
    }
  },
};
