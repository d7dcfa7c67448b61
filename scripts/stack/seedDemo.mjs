// Writes the demo accounts and content into the emulators (never a real project: the caller
// must have FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set before this loads).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { DEMO_ACCOUNTS, DEMO_CONTENT, demoUserDoc } from './demoData.mjs';

/** When the demo builder forms were published, and by whom (the demo administrator). */
const BUILDER_FORMS_AT = new Date('2026-01-20T09:00:00Z');
const BUILDER_FORMS_BY = DEMO_ACCOUNTS.find((account) => account.admin).uid;

/** Dates become Firestore Timestamps, recursively. */
export function toFirestore(value) {
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (Array.isArray(value)) return value.map(toFirestore);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toFirestore(inner)]));
  }
  return value;
}

/** roles/{uid} beside the admin claim (the rules' isAdmin() requires both), gone for everyone else. */
async function ensureRole(db, account) {
  const role = db.collection('roles').doc(account.uid);
  await (account.admin ? role.set({ admin: true, via: 'seed', at: Timestamp.now() }) : role.delete());
}

/** The account's SMS second factor (the Auth emulator emulates SMS; its codes are read from the emulator), or none. */
function demoSecondFactors(account) {
  if (!account.secondFactorPhone) return null;
  return [{ uid: `${account.uid}-phone`, factorId: 'phone', phoneNumber: account.secondFactorPhone, displayName: 'Demo phone' }];
}

async function ensureAccount(auth, account) {
  const wanted = {
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
    multiFactor: { enrolledFactors: demoSecondFactors(account) },
  };
  let user;
  try {
    user = await auth.updateUser(account.uid, wanted);
  } catch (error) {
    if (error.code !== 'auth/user-not-found') throw error;
    const { multiFactor, ...created } = wanted;
    // createUser takes factors without their ids, and none as no key (null only clears them)
    const factors = multiFactor.enrolledFactors?.map(({ uid: _id, ...factor }) => factor);
    user = await auth.createUser({ uid: account.uid, ...created, ...(factors ? { multiFactor: { enrolledFactors: factors } } : {}) });
  }
  const { admin: _previous, ...claims } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, account.admin ? { ...claims, admin: true } : claims);
}

/** `--reset` brings a demo builder form back to version 1: later versions would contradict it. */
async function deleteOtherVersions(db, formId) {
  const versions = await db.collection(`forms/${formId}/versions`).get();
  await Promise.all(versions.docs.filter((version) => version.id !== '1').map((version) => version.ref.delete()));
}

/** `--reset` takes products the demo no longer sells out of the shop (older seeds sold a course now included with membership). */
async function deleteUnlistedProducts(db, seededPaths) {
  const products = await db.collection('products').get();
  await Promise.all(products.docs.filter((product) => !seededPaths.has(product.ref.path)).map((product) => product.ref.delete()));
}

/**
 * Seeds idempotently: accounts (passwords and the admin claim) are always brought back to the
 * demo values; documents are only created when missing, so progress made while developing
 * survives a restart. `reset: true` overwrites the documents too.
 * @returns {Promise<{created: number, kept: number, responses: string}>}
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
    for (const account of DEMO_ACCOUNTS) await ensureRole(db, account);
    const load = (file) => tsImport(file, {
      parentURL: import.meta.url,
      // the engine is imported as '@engine' (tsconfig paths), whatever the working directory
      tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
    });
    // The reviewer's demo: responses scored by the engine, review/flags, notes, assignments
    // (each document created when missing, like the content).
    const { demoResponses } = await load('./demoResponses.ts');
    const responses = demoResponses(new Date());
    // every profile gets the members list's directory, counted from the responses seeded beside it
    const { withMemberDirectories } = await load('./demoDirectory.ts');
    const documents = withMemberDirectories([
      ...DEMO_ACCOUNTS.map((account) => [`users/${account.uid}`, demoUserDoc(account)]),
      ...Object.entries(DEMO_CONTENT),
      ...Object.entries(responses.documents),
    ]);
    const refs = documents.map(([path]) => db.doc(path));
    const existing = reset ? [] : await db.getAll(...refs);
    const batch = db.batch();
    let created = 0;
    documents.forEach(([, data], index) => {
      if (existing[index]?.exists) return;
      batch.set(refs[index], toFirestore(data));
      created += 1;
    });

    // A builder form is seeded whole (form, version 1, draft) or not at all: once it exists, the
    // administrator's edits and publishes made while developing are kept.
    const { demoBuilderForms } = await load('./demoBuilderForms.ts');
    for (const { formId, documents: formDocuments } of demoBuilderForms(BUILDER_FORMS_AT, BUILDER_FORMS_BY)) {
      const entries = Object.entries(formDocuments);
      documents.push(...entries);
      if (!reset && (await db.doc(entries[0][0]).get()).exists) continue;
      for (const [path, data] of entries) batch.set(db.doc(path), toFirestore(data));
      created += entries.length;
      if (reset) await deleteOtherVersions(db, formId);
    }
    await batch.commit();
    if (reset) await deleteUnlistedProducts(db, new Set(documents.map(([path]) => path)));
    return { created, kept: documents.length - created, responses: responses.summary };
  } finally {
    await deleteApp(app);
  }
}
