/**
 * The page's side of the service worker (src/service-worker.ts): registered after the first paint
 * (the precache downloads behind the page, never before it), in production builds only. A newer
 * build's worker installs and waits; `newerVersionReady` lets the update banner offer it, and
 * `applyNewerVersion` hands over to it and reloads once, when it has taken control, so the page
 * never runs one build's code with the other's chunks.
 */
import type { Workbox } from 'workbox-window';
import { SEND_OUTBOX_MESSAGE } from '../lib/offline-messages';

const WORKER_URL = '/service-worker.js';
/** How long an update check may take before the banner is offered anyway. */
const UPDATE_CHECK_MS = 15_000;

interface Registered {
  workbox: Workbox;
  registration: ServiceWorkerRegistration | undefined;
}
let registering: Promise<Registered | null> | null = null;
const readyListeners = new Set<() => void>();
let waiting = false;

function supported(): boolean {
  return import.meta.env.PROD && typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
}

async function register(onSendOutbox: () => void): Promise<Registered> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(WORKER_URL);
  workbox.addEventListener('waiting', () => {
    waiting = true;
    for (const listener of readyListeners) listener();
  });
  // Background Sync woke the worker: the page holds the member's token, so it sends
  workbox.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SEND_OUTBOX_MESSAGE) onSendOutbox();
  });
  const registration = await workbox.register();
  return { workbox, registration };
}

/** Registers the service worker once the page has loaded; `onSendOutbox` runs when Background Sync says the connection is back. */
export function registerOfflineApp(onSendOutbox: () => void): void {
  if (!supported() || registering) return;
  const start = () => {
    registering = register(onSendOutbox).catch(() => null); // no worker: the app works online as before
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Calls back when a newer build's worker has installed and waits (at once if one already does). */
export function onNewerVersionReady(listener: () => void): () => void {
  readyListeners.add(listener);
  if (waiting) listener();
  return () => readyListeners.delete(listener);
}

/**
 * The served build id is newer: asks the worker to look for the new build, so that by the time the
 * banner shows, the new version is installed and waiting (answers when the check is over, or has
 * taken too long; the banner is offered either way).
 */
export async function fetchNewerVersion(): Promise<void> {
  const registered = await registering;
  if (!registered || waiting) return;
  const installed = new Promise<void>((resolve) => {
    const stop = onNewerVersionReady(() => {
      stop();
      resolve();
    });
  });
  const checked = registered.workbox
    .update()
    .then(() => (registered.registration?.installing ? installed : undefined))
    .catch(() => undefined);
  await Promise.race([checked, new Promise((resolve) => setTimeout(resolve, UPDATE_CHECK_MS))]);
}

/**
 * Moves to the newer build: the waiting worker takes over and the page reloads once it controls
 * the page (a single reload, asked for by the member); with no worker waiting, a plain reload.
 */
export async function applyNewerVersion(reload: () => void = () => window.location.reload()): Promise<void> {
  const registered = await registering;
  if (!registered || !waiting) return reload();
  registered.workbox.addEventListener('controlling', () => reload());
  registered.workbox.messageSkipWaiting();
}

/** A reload for a newer build (the chunk-reload guard's): fetches the new version first when a worker serves the page. */
export function reloadToNewerVersion(): void {
  void fetchNewerVersion().then(() => applyNewerVersion());
}
