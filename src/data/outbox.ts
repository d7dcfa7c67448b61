/**
 * The outbox: finished assessments kept on this device (device-store.ts) until the server has
 * them, moved through lib's state machine (outbox-state.ts). Sent with the draft's submission key
 * (the server stores one response per key, so a resend after a lost reply is never a second one)
 * and a current ID token (the Functions SDK asks Auth for one, refreshed when it has expired), when
 * the connection returns (`online`), at the next app start, when Background Sync wakes the app,
 * and by itself with a growing pause while the device is online but the server did not answer (a
 * lost reply brings no `online` event). One tab sends at a time (Web Locks where the browser has them).
 */
import { isOutboxItemExpired, nextOutboxItem, OUTBOX_SYNC_TAG, outboxRetryTimer, retryAt, sendFailure, waitingReason, type OutboxEvent, type OutboxItem } from '../lib';
import type { CarriedDraft } from './member-draft';
import { deviceKey, deviceStore } from './device-store';
import { toDataError } from './errors';

const CHANNEL = 'wellness-outbox';
const changed = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function announce(): void {
  for (const listener of changed) listener();
  try {
    channel ??= new BroadcastChannel(CHANNEL);
    channel.postMessage('changed');
  } catch {
    // no BroadcastChannel: other tabs see the change when they next look
  }
}

async function store(item: OutboxItem): Promise<void> {
  const db = await deviceStore();
  if (!db) throw new Error('This device cannot keep answers');
  await db.put('outbox', item, deviceKey(item.uid, item.submissionKey));
  announce();
}

async function move(item: OutboxItem, event: OutboxEvent): Promise<OutboxItem> {
  const next = nextOutboxItem(item, event, Date.now());
  if (next !== item) await store(next);
  return next;
}

/** What the assessment page puts in the outbox when Submit finds no connection. */
export interface OutboxEntry {
  uid: string;
  formId: string;
  title: string;
  formVersion: number;
  submissionKey: string;
  data: Record<string, unknown>;
  carried: CarriedDraft | null;
}

/** Keeps a finished assessment to send later; false when this device cannot keep it (the page falls back). */
export async function putInOutbox(entry: OutboxEntry, now = Date.now()): Promise<boolean> {
  try {
    const online = isOnline();
    await store({ ...entry, state: 'waiting', savedAt: now, changedAt: now, attempts: 0, reason: online ? waitingReason(true) : null, refusal: null, result: null });
    // online, a sync would fire at once: the follower's own pauses do the trying again
    if (!online) void askForBackgroundSync();
    return true;
  } catch {
    return false; // no IndexedDB, or storage full
  }
}

/**
 * The member's outbox, oldest first. Items past their 7 days are removed here, and the count of
 * unsent ones removed is kept for the dashboard to say once (takeOutboxNotice).
 */
export async function listOutbox(uid: string, now = Date.now()): Promise<OutboxItem[]> {
  const db = await deviceStore();
  if (!db) return [];
  const items = await db.getAllFromIndex('outbox', 'uid', uid);
  const expired = items.filter((item) => isOutboxItemExpired(item, now));
  if (expired.length > 0) {
    const tx = db.transaction(['outbox', 'notices'], 'readwrite');
    for (const item of expired) await tx.objectStore('outbox').delete(deviceKey(uid, item.submissionKey));
    const unsent = expired.filter((item) => item.state !== 'sent').length;
    if (unsent > 0) {
      const before = await tx.objectStore('notices').get(uid);
      await tx.objectStore('notices').put({ uid, removedUnsent: (before?.removedUnsent ?? 0) + unsent, at: now }, uid);
    }
    await tx.done;
    announce();
  }
  return items.filter((item) => !expired.includes(item)).sort((a, b) => a.savedAt - b.savedAt);
}

/** How many unsent assessments were removed after 7 days since the member was last told (0: none); told once. */
export async function takeOutboxNotice(uid: string): Promise<number> {
  const db = await deviceStore();
  if (!db) return 0;
  const notice = await db.get('notices', uid);
  if (!notice) return 0;
  await db.delete('notices', uid);
  return notice.removedUnsent;
}

/** Calls back whenever the outbox changes (in this tab or another); answers the unsubscribe. */
export function watchOutbox(onChange: () => void): () => void {
  changed.add(onChange);
  let listening: BroadcastChannel | null = null;
  try {
    listening = new BroadcastChannel(CHANNEL);
    listening.onmessage = () => onChange();
  } catch {
    // no BroadcastChannel: this tab's changes still call back
  }
  return () => {
    changed.delete(onChange);
    listening?.close();
  };
}

