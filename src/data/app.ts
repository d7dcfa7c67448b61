import { initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { startAppCheck } from './app-check';
import { emulatorOrigin, settings } from './config';

interface Services {
  app: FirebaseApp;
  auth: Auth;
}

let services: Services | null = null;

/**
 * The one Firebase app of the page, wired to the emulators when settings say so. Firestore is not
 * here: liteDb (lite.ts) for reads and writes, liveDb (live.ts) for the few live listeners; nor
 * Functions: its SDK loads with the first callable (`callables()` in functions.ts).
 */
export function firebase(): Services {
  if (services) return services;
  const app = initializeApp(settings.firebase);
  // before any service sends a request, so each carries an App Check token
  startAppCheck(app);
  // getAuth's persistence order, without its popup/redirect resolver: email and password need no
  // Google sign-in iframe, whose loader (apis.google.com/js/api.js) would load on every page
  // (and, offline, hang the page's network until it times out)
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  const emu = settings.emulators;
  if (emu) {
    connectAuthEmulator(auth, emulatorOrigin(emu, emu.authPort), { disableWarnings: true });
  }
  services = { app, auth };
  return services;
}
