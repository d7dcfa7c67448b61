import { describe, expect, it } from 'vitest';
import { firstOrigins, preconnectToFirebase } from './preconnect';

describe('preconnect to Firebase', () => {
  it('names the emulators, or Auth (reload and token refresh) and Firestore in production', () => {
    expect(firstOrigins({ host: '127.0.0.1', firestorePort: 8080, authPort: 9099, functionsPort: 5001 })).toEqual(['http://127.0.0.1:9099', 'http://127.0.0.1:8080']);
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
