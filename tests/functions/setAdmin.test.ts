import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unverifiedEmailMessage } from '../../functions/src/setAdminInput.ts';
import { TEST_PHONE, admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';

type SetAdminRequest = { email?: string; uid?: string; admin: boolean };
type SetAdminResult = { uid: string; email: string | null; admin: boolean; secondFactorEnrolled: boolean };

let memberEmail: string;
let adminEmail: string;
let newcomerEmail: string;

/** Accounts whose address is proved (as after the verification link), or not yet. */
async function verified(uid: string, emailVerified = true): Promise<void> {
  await admin().auth.updateUser(uid, { emailVerified });
}

async function auditOf(uid: string) {
  const entries = await admin().db.collection('auditLog').where('targetUid', '==', uid).get();
  return entries.docs.map((d) => d.data());
}

/**
 * Revocation is recorded in whole seconds and compared with the token's sign-in second, so a
 * revocation in the same second as the sign-in would not cover it: wait for the next second.
 */
async function nextSecond(): Promise<void> {
  const signedIn = Math.floor(Date.now() / 1_000);
  await vi.waitFor(() => expect(Math.floor(Date.now() / 1_000)).toBeGreaterThan(signedIn), { timeout: 2_000, interval: 20 });
}

/** Whether roles/{uid} (which the rules' isAdmin() requires beside the claim) exists. */
async function hasRoleDoc(uid: string): Promise<boolean> {
  return (await admin().db.doc(`roles/${uid}`).get()).exists;
}

async function revokedCode(idToken: string): Promise<string | null> {
  return admin().auth.verifyIdToken(idToken, true).then(() => null, (error: { code?: string }) => error.code ?? 'unknown');
}

beforeEach(async () => {
  await resetEmulators();
  adminEmail = await createAccount('boss', { admin: true });
  memberEmail = await createAccount('member');
  newcomerEmail = await createAccount('newcomer');
  await verified('boss');
  await verified('member');
  await verified('newcomer', false);
});
afterAll(closeApps);

describe('setAdmin', () => {
  it('refuses a signed-out caller', async () => {
    const visitor = await client(null);
    const error = await callError(visitor.call<SetAdminRequest, SetAdminResult>('setAdmin', { email: memberEmail, admin: true }));
    expect(error.code).toBe('functions/unauthenticated');
  });

  it('refuses a member and leaves the target unchanged', async () => {
    const member = await client(memberEmail);
    const error = await callError(member.call<SetAdminRequest, SetAdminResult>('setAdmin', { email: memberEmail, admin: true }));
    expect(error.code).toBe('functions/permission-denied');
    expect((await admin().auth.getUser('member')).customClaims?.admin).toBeUndefined();
    expect((await member.user!.getIdTokenResult(true)).claims.admin).toBeUndefined();
  });

  it('lets an administrator grant the role to a verified account: the claim appears after a token refresh, and it is audited', async () => {
    const member = await client(memberEmail);
    expect((await member.user!.getIdTokenResult()).claims.admin).toBeUndefined();

    const boss = await client(adminEmail);
    const result = await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { email: memberEmail.toUpperCase(), admin: true });
    // granted pending enrolment: the member has no second factor yet (the app asks for one first)
    expect(result).toEqual({ uid: 'member', email: memberEmail, admin: true, secondFactorEnrolled: false });

    expect((await member.user!.getIdTokenResult()).claims.admin).toBeUndefined(); // cached token
    expect((await member.user!.getIdTokenResult(true)).claims.admin).toBe(true);
    expect(await auditOf('member')).toEqual([
      expect.objectContaining({
        action: 'role.admin.grant', actorUid: 'boss', via: 'setAdmin', targetUid: 'member', targetEmail: memberEmail,
        emailVerified: true, sessionsRevoked: false,
      }),
    ]);
    // Granting leaves the target's sessions alone.
    expect(await revokedCode(await member.user!.getIdToken())).toBeNull();
  });

  it("marks the member's profile role 'admin' on a grant and unmarks it on a revoke; an account without a profile gets none", async () => {
    const profile = admin().db.collection('users').doc('member');
    await profile.set({ displayName: 'Member', email: memberEmail, createdAt: new Date() });
    const boss = await client(adminEmail);
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: true });
    expect((await profile.get()).data()).toMatchObject({ displayName: 'Member', role: 'admin' });
    expect(await hasRoleDoc('member')).toBe(true);
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: false });
    expect(await hasRoleDoc('member')).toBe(false);
    const after = (await profile.get()).data()!;
    expect(after).not.toHaveProperty('role');
    expect(after.displayName).toBe('Member');

    await verified('newcomer');
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'newcomer', admin: true });
    expect((await admin().db.collection('users').doc('newcomer').get()).exists).toBe(false);
  });

  it('refuses to grant the role to an account whose email is not verified, naming it, and changes nothing', async () => {
    const boss = await client(adminEmail);
    const error = await callError(boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { email: newcomerEmail, admin: true }));
    expect(error).toEqual({ code: 'functions/failed-precondition', message: unverifiedEmailMessage(newcomerEmail), details: { reason: 'email-not-verified' } });
    expect(error.message).toContain(newcomerEmail);
    expect((await admin().auth.getUser('newcomer')).customClaims?.admin).toBeUndefined();
    expect(await auditOf('newcomer')).toEqual([]);
  });

  it('revokes the role by uid: other claims stay, the revoked sessions are refused at once, and it is audited', async () => {
    await admin().auth.setCustomUserClaims('member', { admin: true, plan: 'monthly' });
    const before = await client(memberEmail);
    const oldToken = await before.user!.getIdToken();
    expect(await revokedCode(oldToken)).toBeNull();
    await nextSecond();

    const boss = await client(adminEmail);
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: false });

    expect(await revokedCode(oldToken)).toBe('auth/id-token-revoked');
    expect((await admin().auth.getUser('member')).tokensValidAfterTime).toBeTruthy();
    // Signing in again works, without the role.
    const after = await client(memberEmail);
    const claims = (await after.user!.getIdTokenResult()).claims;
    expect(claims.admin).toBeUndefined();
    expect(claims.plan).toBe('monthly'); // other claims survive
    expect(await revokedCode(await after.user!.getIdToken())).toBeNull();
    expect(await auditOf('member')).toEqual([
      expect.objectContaining({ action: 'role.admin.revoke', actorUid: 'boss', via: 'setAdmin', targetUid: 'member', sessionsRevoked: true }),
    ]);
  });

  it('revokes the role of an account whose email is not verified too', async () => {
    await admin().auth.setCustomUserClaims('newcomer', { admin: true });
    const boss = await client(adminEmail);
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { email: newcomerEmail, admin: false });
    expect((await admin().auth.getUser('newcomer')).customClaims?.admin).toBeUndefined();
  });

  it('refuses a demoted administrator whose old token still carries the role', async () => {
    await admin().auth.setCustomUserClaims('member', { admin: true });
    const demoted = await client(memberEmail);
    expect((await demoted.user!.getIdTokenResult()).claims.admin).toBe(true);
    const boss = await client(adminEmail);
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: false });

    // The client still holds the ID token it had (valid for up to an hour) and tries to take the role back.
    expect((await demoted.user!.getIdTokenResult()).claims.admin).toBe(true);
    const error = await callError(demoted.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: true }));
    expect(error.code).toBe('functions/permission-denied');
    expect((await admin().auth.getUser('member')).customClaims?.admin).toBeUndefined();
  });

  it('explains bad requests and unknown accounts', async () => {
    const boss = await client(adminEmail);
    const noFlag = await callError(boss.call('setAdmin', { email: memberEmail }));
    expect(noFlag).toMatchObject({ code: 'functions/invalid-argument', message: '`admin` must be true or false.' });
    const unknown = await callError(boss.call('setAdmin', { email: 'nobody@functions.test', admin: true }));
    expect(unknown).toMatchObject({ code: 'functions/not-found', message: 'No account found for nobody@functions.test.' });
  });

  it('never leaves the practice without an administrator: two administrators revoking each other at once', async () => {
    await admin().auth.setCustomUserClaims('member', { admin: true });
    // an administrator in full: signed in with a second factor, as administrator callables require
    await admin().auth.updateUser('member', { multiFactor: { enrolledFactors: [{ uid: 'member-phone', factorId: 'phone', phoneNumber: TEST_PHONE }] } });
    const boss = await client(adminEmail);
    const member = await client(memberEmail);
    const outcomes = await Promise.allSettled([
      boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: false }),
      member.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'boss', admin: false }),
    ]);
    const claims = await Promise.all(['boss', 'member'].map(async (uid) => (await admin().auth.getUser(uid)).customClaims?.admin === true));
    expect(claims.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    // whoever lost the race was told why, in words
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const outcome of refused) {
      const error = (outcome as PromiseRejectedResult).reason as { code?: string; message?: string };
      expect(error.code === 'functions/permission-denied' || (error.code === 'functions/failed-precondition' && /only administrator left/.test(error.message ?? ''))).toBe(true);
    }
  });

  it("keeps the members list's role in step: directory.role follows a grant and a revoke", async () => {
    const profile = admin().db.collection('users').doc('member');
    await profile.set({ displayName: 'Member', email: memberEmail, createdAt: new Date(), directory: { name: 'member', role: 'member', plan: 'none' } });
    const boss = await client(adminEmail);
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: true });
    expect((await profile.get()).get('directory')).toEqual({ name: 'member', role: 'admin', plan: 'none' });
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: false });
    expect((await profile.get()).get('directory.role')).toBe('member');
  });

  it('refuses an administrator removing their own role', async () => {
    const boss = await client(adminEmail);
    const error = await callError(boss.call('setAdmin', { uid: 'boss', admin: false }));
    expect(error.code).toBe('functions/failed-precondition');
    expect((await admin().auth.getUser('boss')).customClaims?.admin).toBe(true);
  });
});

