/**
 * Assignments (a published form assigned to a member) and a form's audience, for the reviewer
 * workspace and the member dashboard. Shapes and rules: model/responses/review-records.ts.
 */
import { text } from '@engine';
import { ASSIGNMENT_STATUSES, COLLECTIONS, assignmentMessageProblem, type AssignmentDocument, type AssignmentStatus, type FormAudience, type SetFormAudienceRequest } from '@model';
import {
  Timestamp,
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
  runTransaction,
  where,
  type FieldValue,
} from 'firebase/firestore/lite';
import { firebase } from './app';
import { beginEarly, memberOnceKnown, takeEarly } from './early-reads';
import { DataError, guard } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** assignments/{id} as the app shows it. */
export interface Assignment {
  id: string;
  formId: string;
  memberId: string;
  assignedBy: string;
  /** null only while the server's time is pending (a write just made on this device) */
  assignedAt: Date | null;
  dueAt: Date | null;
  message: string;
  status: AssignmentStatus;
  responseId: string | null;
  submittedAt: Date | null;
  cancelledAt: Date | null;
  cancelledBy: string | null;
}

export interface NewAssignment {
  memberId: string;
  formId: string;
  dueAt: Date | null;
  message: string;
}

/** The most assignments one list shows (a member has a handful; this bounds the reads). */
export const ASSIGNMENTS_PAGE = 100;

/** Pure: assignments/{id} data -> Assignment; an unknown status reads as 'cancelled' (never offered as open work). */
export function toAssignment(id: string, data: Record<string, unknown> | undefined): Assignment {
  const d = data ?? {};
  const status = ASSIGNMENT_STATUSES.includes(d.status as AssignmentStatus) ? (d.status as AssignmentStatus) : 'cancelled';
  return {
    id,
    formId: text(d.formId),
    memberId: text(d.memberId),
    assignedBy: text(d.assignedBy),
    assignedAt: toDate(d.assignedAt),
    dueAt: toDate(d.dueAt),
    message: text(d.message),
    status,
    responseId: typeof d.responseId === 'string' ? d.responseId : null,
    submittedAt: toDate(d.submittedAt),
    cancelledAt: toDate(d.cancelledAt),
    cancelledBy: typeof d.cancelledBy === 'string' ? d.cancelledBy : null,
  };
}

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

const assignmentsCollection = () => collection(liteDb(), COLLECTIONS.assignments);

/** A member's assignments, newest first (the member reads their own; administrators anyone's). */
export function listAssignments(memberId: string): Promise<Assignment[]> {
  return guard(async () => {
    const q = query(assignmentsCollection(), where('memberId', '==', memberId), orderBy('assignedAt', 'desc'), limit(ASSIGNMENTS_PAGE));
    const snap = await getDocs(q);
    return snap.docs.map((d) => toAssignment(d.id, d.data()));
  });
}

/** A member's assignments, newest first, and the forms of the open ones they have started. */
export interface MemberAssignments {
  assignments: Assignment[];
  /** forms of open assignments the member has an open draft of (started, not submitted), sorted */
  startedFormIds: string[];
}

/**
 * A member's assignments and which open ones they have started. The member's open drafts are one
 * query asked beside the assignments' (the member and administrators may read them), not a read
 * per form after them: on a phone that second round trip was the end of the dashboard's chain.
 */
export function listMemberAssignments(memberId: string): Promise<MemberAssignments> {
  return takeEarly(memberAssignmentsKey(memberId), () => readMemberAssignments(memberId));
}

/** Begins the dashboard's read of the signed-in member's assignments once Auth knows them (early-reads.ts). */
export async function prefetchMemberAssignments(): Promise<void> {
  const uid = await memberOnceKnown();
  if (uid) beginEarly(memberAssignmentsKey(uid), () => readMemberAssignments(uid));
}

const memberAssignmentsKey = (memberId: string) => `assignments:${memberId}`;

function readMemberAssignments(memberId: string): Promise<MemberAssignments> {
  return guard(async () => {
    const drafts = query(collection(liteDb(), COLLECTIONS.responses), where('memberId', '==', memberId), where('status', '==', 'draft'));
    const [assignments, draftSnap] = await Promise.all([listAssignments(memberId), getDocs(drafts)]);
    const open = new Set(assignments.filter((a) => a.status === 'assigned').map((a) => a.formId));
    const started = new Set(draftSnap.docs.map((d) => d.get('formId')).filter((id): id is string => typeof id === 'string' && open.has(id)));
    return { assignments, startedFormIds: [...started].sort() };
  });
}

/** Administrators: assigns a published form to a member (the rules check the shape and the form). */
export function createAssignment(input: NewAssignment): Promise<string> {
  return guard(async () => {
    const problem = assignmentMessageProblem(input.message);
    if (problem) throw new DataError('invalid-argument', problem);
    const document: AssignmentDocument<Timestamp | FieldValue> = {
      formId: input.formId,
      memberId: input.memberId,
      assignedBy: signedInUid(),
      assignedAt: serverTimestamp(),
      dueAt: input.dueAt ? Timestamp.fromDate(input.dueAt) : null,
      message: input.message.trim(),
      status: 'assigned',
    };
    // beside it, the marker the rules read for a form for assigned members only: the member may draft it
    const ref = doc(assignmentsCollection());
    const batch = writeBatch(liteDb());
    batch.set(ref, document);
    batch.set(doc(liteDb(), COLLECTIONS.forms, input.formId, 'assignees', input.memberId), { assignedAt: serverTimestamp() });
    await batch.commit();
    return ref.id;
  });
}

/** Administrators: cancels an open assignment (the member no longer sees it; kept for the record). */
export function cancelAssignment(assignmentId: string): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    const ref = doc(assignmentsCollection(), assignmentId);
    await runTransaction(liteDb(), async (tx) => {
      const stored = await tx.get(ref);
      if (!stored.exists()) throw new DataError('not-found', 'This assignment was not found. It may have been removed.');
      const status = toAssignment(stored.id, stored.data()).status;
      // said in words: the rules would refuse it as a bare permission error
      if (status === 'submitted') throw new DataError('failed-precondition', 'This assignment was already submitted, so it cannot be cancelled.');
      if (status === 'cancelled') return;
      tx.update(ref, { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: uid });
    });
  });
}

/** Administrators: who sees a form, everyone or assigned members only (callable setFormAudience, audited). */
export async function setFormAudience(formId: string, audience: FormAudience): Promise<void> {
  await callFunction<SetFormAudienceRequest, unknown>('setFormAudience', { formId, audience });
}
