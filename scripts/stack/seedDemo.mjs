// Writes the demo accounts and content into the emulators (never a real project: the caller
// must have FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set before this loads).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { DEMO_ACCOUNTS, DEMO_CONTENT, demoUserDoc } from './demoData.mjs';

/** Dates become Firestore Timestamps, recursively. */
export function toFirestore(value) {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toFirestore(inner)]));
  }
  return value;
}

async function ensureAccount(auth, account) {
  const wanted = { email: account.email, password: account.password, displayName: account.displayName, emailVerified: true };
  let user;
  try {
    user = await auth.updateUser(account.uid, wanted);
  } catch (error) {
    if (error.code !== 'auth/user-not-found') throw error;
    user = await auth.createUser({ uid: account.uid, ...wanted });
  }
  const { admin: _previous, ...claims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, account.admin ? { ...claims, admin: true } : claims);
}

/**
 * Seeds idempotently: accounts (passwords and the admin claim) are always brought back to the
 * demo values; documents are only created when missing, so progress made while developing
 * survives a restart. `reset: true` overwrites the documents too.
 * @returns {Promise<{created: number, kept: number}>}
 */
export async function seedDemoData({ projectId, reset = false }) {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('Seeding writes to the emulators only: set FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.');
  }
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const account of DEMO_ACCOUNTS) await ensureAccount(auth, account);

    const db = getFirestore(app);
    const documents = [
      ...DEMO_ACCOUNTS.map((account) => [`users/${account.uid}`, demoUserDoc(account)]),
      ...Object.entries(DEMO_CONTENT),
    ];
    const refs = documents.map(([path]) => db.doc(path));
    const existing = reset ? [] : await db.getAll(...refs);
    const batch = db.batch();
    let created = 0;
    documents.forEach(([, data], index) => {
      if (existing[index]?.exists) return;
      batch.set(refs[index], toFirestore(data));
      created += 1;
    });
    await batch.commit();
    return { created, kept: documents.length - created };
  } finally {
    await deleteApp(app);
  }
}
