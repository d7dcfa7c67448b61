// Shared set-up for the rules tests: the real Firestore emulator (started by
// scripts/with-emulators.mjs), project demo-test, rules read from firestore.rules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Firestore } from 'firebase/firestore';

export const PROJECT_ID = 'demo-test';

/** The four roles every collection is tested for. */
export const ROLES = ['visitor', 'member', 'other member', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MEMBER_UID = 'member-a';
export const OTHER_UID = 'member-b';
export const ADMIN_UID = 'admin-1';

function emulatorAddress(): { host: string; port: number } {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  return { host, port: Number(port) };
}

export async function createRulesEnv(): Promise<RulesTestEnvironment> {
  // Denied writes are the point of these tests: keep the SDK from logging each one.
  setLogLevel('silent');
  const rules = readFileSync(fileURLToPath(new URL('../../firestore.rules', import.meta.url)), 'utf8');
  return initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { ...emulatorAddress(), rules } });
}

const clients = new WeakMap<RulesTestEnvironment, Map<Role, Firestore>>();

/**
 * The administrator's roles/{uid} document, as setAdmin writes it beside the claim: the rules'
 * isAdmin() requires both. rulesSuite gives it before each test; a test that empties the
 * database itself and then acts as 'admin' gives it again with givenDocs.
 */
export const ADMIN_ROLE_DOC = { [`roles/${ADMIN_UID}`]: { admin: true } };

/** A Firestore client acting as `role` (one per role and environment: each opens a connection). */
export function dbAs(env: RulesTestEnvironment, role: Role): Firestore {
  const known = clients.get(env) ?? new Map<Role, Firestore>();
  clients.set(env, known);
  const existing = known.get(role);
  if (existing) return existing;
  const created = newClient(env, role);
  known.set(role, created);
  return created;
}

function newClient(env: RulesTestEnvironment, role: Role): Firestore {
  switch (role) {
    case 'visitor':
      return env.unauthenticatedContext().firestore() as unknown as Firestore;
    case 'member':
      return env.authenticatedContext(MEMBER_UID, { email: 'a@demo.test' }).firestore() as unknown as Firestore;
    case 'other member':
      return env.authenticatedContext(OTHER_UID, { email: 'b@demo.test' }).firestore() as unknown as Firestore;
    case 'admin':
      return env.authenticatedContext(ADMIN_UID, ADMIN_TOKEN).firestore() as unknown as Firestore;
  }
}

/**
 * The administrator's token claims: the claim and a sign-in with a second factor (SMS), as
 * Firebase Auth issues after the code step; the rules' isAdmin() asks for both.
 */
export const ADMIN_TOKEN = { email: 'admin@demo.test', admin: true, firebase: { sign_in_provider: 'password' as const, sign_in_second_factor: 'phone' } };

/** The same administrator signed in with the password alone (no second factor on the token). */
export function dbAsAdminWithoutSecondFactor(env: RulesTestEnvironment): Firestore {
  return env.authenticatedContext(ADMIN_UID, { email: 'admin@demo.test', admin: true, firebase: { sign_in_provider: 'password' } }).firestore() as unknown as Firestore;
}

/** Writes documents with rules disabled (the Admin SDK's view), keyed by path. */
export async function givenDocs(env: RulesTestEnvironment, docs: Record<string, Record<string, unknown>>): Promise<void> {
  const { doc, setDoc } = await import('firebase/firestore');
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (const [path, data] of Object.entries(docs)) await setDoc(doc(db, path), data);
  });
}

type Docs = Record<string, Record<string, unknown>>;

/** A test file's environment: created once, emptied and given `docs()` before each test, cleaned up at the end. */
export function rulesSuite(docs: () => Docs): { readonly env: RulesTestEnvironment } {
  const suite = {} as { env: RulesTestEnvironment };
  beforeAll(async () => {
    suite.env = await createRulesEnv();
  });
  afterAll(async () => {
    await suite.env?.cleanup();
  });
  beforeEach(async () => {
    await suite.env.clearFirestore();
    await givenDocs(suite.env, { ...ADMIN_ROLE_DOC, ...docs() });
  });
  return suite;
}
