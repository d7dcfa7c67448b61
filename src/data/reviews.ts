/**
 * The reviewers' triage (issue 10): live listeners on responses' review/flags and the latest
 * submissions, the acknowledgement callable, and the small reads a triage row needs. Listeners
 * answer through callbacks and return their unsubscribe function.
 */
import {
  COLLECTIONS,
  FLAG_SEVERITIES,
  readPositiveInteger,
  type AcknowledgeFlagAnswer,
  type AcknowledgeFlagRequest,
  type FlagSeverity,
  type ReviewFlag,
  type ScaleScore,
} from '@engine';
import {
  collection,
  collectionGroup,
  doc,
  getCountFromServer,
  getDoc,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Timestamp,
} from 'firebase/firestore';
import { firebase } from './app';
import { DataError, toDataError } from './errors';
import { callFunction } from './functions';

/** One response with flags still open, as the triage queue lists it. */
export interface TriageEntry {
  responseId: string;
  memberId: string;
  formId: string;
  formVersion: number | null;
  submittedAt: Date | null;
  /** urgent 3, warning 2, info 1: the most severe flag still open */
  openRank: number;
  /** flags not yet acknowledged */
  open: number;
  /** every flag raised, acknowledged ones included */
  flags: ReviewFlag<Date>[];
}

/** A submitted response as the "latest submissions" list shows it. */
export interface SubmissionSummary {
  responseId: string;
  memberId: string;
  formId: string;
  formVersion: number | null;
  submittedAt: Date | null;
  scores: Record<string, ScaleScore>;
}

/** The open flags the admin navigation counts (capped: the count listener reads a few documents). */
export interface OpenFlagCount {
  flags: number;
  responses: number;
  /** more responses have open flags than were read: show "N+" */
  more: boolean;
}

const toDate = (v: unknown): Date | null => (v && typeof (v as Timestamp).toDate === 'function' ? (v as Timestamp).toDate() : null);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const isSeverity = (v: unknown): v is FlagSeverity => FLAG_SEVERITIES.includes(v as FlagSeverity);

/** Pure: one stored flag -> ReviewFlag<Date>, or null when it is not a flag at all. */
export function toReviewFlag(value: unknown): ReviewFlag<Date> | null {
  if (typeof value !== 'object' || value === null) return null;
  const f = value as Record<string, unknown>;
  if (typeof f.id !== 'string' || !isSeverity(f.severity)) return null;
  const ack = f.acknowledged as Record<string, unknown> | null | undefined;
  return {
    id: f.id,
    severity: f.severity,
    message: text(f.message),
    fields: Array.isArray(f.fields) ? f.fields.filter((x): x is string => typeof x === 'string') : [],
    ...(f.audience === 'member' || f.audience === 'reviewer' ? { audience: f.audience } : {}),
    ...(f.signpost === 'crisis' ? { signpost: 'crisis' as const } : {}),
    acknowledged: ack && typeof ack === 'object' ? { by: text(ack.by), byName: text(ack.byName), at: toDate(ack.at) ?? new Date(0), note: text(ack.note) } : null,
  };
}

/** Pure: responses/{id}/review/flags data -> TriageEntry. */
export function toTriageEntry(responseId: string, data: Record<string, unknown> | undefined): TriageEntry {
  const d = data ?? {};
  const flags = (Array.isArray(d.flags) ? d.flags : []).map(toReviewFlag).filter((f): f is ReviewFlag<Date> => f !== null);
  return {
    responseId,
    memberId: text(d.memberId),
    formId: text(d.formId),
    formVersion: readPositiveInteger(d.formVersion),
    submittedAt: toDate(d.submittedAt),
    openRank: typeof d.openRank === 'number' ? d.openRank : 0,
    open: typeof d.open === 'number' ? d.open : flags.filter((f) => !f.acknowledged).length,
    flags,
  };
}

/** Pure: responses/{id} data (submitted) -> SubmissionSummary. */
export function toSubmissionSummary(responseId: string, data: Record<string, unknown> | undefined): SubmissionSummary {
  const d = data ?? {};
  return {
    responseId,
    memberId: text(d.memberId),
    formId: text(d.formId),
    formVersion: readPositiveInteger(d.formVersion),
    submittedAt: toDate(d.submittedAt),
    scores: (typeof d.scores === 'object' && d.scores !== null ? d.scores : {}) as Record<string, ScaleScore>,
  };
}

/** Responses with open flags, most severe first, oldest first within a severity (index: review openRank desc, submittedAt asc). */
const openReviews = (count: number) =>
  query(collectionGroup(firebase().db, COLLECTIONS.responseReview), where('openRank', '>', 0), orderBy('openRank', 'desc'), orderBy('submittedAt', 'asc'), limit(count));

type Unsubscribe = () => void;
const onListenError = (onError: (error: DataError) => void) => (error: unknown) => onError(toDataError(error));

/**
 * Administrators: the first `count` responses of the triage queue, live. `onChange` runs with
 * the first answer and again whenever a flag is raised or acknowledged.
 */
