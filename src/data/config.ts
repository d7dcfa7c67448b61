import type { FirebaseApp } from 'firebase/app';

/**
 * Firebase web settings from Vite env. With none set the app runs against the local emulators
 * under a `demo-` project, so a newcomer needs neither a Firebase project nor the internet.
 */
export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId: string | undefined;
}

export interface EmulatorSettings {
  host: string;
  firestorePort: number;
  authPort: number;
  functionsPort: number;
  /**
   * Auth and Firestore reached over HTTPS (the phone bench's HTTP/2 proxy in front of them, as
   * Google's servers speak it); the emulators themselves speak plain HTTP/1.1.
   */
  tls: boolean;
}

/**
 * How this build proves to the callables that it is the practice's web app (Firebase App Check):
 * a reCAPTCHA Enterprise site key in production; a debug token registered in the Firebase console
 * for a developer's build against a real project. On the emulators neither is used (see app-check.ts).
 */
export interface AppCheckSettings {
  siteKey: string | null;
  debugToken: string | null;
}

export const FUNCTIONS_REGION = 'europe-west2';

type Env = Record<string, string | boolean | undefined>;

/** Pure: reads settings from an env record (import.meta.env in the app). */
export function readSettings(env: Env): { firebase: FirebaseSettings; emulators: EmulatorSettings | null; appCheck: AppCheckSettings } {
  const str = (key: string) => {
    const v = env[key];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
  };
  const projectId = str('VITE_FIREBASE_PROJECT_ID') ?? 'demo-wellness';
  const firebase: FirebaseSettings = {
    apiKey: str('VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
    authDomain: str('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: str('VITE_FIREBASE_STORAGE_BUCKET') ?? `${projectId}.appspot.com`,
    messagingSenderId: str('VITE_FIREBASE_MESSAGING_SENDER_ID') ?? '0',
    appId: str('VITE_FIREBASE_APP_ID') ?? `1:0:web:${projectId}`,
    measurementId: str('VITE_FIREBASE_MEASUREMENT_ID'),
  };
  // `demo-` projects only exist on the emulators; a real project uses them only when asked.
  const wanted = str('VITE_USE_EMULATORS');
  const useEmulators = wanted ? wanted === 'true' : projectId.startsWith('demo-');
  const emulators = useEmulators
    ? {
        host: str('VITE_EMULATOR_HOST') ?? '127.0.0.1',
        firestorePort: Number(str('VITE_FIRESTORE_EMULATOR_PORT') ?? 8080),
        authPort: Number(str('VITE_AUTH_EMULATOR_PORT') ?? 9099),
        functionsPort: Number(str('VITE_FUNCTIONS_EMULATOR_PORT') ?? 5001),
        tls: str('VITE_EMULATOR_TLS') === 'true',
      }
    : null;
  const appCheck = { siteKey: str('VITE_APPCHECK_SITE_KEY') ?? null, debugToken: str('VITE_APPCHECK_DEBUG_TOKEN') ?? null };
  return { firebase, emulators, appCheck };
}

export const settings = readSettings(import.meta.env as unknown as Env);

/** What wiring a Firestore SDK (Lite or the full one) takes: its own get, initialise and emulator connect. */
export interface FirestoreWiring<Db> {
  get: (app: FirebaseApp) => Db;
  initialize: (app: FirebaseApp, settings: { host: string; ssl: boolean }) => Db;
  connect: (db: Db, host: string, port: number) => void;
}

/**
 * The app's Firestore instance for one SDK, wired to the emulator when settings say so: by the
 * SDK's connect function (plain HTTP), or, over TLS, as a host of its own (connect has no TLS option).
 */
export function firestoreOn<Db>(app: FirebaseApp, sdk: FirestoreWiring<Db>, emu = settings.emulators): Db {
  if (emu?.tls) return sdk.initialize(app, { host: `${emu.host}:${emu.firestorePort}`, ssl: true });
  const db = sdk.get(app);
  if (emu) sdk.connect(db, emu.host, emu.firestorePort);
  return db;
}

/** Pure: the origin of the emulator on `port` (connectAuthEmulator's address; the preconnect hints). */
export const emulatorOrigin = (emu: EmulatorSettings, port: number) => `${emu.tls ? 'https' : 'http'}://${emu.host}:${port}`;
