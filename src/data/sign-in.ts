import { create } from 'zustand';
import { sweepBrowserStorage } from '../lib';
import { copiesKeptSignedOut, forgetIdleSignOut } from '../lib/idle-sign-out-note';
import type { AuthUser } from './auth';
import type { MemberProfile } from './users';

// Firebase loads with the first call, never with the module: public pages stay Firebase-free.
const loadData = async () => {
  const [auth, users] = await Promise.all([import('./auth'), import('./users')]);
  return { ...auth, ...users };
};

/**
 * Downloads what signing in needs (Firebase Auth and Firestore, as modules only: nothing is
 * initialised and nothing is sent), so the sign-in page answers without waiting for the network.
 */
export function prefetchSignIn(): Promise<void> {
  return loadData().then(
    () => undefined,
    () => undefined, // a prefetch that fails changes nothing
  );
}

export interface SignedIn {
  /** idle: Firebase not loaded yet; loading: waiting for the first auth answer; ready: known. */
  status: 'idle' | 'loading' | 'ready';
  user: AuthUser | null;
  profile: MemberProfile | null;
  error: string | null;
}

export const useSignedIn = create<SignedIn>(() => ({ status: 'idle', user: null, profile: null, error: null }));

let started: Promise<SignedIn> | null = null;

const HINT = 'wellness:signed-in';

/**
 * A hint kept in localStorage so public pages load Firebase (to show the member's header) only
 * for people who signed in on this device; visitors never download it.
 */
export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(HINT) === '1';
  } catch {
    return false;
  }
}

function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT, '1');
    else localStorage.removeItem(HINT);
  } catch {
    // Storage can be unavailable (private mode); the hint is only an optimisation.
  }
}

/**
 * Only the signed-in account's local copies (localStorage, sessionStorage and the device store)
 * stay on the device, none once signed out (here, in
 * another tab, or by a revoked sign-in) but for an idle sign-out's unsaved builder edits, kept
 * for their administrator until the next sign-in (lib/idle-sign-out-note). Swept again after the
 * pages closing on a sign-out have unmounted, in case one wrote a last copy on its way out.
 */
function keepCopiesOf(user: AuthUser | null): void {
  if (user) forgetIdleSignOut();
  sweepBrowserStorage(user ? { uid: user.uid } : copiesKeptSignedOut());
  // and the device store's forms, drafts and outbox (IndexedDB): another account never sees them
  void import('./device-store').then((device) => device.keepDeviceCopies(user ? { uid: user.uid } : 'none')).catch(() => undefined);
  if (user) return;
  setTimeout(() => {
    const now = useSignedIn.getState().user;
    sweepBrowserStorage(now ? { uid: now.uid } : copiesKeptSignedOut());
  }, 0);
}

async function loadProfile(user: AuthUser | null): Promise<MemberProfile | null> {
  if (!user) return null;
  const data = await loadData();
  try {
    return await data.getProfile(user.uid);
  } catch {
    return null;
  }
}

/**
 * Loads Firebase and resolves with the first known sign-in. Later sign-ins and sign-outs keep
 * the store current. Profiles are read once per auth change (not listened to) to avoid the
 * emulator's first-listener write-loss bug and to keep reads cheap.
 */
export function followSignIn(): Promise<SignedIn> {
  if (started) return started;
  useSignedIn.setState({ status: 'loading' });
  started = new Promise<SignedIn>((resolve) => {
    loadData()
      .then((data) => {
        let first = true;
        let generation = 0;
        data.watchAuth((user) => {
          const mine = ++generation;
          void loadProfile(user).then((profile) => {
            if (mine !== generation) return; // a newer auth event won
            useSignedIn.setState({ status: 'ready', user, profile, error: null });
            rememberSignedIn(Boolean(user));
            keepCopiesOf(user);
            if (first) {
              first = false;
              resolve(useSignedIn.getState());
            }
          });
        });
      })
      .catch((error: unknown) => {
        useSignedIn.setState({ status: 'ready', user: null, profile: null, error: String(error) });
        resolve(useSignedIn.getState());
      });
  });
  return started;
}

/** Re-reads the signed-in member's profile (after consent or an assessment is recorded). */
export async function refreshProfile(): Promise<MemberProfile | null> {
  const user = useSignedIn.getState().user;
  const profile = await loadProfile(user);
  useSignedIn.setState({ profile });
  return profile;
}

/** Waits until the store reflects a signed-in (or signed-out) state, e.g. right after sign-in. */
export function waitForUser(signedIn: boolean): Promise<SignedIn> {
  return new Promise((resolve) => {
    const check = (s: SignedIn) => s.status === 'ready' && Boolean(s.user) === signedIn;
    if (check(useSignedIn.getState())) return resolve(useSignedIn.getState());
    const stop = useSignedIn.subscribe((s) => {
      if (check(s)) {
        stop();
        resolve(s);
      }
    });
  });
}
