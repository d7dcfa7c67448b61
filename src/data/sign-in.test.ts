import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from './auth';

// The auth module's listener, driven by the test as Firebase would drive it.
const auth = vi.hoisted(() => ({ emit: null as ((user: unknown) => void) | null }));
vi.mock('./auth', () => ({
  watchAuth: (callback: (user: unknown) => void) => {
    auth.emit = callback;
    return () => {};
  },
}));
vi.mock('./users', () => ({ getProfile: async () => null }));

const { followSignIn, useSignedIn } = await import('./sign-in');

const member = (uid: string): AuthUser => ({ uid, email: `${uid}@example.com`, displayName: null, isAdmin: false });
const copy = () => JSON.stringify({ data: { pcl9: 2 }, savedAt: Date.now() });
const accountKeys = () => Object.keys(localStorage).filter((k) => k.split(':').length > 2).sort();

describe('the sign-in and the local copies of answers', () => {
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('keeps only the signed-in account\'s copies, and none after signing out', async () => {
    localStorage.setItem('wellness:draft:u1:ptsd', copy());
    localStorage.setItem('wellness:draft:u2:ptsd', copy());
    localStorage.setItem('wellness:analytics-consent', 'granted');
    const started = followSignIn();
    const emit = await vi.waitFor(() => auth.emit ?? Promise.reject(new Error('not listening yet')));
    emit(member('u1'));
    await started;
    expect(useSignedIn.getState().user?.uid).toBe('u1');
    expect(accountKeys()).toEqual(['wellness:draft:u1:ptsd']);

    // A page closing on the change writes one last copy as it unmounts (React re-renders on the
    // store change in a microtask).
    const stop = useSignedIn.subscribe((s) => {
      if (!s.user) queueMicrotask(() => localStorage.setItem('wellness:builder:u1:my-form', copy()));
    });
    // the sweep after a sign-out waits for a zero-delay timer: fake, so it has run once all pending timers have
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    emit(null); // signed out here, in another tab, or the sign-in was revoked
    await vi.waitFor(() => expect(useSignedIn.getState().user).toBeNull());
    stop();
    vi.runOnlyPendingTimers();
    expect(accountKeys()).toEqual([]);
    expect(localStorage.getItem('wellness:analytics-consent')).toBe('granted');
    expect(localStorage.getItem('wellness:signed-in')).toBeNull();
  });

  it('after an idle sign-out keeps the administrator\'s builder copies, not their answers, until the next sign-in', async () => {
    const started = followSignIn();
    const emit = await vi.waitFor(() => auth.emit ?? Promise.reject(new Error('not listening yet')));
    emit({ ...member('admin1'), isAdmin: true });
    await started;
    await vi.waitFor(() => expect(useSignedIn.getState().user?.uid).toBe('admin1'));
    localStorage.setItem('wellness:builder:admin1:intake', copy());
    localStorage.setItem('wellness:draft:admin1:ptsd', copy());

    // as signOutAfterIdle does: the note first, then the sign-out
    localStorage.setItem('wellness:idle-sign-out', JSON.stringify({ at: Date.now(), minutes: 15 }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    emit(null);
    await vi.waitFor(() => expect(useSignedIn.getState().user).toBeNull());
    vi.runOnlyPendingTimers();
    expect(accountKeys()).toEqual(['wellness:builder:admin1:intake']);

    emit({ ...member('admin1'), isAdmin: true }); // signing in again: the copy is theirs, the note is done
    await vi.waitFor(() => expect(useSignedIn.getState().user?.uid).toBe('admin1'));
    expect(accountKeys()).toEqual(['wellness:builder:admin1:intake']);
    expect(localStorage.getItem('wellness:idle-sign-out')).toBeNull();
  });
});
