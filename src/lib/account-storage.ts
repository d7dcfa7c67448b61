/**
 * What the app keeps in this browser for one account: a member's unsent answers (`draft`), the
 * current step of a form (`step`, sessionStorage), an administrator's unsaved form edits
 * (`builder`). Every such key follows one scheme, so signing out finds them all:
 *
 *   wellness:<kind>:<uid>:<id>      e.g. wellness:draft:8fQ2…:ptsd
 *
 * A localStorage value is JSON with `savedAt` (ms since 1970) and expires ACCOUNT_COPY_TTL_MS
 * after it. Keys about the device rather than an account have no uid segment
 * (`wellness:signed-in`, `wellness:analytics-consent`) and are left alone. Copies are kept only
 * while someone is signed in, and only the signed-in account's.
 */

/** How long a local copy is kept: a week of being offline or away, then the server draft wins. */
export const ACCOUNT_COPY_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const ACCOUNT_KEY = /^wellness:[a-z][a-z-]*:[^:]+:/;
const KIND = /^wellness:[a-z][a-z-]*:/;

/** Pure: the key of one account's local copy of `id` (a form id) of this `kind`. */
export function accountKey(kind: string, uid: string, id: string): string {
  return `wellness:${kind}:${uid}:${id}`;
}

/** Pure: whether `key` is an account's copy by the scheme above. */
export function isAccountKey(key: string): boolean {
  return ACCOUNT_KEY.test(key);
}

/** Pure: whether `key` is a copy of this account's (a prefix test, so a uid holding `:` still matches). */
export function belongsTo(key: string, uid: string): boolean {
  const kind = KIND.exec(key);
  return kind !== null && uid !== '' && key.startsWith(`${uid}:`, kind[0].length);
}

/**
 * Pure: a copy saved at `savedAt` is stale at `now`: older than the TTL, or without a usable
 * time. A clock put back by more than the TTL also counts, so no copy can outlive it forever.
 */
export function isExpired(savedAt: unknown, now: number, ttlMs = ACCOUNT_COPY_TTL_MS): boolean {
  return typeof savedAt !== 'number' || !Number.isFinite(savedAt) || savedAt <= 0 || Math.abs(now - savedAt) > ttlMs;
}

function savedAtOf(raw: string | null): unknown {
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as { savedAt?: unknown }).savedAt : undefined;
  } catch {
    return undefined; // unreadable: treated as stale
  }
}

function accountKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && isAccountKey(key)) keys.push(key);
  }
  return keys; // collected first: removing while walking shifts the indexes
}

/**
 * Which account copies stay:
 * - `none`: nobody is signed in on this device, so none does;
 * - `any`: someone may be (not known yet, e.g. at start);
 * - a uid: only that account's (one account is signed in at a time per site, in every tab);
 * - kinds: nobody is signed in, but copies of these kinds wait for their account to sign in
 *   again (an administrator's unsaved form edits after an idle sign-out).
 */
export type KeepCopies = 'none' | 'any' | { uid: string } | { kinds: readonly string[] };

/** Pure: whether `keep` keeps the copy stored under `key`. */
function keeps(keep: KeepCopies, key: string): boolean {
  if (keep === 'any') return true;
  if (keep === 'none') return false;
  if ('uid' in keep) return belongsTo(key, keep.uid);
  return keep.kinds.some((kind) => key.startsWith(`wellness:${kind}:`));
}

/**
 * Removes the copies `keep` does not keep and, given `now`, those that expired (older than the
 * TTL, unreadable, or without `savedAt`). Never throws: storage may be disabled. Answers how
 * many went.
 */
export function sweepAccountStorage(storage: Storage | undefined, keep: KeepCopies, now?: number): number {
  if (!storage) return 0;
  try {
    let removed = 0;
    for (const key of accountKeys(storage)) {
      const owned = keeps(keep, key);
      const fresh = now === undefined || !isExpired(savedAtOf(storage.getItem(key)), now);
      if (!owned || !fresh) {
        storage.removeItem(key);
        removed += 1;
      }
    }
    return removed;
  } catch {
    return 0;
  }
}

/** Removes every local copy of one account; never throws. */
export function clearAccountStorage(storage: Storage | undefined, uid: string): void {
  if (!storage) return;
  try {
    for (const key of accountKeys(storage)) if (belongsTo(key, uid)) storage.removeItem(key);
  } catch {
    // storage disabled: nothing was kept either
  }
}

function safely(get: () => Storage): Storage | undefined {
  try {
    return get() ?? undefined;
  } catch {
    return undefined; // blocked by the browser's settings
  }
}

/**
 * The sweep of this browser: localStorage copies also expire; sessionStorage copies (the
 * current step) end with their tab, so only whose they are counts there.
 */
export function sweepBrowserStorage(keep: KeepCopies, now = Date.now()): void {
  sweepAccountStorage(safely(() => globalThis.localStorage), keep, now);
  sweepAccountStorage(safely(() => globalThis.sessionStorage), keep);
}

/** Signing out: every copy of the account goes, from localStorage and sessionStorage. */
export function clearBrowserStorage(uid: string): void {
  clearAccountStorage(safely(() => globalThis.localStorage), uid);
  clearAccountStorage(safely(() => globalThis.sessionStorage), uid);
}
