import { reloadWith } from './chunk-reload';
import { registerOfflineApp, reloadToNewerVersion } from './offline-app';
import { followMembersOutbox } from './outbox-follower';

/**
 * The app's offline side, started by main.tsx once the page has loaded (none of it is needed for
 * the first paint): the member's outbox is sent now, on `online` and when Background Sync wakes
 * the service worker, which registers here; from then on a page the service worker serves reloads
 * onto the newer build's worker, not its own old copy.
 */
export function startOfflineApp(): void {
  reloadWith(reloadToNewerVersion);
  registerOfflineApp(followMembersOutbox().wake);
}
