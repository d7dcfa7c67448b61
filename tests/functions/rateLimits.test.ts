// The per-member rate limits (functions/src/rateLimit.ts) of recordConsent and
// exportMyData on the emulators: a member at their limit is refused in words
// (resource-exhausted, "Too many … please wait N seconds"), and nothing is written, the counter
// included. The limit is reached by seeding the counter (as the server writes it) rather than by
// calling twenty times. submitResponse's and createCheckoutSession's limits are tested in their
// own files. Files may share one emulator: this one resets nothing; its accounts carry its run's id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_NOTICE_VERSION } from '@model';
import { rateLimitFor, rateLimitId, type RateLimitedAction } from '../../functions/src/rateLimit.ts';
import { admin, callError, client, closeApps, createAccount, type SignedIn } from './support.ts';

const run = `rl${Date.now().toString(36)}`;
const db = () => admin().db;
const counter = (uid: string, action: RateLimitedAction) => db().doc(`rateLimits/${rateLimitId(uid, action)}`);
/** The counter as the server leaves it when the member has used every call of the window. */
const atLimit = (uid: string, action: RateLimitedAction, startedSecondsAgo = 5) =>
  counter(uid, action).set({ count: rateLimitFor(action).calls, windowStart: Date.now() - startedSecondsAgo * 1000, action });

let member: SignedIn;
const uid = `${run}-member`;

beforeAll(async () => {
  member = await client(await createAccount(uid));
  await db().doc(`users/${uid}`).set({ displayName: 'Rate limited', email: `${uid}@functions.test` });
}, 120_000);
afterAll(closeApps);

describe('recordConsent rate limit', () => {
  it('counts each call; at the limit refuses in words and writes nothing (no consent, no audit, counter unchanged)', async () => {
    expect(await member.call('recordConsent', { action: 'withdraw' })).toMatchObject({ action: 'withdraw' });
    expect((await counter(uid, 'recordConsent').get()).data()).toMatchObject({ count: 1, action: 'recordConsent' });

    await atLimit(uid, 'recordConsent');
    const before = (await counter(uid, 'recordConsent').get()).data();
    const refused = await callError(member.call('recordConsent', { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION }));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(/^Too many consent changes in a short time: please wait \d+ (seconds|minutes) and try again\. Nothing was saved\.$/);
    expect(refused.details).toMatchObject({ reason: 'rate-limited', retryAfterSeconds: expect.any(Number) });
    expect((await db().doc(`users/${uid}`).get()).get('consent')).toBeUndefined();
    expect((await db().collection('auditLog').where('actorUid', '==', uid).get()).empty).toBe(true);
    expect((await counter(uid, 'recordConsent').get()).data()).toEqual(before);
  });

  it('lets the member in again once the window has passed', async () => {
    await atLimit(uid, 'recordConsent', rateLimitFor('recordConsent').seconds + 1);
    expect(await member.call('recordConsent', { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION })).toMatchObject({ action: 'give', current: true });
    expect((await counter(uid, 'recordConsent').get()).get('count')).toBe(1);
  });
});

describe('exportMyData rate limit', () => {
  it('at the limit refuses in words and writes nothing', async () => {
    await atLimit(uid, 'exportMyData');
    const before = (await counter(uid, 'exportMyData').get()).data();
    const refused = await callError(member.call('exportMyData', {}));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(/^Too many downloads of your data in a short time: please wait \d+ (seconds|minutes)/);
    expect((await counter(uid, 'exportMyData').get()).data()).toEqual(before);
  });

  it("counts an administrator's exports against the administrator, not the member (audit and access log untouched when refused)", async () => {
    const adminUid = `${run}-admin`;
    await createAccount(adminUid, { admin: true });
    const administrator = await client(`${adminUid}@functions.test`);
    await atLimit(adminUid, 'exportMyData');
    const refused = await callError(administrator.call('exportMyData', { memberId: uid }));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect((await db().collection('auditLog').where('actorUid', '==', adminUid).get()).empty).toBe(true);
    expect((await db().collection('accessLog').where('actorId', '==', adminUid).get()).empty).toBe(true);
  });
});
