import { useEffect, useRef } from 'react';
import { Outlet, useRevalidator } from 'react-router-dom';
import { hasSignedInHint, startSession, useSession } from '../data';
import { Loading } from '../ui';
import { ConsentBanner, UpdateBanner } from './Banners';

/** Re-runs route guards when someone signs in or out, so a protected page never lingers. */
function useGuardsFollowSession() {
  const { revalidate } = useRevalidator();
  const uid = useSession((s) => (s.status === 'ready' ? (s.user?.uid ?? '') : null));
  const last = useRef(uid);
  useEffect(() => {
    if (uid !== null && last.current !== null && uid !== last.current) void revalidate();
    last.current = uid;
  }, [uid, revalidate]);
}

export function Root() {
  useGuardsFollowSession();
  useEffect(() => {
    // Only people who signed in on this device load Firebase on public pages (for their header).
    if (!hasSignedInHint()) return;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle(() => void startSession());
  }, []);
  return (
    <>
      <Outlet />
      <UpdateBanner />
      <ConsentBanner />
    </>
  );
}

export function RouteFallback() {
  return (
    <main className="shell-main">
      <Loading />
    </main>
  );
}
