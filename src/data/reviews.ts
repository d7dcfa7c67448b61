/**
 * The reviewers' triage: live listeners on responses' review/flags and the latest
 * submissions, the acknowledgement callable, and the small reads a triage row needs. Listeners
 * answer through callbacks and return their unsubscribe function.
 */
import { text, type FlagSeverity, type ScaleScore } from '@engine';
import { ADMIN_ROLE, COLLECTIONS, FLAG_SEVERITIES, readPositiveInteger, type AcknowledgeFlagAnswer, type AcknowledgeFlagRequest, type ReviewFlag } from '@model';
import {
  collection,
  collectionGroup,
  count,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  sum,
  where,
  type QuerySnapshot,
} from 'firebase/firestore';
import { DataError, toDataError, guard } from './errors';
import { callFunction } from './functions';
import { toDate } from './timestamps';
import { liveDb } from './live';

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

/** The open flags the admin navigation counts (one aggregate query: no flag documents read). */
export interface OpenFlagCount {
  /** flags not yet acknowledged, across every response */
  flags: number;
  /** responses with at least one of them */
  responses: number;
}

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
const openReviewsInOrder = () =>
  query(collectionGroup(liveDb(), COLLECTIONS.responseReview), where('openRank', '>', 0), orderBy('openRank', 'desc'), orderBy('submittedAt', 'asc'));
const openReviews = (size: number) => query(openReviewsInOrder(), limit(size));

type Unsubscribe = () => void;
const onListenError = (onError: (error: DataError) => void) => (error: unknown) => onError(toDataError(error));

/**
 * Administrators: the first `count` responses of the triage queue, live. `onChange` runs with
 * the first answer and again whenever a flag is raised or acknowledged.
 */
export function subscribeTriageQueue(size: number, onChange: (entries: TriageEntry[]) => void, onError: (error: DataError) => void): Unsubscribe {
  const changed = countAgainOnChange();
  // the review doc's parent's parent is the response: its id is the response id
  return onSnapshot(
    openReviews(size),
    (snap) => {
      changed(snap);
      onChange(snap.docs.map((d) => toTriageEntry(d.ref.parent.parent?.id ?? d.id, d.data())));
    },
    onListenError(onError),
  );
}

/** How often the navigation's count is asked again while it is shown (also on window focus and after a change seen on /admin). */
export const OPEN_COUNT_REFRESH_MS = 60_000;
/** Changes close together (an acknowledgement and the queue's snapshot of it) make one count. */
const OPEN_COUNT_SETTLE_MS = 300;
/** Focus and visibility events closer than this to the last count do not ask again. */
const OPEN_COUNT_FOCUS_GAP_MS = 10_000;

interface OpenFlagListener {
  onChange: (count: OpenFlagCount) => void;
  onError: (error: DataError) => void;
}

/** The page's one open-flag count while anyone subscribes: its subscribers, latest answer and timers. */
interface SharedOpenFlagCount {
  listeners: Set<OpenFlagListener>;
  latest: OpenFlagCount | null;
  /** when the last count was asked (ms), for the focus gap */
  askedAt: number;
  /** answers arrive in order: an older count never overwrites a newer one */
  asked: number;
  settle: ReturnType<typeof setTimeout> | null;
  stop: Unsubscribe;
}
let sharedOpenFlagCount: SharedOpenFlagCount | null = null;

/** One aggregate query over the triage query: a count of responses and the sum of their open flags. */
async function readOpenFlagCount(): Promise<OpenFlagCount> {
  const snap = await getAggregateFromServer(openReviewsInOrder(), { responses: count(), flags: sum('open') });
  const { responses, flags } = snap.data();
  return { responses, flags: Number.isFinite(flags) ? flags : 0 };
}

function askOpenFlagCount(shared: SharedOpenFlagCount): void {
  const ticket = ++shared.asked;
  shared.askedAt = Date.now();
  readOpenFlagCount().then(
    (answer) => {
      if (ticket !== shared.asked || sharedOpenFlagCount !== shared) return;
      shared.latest = answer;
      for (const listener of [...shared.listeners]) listener.onChange(answer);
    },
    (error: unknown) => {
      if (ticket !== shared.asked || sharedOpenFlagCount !== shared) return;
      // the badge hides; the next refresh (interval, focus, a change) may bring it back
      shared.latest = null;
      const failure = toDataError(error);
      for (const listener of [...shared.listeners]) listener.onError(failure);
    },
  );
}

function startOpenFlagCount(): SharedOpenFlagCount {
  const shared: SharedOpenFlagCount = { listeners: new Set(), latest: null, askedAt: 0, asked: 0, settle: null, stop: () => undefined };
  askOpenFlagCount(shared);
  // a tab in the background asks nothing; it asks again when it is looked at
  const tick = setInterval(() => {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') askOpenFlagCount(shared);
  }, OPEN_COUNT_REFRESH_MS);
  const onFocus = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (Date.now() - shared.askedAt >= OPEN_COUNT_FOCUS_GAP_MS) askOpenFlagCount(shared);
  };
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
  }
  shared.stop = () => {
    clearInterval(tick);
    if (shared.settle) clearTimeout(shared.settle);
    if (hasWindow) {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    }
  };
  return shared;
}

