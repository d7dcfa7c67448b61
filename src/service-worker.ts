/**
 * The service worker: the app's page and the public, member and assessment chunks kept on the
 * device (the list comes from the build, scripts/offline-precache.ts), so a member who opened the
 * app once opens it again with no signal. Everything else (Firebase, build-id.json, the
 * administrators' chunks) goes to the network as before.
 *
 * A newer build installs beside the running one and waits: the page offers it once ("A new
 * version is ready") and asks it to take over, so a page never mixes two builds' chunks.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { OUTBOX_SYNC_TAG, SEND_OUTBOX_MESSAGE, SKIP_WAITING_MESSAGE } from './lib/offline-messages';

interface PrecacheItem {
  url: string;
  revision: string | null;
}
interface WaitingEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface SyncEvent extends WaitingEvent {
  tag: string;
}
interface MessageFromPage extends Event {
  data: unknown;
}
interface WindowClient {
  postMessage(message: unknown): void;
}
/** What this worker uses of ServiceWorkerGlobalScope (the app's types are the page's, not a worker's). */
interface WorkerScope {
  __WB_MANIFEST: PrecacheItem[];
  skipWaiting(): Promise<void>;
  clients: { matchAll(options: { type: 'window' }): Promise<WindowClient[]> };
  addEventListener(type: 'message', listener: (event: MessageFromPage) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
}

// this module runs as the worker: its `self` is the worker's scope, not the page's window
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is index.html: a navigation is answered from the device, signal or not.
// Firebase's own pages (/__/) and the build id stay on the network.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/__\//, /\/build-id\.json$/] }));

self.addEventListener('message', (event) => {
  if (typeof event.data === 'object' && event.data !== null && (event.data as { type?: unknown }).type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

/**
 * Background Sync (where the browser has it): the connection is back. Sending needs the member's
 * fresh ID token, which the page holds, so the open app windows are asked to send their outbox; with
 * none open, the sync fails and the browser tries again later (the next app start sends it anyway).
 */
self.addEventListener('sync', (event) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      if (windows.length === 0) throw new Error('No open window to send the outbox from');
      for (const client of windows) client.postMessage({ type: SEND_OUTBOX_MESSAGE });
    }),
  );
});
