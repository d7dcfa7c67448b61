import { useEffect, useState } from 'react';
import { RefreshIcon } from '../ui';
import { afterLoad } from './after-load';
import { BUILD_POLL_MS, fetchServedBuild, isNewerBuild } from './build-update';

/**
 * The service worker's side of the page (offline-app.ts), which loads once the page has
 * (offline-start.ts); null when it cannot load, and the update is then a plain reload.
 */
const offlineApp = () => import('./offline-app').catch(() => null);

/**
 * Offers the newer build once, when it is deployed (checked on an interval and when the tab
 * returns) or when the service worker has installed it: one prompt, and the reload hands over to
 * the new worker first (offline-app.ts), so the page comes back on the new build whole.
 */
export function UpdateBanner() {
  const [newer, setNewer] = useState(false);
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      if (stopped || !isNewerBuild(__BUILD_ID__, await fetchServedBuild())) return;
      await (await offlineApp())?.fetchNewerVersion(); // a worker serving the page installs the new build before it is offered
      if (!stopped) setNewer(true);
    };
    // a newer build's worker installed and waiting (the worker registers once the page has loaded)
    let stopReady = () => {};
    const stopWaiting = afterLoad(() => {
      void offlineApp().then((app) => {
        if (app && !stopped) stopReady = app.onNewerVersionReady(() => setNewer(true));
      });
    });
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const timer = window.setInterval(() => void check(), BUILD_POLL_MS);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      stopWaiting();
      stopReady();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  if (!newer) return null;
  return (
    <div className="banner" role="status" data-testid="update-banner">
      <span>A new version is ready.</span>
      <button type="button" className="button" onClick={() => void offlineApp().then((app) => (app ? app.applyNewerVersion() : window.location.reload()))}>
        <RefreshIcon /> Reload
      </button>
    </div>
  );
}
