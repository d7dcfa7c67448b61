/**
 * The member record (administrators only): a member's profile, their submitted
 * responses page by page, append-only reviewer notes (on the member and on a response), a
 * response's review/flags, and the access log (who opened whose record, when).
 *
 * Reads are bounded so opening a record stays cheap (1 profile, ≤ ACCESS_SHOWN access entries,
 * one page of responses and one of notes); a response's flags and notes are read when it is opened.
 * Responses are handed over as raw document data: the reviews feature reads them with
 * `readReviewedResponse` (the data layer never imports features).
 */
import { text } from '@engine';
import { COLLECTIONS, NOTE_LIMITS, memberNotesPath, noteTextProblem, responseNotesPath, actorName, type AccessKind, type ReviewFlag } from '@model';
import {
  Timestamp,
  addDoc,
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { toReviewFlag } from './reviews';
import { toProfile, type MemberProfile } from './users';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** users/{uid} for the record: the profile plus when the account was made. */
export interface MemberRecordProfile extends MemberProfile {
  joinedAt: Date | null;
}

/** A page's cursor: the last item's time (epoch ms) and id (ties are broken by id). */
export interface PageCursor {
  at: number;
  id: string;
}

export interface Page<T> {
  items: T[];
  /** where the next page starts, or null when this was the last one */
  next: PageCursor | null;
}

/** A stored document as read: id and raw data (timestamps are Firestore Timestamps). */
export interface RawDocument {
  id: string;
  data: Record<string, unknown>;
}

/** A reviewer note as shown (responses/{id}/notes or members/{uid}/notes). */
export interface ReviewerNote {
  id: string;
  authorId: string;
  authorName: string;
  text: string;
  /** null only for a note this tab just wrote, before the server time arrives */
  createdAt: Date | null;
}

/** An access log entry as the record shows it. */
export interface AccessEntry {
  id: string;
  actorId: string;
  actorName: string;
  kind: AccessKind;
  responseId: string | null;
  at: Date | null;
}

/** How many responses a timeline page reads. */
export const RESPONSES_PAGE = 20;
/** How many member notes a timeline page reads. */
export const NOTES_PAGE = 10;
/** How many access entries the record shows. */
export const ACCESS_SHOWN = 10;
/** The most notes read on one response (a response gathers a handful). */
export const RESPONSE_NOTES_MAX = 200;

/** Pure: a note document -> ReviewerNote. */
export function toReviewerNote(id: string, data: Record<string, unknown> | undefined): ReviewerNote {
  const d = data ?? {};
  return { id, authorId: text(d.authorId), authorName: text(d.authorName) || 'An administrator', text: text(d.text), createdAt: toDate(d.createdAt) };
}

/** Pure: an accessLog document -> AccessEntry. */
export function toAccessEntry(id: string, data: Record<string, unknown> | undefined): AccessEntry {
  const d = data ?? {};
  return {
    id,
    actorId: text(d.actorId),
    actorName: text(d.actorName) || text(d.actorId),
    kind: d.kind === 'response' || d.kind === 'data-export' ? d.kind : 'member-record',
    responseId: typeof d.responseId === 'string' ? d.responseId : null,
    at: toDate(d.at),
  };
}

/** Administrators: a member's profile, or null when there is no such member. */
export function loadMemberRecordProfile(memberId: string): Promise<MemberRecordProfile | null> {
  return guard(async () => {
    const snap = await getDoc(doc(liteDb(), COLLECTIONS.users, memberId));
    if (!snap.exists()) return null;
    return { ...toProfile(memberId, snap.data()), joinedAt: toDate(snap.get('createdAt')) };
  });
}

/** A page of a query ordered by `timeField` desc then id desc, after `cursor`. */
async function pageOf(path: string, filters: QueryConstraint[], timeField: string, size: number, cursor: PageCursor | null): Promise<Page<RawDocument>> {
  const ordered = [orderBy(timeField, 'desc'), orderBy(documentId(), 'desc')];
  const after = cursor ? [startAfter(Timestamp.fromMillis(cursor.at), cursor.id)] : [];
  // One more than shown tells whether another page exists without an extra query.
  const snap = await getDocs(query(collection(liteDb(), path), ...filters, ...ordered, ...after, limit(size + 1)));
  const docs = snap.docs.slice(0, size);
  const last = docs[docs.length - 1];
  const lastAt = last ? toDate(last.get(timeField)) : null;
  return {
    items: docs.map((d) => ({ id: d.id, data: d.data() })),
    next: snap.size > size && last && lastAt ? { at: lastAt.getTime(), id: last.id } : null,
  };
}

/** Administrators: a member's submitted responses, newest first, a page at a time (any form, any version). */
export function listMemberResponses(memberId: string, cursor: PageCursor | null, size = RESPONSES_PAGE): Promise<Page<RawDocument>> {
  return guard(() =>
    pageOf(COLLECTIONS.responses, [where('memberId', '==', memberId), where('status', '==', 'submitted')], 'submittedAt', size, cursor),
  );
}

/** Administrators: one response, raw (a `?response=` link to one not on a loaded page), or null. */
export function loadMemberResponse(responseId: string): Promise<RawDocument | null> {
  return guard(async () => {
    const snap = await getDoc(doc(liteDb(), COLLECTIONS.responses, responseId));
    return snap.exists() ? { id: snap.id, data: snap.data() } : null;
  });
}

/** Administrators: notes on a member, newest first, a page at a time. */
export function listMemberNotes(memberId: string, cursor: PageCursor | null, size = NOTES_PAGE): Promise<Page<ReviewerNote>> {
  return guard(async () => {
    const page = await pageOf(memberNotesPath(memberId), [], 'createdAt', size, cursor);
    return { items: page.items.map((d) => toReviewerNote(d.id, d.data)), next: page.next };
  });
}

/** Administrators: the notes on a response, oldest first (a conversation reads down). */
export function listResponseNotes(responseId: string): Promise<ReviewerNote[]> {
  return guard(async () => {
    const snap = await getDocs(query(collection(liteDb(), responseNotesPath(responseId)), orderBy('createdAt', 'asc'), limit(RESPONSE_NOTES_MAX)));
    return snap.docs.map((d) => toReviewerNote(d.id, d.data()));
  });
}

/** The signed-in administrator: uid and the name written beside their notes and accesses. */
function author(): { uid: string; name: string } {
  const user = firebase().auth.currentUser;
  if (!user) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return { uid: user.uid, name: actorName(user.displayName, user.email, user.uid) };
}

async function addNote(path: string, noteText: string): Promise<void> {
  const problem = noteTextProblem(noteText);
  if (problem) throw new DataError('invalid-argument', problem);
  const { uid, name } = author();
  await addDoc(collection(liteDb(), path), { authorId: uid, authorName: name, text: noteText.trim().slice(0, NOTE_LIMITS.text), createdAt: serverTimestamp() });
}

/** Administrators: adds a note about a member (append-only: never edited or deleted). */
export function addMemberNote(memberId: string, noteText: string): Promise<void> {
  return guard(() => addNote(memberNotesPath(memberId), noteText));
}

/** Administrators: adds a note on a submitted response (append-only). */
export function addResponseNote(responseId: string, noteText: string): Promise<void> {
  return guard(() => addNote(responseNotesPath(responseId), noteText));
}

/** Administrators: every flag a response raised, with its acknowledgement (review/flags); [] when none was stored. */
export function loadResponseFlags(responseId: string): Promise<ReviewFlag<Date>[]> {
  return guard(async () => {
    const snap = await getDoc(doc(liteDb(), COLLECTIONS.responses, responseId, COLLECTIONS.responseReview, 'flags'));
    const flags: unknown = snap.exists() ? snap.get('flags') : [];
    return (Array.isArray(flags) ? flags : []).map(toReviewFlag).filter((f): f is ReviewFlag<Date> => f !== null);
  });
}

/** Administrators: records that the signed-in administrator opened a member's record or one response (create-only). */
export function recordAccess(entry: { memberId: string; kind: AccessKind; responseId?: string }): Promise<void> {
  return guard(async () => {
    const { uid, name } = author();
    await addDoc(collection(liteDb(), COLLECTIONS.accessLog), {
      actorId: uid,
      actorName: name,
      memberId: entry.memberId,
      kind: entry.kind,
      ...(entry.kind === 'response' && entry.responseId ? { responseId: entry.responseId } : {}),
      at: serverTimestamp(),
    });
  });
}

/** Administrators: the latest accesses to a member's record and responses, newest first. */
export function listRecentAccess(memberId: string, count = ACCESS_SHOWN): Promise<AccessEntry[]> {
  return guard(async () => {
    const snap = await getDocs(query(collection(liteDb(), COLLECTIONS.accessLog), where('memberId', '==', memberId), orderBy('at', 'desc'), limit(count)));
    return snap.docs.map((d) => toAccessEntry(d.id, d.data()));
  });
}
