import { useEffect } from 'react';
import { hasSignedInHint, followSignIn } from '../data';
import { ConsentBanner } from './ConsentBanner';
import { ErrorBoundary } from './ErrorBoundary';
import { AdministratorIdle } from './idle/AdministratorIdle';
import { areaImports } from './area-imports';
import { prefetchNext, schedulePrefetch } from './prefetch';
import { AppRoutes, areaOfPath } from './router';
import { UpdateBanner } from './UpdateBanner';

/** The whole app inside the router: routes, the update banner and the cookie consent banner. */
export function Root() {
  useEffect(() => {
    // Only people who signed in on this device load Firebase on public pages (for their header),
    // and only once the public pages' code is here: on a phone the two shared the bandwidth and the
    // page painted later. A member or admin page's guard follows the sign-in at once, and must not
    // share the bandwidth with the public area's code (measured: ~25 KB on the assessment's chain).
    if (!hasSignedInHint() || (areaOfPath(window.location.pathname) ?? 'public') !== 'public') return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const start = () => idle(() => void followSignIn());
    areaImports.public().then(start, start);
  }, []);
  // About a second after the page is idle, fetch what the visitor most likely opens next (from the page they are on then).
  useEffect(() => schedulePrefetch(() => void prefetchNext(areaOfPath(window.location.pathname))), []);
  return (
    <>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <UpdateBanner />
      <ConsentBanner />
      <AdministratorIdle />
    </>
  );
}
