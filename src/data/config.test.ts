import type { FirebaseApp } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { emulatorOrigin, firestoreOn, readSettings } from './config';

describe('readSettings', () => {
  it('defaults to a demo project on the emulators', () => {
    const s = readSettings({});
    expect(s.firebase.projectId).toBe('demo-wellness');
    expect(s.emulators).toEqual({ host: '127.0.0.1', firestorePort: 8080, authPort: 9099, functionsPort: 5001, tls: false });
  });
  it('uses a real project without emulators when configured', () => {
    const s = readSettings({ VITE_FIREBASE_PROJECT_ID: 'wellness-prod', VITE_FIREBASE_API_KEY: 'k', VITE_FIREBASE_MEASUREMENT_ID: 'G-1' });
    expect(s.emulators).toBeNull();
    expect(s.firebase.apiKey).toBe('k');
    expect(s.firebase.measurementId).toBe('G-1');
  });
  it('lets a real project opt into the emulators', () => {
    expect(readSettings({ VITE_FIREBASE_PROJECT_ID: 'p', VITE_USE_EMULATORS: 'true' }).emulators).not.toBeNull();
  });
  it('reaches the emulators over TLS only when asked (the phone bench)', () => {
    const emu = readSettings({ VITE_EMULATOR_TLS: 'true', VITE_AUTH_EMULATOR_PORT: '9101' }).emulators;
    expect(emu?.tls).toBe(true);
    expect(emulatorOrigin(emu!, emu!.authPort)).toBe('https://127.0.0.1:9101');
    expect(emulatorOrigin(readSettings({}).emulators!, 9099)).toBe('http://127.0.0.1:9099');
  });
});

describe('firestoreOn', () => {
  const app = { name: 'app' } as FirebaseApp;
  const wiring = () => ({ get: vi.fn(() => 'got'), initialize: vi.fn(() => 'initialised'), connect: vi.fn() });

  it('connects the SDK to the emulator over plain HTTP by default', () => {
    const sdk = wiring();
    expect(firestoreOn(app, sdk, readSettings({}).emulators)).toBe('got');
    expect(sdk.connect).toHaveBeenCalledWith('got', '127.0.0.1', 8080);
    expect(sdk.initialize).not.toHaveBeenCalled();
  });
  it('names the emulator as an HTTPS host when it is reached over TLS', () => {
    const sdk = wiring();
    expect(firestoreOn(app, sdk, readSettings({ VITE_EMULATOR_TLS: 'true', VITE_FIRESTORE_EMULATOR_PORT: '8082' }).emulators)).toBe('initialised');
    expect(sdk.initialize).toHaveBeenCalledWith(app, { host: '127.0.0.1:8082', ssl: true });
    expect(sdk.connect).not.toHaveBeenCalled();
  });
  it('leaves a real project as the SDK gives it', () => {
    const sdk = wiring();
    expect(firestoreOn(app, sdk, null)).toBe('got');
    expect(sdk.connect).not.toHaveBeenCalled();
  });
});
