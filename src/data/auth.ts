import {
  createUserWithEmailAndPassword,
  multiFactor,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut as fbSignOut,
  updateProfile,
} from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { newMemberDirectory } from '@model';
import { clearBrowserStorage } from '../lib';
import { noteIdleSignOut } from '../lib/idle-sign-out-note';
import { firebase } from './app';
import { settings } from './config';
import { toDataError } from './errors';
import { liteDb } from './lite';
import { secondFactorStep } from './second-factor';
import { SECOND_FACTOR_NEEDED } from './second-factor-asked';

/** What the app knows about the signed-in person; roles come only from the ID token's claims. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAdmin: boolean;
  /** the token was signed in with a second factor (what the rules and administrator callables ask of administrators); watchAuth always says */
  secondFactor?: boolean;
  /** the account has at least one second factor enrolled */
  hasSecondFactor?: boolean;
}

async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toDataError(error);
  }
}

/** Calls back with the signed-in user (or null) now and after every sign-in, sign-out or token refresh. */
export function watchAuth(callback: (user: AuthUser | null) => void): () => void {
  const { auth } = firebase();
  return onIdTokenChanged(auth, async (user) => {
    if (!user) return callback(null);
    // with no signal and an expired token, Auth cannot refresh it: the member still opens the app
    // on this device (no administrator's powers until the token is fresh; this fires again then)
    const token = await user.getIdTokenResult().catch(() => null);
    callback({
      uid: user.uid,
      email: user.email,
      displayName: user.displayName,
      isAdmin: token?.claims.admin === true,
      secondFactor: Boolean(token?.signInSecondFactor),
      hasSecondFactor: multiFactor(user).enrolledFactors.length > 0,
    });
  });
}

/**
 * Signs in with email and password. An account with a second factor throws SECOND_FACTOR_NEEDED
 * (second-factor.ts), whose details list its factors; the page then asks for the code.
 */
export function signIn(email: string, password: string): Promise<void> {
  return run(async () => {
    try {
      await signInWithEmailAndPassword(firebase().auth, email.trim(), password);
    } catch (error) {
      if ((error as { code?: unknown }).code === SECOND_FACTOR_NEEDED) throw secondFactorStep(error);
      throw error;
    }
  });
}

/** Creates the account, names it, and writes the member's profile document (see the users rules). */
export function register(input: { displayName: string; email: string; password: string }): Promise<void> {
  return run(async () => {
    const { auth } = firebase();
    const db = liteDb();
    const cred = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
    await updateProfile(cred.user, { displayName: input.displayName.trim() });
    // What the rules accept from a client: profile fields, the sign-in email as Auth spelled it,
    // the server's clock. Consent and onboarding are the server's (recordConsent, submitResponse).
    await setDoc(doc(db, 'users', cred.user.uid), {
      displayName: input.displayName.trim(),
      email: cred.user.email,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      // the members list's row (the rules accept exactly a new member's values)
      directory: newMemberDirectory(input.displayName.trim()),
    });
    // A proved address is what the administrator role requires (setAdmin refuses unverified
    // ones); a failure to send must not undo a registration that worked.
    await sendEmailVerification(cred.user).catch(() => undefined);
    // The profile name arrived after the first token event; refresh so listeners see it.
    await cred.user.getIdToken(true);
  });
}

/** Signs out; the account's local copies (unsent answers, unsaved edits) go first, so none outlives it on a shared computer. */
export function signOut(): Promise<void> {
  return run(async () => {
    const { auth } = firebase();
    const uid = auth.currentUser?.uid;
    if (uid) clearBrowserStorage(uid);
    await fbSignOut(auth);
    // and again: a save failing while signing out (offline) may have written its copy back meanwhile
    if (uid) clearBrowserStorage(uid);
  });
}

/**
 * Signs out an administrator who was idle for `minutes`: as signOut, but their unsaved form
 * edits (the builder's local copies) stay on the device, offered back when they sign in again;
 * the sign-out's sweep removes every other copy (lib/idle-sign-out-note).
 */
export function signOutAfterIdle(minutes: number): Promise<void> {
  return run(async () => {
    noteIdleSignOut({ at: Date.now(), minutes });
    await fbSignOut(firebase().auth);
  });
}

export function requestPasswordReset(email: string): Promise<void> {
  return run(() => sendPasswordResetEmail(firebase().auth, email.trim()));
}

/**
 * On the Auth emulator no email is sent: it keeps the out-of-band codes. This reads the newest
 * password-reset link for an address so the ForgotPassword page can show it. Null off the emulator.
 */
export async function emulatorResetLink(email: string): Promise<string | null> {
  const emu = settings.emulators;
  if (!emu) return null;
  const url = `http://${emu.host}:${emu.authPort}/emulator/v1/projects/${settings.firebase.projectId}/oobCodes`;
  try {
    const res = await fetch(url);
    if (!res.ok) return null;
    const body = (await res.json()) as { oobCodes?: { email: string; requestType: string; oobLink: string }[] };
    const mine = (body.oobCodes ?? []).filter((c) => c.email === email.trim().toLowerCase() && c.requestType === 'PASSWORD_RESET');
    return mine.at(-1)?.oobLink ?? null;
  } catch {
    return null;
  }
}
