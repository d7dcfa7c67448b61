/**
 * Prefetch, as the specification says of the build manifest: about a second after the page is
 * idle, and not on a very slow connection, fetch what the visitor most likely opens next, so that
 * click does not wait for the network. Only dynamic imports: the first download stays as it is.
 */
import { hasSignedInHint, prefetchSession, useSession } from '../data';
import { areaImports } from './area-imports';
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
 * area once the session knows they are an administrator; from a form, the dashboard's alone), on
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

const loaders: Record<PrefetchTarget, () => Promise<unknown>[]> = {
  member: () => [areaImports.member(), areaImports.courses()],
  dashboard: () => [areaImports.member()],
  admin: () => [areaImports.admin()],
  // The sign-in page is in the public area; its wait is Firebase, loaded by its guard.
  'sign-in': () => [areaImports.public(), prefetchSession()],
};

/** Decides from this browser's state and prefetches; a failure changes nothing (the click loads it again). */
export function prefetchNext(area: Area | null = null): PrefetchTarget | null {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const target = choosePrefetch(connection, { hint: hasSignedInHint(), isAdmin: useSession.getState().user?.isAdmin }, area);
  if (!target) return null;
  // a user-timing mark, so a trace (the phone bench) can tell the next page's code from this page's
  performance.mark?.(PREFETCH_MARK);
  for (const loading of loaders[target]()) loading.catch(() => undefined);
  return target;
}
