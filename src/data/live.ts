import { connectFirestoreEmulator, getFirestore, initializeFirestore, type Firestore } from 'firebase/firestore';
import { firebase } from './app';
import { firestoreOn } from './config';

let live: Firestore | null = null;

/**
 * The full Firestore SDK on the page's Firebase app, for the modules that watch documents live
 * (onSnapshot: the triage queue, a member's enrolment, an order's payment): its listen channel,
 * local cache and ~60 KB more of code load with those modules only. Everything else reads and
 * writes through Firestore Lite (liteDb: one REST request each), so a member opening an
 * assessment, or a visitor a public page, never downloads it.
 */
export function liveDb(): Firestore {
  if (live) return live;
  live = firestoreOn<Firestore>(firebase().app, { get: getFirestore, initialize: initializeFirestore, connect: connectFirestoreEmulator });
  return live;
}
