/**
 * When and what to prefetch, decided from the connection and the sign-in alone: pure apart from
 * the idle timer. `prefetch.ts` does the fetching; an area's idle preload uses the same timing.
 */
import type { Area } from './route-table';

export const PREFETCH_DELAY_MS = 1000;
/** The user-timing mark set as the prefetch begins (scripts/bench/phone-report.mjs reads it). */
export const PREFETCH_MARK = 'wellness:idle-prefetch';

/** What `navigator.connection` (Network Information API, where the browser has it) tells. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * member: the member area and the courses area (the dashboard, or a course); dashboard: the member
 * area alone, for a member in a form (their next page is the dashboard; nothing else should share
 * the link with their answers' saving); admin: the admin area; sign-in: what signing in needs.
 */
export type PrefetchTarget = 'member' | 'dashboard' | 'admin' | 'sign-in';

/**
 * Pure: what to prefetch, or nothing. Nothing when the visitor asked to save data or the
 * connection is 2G or slower; someone who signed in on this device gets their area (the admin
 * area once the sign-in shows they are an administrator; from a form, the dashboard's alone), on
 * the area of the page they are on (`area`); a visitor, the sign-in page's needs.
 */
export function choosePrefetch(connection: ConnectionInfo | undefined, signedIn: { hint: boolean; isAdmin?: boolean }, area: Area | null = null): PrefetchTarget | null {
  if (connection?.saveData === true) return null;
  if (connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g') return null;
  if (signedIn.isAdmin) return 'admin';
  if (!signedIn.hint) return 'sign-in';
  return area === 'assessment' ? 'dashboard' : 'member';
}

interface IdleWindow {
  setTimeout(run: () => void, ms: number): number;
  clearTimeout(id: number): void;
  requestIdleCallback?(run: () => void, options?: { timeout: number }): number;
  cancelIdleCallback?(id: number): void;
}

/**
 * Runs `run` PREFETCH_DELAY_MS after the page is first idle (without requestIdleCallback, as
 * in Safari: after the delay alone). Answers a cancel for the caller's cleanup.
 */
export function schedulePrefetch(run: () => void, win: IdleWindow = window as unknown as IdleWindow): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const later = () => {
    idle = undefined;
    timer = win.setTimeout(run, PREFETCH_DELAY_MS);
  };
  if (win.requestIdleCallback) idle = win.requestIdleCallback(later, { timeout: 5000 });
  else later();
  return () => {
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    if (timer !== undefined) win.clearTimeout(timer);
  };
}