/** The signed-in account, as Auth knows it now (null: signed out, or Firebase not loaded). */
async function signedInUid(): Promise<string | null> {
  const { firebase } = await import('./app');
  const { auth } = firebase();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

async function sendOne(item: OutboxItem): Promise<OutboxItem> {
  const sending = await move(item, { type: 'send' });
  if (sending.state !== 'sending' || !sending.data) return sending;
  try {
    const { saveDraft, submitResponse } = await import('./assessments');
    if (sending.carried) {
      // answers kept aside when the draft moved on travel with the draft: it holds them first
      await saveDraft({ uid: sending.uid, formId: sending.formId, formVersion: sending.formVersion, data: sending.data, submissionKey: sending.submissionKey, carried: sending.carried as CarriedDraft });
    }
    const result = await submitResponse({ formId: sending.formId, formVersion: sending.formVersion, submissionKey: sending.submissionKey, data: sending.data });
    return await move(sending, { type: 'sent', result: { responseId: result.responseId, scores: result.scores, flags: result.flags } });
  } catch (error) {
    const failure = toDataError(error);
    if (sendFailure(failure.code) === 'refused') {
      const details = failure.details as { reason?: unknown } | undefined;
      return await move(sending, { type: 'refused', reason: failure.message, refusal: typeof details?.reason === 'string' ? details.reason : null });
    }
    return await move(sending, { type: 'unreachable', reason: waitingReason(isOnline()) });
  }
}

/** The browser's word on the connection (true where it gives none). */
function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

let inFlight: Promise<void> | null = null;

async function sendWaiting(uid: string, dueOnly: boolean): Promise<void> {
  // only the signed-in account's answers go, with its own token
  if ((await signedInUid()) !== uid) return;
  for (const item of await listOutbox(uid)) {
    if (item.state !== 'waiting') continue;
    // the retry timer's turn: another tab may have just tried this one
    if (dueOnly && (retryAt(item) ?? 0) > Date.now()) continue;
    const after = await sendOne(item);
    if (after.state === 'waiting') break; // no connection: the rest wait too
  }
}

/**
 * Sends what waits in the member's outbox, one at a time, oldest first; stops at the first that
 * does not reach the server (the next `online`, start or automatic try goes on). `dueOnly`: only
 * the items whose pause is over (the retry timer). Answers when done; never throws.
 */
export function sendOutbox(uid: string, dueOnly = false): Promise<void> {
  inFlight ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      if (locks) await locks.request(CHANNEL, () => sendWaiting(uid, dueOnly));
      else await sendWaiting(uid, dueOnly);
    } catch {
      // the device store went away: nothing to send
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** The member tries a refused item again (after giving consent, say): it waits, then is sent. */
export async function retryOutboxItem(uid: string, submissionKey: string): Promise<void> {
  const db = await deviceStore();
  const item = await db?.get('outbox', deviceKey(uid, submissionKey));
  if (item) await move(item, { type: 'retry' });
  await sendOutbox(uid);
}

/** Removes one item (the member deleted it, or dismissed a sent one). */
export async function removeFromOutbox(uid: string, submissionKey: string): Promise<void> {
  const db = await deviceStore();
  if (!db) return;
  await db.delete('outbox', deviceKey(uid, submissionKey));
  announce();
}

/** Removes every unsent item (the member chose "delete it and sign out"). */
export async function removeUnsent(uid: string): Promise<void> {
  for (const item of await listOutbox(uid)) if (item.state !== 'sent') await removeFromOutbox(uid, item.submissionKey);
}

/**
 * At app start: an item a closed page left "sending" waits again (its send may or may not have
 * reached the server; resending with its key stores nothing twice).
 */
async function resumeInterrupted(uid: string): Promise<void> {
  for (const item of await listOutbox(uid)) if (item.state === 'sending') await move(item, { type: 'resume' });
}

/** Asks the service worker to wake the app when the connection returns (Background Sync, where the browser has it). */
async function askForBackgroundSync(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = (await navigator.serviceWorker.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // no Background Sync: `online` and the next start send it
  }
}

/**
 * Follows the signed-in member's outbox while the app runs: sends at once (the app start), on
 * every `online` event, when `wake` is called (Background Sync's message), and, while online, when
 * the next waiting item's pause is over (planned again on every change of the outbox, here or in
 * another tab; none while offline). Answers the stop.
 */
export function followOutbox(uid: string): { stop: () => void; wake: () => void } {
  let planned = 0;
  let stopped = false;
  const plan = async () => {
    const mine = ++planned;
    const items = await listOutbox(uid).catch(() => []);
    if (!stopped && mine === planned) timer.plan(items, Date.now(), isOnline());
  };
  const send = (dueOnly: boolean) => void sendOutbox(uid, dueOnly).then(plan);
  const timer = outboxRetryTimer(() => send(true));
  const wake = () => send(false);
  const replan = () => void plan();
  const unwatch = watchOutbox(replan);
  void resumeInterrupted(uid).then(wake, () => undefined);
  window.addEventListener('online', wake);
  window.addEventListener('offline', replan);
  return {
    stop: () => {
      stopped = true;
      timer.stop();
      unwatch();
      window.removeEventListener('online', wake);
      window.removeEventListener('offline', replan);
    },
    wake,
  };
}
