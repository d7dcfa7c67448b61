import { describe, expect, it } from 'vitest';
import { firstOrigins, preconnectToFirebase } from './preconnect';

describe('preconnect to Firebase', () => {
  it('names the emulators, or Auth (reload and token refresh) and Firestore in production', () => {
    const emulators = { host: '127.0.0.1', firestorePort: 8080, authPort: 9099, functionsPort: 5001, tls: false };
    expect(firstOrigins(emulators)).toEqual(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']);
    // the phone bench's HTTPS proxies in front of them
    expect(firstOrigins({ ...emulators, tls: true })).toEqual(['https://127.0.0.1:9099', 'https://127.0.0.1:8080']);
    expect(firstOrigins(null)).toEqual(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://firestore.googleapis.com']);
  });

  it('adds one anonymous preconnect hint per origin, once', () => {
    preconnectToFirebase();
    preconnectToFirebase();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')];
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links.map((l) => l.href)).size).toBe(links.length);
    expect(links.every((l) => l.crossOrigin === 'anonymous')).toBe(true);
  });
});
