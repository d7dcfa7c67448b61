import { useEffect } from 'react';
import { hasSignedInHint, startSession } from '../data';
import { ConsentBanner, UpdateBanner } from './Banners';
import { ErrorBoundary } from './ErrorBoundary';
import { prefetchNext, schedulePrefetch } from './prefetch';
import { AppRoutes } from './router';

/** The whole app inside the router: routes, the update banner and the cookie consent banner. */
export function Root() {
  useEffect(() => {
    // Only people who signed in on this device load Firebase on public pages (for their header).
    if (!hasSignedInHint()) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void startSession());
  }, []);
  // About a second after the page is idle, fetch what the visitor most likely opens next.
  useEffect(() => schedulePrefetch(() => void prefetchNext()), []);
  return (
    <>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <UpdateBanner />
      <ConsentBanner />
    </>
  );
}
