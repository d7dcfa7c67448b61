/**
 * Recurring assignments (assignmentSeries/{id}) for the member record: administrators create and
 * stop a series; the recurrence sweep (functions) makes each occurrence as an assignment. Shape and
 * arithmetic: model/recurring-assignments.
 */
import {
  COLLECTIONS,
  assignmentMessageProblem,
  readRecurringAssignment,
  recurrenceProblem,
  type RecurrenceChoice,
  type RecurringAssignmentDocument,
} from '@model';
import { Timestamp, collection, doc, getDocs, limit, query, runTransaction, serverTimestamp, setDoc, where, type FieldValue } from 'firebase/firestore/lite';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { liteDb } from './lite';
import { toDate } from './timestamps';

/** A series as the member record shows it. */
export type RecurringAssignment = Omit<RecurringAssignmentDocument<Date>, 'createdAt' | 'startsAt' | 'stoppedAt'> & {
  id: string;
  startsAt: Date | null;
  createdAt: Date | null;
  stoppedAt: Date | null;
};

export interface NewRecurringAssignment extends RecurrenceChoice {
  memberId: string;
  formId: string;
  message: string;
}

/** The most series one member's record lists. */
export const SERIES_PAGE = 50;

const seriesCollection = () => collection(liteDb(), COLLECTIONS.assignmentSeries);

/** Pure: assignmentSeries/{id} data -> RecurringAssignment. */
export function toRecurringAssignment(id: string, data: Record<string, unknown> | undefined): RecurringAssignment {
  const read = readRecurringAssignment<unknown>(data ?? {});
  return { ...read, id, startsAt: toDate(read.startsAt), createdAt: toDate(read.createdAt), nextAt: toDate(read.nextAt), stoppedAt: toDate(read.stoppedAt) };
}

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

/** Administrators: a member's recurring assignments, newest first. */
export function listRecurringAssignments(memberId: string): Promise<RecurringAssignment[]> {
  return guard(async () => {
    const snap = await getDocs(query(seriesCollection(), where('memberId', '==', memberId), limit(SERIES_PAGE)));
    return snap.docs
      .map((d) => toRecurringAssignment(d.id, d.data()))
      .sort((a, b) => (b.createdAt?.getTime() ?? Infinity) - (a.createdAt?.getTime() ?? Infinity));
  });
}

/** Administrators: starts a recurring assignment (the rules check the shape and the form). */
export function createRecurringAssignment(input: NewRecurringAssignment): Promise<string> {
  return guard(async () => {
    const problem = recurrenceProblem(input, new Date()) ?? assignmentMessageProblem(input.message);
    if (problem) throw new DataError('invalid-argument', problem);
    const interval = input.rule.kind === 'interval';
    const startsAt = interval ? Timestamp.fromDate(input.startsAt) : serverTimestamp();
    const document: Record<string, unknown> & { startsAt: Timestamp | FieldValue } = {
      formId: input.formId,
      memberId: input.memberId,
      message: input.message.trim(),
      rule: input.rule,
      end: input.end,
      startsAt,
      dueDays: interval ? input.dueDays : null,
      status: 'active',
      createdBy: signedInUid(),
      createdAt: serverTimestamp(),
      nextAt: interval ? startsAt : null,
      nextIndex: 0,
      madeSessions: [],
      made: 0,
    };
    const ref = doc(seriesCollection());
    await setDoc(ref, document);
    return ref.id;
  });
}

/** Administrators: stops a series (the occurrences already made stay). */
export function stopRecurringAssignment(seriesId: string): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    const ref = doc(seriesCollection(), seriesId);
    await runTransaction(liteDb(), async (tx) => {
      const stored = await tx.get(ref);
      if (!stored.exists()) throw new DataError('not-found', 'This recurring assignment was not found.');
      if (stored.get('status') !== 'active') return;
      tx.update(ref, { status: 'stopped', nextAt: null, stoppedAt: serverTimestamp(), stoppedBy: uid });
    });
  });
}