// ---- npm run admin:grant (scripts/admin-grant.mjs), run against the same emulators ----
const cli = fileURLToPath(new URL('../../scripts/admin-grant.mjs', import.meta.url));

function adminGrant(...args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run admin:grant', () => {
  it('grants the role to a verified account, audited as the CLI, and marks the profile', async () => {
    await admin().db.collection('users').doc('member').set({ displayName: 'Member', email: memberEmail, createdAt: new Date() });
    const run = await adminGrant(memberEmail);
    expect(run.code).toBe(0);
    expect((await admin().auth.getUser('member')).customClaims?.admin).toBe(true);
    expect(await hasRoleDoc('member')).toBe(true);
    expect((await admin().db.collection('users').doc('member').get()).get('role')).toBe('admin');
    expect(await auditOf('member')).toEqual([
      expect.objectContaining({ action: 'role.admin.grant', actorUid: null, via: 'admin-cli', emailVerified: true, sessionsRevoked: false }),
    ]);
  });

  it('refuses an account whose email is not verified, naming it and the override', async () => {
    const run = await adminGrant(newcomerEmail);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`${newcomerEmail} has not verified its email address`);
    expect(run.output).toContain('--allow-unverified');
    expect((await admin().auth.getUser('newcomer')).customClaims?.admin).toBeUndefined();
    expect(await auditOf('newcomer')).toEqual([]);
  });

  it('grants it anyway with --allow-unverified (the first administrator), and the audit entry says so', async () => {
    const run = await adminGrant(newcomerEmail, '--allow-unverified');
    expect(run.code).toBe(0);
    expect(run.output).toContain('--allow-unverified');
    expect((await admin().auth.getUser('newcomer')).customClaims?.admin).toBe(true);
    expect(await auditOf('newcomer')).toEqual([
      expect.objectContaining({ action: 'role.admin.grant', via: 'admin-cli', emailVerified: false, allowUnverified: true }),
    ]);
  });

  it('revokes with --revoke: refresh tokens revoked, the old session refused, audited', async () => {
    await admin().auth.setCustomUserClaims('member', { admin: true });
    await admin().db.doc('roles/member').set({ admin: true });
    const session = await client(memberEmail);
    const oldToken = await session.user!.getIdToken();
    await nextSecond();

    const run = await adminGrant(memberEmail, '--revoke');
    expect(run.code).toBe(0);
    expect((await admin().auth.getUser('member')).customClaims?.admin).toBeUndefined();
    expect(await hasRoleDoc('member')).toBe(false);
    expect(await revokedCode(oldToken)).toBe('auth/id-token-revoked');
    expect(await auditOf('member')).toEqual([
      expect.objectContaining({ action: 'role.admin.revoke', via: 'admin-cli', sessionsRevoked: true }),
    ]);
  });

  it('refuses unknown options and a misplaced override before touching any account', async () => {
    const typo = await adminGrant(newcomerEmail, '--allow-unverifed');
    expect(typo.code).toBe(2);
    expect(typo.output).toContain('Unknown option --allow-unverifed');
    const misplaced = await adminGrant(memberEmail, '--revoke', '--allow-unverified');
    expect(misplaced.code).toBe(2);
    expect((await admin().auth.getUser('newcomer')).customClaims?.admin).toBeUndefined();
  });
});
