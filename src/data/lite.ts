import { connectFirestoreEmulator, getFirestore, initializeFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebase } from './app';
import { firestoreOn } from './config';

let lite: Firestore | null = null;

/**
 * Firestore Lite on the page's Firebase app (same project, same signed-in user), for reads that
 * are one-off queries of many documents: each is one REST request answered in the server's order,
 * without the full SDK's listen channel, local cache and client-side view (which re-sorts every
 * document: at 10 000 responses that took over half the export's time). Imported only by the
 * modules that use it, so its code loads with them, never with the first page.
 */
export function liteDb(): Firestore {
  if (lite) return lite;
  lite = firestoreOn<Firestore>(firebase().app, { get: getFirestore, initialize: initializeFirestore, connect: connectFirestoreEmulator });
  return lite;
}
