/** The words the page and the service worker (src/service-worker.ts) say to each other. */

/** Background Sync's tag for "the outbox has something to send". */
export const OUTBOX_SYNC_TAG = 'wellness-outbox';
/** Service worker → page: the connection is back, send the outbox. */
export const SEND_OUTBOX_MESSAGE = 'send-outbox';
/** Page → waiting service worker: the member chose the new version, take over. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING'; // what workbox-window's messageSkipWaiting sends
