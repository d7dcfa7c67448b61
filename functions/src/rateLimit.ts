import { Timestamp, getFirestore, type Firestore, type Transaction, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

/**
 * Per-member rate limits on the callables a member can call in a loop: a fixed-window
 * counter per uid and action in `rateLimits/{action}_{uid}`, read and written in one transaction.
 * Server-only: the rules refuse every client read and write there. A refused call writes nothing
 * (not even the counter) and answers `resource-exhausted` in words with the seconds to wait.
 *
 * The limits are far above what a member does by hand (a form takes minutes to answer; nobody
 * buys ten things in ten minutes); they stop a script, not a person. An operator can change one
 * with `RATE_LIMIT_<ACTION>=<calls>/<seconds>` (e.g. `RATE_LIMIT_SUBMITRESPONSE=40/600`) in the
 * functions' environment; the tests seed the counter at its limit instead of waiting.
 *
 * A counter names the member (its id ends in the uid) and holds only a count, when its window
 * started and `expiresAt` (the window's end): a Firestore TTL policy on `rateLimits.expiresAt`
 * deletes them after use (docs/security.md, "Rate limits"); an expired counter is ignored either way.
 */
export const RATE_LIMIT_COLLECTION = 'rateLimits';

export interface RateLimit {
  /** calls allowed in one window */
  calls: number;
  /** the window's length in seconds */
  seconds: number;
}

/** The limited actions and their limits. */
export const RATE_LIMITS = {
  submitResponse: { calls: 20, seconds: 600 },
  /** without a submission key: one stored response per member, form and minute (the key is `submitResponse-unkeyed` + form) */
  submitResponseUnkeyed: { calls: 1, seconds: 60 },
  createCheckoutSession: { calls: 20, seconds: 600 },
  exportMyData: { calls: 10, seconds: 3600 },
  recordConsent: { calls: 20, seconds: 600 },
} as const satisfies Record<string, RateLimit>;
export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** What a counter document holds. */
export interface RateCounter {
  count: number;
  /** ms since the epoch */
  windowStart: number;
}

export type RateDecision =
  | { allowed: true; next: RateCounter }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Pure: whether one more call fits `limit` at `nowMs`, given the stored counter (null: none, or
 * unreadable). A window that has ended starts a new one at this call.
 */
export function decideRate(stored: RateCounter | null, nowMs: number, limit: RateLimit): RateDecision {
  const windowMs = limit.seconds * 1000;
  const current = stored && nowMs >= stored.windowStart && nowMs - stored.windowStart < windowMs ? stored : null;
  if (!current) return limit.calls >= 1 ? { allowed: true, next: { count: 1, windowStart: nowMs } } : { allowed: false, retryAfterSeconds: limit.seconds };
  if (current.count >= limit.calls) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((current.windowStart + windowMs - nowMs) / 1000)) };
  }
  return { allowed: true, next: { count: current.count + 1, windowStart: current.windowStart } };
}

/** Pure: a stored counter as read (anything odd reads as none). */
export function readCounter(data: unknown): RateCounter | null {
  if (typeof data !== 'object' || data === null) return null;
  const { count, windowStart } = data as Record<string, unknown>;
  if (typeof count !== 'number' || !Number.isFinite(count) || count < 0) return null;
  if (typeof windowStart !== 'number' || !Number.isFinite(windowStart)) return null;
  return { count, windowStart };
}

const OVERRIDE = /^\s*(\d{1,6})\s*\/\s*(\d{1,7})\s*$/;

/** The limit of an action: its default, or `RATE_LIMIT_<ACTION>` (`calls/seconds`) when that is well formed. */
export function rateLimitFor(action: RateLimitedAction, env: Record<string, string | undefined> = process.env): RateLimit {
  const override = OVERRIDE.exec(env[`RATE_LIMIT_${action.toUpperCase()}`] ?? '');
  if (override && Number(override[2]) > 0) return { calls: Number(override[1]), seconds: Number(override[2]) };
  return RATE_LIMITS[action];
}

/** Pure: the counter's document id. `scope` narrows it (a form id); a uid never holds `/`, but it is encoded to be sure. */
export function rateLimitId(uid: string, action: RateLimitedAction, scope?: string): string {
  return `${action}${scope ? `-${encodeURIComponent(scope)}` : ''}_${encodeURIComponent(uid)}`;
}

export function rateLimitRef(db: Firestore, uid: string, action: RateLimitedAction, scope?: string): DocumentReference {
  return db.collection(RATE_LIMIT_COLLECTION).doc(rateLimitId(uid, action, scope));
}

const WHAT: Record<RateLimitedAction, string> = {
  submitResponse: 'Too many submissions in a short time',
  submitResponseUnkeyed: 'You sent answers to this form less than a minute ago',
  createCheckoutSession: 'Too many payment attempts in a short time',
  exportMyData: 'Too many downloads of your data in a short time',
  recordConsent: 'Too many consent changes in a short time',
};

/** Pure: the refusal's words: "Too many … please wait N seconds and try again." */
export function rateLimitMessage(action: RateLimitedAction, retryAfterSeconds: number): string {
  const wait = retryAfterSeconds >= 120 ? `${Math.ceil(retryAfterSeconds / 60)} minutes` : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return `${WHAT[action]}: please wait ${wait} and try again. Nothing was saved.`;
}

/** The refusal: `resource-exhausted`, in words, with `details.retryAfterSeconds`. */
export function rateLimitError(action: RateLimitedAction, retryAfterSeconds: number): HttpsError {
  return new HttpsError('resource-exhausted', rateLimitMessage(action, retryAfterSeconds), { reason: 'rate-limited', retryAfterSeconds });
}

/**
 * Inside a caller's own transaction, after `snap` (the counter, read in that transaction before
 * any write): throws the refusal, or writes the counter's next state. Use it where the call's
 * writes and the count must stand or fall together.
 */
export function countInTransaction(tx: Transaction, snap: DocumentSnapshot, action: RateLimitedAction, nowMs = Date.now()): void {
  const limit = rateLimitFor(action);
  const decision = decideRate(readCounter(snap.data()), nowMs, limit);
  if (!decision.allowed) throw rateLimitError(action, decision.retryAfterSeconds);
  tx.set(snap.ref, {
    ...decision.next,
    action,
    expiresAt: Timestamp.fromMillis(decision.next.windowStart + limit.seconds * 1000),
  });
}

/**
 * Counts one call of `action` by `uid` in its own transaction, or refuses it (nothing written).
 * Called before the callable does anything else, so a flood of calls, valid or not, is bounded.
 */
export async function enforceRateLimit(uid: string, action: RateLimitedAction, db: Firestore = getFirestore()): Promise<void> {
  const ref = rateLimitRef(db, uid, action);
  await db.runTransaction(async (tx) => countInTransaction(tx, await tx.get(ref), action));
}
