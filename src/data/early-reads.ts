/**
 * Reads begun early: a page's first reads started as soon as Auth knows the member (restored from
 * this device), beside the profile read and the page's code instead of after both — on a phone
 * those reads ended the chain before the first paint. The page's own load takes such a read once
 * (the next load reads again); one that failed, or is older than PREFETCH_FRESH_MS, is read again
 * there, so the page always shows an answer of its own load.
 */
import { firebase } from './app';

/** How long a prefetched read may wait for its page (after that the page reads again). */
export const PREFETCH_FRESH_MS = 30_000;

interface Early {
  at: number;
  read: Promise<unknown>;
}
const early = new Map<string, Early>();
// (a clock set back since counts as stale)
const fresh = (entry: Early | undefined): entry is Early =>
  entry !== undefined && Date.now() - entry.at >= 0 && Date.now() - entry.at <= PREFETCH_FRESH_MS;

/** The read begun early under `key`, taken once; else (none, failed, too old) `read` now. */
export function takeEarly<T>(key: string, read: () => Promise<T>): Promise<T> {
  const found = early.get(key);
  early.delete(key);
  return fresh(found) ? (found.read as Promise<T>).catch(read) : read();
}

/** Starts `read` for a page about to take it under `key` (unless a fresh one is waiting already). */
export function beginEarly(key: string, read: () => Promise<unknown>): void {
  if (fresh(early.get(key))) return;
  const started = read();
  // a failure is the page's to show: it reads again (takeEarly)
  started.catch(() => undefined);
  early.set(key, { at: Date.now(), read: started });
}

/**
 * The member Auth restores on this device, once it knows (null: a visitor, or an administrator,
 * whom the guards send on to /admin: nothing of a member's page is read early for either). The
 * role is the ID token's claim, read from the token Auth holds (no request while it is valid).
 */
export async function memberOnceKnown(): Promise<string | null> {
  const { auth } = firebase();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) return null;
  const token = await user.getIdTokenResult().catch(() => null);
  return token?.claims.admin === true ? null : user.uid;
}
