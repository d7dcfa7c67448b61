/**
 * Prefetch, as the specification says of the build manifest: about a second after the page is
 * idle, and not on a very slow connection, fetch what the visitor most likely opens next, so that
 * click does not wait for the network. Only dynamic imports: the first download stays as it is.
 */
import { hasSignedInHint, prefetchSignIn, useSignedIn } from '../data';
import { areaImports } from './area-imports';
import { PREFETCH_MARK, choosePrefetch, type ConnectionInfo, type PrefetchTarget } from './prefetch-policy';
import type { Area } from './route-table';

export { PREFETCH_DELAY_MS, PREFETCH_MARK, choosePrefetch, schedulePrefetch, type ConnectionInfo, type PrefetchTarget } from './prefetch-policy';

const loaders: Record<PrefetchTarget, () => Promise<unknown>[]> = {
  member: () => [areaImports.member(), areaImports.courses()],
  dashboard: () => [areaImports.member()],
  admin: () => [areaImports.admin()],
  // The sign-in page is in the public area; its wait is Firebase, loaded by its guard.
  'sign-in': () => [areaImports.public(), prefetchSignIn()],
};

/** Decides from this browser's state and prefetches; a failure changes nothing (the click loads it again). */
export function prefetchNext(area: Area | null = null): PrefetchTarget | null {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const target = choosePrefetch(connection, { hint: hasSignedInHint(), isAdmin: useSignedIn.getState().user?.isAdmin }, area);
  if (!target) return null;
  // a user-timing mark, so a trace (the phone bench) can tell the next page's code from this page's
  performance.mark?.(PREFETCH_MARK);
  for (const loading of loaders[target]()) loading.catch(() => undefined);
  return target;
}
