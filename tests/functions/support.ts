// Calls the real callables through the Auth + Functions emulators (started by
// `scripts/with-emulators.mjs --functions`), as the web client does: client SDK, region
// europe-west2. Set-up and inspection use the Admin SDK against the same emulators.
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import type { App as AdminApp } from 'firebase-admin/app';
import { getAuth as getAdminAuth } from 'firebase-admin/auth';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import type { FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signOut } from 'firebase/auth';
import type { User } from 'firebase/auth';
import { signInWithCode } from '../support/second-factor-sign-in.ts';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import type { FormDefinition } from '@engine';
import { HEALTH_NOTICE_VERSION, type SubmitResponseAnswer } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { startEmulatorAppCheck } from './app-check.ts';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-test';
const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST;
if (!AUTH_HOST || !FIRESTORE_HOST) {
  throw new Error('These tests need the Auth, Functions and Firestore emulators: run `npm run test:emulators`.');
}
export const PASSWORD = 'Test-password-2026!';

let adminApp: AdminApp | null = null;
const clientApps: FirebaseApp[] = [];

export function admin() {
  adminApp ??= initializeAdminApp({ projectId: PROJECT_ID }, `functions-tests-${Date.now()}`);
  const db = getAdminFirestore(adminApp);
  return { auth: getAdminAuth(adminApp), db };
}

/** Wipes every Auth account and Firestore document of the test project. */
export async function resetEmulators(): Promise<void> {
  await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  await fetch(`http://${FIRESTORE_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
}

/** The SMS second factor test administrators enrol: an Ofcom drama number, never a real phone. */
export const TEST_PHONE = '+447700900001';

/**
 * Creates an account (optionally an administrator) through the Admin SDK. An administrator gets
 * the claim and roles/{uid}, as setAdmin gives them (the rules' isAdmin() requires both), and an
 * SMS second factor (so `client()` signs in with the code), unless `secondFactor: false`.
 */
export async function createAccount(uid: string, options: { admin?: boolean; secondFactor?: boolean } = {}): Promise<string> {
  const email = `${uid}@functions.test`;
  const secondFactor = options.secondFactor ?? options.admin === true;
  await admin().auth.createUser({
    uid,
    email,
    password: PASSWORD,
    ...(secondFactor ? { multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: TEST_PHONE, displayName: 'Test phone' }] } } : {}),
  });
  if (options.admin) {
    await admin().auth.setCustomUserClaims(uid, { admin: true });
    await admin().db.doc(`roles/${uid}`).set({ admin: true, via: 'test' });
  }
  return email;
}

export interface SignedIn {
  user: User | null;
  call: <Req, Res>(name: string, data: Req) => Promise<Res>;
  /** A streaming call (`stream()`, as the web client's export asks): every chunk, then the final answer. */
  stream: <Req, Res, Chunk>(name: string, data: Req) => Promise<{ chunks: Chunk[]; data: Res }>;
}

/** A fresh web client, signed in as `email` (or signed out when null). */
export async function client(email: string | null, password = PASSWORD): Promise<SignedIn> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `client-${clientApps.length}-${Date.now()}`);
  clientApps.push(app);
  startEmulatorAppCheck(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true });
  const functions = getFunctions(app, 'europe-west2');
  const [host = '127.0.0.1', port = '5001'] = (process.env.WELLNESS_FUNCTIONS_HOST ?? '127.0.0.1:5001').split(':');
  connectFunctionsEmulator(functions, host, Number(port));
  const user = email ? await signInWithCode(auth, email, password) : null;
  return {
    user,
    call: async <Req, Res>(name: string, data: Req) => (await httpsCallable<Req, Res>(functions, name)(data)).data,
    stream: async <Req, Res, Chunk>(name: string, data: Req) => {
      const result = await httpsCallable<Req, Res, Chunk>(functions, name).stream(data);
      result.data.catch(() => null);
      const chunks: Chunk[] = [];
      for await (const chunk of result.stream) chunks.push(chunk);
      return { chunks, data: await result.data };
    },
  };
}

/**
 * The error a callable rejected with: its code ('functions/...'), message and details. The web
 * SDK (firebase 12) appends the HTTP status (" [400]") to the server's message; it is dropped
 * here, as the app's error display should drop it.
 */
export async function callError(promise: Promise<unknown>): Promise<{ code: string; message: string; details: unknown }> {
  try {
    await promise;
  } catch (error) {
    const { code, message, details } = error as { code: string; message: string; details: unknown };
    return { code, message: message.replace(/ \[\d{1,3}\]$/, ''), details };
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

/**
 * The web app's data layer (src/data) against these emulators, as the emulator tests drive it. Its
 * settings come from process.env when src/data first loads, so call this before importing any of
 * its modules. `signInAs` signs the app in as `uid@functions.test` (with the emulator's SMS code
 * for an account with a second factor), or out with null; `close` deletes the app's Firebase app.
 */
export async function webAppData(): Promise<{ signInAs: (uid: string | null) => Promise<void>; close: () => Promise<void> }> {
  process.env.VITE_FIREBASE_PROJECT_ID = PROJECT_ID;
  process.env.VITE_USE_EMULATORS = 'true';
  const { firebase } = await import('../../src/data/app');
  return {
    signInAs: async (uid) => {
      await signOut(firebase().auth);
      if (uid) await signInWithCode(firebase().auth, `${uid}@functions.test`, PASSWORD);
    },
    close: () => deleteApp(firebase().app),
  };
}

export async function closeApps(): Promise<void> {
  await Promise.all(clientApps.splice(0).map((app) => deleteApp(app)));
  if (adminApp) await deleteAdminApp(adminApp);
  adminApp = null;
}

/** Fresh emulators with an administrator and a member, each signed in on a web client. */
export async function freshAdminAndMember(): Promise<{ administrator: SignedIn; member: SignedIn }> {
  await resetEmulators();
  await createAccount('admin', { admin: true });
  await createAccount('member');
  return { administrator: await client('admin@functions.test'), member: await client('member@functions.test') };
}

/**
 * Fresh emulators with `definition` published and a member who has agreed to the health notice,
 * signed in on a web client: `submit` sends answers to that form under a new submission key, as
 * the assessment page does.
 */
export async function memberWithPublishedForm(definition: FormDefinition): Promise<{
  member: SignedIn;
  submit: (data: Record<string, unknown>) => Promise<SubmitResponseAnswer>;
}> {
  await resetEmulators();
  await createAccount('member');
  const outcome = await publishDefinition(admin().db, definition, 'functions-test');
  if (outcome.error) throw new Error(`${definition.id} did not publish: ${JSON.stringify(outcome.error)}`);
  await admin().db.doc('users/member').set({
    displayName: 'Member',
    consent: { healthData: { givenAt: Timestamp.now(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: null } },
  });
  const member = await client('member@functions.test');
  const submit = (data: Record<string, unknown>) =>
    member.call<unknown, SubmitResponseAnswer>('submitResponse', { formId: definition.id, submissionKey: admin().db.collection('responses').doc().id, data });
  return { member, submit };
}

/** Deletes every document of these collections, subcollections included (accounts stay). */
export async function clearCollections(names: string[]): Promise<void> {
  const { db } = admin();
  for (const name of names) {
    const docs = await db.collection(name).get();
    await Promise.all(docs.docs.map((d) => db.recursiveDelete(d.ref)));
  }
}
