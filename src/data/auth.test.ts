import { afterEach, describe, expect, it, vi } from 'vitest';

const fb = vi.hoisted(() => ({ auth: { currentUser: { uid: 'u1' } as { uid: string } | null }, signedOut: vi.fn() }));
vi.mock('firebase/auth', () => ({ signOut: fb.signedOut }));
vi.mock('firebase/firestore/lite', () => ({}));
vi.mock('./app', () => ({ firebase: () => ({ auth: fb.auth }) }));

const { signOut } = await import('./auth');

describe('signOut', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('removes every local copy of the account before signing out, and nobody else\'s', async () => {
    fb.signedOut.mockImplementation(async () => {
      // by the time Firebase signs out, nothing of u1 is left in the browser
      expect(Object.keys(localStorage).sort()).toEqual(['wellness:analytics-consent', 'wellness:draft:u2:ptsd']);
      expect(Object.keys(sessionStorage)).toEqual([]);
    });
    localStorage.setItem('wellness:draft:u1:ptsd', '{"data":{"pcl9":3},"savedAt":1}');
    localStorage.setItem('wellness:builder:u1:my-form', '{}');
    localStorage.setItem('wellness:draft:u2:ptsd', '{}');
    localStorage.setItem('wellness:analytics-consent', 'granted');
    sessionStorage.setItem('wellness:step:u1:ptsd', '2');
    await signOut();
    expect(fb.signedOut).toHaveBeenCalledWith(fb.auth);
  });
});
