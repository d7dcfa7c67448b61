/**
 * The idle sign-out's clock, pure: where an administrator stands given when they last did
 * something. Worked out from times, never by counting timers, so a laptop that slept through the
 * timeout signs out as soon as it wakes. Activity in any tab counts (the tabs share one sign-in):
 * each tab records its latest in localStorage under LAST_ACTIVITY_KEY.
 */

/** Device key (no account in it): when someone last did something in any tab, ms since 1970. */
export const LAST_ACTIVITY_KEY = 'wellness:last-activity';

export type IdlePhase =
  /** in use: the warning shows at `warnAt` */
  | { phase: 'active'; warnAt: number; signOutAt: number }
  /** the warning: signed out at `signOutAt` unless they stay */
  | { phase: 'warning'; signOutAt: number; msLeft: number }
  /** past the timeout: sign out now */
  | { phase: 'expired' };

/** Pure: the phase at `now` for activity last at `lastActivity` (a time ahead of `now` counts as now). */
export function idlePhase(input: { lastActivity: number; now: number; timeoutMs: number; warningMs: number }): IdlePhase {
  const { now, timeoutMs } = input;
  const last = Math.min(input.lastActivity, now);
  const signOutAt = last + timeoutMs;
  const warnAt = signOutAt - Math.min(input.warningMs, timeoutMs);
  if (now >= signOutAt) return { phase: 'expired' };
  if (now >= warnAt) return { phase: 'warning', signOutAt, msLeft: signOutAt - now };
  return { phase: 'active', warnAt, signOutAt };
}

/** Pure: when to look again: at the warning; each second of the warning (its countdown); never once expired. */
export function nextIdleCheck(phase: IdlePhase, now: number): number | null {
  if (phase.phase === 'expired') return null;
  if (phase.phase === 'active') return Math.max(phase.warnAt - now, 0);
  return Math.min(phase.msLeft % 1000 || 1000, phase.msLeft);
}

/**
 * Pure: the latest activity of this tab (`own`) and the one other tabs recorded (`shared`, the
 * stored text). A shared time more than a second ahead of `now` is ignored: a clock put back, or
 * a value written by hand, must not keep a session open for ever.
 */
export function latestActivity(own: number, shared: string | null, now: number): number {
  const other = shared === null ? Number.NaN : Number(shared);
  return Number.isFinite(other) && other <= now + 1000 ? Math.max(own, other) : own;
}

/** Pure: "1 minute", "45 seconds", "1 second": the time left, as the warning says it. */
export function timeLeftInWords(msLeft: number): string {
  const seconds = Math.max(Math.ceil(msLeft / 1000), 0);
  if (seconds >= 60) {
    const minutes = Math.round(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
