import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_MISMATCH, MFA_REQUIRED, RECENT_SIGN_IN_REQUIRED, SECOND_FACTOR_RESET_ACTION } from '@model';
import { appCheckHeader } from './app-check.ts';
import { PROJECT_ID, admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';

// Administrators behind two factors: every administrator callable refuses a token signed in with
// the password alone, the sensitive ones refuse a sign-in older than 5 minutes, and removing a
// factor ends the account's sessions.

const source = (file: string) => readFileSync(fileURLToPath(new URL(`../../functions/src/${file}`, import.meta.url)), 'utf8');

/**
 * Every deployed callable whose module asks for an administrator (requireAdmin,
 * requireCurrentAdmin, or startFormCall, which calls it), read from the functions' entry: a
 * callable added later is in the list without anyone remembering to add it here.
 */
function administratorCallables(): string[] {
  const found: string[] = [];
  for (const [, names, file] of source('index.ts').matchAll(/export \{ ([^}]+) \} from '\.\/([^']+)'/g)) {
    if (!/require(Current)?Admin\(|startFormCall\(/.test(source(file!))) continue;
    found.push(...names!.split(',').map((name) => name.trim()));
  }
  return found;
}

const FUNCTIONS_HOST = process.env.WELLNESS_FUNCTIONS_HOST ?? '127.0.0.1:5001';

/** Calls a callable over HTTP with a given ID token (the Auth emulator's tokens are unsigned, so a test can age one). */
async function callWithToken(name: string, idToken: string, data: unknown): Promise<{ result?: unknown; error?: { status: string; message: string; details?: { reason?: string } } }> {
  const response = await fetch(`http://${FUNCTIONS_HOST}/${PROJECT_ID}/europe-west2/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...appCheckHeader(PROJECT_ID), authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  });
  return (await response.json()) as { result?: unknown; error?: { status: string; message: string; details?: { reason?: string } } };
}

/** The same token, signed in `seconds` ago. */
function signedInAgo(idToken: string, seconds: number): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
  const aged = Buffer.from(JSON.stringify({ ...claims, auth_time: Math.floor(Date.now() / 1000) - seconds })).toString('base64url');
  return `${header}.${aged}.`;
}

beforeEach(async () => {
  await resetEmulators();
  await createAccount('boss', { admin: true });
  await createAccount('colleague', { admin: true });
  await createAccount('nofactor', { admin: true, secondFactor: false });
  await createAccount('member');
  for (const uid of ['boss', 'colleague', 'nofactor', 'member']) await admin().auth.updateUser(uid, { emailVerified: true });
});
afterAll(closeApps);

describe('administrator callables without a second factor', () => {
  it('finds the administrator callables, the known ones among them', () => {
    expect(administratorCallables()).toEqual(expect.arrayContaining([
      'setAdmin', 'publishForm', 'archiveForm', 'acknowledgeFlag', 'setFormAudience', 'saveSettings',
      'exportMyData', 'exportFormResponses', 'eraseMember', 'removeSecondFactor',
    ]));
  });

  it('every one refuses a password-only sign-in with reason mfa-required, said in words', async () => {
    const signedIn = await client('nofactor@functions.test');
    const token = await signedIn.user!.getIdTokenResult();
    expect(token.signInSecondFactor).toBeNull();
    for (const name of administratorCallables()) {
      // memberId: exportMyData asks for an administrator only for another member's data
      const answer = await callWithToken(name, token.token, { memberId: 'member' });
      expect(answer.error, name).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: MFA_REQUIRED } });
      expect(answer.error!.message, name).toMatch(/second factor/);
    }
  }, 180_000);

  it('the same administrator signed in with the SMS code is let through (saveSettings answers on its input)', async () => {
    const signedIn = await client('boss@functions.test');
    const token = await signedIn.user!.getIdTokenResult();
    expect(token.signInSecondFactor).toBe('phone');
    const answer = await callWithToken('saveSettings', token.token, { nonsense: true });
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
  });
});

describe('sensitive actions need a sign-in from the last 5 minutes', () => {
  const SENSITIVE: readonly [string, unknown][] = [
    ['setAdmin', { uid: 'member', admin: true }],
    ['eraseMember', { memberId: 'member', confirmEmail: 'member@functions.test' }],
    ['exportFormResponses', { formId: 'ptsd' }],
    ['removeSecondFactor', { memberId: 'colleague', confirmEmail: 'colleague@functions.test' }],
  ];

  it('each refuses a second-factor sign-in from 10 minutes ago with reason recent-sign-in-required, changing nothing', async () => {
    const signedIn = await client('boss@functions.test');
    const stale = signedInAgo(await signedIn.user!.getIdToken(), 600);
    for (const [name, data] of SENSITIVE) {
      const answer = await callWithToken(name, stale, data);
      expect(answer.error, name).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: RECENT_SIGN_IN_REQUIRED } });
      expect(answer.error!.message, name).toMatch(/last 5 minutes/);
    }
    expect((await admin().auth.getUser('member')).customClaims?.admin).toBeUndefined();
    expect((await admin().auth.getUser('member')).disabled).toBe(false);
    expect((await admin().auth.getUser('colleague')).multiFactor?.enrolledFactors).toHaveLength(1);
  }, 120_000);

  it('a sign-in 4 minutes ago is recent enough', async () => {
    const signedIn = await client('boss@functions.test');
    const answer = await callWithToken('setAdmin', signedInAgo(await signedIn.user!.getIdToken(), 240), { uid: 'member', admin: true });
    expect(answer.result).toMatchObject({ uid: 'member', admin: true, secondFactorEnrolled: false });
  });
});

describe('removeSecondFactor', () => {
  it('removes a colleague’s factor, ends their sessions and audits it', async () => {
    const colleague = await client('colleague@functions.test');
    const colleagueToken = await colleague.user!.getIdToken();
    // revocation is kept in whole seconds: a sign-in in the same second would not be covered
    const signedInSecond = Math.floor(Date.now() / 1000);
    while (Math.floor(Date.now() / 1000) === signedInSecond) await new Promise((resolve) => setImmediate(resolve));

    const boss = await client('boss@functions.test');
    const answer = await boss.call('removeSecondFactor', { memberId: 'colleague', confirmEmail: 'Colleague@functions.test ' });
    expect(answer).toEqual({ uid: 'colleague', email: 'colleague@functions.test', removed: 1, sessionsRevoked: true });

    const account = await admin().auth.getUser('colleague');
    expect(account.multiFactor?.enrolledFactors ?? []).toHaveLength(0);
    expect(new Date(account.tokensValidAfterTime!).getTime()).toBeGreaterThan(signedInSecond * 1000);
    await expect(admin().auth.verifyIdToken(colleagueToken, true)).rejects.toMatchObject({ code: 'auth/id-token-revoked' });
    // and the colleague's next sign-in, password alone, opens no administrator callable
    const again = await client('colleague@functions.test');
    const refused = await callError(again.call('saveSettings', {}));
    expect(refused).toMatchObject({ code: 'functions/failed-precondition', details: { reason: MFA_REQUIRED } });

    const audit = await admin().db.collection('auditLog').where('action', '==', SECOND_FACTOR_RESET_ACTION).get();
    expect(audit.docs.map((d) => d.data())).toEqual([expect.objectContaining({
      actorUid: 'boss', via: 'removeSecondFactor', targetUid: 'colleague', targetEmail: 'colleague@functions.test', factorsRemoved: 1, sessionsRevoked: true,
    })]);
  });

  it('refuses the wrong email, the caller’s own account and a member caller, removing nothing', async () => {
    const boss = await client('boss@functions.test');
    expect(await callError(boss.call('removeSecondFactor', { memberId: 'colleague', confirmEmail: 'member@functions.test' })))
      .toMatchObject({ code: 'functions/invalid-argument', details: { reason: EMAIL_MISMATCH } });
    expect(await callError(boss.call('removeSecondFactor', { memberId: 'boss', confirmEmail: 'boss@functions.test' })))
      .toMatchObject({ code: 'functions/failed-precondition' });
    const member = await client('member@functions.test');
    expect(await callError(member.call('removeSecondFactor', { memberId: 'colleague', confirmEmail: 'colleague@functions.test' })))
      .toMatchObject({ code: 'functions/permission-denied' });
    expect((await admin().auth.getUser('colleague')).multiFactor?.enrolledFactors).toHaveLength(1);
    expect((await admin().auth.getUser('boss')).multiFactor?.enrolledFactors).toHaveLength(1);
    expect((await admin().db.collection('auditLog').get()).size).toBe(0);
  });
});

describe('npm run admin:reset-mfa (the last administrator, server credentials only)', () => {
  const cli = fileURLToPath(new URL('../../scripts/admin-reset-mfa.mjs', import.meta.url));
  const resetMfa = (...args: string[]): Promise<{ code: number | null; output: string }> => new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });

  it('removes the account’s factors, revokes its sessions and audits it as the CLI; refuses a bad call', async () => {
    const before = await admin().auth.getUser('boss');
    const done = await resetMfa('Boss@functions.test');
    expect(done.code, done.output).toBe(0);
    expect(done.output).toContain('removed and its sessions revoked');
    const after = await admin().auth.getUser('boss');
    expect(after.multiFactor?.enrolledFactors ?? []).toHaveLength(0);
    expect(new Date(after.tokensValidAfterTime!).getTime()).toBeGreaterThanOrEqual(new Date(before.tokensValidAfterTime!).getTime());
    const audit = await admin().db.collection('auditLog').where('action', '==', SECOND_FACTOR_RESET_ACTION).get();
    expect(audit.docs.map((d) => d.data())).toEqual([expect.objectContaining({ actorUid: null, via: 'admin-cli', targetUid: 'boss', factorsRemoved: 1, sessionsRevoked: true })]);

    const usage = await resetMfa();
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run admin:reset-mfa -- <email>');
    const unknown = await resetMfa('nobody@functions.test');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No account with the email nobody@functions.test');
  }, 60_000);
});
