// The tests' web clients prove themselves to the Functions emulator as the app does on the
// emulators (src/data/app-check.ts): every callable enforces App Check, and the emulator refuses
// a call without a token but does not verify one (src/data/emulator-app-check.ts says why).
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { emulatorAppCheckToken } from '../../src/data/emulator-app-check';

const tokenFor = (app: { projectId?: string; appId?: string }) => emulatorAppCheckToken({ projectId: app.projectId ?? '', appId: app.appId ?? '' }, Date.now());

/** Starts App Check on a test's client app, so its callables carry a token. */
export function startEmulatorAppCheck(app: FirebaseApp): void {
  const provider = new CustomProvider({ getToken: () => Promise.resolve(tokenFor(app.options)) });
  initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
}

/** The header a raw request to a callable carries in place of the SDK's. */
export function appCheckHeader(projectId: string): { 'x-firebase-appcheck': string } {
  return { 'x-firebase-appcheck': tokenFor({ projectId }).token };
}