/**
 * Asks the navigation's count again soon (changes close together make one query), when anyone
 * shows it: after an acknowledgement, or when /admin's live lists see a change.
 */
export function refreshOpenFlagCount(): void {
  const shared = sharedOpenFlagCount;
  if (!shared || shared.settle) return;
  shared.settle = setTimeout(() => {
    shared.settle = null;
    if (sharedOpenFlagCount === shared) askOpenFlagCount(shared);
  }, OPEN_COUNT_SETTLE_MS);
}

/** For a live list on /admin: after its first answer, each change it sees asks the count again. */
function countAgainOnChange(): (snap: Pick<QuerySnapshot, 'docChanges'>) => void {
  let first = true;
  return (snap) => {
    if (first) first = false;
    else if (snap.docChanges().length > 0) refreshOpenFlagCount();
  };
}

/**
 * Administrators: the open flags for the navigation's badge, by ONE aggregate query (count and
 * sum of `open` over the triage query; billed as one read per 1000 index entries) rather than a
 * listener on the flag documents: asked on the first subscription, every OPEN_COUNT_REFRESH_MS
 * while the tab is visible, on window focus, after an acknowledgement and when /admin's live
 * lists change (there the queue is live anyway). Subscribers share it, counted by reference: a
 * second subscriber asks nothing more and gets the latest count at once; it stops when the last
 * one leaves (sign-out).
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
export function subscribeLatestSubmissions(size: number, onChange: (list: SubmissionSummary[]) => void, onError: (error: DataError) => void): Unsubscribe {
  const q = query(collection(liveDb(), COLLECTIONS.responses), where('status', '==', 'submitted'), orderBy('submittedAt', 'desc'), limit(size));
  // a new submission may have raised flags beyond the queue's first rows: the count asks again
  const changed = countAgainOnChange();
  return onSnapshot(
    q,
    (snap) => {
      changed(snap);
      onChange(snap.docs.map((d) => toSubmissionSummary(d.id, d.data())));
    },
    onListenError(onError),
  );
}

/** Administrators: a submitted response's summary (its scores), for a triage row. Submitted responses never change. */
export function loadSubmissionSummary(responseId: string): Promise<SubmissionSummary> {
  return guard(async () => {
    const snap = await getDoc(doc(liveDb(), COLLECTIONS.responses, responseId));
    if (!snap.exists()) throw new DataError('not-found', 'This response was not found. It may have been removed.');
    return toSubmissionSummary(snap.id, snap.data());
  });
}

/** Administrators: a member's display name (else their email), or null when they have no profile. */
export function loadMemberName(memberId: string): Promise<string | null> {
  return guard(async () => {
    const snap = await getDoc(doc(liveDb(), COLLECTIONS.users, memberId));
    if (!snap.exists()) return null;
    return [snap.get('displayName'), snap.get('email')].find((name): name is string => typeof name === 'string' && name.trim() !== '') ?? null;
  });
}

/** The most administrators' profiles the onboarding count reads (a practice has a handful). */
export const ADMIN_PROFILES_READ = 50;

/**
 * Administrators: MEMBERS (administrators left out) who have not finished onboarding: two
 * aggregate counts over every profile, less the administrators' profiles among the unfinished
 * (read directly: `role == 'admin'`, which only the server writes; a few documents). Finished
 * means the initial assessment was submitted, which needs health-data consent first
 * (submitResponse refuses it without), so one stamp says both steps are done.
 */
export function countMembersNotOnboarded(): Promise<number> {
  return guard(async () => {
    const users = collection(liveDb(), COLLECTIONS.users);
    const [all, done, admins] = await Promise.all([
      getCountFromServer(users),
      getCountFromServer(query(users, where('onboarding.initialAssessmentAt', '!=', null))),
      getDocs(query(users, where('role', '==', ADMIN_ROLE), limit(ADMIN_PROFILES_READ))),
    ]);
    const adminsNotDone = admins.docs.filter((d) => d.get('onboarding.initialAssessmentAt') == null).length;
    return Math.max(0, all.data().count - done.data().count - adminsNotDone);
  });
}

/** Administrators: records the action taken on a flag (callable acknowledgeFlag; audited). */
export async function acknowledgeFlag(request: AcknowledgeFlagRequest): Promise<AcknowledgeFlagAnswer> {
  const answer = await callFunction<AcknowledgeFlagRequest, AcknowledgeFlagAnswer>('acknowledgeFlag', request);
  refreshOpenFlagCount();
  return answer;
}