export function subscribeTriageQueue(count: number, onChange: (entries: TriageEntry[]) => void, onError: (error: DataError) => void): Unsubscribe {
  // the review doc's parent's parent is the response: its id is the response id
  return onSnapshot(
    openReviews(count),
    (snap) => onChange(snap.docs.map((d) => toTriageEntry(d.ref.parent.parent?.id ?? d.id, d.data()))),
    onListenError(onError),
  );
}

/** How many responses the navigation's count reads at most (it shows "N+" past them). */
export const OPEN_COUNT_LIMIT = 50;

interface OpenFlagListener {
  onChange: (count: OpenFlagCount) => void;
  onError: (error: DataError) => void;
}

/** The one open-flags listener of the page while anyone subscribes: its subscribers and its latest answer. */
interface SharedOpenFlagCount {
  listeners: Set<OpenFlagListener>;
  latest: OpenFlagCount | null;
  stop: Unsubscribe;
}
let sharedOpenFlagCount: SharedOpenFlagCount | null = null;

function startOpenFlagCount(): SharedOpenFlagCount {
  const shared: SharedOpenFlagCount = { listeners: new Set(), latest: null, stop: () => undefined };
  shared.stop = onSnapshot(
    openReviews(OPEN_COUNT_LIMIT + 1),
    (snap) => {
      const entries = snap.docs.slice(0, OPEN_COUNT_LIMIT).map((d) => toTriageEntry(d.id, d.data()));
      const count = { flags: entries.reduce((sum, e) => sum + e.open, 0), responses: entries.length, more: snap.size > OPEN_COUNT_LIMIT };
      shared.latest = count;
      for (const listener of [...shared.listeners]) listener.onChange(count);
    },
    (error) => {
      // Firestore ends a listener that failed: the next subscriber starts a new one.
      const failure = toDataError(error);
      if (sharedOpenFlagCount === shared) sharedOpenFlagCount = null;
      for (const listener of [...shared.listeners]) listener.onError(failure);
    },
  );
  return shared;
}

/**
 * Administrators: the open flags, live, for the navigation's badge (at most OPEN_COUNT_LIMIT small
 * documents). Subscribers share one listener, counted by reference: a second subscriber (a page
 * mounted again, another badge) reads nothing more and gets the latest count at once; the
 * listener stops when the last one leaves (sign-out).
 */
export function subscribeOpenFlagCount(onChange: (count: OpenFlagCount) => void, onError: (error: DataError) => void): Unsubscribe {
  const shared = sharedOpenFlagCount ?? (sharedOpenFlagCount = startOpenFlagCount());
  const listener: OpenFlagListener = { onChange, onError };
  shared.listeners.add(listener);
  if (shared.latest) onChange(shared.latest);
  return () => {
    if (!shared.listeners.delete(listener) || shared.listeners.size > 0) return;
    shared.stop();
    if (sharedOpenFlagCount === shared) sharedOpenFlagCount = null;
  };
}

/** Administrators: the latest `count` submitted responses across all forms, newest first, live. */
export function subscribeLatestSubmissions(count: number, onChange: (list: SubmissionSummary[]) => void, onError: (error: DataError) => void): Unsubscribe {
  const q = query(collection(firebase().db, COLLECTIONS.responses), where('status', '==', 'submitted'), orderBy('submittedAt', 'desc'), limit(count));
  return onSnapshot(q, (snap) => onChange(snap.docs.map((d) => toSubmissionSummary(d.id, d.data()))), onListenError(onError));
}

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}

/** Administrators: a submitted response's summary (its scores), for a triage row. Submitted responses never change. */
export function loadSubmissionSummary(responseId: string): Promise<SubmissionSummary> {
  return guard(async () => {
    const snap = await getDoc(doc(firebase().db, COLLECTIONS.responses, responseId));
    if (!snap.exists()) throw new DataError('not-found', 'This response was not found. It may have been removed.');
    return toSubmissionSummary(snap.id, snap.data());
  });
}

/** Administrators: a member's display name (else their email), or null when they have no profile. */
export function loadMemberName(memberId: string): Promise<string | null> {
  return guard(async () => {
    const snap = await getDoc(doc(firebase().db, COLLECTIONS.users, memberId));
    if (!snap.exists()) return null;
    return [snap.get('displayName'), snap.get('email')].find((name): name is string => typeof name === 'string' && name.trim() !== '') ?? null;
  });
}

/**
 * Administrators: accounts that have not finished onboarding, by two aggregate counts (no
 * profiles read). Finished means the initial assessment was submitted, which needs health-data
 * consent first (submitResponse refuses it without), so one stamp says both steps are done.
 */
export function countMembersNotOnboarded(): Promise<number> {
  return guard(async () => {
    const users = collection(firebase().db, COLLECTIONS.users);
    const [all, done] = await Promise.all([
      getCountFromServer(users),
      getCountFromServer(query(users, where('onboarding.initialAssessmentAt', '!=', null))),
    ]);
    return Math.max(0, all.data().count - done.data().count);
  });
}

/** Administrators: records the action taken on a flag (callable acknowledgeFlag; audited). */
export function acknowledgeFlag(request: AcknowledgeFlagRequest): Promise<AcknowledgeFlagAnswer> {
  return callFunction<AcknowledgeFlagRequest, AcknowledgeFlagAnswer>('acknowledgeFlag', request);
}
