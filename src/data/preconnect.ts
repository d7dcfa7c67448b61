/**
 * Connections to Firebase opened while the app's code still downloads, for someone signed in on
 * this device: their first page asks Auth to reload the user, then Firestore for its data, each
 * on a connection of its own. On a phone's slow link each new connection is one or two round trips
 * (TCP, TLS) on that chain; opened early they are ready when the first request goes.
 */
import { emulatorOrigin, settings, type EmulatorSettings } from './config';

/** Pure: the origins the app talks to first for someone signed in: Auth (reload, token refresh) and Firestore. */
export function firstOrigins(emulators: EmulatorSettings | null): string[] {
  if (emulators) return [emulatorOrigin(emulators, emulators.authPort), emulatorOrigin(emulators, emulators.firestorePort)];
  return ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com'];
}

/** Adds a preconnect hint for each origin (once; the SDKs' requests carry no cookies: anonymous CORS). */
export function preconnectToFirebase(doc: Document = document): void {
  for (const origin of firstOrigins(settings.emulators)) {
    if (doc.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    link.crossOrigin = 'anonymous';
    doc.head.append(link);
  }
}
