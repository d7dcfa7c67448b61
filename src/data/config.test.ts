import { describe, expect, it } from 'vitest';
import { readSettings } from './config';

describe('readSettings', () => {
  it('defaults to a demo project on the emulators', () => {
    const s = readSettings({});
    expect(s.firebase.projectId).toBe('demo-wellness');
    expect(s.emulators).toEqual({ host: '127.0.0.1', firestorePort: 8080, authPort: 9099, functionsPort: 5001 });
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
});
