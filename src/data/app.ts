import { initializeApp, type FirebaseApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { emulatorOrigin, FUNCTIONS_REGION, settings } from './config';

interface Services {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
}

let services: Services | null = null;

/**
 * The one Firebase app of the page, wired to the emulators when settings say so. Firestore is not
 * here: liteDb (lite.ts) for reads and writes, liveDb (live.ts) for the few live listeners.
 */
export function firebase(): Services {
  if (services) return services;
  const app = initializeApp(settings.firebase);
  // getAuth's persistence order, without its popup/redirect resolver: email and password need no
  // Google sign-in iframe, whose loader (apis.google.com/js/api.js) would load on every page
  // (and, offline, hang the page's network until it times out)
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence] });
  // Functions live in europe-west2: the default region answers not-found.
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const emu = settings.emulators;
  if (emu) {
    connectAuthEmulator(auth, emulatorOrigin(emu, emu.authPort), { disableWarnings: true });
    connectFunctionsEmulator(functions, emu.host, emu.functionsPort);
  }
  services = { app, auth, functions };
  return services;
}
