import { describe, expect, it } from 'vitest';
import { appCheckPlan } from './app-check';
import { readSettings } from './config';
import { EMULATOR_APP_CHECK_TTL_MS, emulatorAppCheckToken } from './emulator-app-check';

describe('appCheckPlan', () => {
  const real = (env: Record<string, string>) => readSettings({ VITE_FIREBASE_PROJECT_ID: 'wellness-prod', ...env });

  it('uses the token made on the device on the emulators, whatever else is set', () => {
    const s = readSettings({ VITE_APPCHECK_SITE_KEY: 'site', VITE_APPCHECK_DEBUG_TOKEN: 'debug' });
    expect(appCheckPlan(s.appCheck, s.emulators, false)).toEqual({ kind: 'emulator' });
  });
  it('uses reCAPTCHA Enterprise with the site key in a build for a real project', () => {
    const s = real({ VITE_APPCHECK_SITE_KEY: 'site-key' });
    expect(appCheckPlan(s.appCheck, s.emulators, false)).toEqual({ kind: 'recaptcha-enterprise', siteKey: 'site-key' });
  });
  it('uses a debug token only on the dev server', () => {
    const s = real({ VITE_APPCHECK_SITE_KEY: 'site-key', VITE_APPCHECK_DEBUG_TOKEN: 'debug' });
    expect(appCheckPlan(s.appCheck, s.emulators, true)).toEqual({ kind: 'debug', debugToken: 'debug' });
    expect(appCheckPlan(s.appCheck, s.emulators, false)).toEqual({ kind: 'recaptcha-enterprise', siteKey: 'site-key' });
  });
  it('says what is missing when a real project has no site key, naming an ignored debug token', () => {
    const none = real({});
    expect(appCheckPlan(none.appCheck, none.emulators, false)).toMatchObject({ kind: 'not-set-up', problem: expect.stringContaining('VITE_APPCHECK_SITE_KEY') });
    const debugOnly = real({ VITE_APPCHECK_DEBUG_TOKEN: 'debug' });
    expect(appCheckPlan(debugOnly.appCheck, debugOnly.emulators, false)).toMatchObject({ kind: 'not-set-up', problem: expect.stringContaining('only by the dev server') });
  });
});

describe('emulatorAppCheckToken', () => {
  it('is a token-shaped string naming the app, lasting an hour', () => {
    const now = 1_780_000_000_000;
    const { token, expireTimeMillis } = emulatorAppCheckToken({ projectId: 'demo-test', appId: '1:0:web:demo-test' }, now);
    // the shape firebase-functions decodes on the emulator (its JWT_REGEX)
    expect(token).toMatch(/^[a-zA-Z0-9\-_=]+?\.[a-zA-Z0-9\-_=]+?\.([a-zA-Z0-9\-_=]+)?$/);
    const claims = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: '1:0:web:demo-test', aud: ['projects/demo-test'], iat: now / 1000, exp: (now + EMULATOR_APP_CHECK_TTL_MS) / 1000 });
    expect(expireTimeMillis).toBe(now + EMULATOR_APP_CHECK_TTL_MS);
  });
});
