/**
 * What an idle sign-out leaves on the device: a note (no account in it) that the last sign-out
 * was for idleness, after how many minutes. While it is there and nobody is signed in, the
 * administrators' unsaved form edits (`builder` copies) stay for their account to be offered
 * back; every other copy goes, as at any sign-out. The next sign-in, of anyone, ends it.
 */
import type { KeepCopies } from './account-storage';

/** Device key: `{ at, minutes }` of the last idle sign-out. */
export const IDLE_SIGN_OUT_KEY = 'wellness:idle-sign-out';

/** The kinds of local copy that wait through an idle sign-out: unsaved builder edits (form designs, no member's answers). */
export const KEPT_THROUGH_IDLE_SIGN_OUT: readonly string[] = ['builder'];

export interface IdleSignOutNote {
  /** when it happened, ms since 1970 */
  at: number;
  /** the idle timeout that applied */
  minutes: number;
}

function local(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined; // blocked by the browser's settings
  }
}

/** Records an idle sign-out (before signing out, so the sign-out's sweep keeps the builder copies). */
export function noteIdleSignOut(note: IdleSignOutNote, storage = local()): void {
  try {
    storage?.setItem(IDLE_SIGN_OUT_KEY, JSON.stringify(note));
  } catch {
    // storage full or disabled: the sign-out still happens, the copies go with it
  }
}

/** The note of the last idle sign-out, or null (none, or unreadable). */
export function readIdleSignOut(storage = local()): IdleSignOutNote | null {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(IDLE_SIGN_OUT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { at, minutes } = parsed as Partial<IdleSignOutNote>;
    return typeof at === 'number' && typeof minutes === 'number' ? { at, minutes } : null;
  } catch {
    return null;
  }
}

export function forgetIdleSignOut(storage = local()): void {
  try {
    storage?.removeItem(IDLE_SIGN_OUT_KEY);
  } catch {
    // nothing to forget
  }
}

/** Which copies stay while nobody is signed in: the builder's after an idle sign-out, else none. */
export function copiesKeptSignedOut(storage = local()): KeepCopies {
  return readIdleSignOut(storage) ? { kinds: KEPT_THROUGH_IDLE_SIGN_OUT } : 'none';
}
