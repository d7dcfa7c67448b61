/**
 * Firebase App Check for the page's Firebase app: every callable is deployed with
 * `enforceAppCheck` (functions/src/options.ts) and refuses a call that carries no App Check token.
 * Started with the app itself (firebase() in app.ts), before any service sends a request, so
 * Firestore and Storage carry tokens too when a project chooses to enforce App Check there.
 * Firebase, and this with it, stays out of the first download of `/`.
 */
import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { settings, type AppCheckSettings, type EmulatorSettings } from './config';
import { emulatorAppCheckToken } from './emulator-app-check';

/** Which provider this build uses, decided from its settings. */
export type AppCheckPlan =
  /** the local emulators: a token made on the device (emulator-app-check.ts says why) */
  | { kind: 'emulator' }
  /** the dev server against a real project: a debug token registered in the Firebase console */
  | { kind: 'debug'; debugToken: string }
  /** production: reCAPTCHA Enterprise, scoring each visit without a challenge */
  | { kind: 'recaptcha-enterprise'; siteKey: string }
  /** a real project without a site key: App Check is not started, and callables will refuse */
  | { kind: 'not-set-up'; problem: string };

/**
 * Pure: the provider for these settings. A debug token is used only by the dev server
 * (`dev`): a debug token in a production build would be in every visitor's download, and
 * anyone holding it passes App Check, so such a build ignores it and says so.
 */
export function appCheckPlan(appCheck: AppCheckSettings, emulators: EmulatorSettings | null, dev: boolean): AppCheckPlan {
  if (emulators) return { kind: 'emulator' };
  if (appCheck.debugToken && dev) return { kind: 'debug', debugToken: appCheck.debugToken };
  if (appCheck.siteKey) return { kind: 'recaptcha-enterprise', siteKey: appCheck.siteKey };
  const ignored = appCheck.debugToken ? ' (VITE_APPCHECK_DEBUG_TOKEN is used only by the dev server, never in a build)' : '';
  return {
    kind: 'not-set-up',
    problem: `App Check is not set up for this build${ignored}: set VITE_APPCHECK_SITE_KEY to the project's reCAPTCHA Enterprise site key. Until then every callable refuses this app's calls.`,
  };
}

/** Starts App Check on `app` as the plan says; answers null when it is not set up. */
export function startAppCheck(app: FirebaseApp, plan = appCheckPlan(settings.appCheck, settings.emulators, import.meta.env.DEV)): AppCheck | null {
  switch (plan.kind) {
    case 'emulator': {
      const { projectId = '', appId } = app.options;
      const provider = new CustomProvider({ getToken: () => Promise.resolve(emulatorAppCheckToken({ projectId, appId: appId ?? '' }, Date.now())) });
      return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: false });
    }
    case 'debug': {
      // The SDK trades this token with Google's App Check service in place of the provider's.
      (globalThis as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string }).FIREBASE_APPCHECK_DEBUG_TOKEN = plan.debugToken;
      const provider = new CustomProvider({ getToken: () => Promise.reject(new Error('The debug token is used instead.')) });
      return initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
    }
    case 'recaptcha-enterprise':
      return initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(plan.siteKey), isTokenAutoRefreshEnabled: true });
    case 'not-set-up':
      console.error(plan.problem);
      return null;
  }
}
