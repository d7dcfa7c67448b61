/**
 * The outbox's state machine: a finished assessment kept on the device until the server has it.
 * waiting → sending → sent, or → refused with the server's reason (kept, explained, until the
 * member acts), or back to waiting when the connection dropped again. Pure: the data layer
 * (src/data/outbox.ts) stores what this answers. Sending twice is harmless (the submission key
 * stores one response), but a sent item is never sent again.
 */
import type { RaisedFlag, ScaleScore } from '@engine';
import { ACCOUNT_COPY_TTL_MS, isExpired } from './account-storage';

export type OutboxState = 'waiting' | 'sending' | 'sent' | 'refused';

/** What the server answered a sent item: enough to show the score, the flags and the support routes. */
export interface OutboxResult {
  responseId: string;
  scores: Record<string, ScaleScore>;
  flags: RaisedFlag[];
}

/** One finished assessment in the outbox (answers are dropped once the server has them). */
export interface OutboxItem {
  uid: string;
  formId: string;
  /** the form's title when it was filled in, for the dashboard's list */
  title: string;
  formVersion: number;
  /** the draft's submission key: the same key twice stores one response */
  submissionKey: string;
  /** the answers; null once sent */
  data: Record<string, unknown> | null;
  /** a draft carried from an older version: the draft must hold what was kept aside before submitting */
  carried: { migratedFrom: number; unplaced: unknown[] } | null;
  state: OutboxState;
  /** when the member pressed Submit (ms) */
  savedAt: number;
  /** when the state last changed (ms) */
  changedAt: number;
  attempts: number;
  /** refused: the server's words; waiting after a failed attempt: why it is still waiting */
  reason: string | null;
  /** refused: the server's reason code (CONSENT_REQUIRED …), for what to do */
  refusal: string | null;
  result: OutboxResult | null;
}

export type OutboxEvent =
  | { type: 'send' }
  | { type: 'sent'; result: OutboxResult }
  | { type: 'unreachable'; reason: string }
  | { type: 'refused'; reason: string; refusal: string | null }
  /** the member asked to try a refused item again (after giving consent, say) */
  | { type: 'retry' }
  /** the app started with an item marked sending: its page closed mid-send */
  | { type: 'resume' };

/** Pure: the item after `event` at `now`; an event that does not apply leaves it as it was. */
export function nextOutboxItem(item: OutboxItem, event: OutboxEvent, now: number): OutboxItem {
  const moved = (changes: Partial<OutboxItem>): OutboxItem => ({ ...item, ...changes, changedAt: now });
  switch (event.type) {
    case 'send':
      return item.state === 'waiting' ? moved({ state: 'sending', attempts: item.attempts + 1 }) : item;
    case 'sent':
      return item.state === 'sending' ? moved({ state: 'sent', data: null, reason: null, refusal: null, result: event.result }) : item;
    case 'unreachable':
      return item.state === 'sending' ? moved({ state: 'waiting', reason: event.reason }) : item;
    case 'refused':
      return item.state === 'sending' ? moved({ state: 'refused', reason: event.reason, refusal: event.refusal }) : item;
    case 'retry':
      return item.state === 'refused' ? moved({ state: 'waiting', reason: null, refusal: null }) : item;
    case 'resume':
      return item.state === 'sending' ? moved({ state: 'waiting' }) : item;
  }
}

/** Pure: still to reach the server (what signing out asks about). */
export function isUnsent(item: OutboxItem): boolean {
  return item.state !== 'sent';
}

/**
 * Pure: an item past its time on the device: unsent ones 7 days after Submit (health answers do
 * not linger; the member is told), sent ones (a result summary only) 7 days after sending.
 */
export function isOutboxItemExpired(item: OutboxItem, now: number, ttlMs = ACCOUNT_COPY_TTL_MS): boolean {
  return isExpired(item.state === 'sent' ? item.changedAt : item.savedAt, now, ttlMs);
}

/** How a failed send is taken: the connection (try again later by itself) or the server's refusal (the member acts). */
export type SendFailure = 'unreachable' | 'refused';

const REFUSALS = new Set(['functions/invalid-argument', 'functions/failed-precondition', 'functions/permission-denied', 'functions/not-found', 'permission-denied']);

/** Pure: a refusal is the server's answer about these answers; anything else (no signal, a timeout, a rate limit) is tried again. */
export function sendFailure(code: string): SendFailure {
  return REFUSALS.has(code) ? 'refused' : 'unreachable';
}

const NO_CONNECTION = new Set(['functions/unavailable', 'functions/internal', 'functions/deadline-exceeded', 'unavailable', 'deadline-exceeded', 'auth/network-request-failed']);

/** Pure: a failed Submit that means no connection (the answers go to the outbox), not an answer from the server. */
export function isNoConnection(code: string, online = true): boolean {
  return !online || NO_CONNECTION.has(code);
}

/**
 * How long a waiting item rests before the outbox tries it again by itself while the device is
 * online (a lost reply, a server that did not answer: no `online` event will come): 15 s, 1 min,
 * 5 min, 15 min, then every 30 min at most, until it is sent, refused or its 7 days are over.
 * Indexed by the tries so far (the page's own Submit was the first).
 */
export const OUTBOX_RETRY_DELAYS_MS: readonly number[] = [15_000, 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000];

/** Pure: when a waiting item is next tried by itself (ms); null for one that is not waiting (sending, sent, refused). */
export function retryAt(item: OutboxItem): number | null {
  if (item.state !== 'waiting') return null;
  const delays = OUTBOX_RETRY_DELAYS_MS;
  return item.changedAt + (delays[Math.min(Math.max(item.attempts, 0), delays.length - 1)] ?? 0);
}

/** Pure: how long until the earliest automatic try (0: due now); null with nothing to try, or offline (the `online` event sends then). */
export function nextRetryDelay(items: readonly OutboxItem[], now: number, online: boolean): number | null {
  if (!online) return null;
  const due = items.map(retryAt).filter((at): at is number => at !== null);
  return due.length === 0 ? null : Math.max(Math.min(...due) - now, 0);
}

/** Pure: what the member is told when Submit put the answers in the outbox, offline or with the server out of reach. */
export function queuedWords(online: boolean): string {
  return online
    ? 'We could not reach the server. Your answers are saved on this phone and will be sent automatically — you can close the app.'
    : 'Saved on this phone. It will be sent when you are back online — you can close the app.';
}

/** Pure: why a waiting item is still waiting after a try that did not reach the server. */
export function waitingReason(online: boolean): string {
  return online ? 'Not sent yet: the server did not answer. It will be tried again by itself.' : 'Not sent yet: no connection. It will be sent when you are back online.';
}

/** Pure: the sign-out question's first line. */
export function unsentWords(count: number): string {
  return count === 1 ? '1 assessment has not been sent' : `${count} assessments have not been sent`;
}
