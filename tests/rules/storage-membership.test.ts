import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, getDoc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// storage.rules' membership gate evaluated for real. The Storage emulator cannot run here, so
// this takes storage.rules' own text — its isAdmin, activeMember and membershipGivesAccess
// functions and the `get` condition of each members-only match — and runs it in the Firestore
// rules emulator, spelled for Firestore (firestore.get/exists -> get/exists, database (default) ->
// $(database)), against users/{uid} documents as the webhook writes them. A probe document stands
// for the file. Its own project id, so clearing it never touches the other rules tests' data.
const PROJECT_ID = 'demo-storage-rules';
const HOUR = 3_600_000;
const storageRules = readFileSync(fileURLToPath(new URL('../../storage.rules', import.meta.url)), 'utf8');

function storageFunction(name: string): string {
  const found = new RegExp(`function ${name}\\([^)]*\\) \\{[\\s\\S]*?\\n    \\}`).exec(storageRules)?.[0];
  if (!found) throw new Error(`storage.rules has no function ${name}`);
  return found.replaceAll('firestore.exists(', 'exists(').replaceAll('firestore.get(', 'get(').replaceAll('/databases/(default)/', '/databases/$(database)/');
}

function getCondition(match: string): string {
  const start = storageRules.indexOf(`match ${match} {`);
  const found = start < 0 ? null : /allow get: if ([^;]+);/.exec(storageRules.slice(start));
  if (!found) throw new Error(`storage.rules has no get rule for ${match}`);
  return found[1]!;
}

/** An administrator's claims after a sign-in with a second factor (what isAdmin() asks for). */
const SECOND_FACTOR_ADMIN = { admin: true, firebase: { sign_in_provider: 'password' as const, sign_in_second_factor: 'phone' } };

const GATED = ['/media/members/{file}', '/media/{file}', '/members/{allPaths=**}'] as const;

function probeRules(): string {
  const probes = GATED.map((match, n) => `    match /probe${n}/{id} {\n      allow get: if ${getCondition(match)};\n    }`).join('\n');
  return `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
${['isAdmin', 'activeMember', 'membershipGivesAccess'].map(storageFunction).join('\n')}
${probes}
    match /public/{id} {
      allow get: if ${getCondition('/media/public/{file}')};
    }
  }
}`;
}

let env: RulesTestEnvironment;
beforeAll(async () => {
  setLogLevel('silent');
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({ projectId: PROJECT_ID, firestore: { host, port: Number(port), rules: probeRules() } });
});
afterAll(async () => {
  await env?.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

async function givenUser(uid: string, data: Record<string, unknown> | null): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    if (data) await setDoc(doc(db, `users/${uid}`), data);
  });
}

const membership = (status: string, renewsInHours: number) => ({
  membership: { plan: 'monthly', status, renewsAt: Timestamp.fromMillis(Date.now() + renewsInHours * HOUR) },
});

async function readsEveryGatedFile(db: Firestore, allowed: boolean): Promise<void> {
  for (let n = 0; n < GATED.length; n += 1) {
    const read = getDoc(doc(db, `probe${n}/file`));
    await (allowed ? assertSucceeds(read) : assertFails(read));
  }
}

describe('storage.rules: members-only files (media/members/, older media/ uploads, members/)', () => {
  const cases: Array<[string, Record<string, unknown> | null, boolean]> = [
    ['an active membership', membership('active', 24 * 20), true],
    ['a past_due membership (Stripe retrying)', membership('past_due', 24), true],
    ['an active membership within the 24 h grace after renewsAt', membership('active', -2), true],
    ['an active membership past the grace', membership('active', -48), false],
    ['a cancelled membership', membership('cancelled', 24 * 20), false],
    ['a lapsed membership', membership('lapsed', 24 * 20), false],
    ['no membership', { displayName: 'Ada' }, false],
    ['no profile document', null, false],
  ];
  for (const [label, user, allowed] of cases) {
    it(`${allowed ? 'opens' : 'refuses'} them to a signed-in account with ${label}`, async () => {
      await givenUser('member-a', user);
      await readsEveryGatedFile(env.authenticatedContext('member-a').firestore() as unknown as Firestore, allowed);
    });
  }

  it('opens them to administrators without a membership, and refuses visitors', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'roles/admin-1'), { admin: true });
    });
    await readsEveryGatedFile(env.authenticatedContext('admin-1', SECOND_FACTOR_ADMIN).firestore() as unknown as Firestore, true);
    await readsEveryGatedFile(env.unauthenticatedContext().firestore() as unknown as Firestore, false);
  });

  it('refuses an administrator signed in with the password alone (no second factor)', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'roles/admin-1'), { admin: true });
    });
    await readsEveryGatedFile(env.authenticatedContext('admin-1', { admin: true, firebase: { sign_in_provider: 'password' } }).firestore() as unknown as Firestore, false);
  });

  it('refuses a revoked administrator whose token still carries the claim (no roles document)', async () => {
    await readsEveryGatedFile(env.authenticatedContext('admin-2', SECOND_FACTOR_ADMIN).firestore() as unknown as Firestore, false);
  });

  it('opens public files to everyone', async () => {
    await assertSucceeds(getDoc(doc(env.unauthenticatedContext().firestore() as unknown as Firestore, 'public/file')));
    expect(getCondition('/media/public/{file}')).toBe('true');
  });
});
