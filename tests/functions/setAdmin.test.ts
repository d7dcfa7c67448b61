import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';

type SetAdminRequest = { email?: string; uid?: string; admin: boolean };
type SetAdminResult = { uid: string; email: string | null; admin: boolean };

let memberEmail: string;
let adminEmail: string;

beforeEach(async () => {
  await resetEmulators();
  adminEmail = await createAccount('boss', { admin: true });
  memberEmail = await createAccount('member');
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

  it('lets an administrator grant the role: the claim appears after a token refresh, and it is audited', async () => {
    const member = await client(memberEmail);
    expect((await member.user!.getIdTokenResult()).claims.admin).toBeUndefined();

    const boss = await client(adminEmail);
    const result = await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { email: memberEmail.toUpperCase(), admin: true });
    expect(result).toEqual({ uid: 'member', email: memberEmail, admin: true });

    expect((await member.user!.getIdTokenResult()).claims.admin).toBeUndefined(); // cached token
    expect((await member.user!.getIdTokenResult(true)).claims.admin).toBe(true);
    const audit = await admin().db.collection('auditLog').where('targetUid', '==', 'member').get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ action: 'role.admin.grant', actorUid: 'boss', targetUid: 'member', targetEmail: memberEmail }),
    ]);
  });

  it('lets an administrator revoke the role by uid', async () => {
    await admin().auth.setCustomUserClaims('member', { admin: true, plan: 'monthly' });
    const boss = await client(adminEmail);
    await boss.call<SetAdminRequest, SetAdminResult>('setAdmin', { uid: 'member', admin: false });
    const member = await client(memberEmail);
    const claims = (await member.user!.getIdTokenResult(true)).claims;
    expect(claims.admin).toBeUndefined();
    expect(claims.plan).toBe('monthly'); // other claims survive
  });

  it('explains bad requests and unknown accounts', async () => {
    const boss = await client(adminEmail);
    const noFlag = await callError(boss.call('setAdmin', { email: memberEmail }));
    expect(noFlag).toMatchObject({ code: 'functions/invalid-argument', message: '`admin` must be true or false.' });
    const unknown = await callError(boss.call('setAdmin', { email: 'nobody@functions.test', admin: true }));
    expect(unknown).toMatchObject({ code: 'functions/not-found', message: 'No account found for nobody@functions.test.' });
  });

  it('refuses an administrator removing their own role', async () => {
    const boss = await client(adminEmail);
    const error = await callError(boss.call('setAdmin', { uid: 'boss', admin: false }));
    expect(error.code).toBe('functions/failed-precondition');
    expect((await admin().auth.getUser('boss')).customClaims?.admin).toBe(true);
  });
});
