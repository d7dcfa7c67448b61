import { readFileSync } from 'node:fs';
import { connectFirestoreEmulator, doc, getFirestore, serverTimestamp, setDoc, setLogLevel, updateDoc, type Firestore } from 'firebase/firestore';
import { getApps } from 'firebase/app';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type FormDefinition } from '@engine';
import { CONSENT_AUDIT_ACTIONS, HEALTH_NOTICE_VERSION, hasCurrentHealthConsent, CONSENT_REQUIRED, draftResponseId, type RecordConsentAnswer, type RecordConsentRequest } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';

type Payload = Partial<RecordConsentRequest> | Record<string, unknown>;

let memberEmail: string;

beforeEach(async () => {
  await resetEmulators();
  memberEmail = await createAccount('member');
  await admin().db.doc('users/member').set({ displayName: 'Member', email: memberEmail, createdAt: new Date('2026-01-05T09:00:00Z') });
});
afterAll(closeApps);
// Refused writes are the point of one test: keep the SDK from logging each one.
setLogLevel('silent');

const stored = async () => (await admin().db.doc('users/member').get()).data() ?? {};
const auditOf = async (uid: string) =>
  (await admin().db.collection('auditLog').where('actorUid', '==', uid).get()).docs.map((d) => d.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());

async function signedInMember() {
  const signedIn = await client(memberEmail);
  return { ...signedIn, record: (payload: Payload) => signedIn.call<Payload, RecordConsentAnswer>('recordConsent', payload) };
}

describe('recordConsent', () => {
  it('gives consent with the server time and the current notice, and marks the onboarding step', async () => {
    const member = await signedInMember();
    const before = Date.now();
    const answer = await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
    expect(answer).toEqual({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION, current: true });

    const data = await stored();
    expect(hasCurrentHealthConsent(data)).toBe(true);
    expect(data.consent.healthData.noticeVersion).toBe(HEALTH_NOTICE_VERSION);
    expect(data.consent.healthData.withdrawnAt).toBeUndefined();
    // the server's clock, not the caller's (allowing for the emulator's clock and ours to differ a little)
    expect(data.consent.healthData.givenAt.toMillis()).toBeGreaterThan(before - 60_000);
    expect(data.onboarding.healthConsentAt.toMillis()).toBe(data.consent.healthData.givenAt.toMillis());
    expect(data.onboarding.initialAssessmentAt).toBeUndefined();
    expect(data.displayName).toBe('Member'); // the profile stays

    expect(await auditOf('member')).toEqual([
      expect.objectContaining({ action: CONSENT_AUDIT_ACTIONS.give, actorUid: 'member', targetUid: 'member', noticeVersion: HEALTH_NOTICE_VERSION }),
    ]);
  });

  it('withdraws (keeping what was given and when), then gives again (clearing the withdrawal), each audited', async () => {
    const member = await signedInMember();
    await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
    const givenAt = (await stored()).consent.healthData.givenAt.toMillis();

    expect(await member.record({ action: 'withdraw' })).toEqual({ action: 'withdraw', noticeVersion: HEALTH_NOTICE_VERSION, current: false });
    const withdrawn = await stored();
    expect(hasCurrentHealthConsent(withdrawn)).toBe(false);
    expect(withdrawn.consent.healthData.givenAt.toMillis()).toBe(givenAt);
    expect(withdrawn.consent.healthData.withdrawnAt.toMillis()).toBeGreaterThanOrEqual(givenAt);
    expect(withdrawn.onboarding.healthConsentAt).toBeDefined(); // onboarding is not undone: the dashboard stays open

    expect(await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION })).toMatchObject({ current: true });
    const again = await stored();
    expect(hasCurrentHealthConsent(again)).toBe(true);
    expect(again.consent.healthData.withdrawnAt).toBeUndefined();

    expect((await auditOf('member')).map((entry) => entry.action)).toEqual([
      CONSENT_AUDIT_ACTIONS.give,
      CONSENT_AUDIT_ACTIONS.withdraw,
      CONSENT_AUDIT_ACTIONS.give,
    ]);
  });

  it('answers a repeated call (double tap) without a second write or audit entry', async () => {
    const member = await signedInMember();
    await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
    const givenAt = (await stored()).consent.healthData.givenAt.toMillis();
    expect(await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION })).toMatchObject({ current: true });
    expect((await stored()).consent.healthData.givenAt.toMillis()).toBe(givenAt);

    await member.record({ action: 'withdraw' });
    const withdrawnAt = (await stored()).consent.healthData.withdrawnAt.toMillis();
    expect(await member.record({ action: 'withdraw' })).toMatchObject({ current: false });
    expect((await stored()).consent.healthData.withdrawnAt.toMillis()).toBe(withdrawnAt);
    expect(await auditOf('member')).toHaveLength(2);
  });

  it('succeeds, changing nothing, when a member with no consent withdraws', async () => {
    const member = await signedInMember();
    expect(await member.record({ action: 'withdraw' })).toEqual({ action: 'withdraw', noticeVersion: HEALTH_NOTICE_VERSION, current: false });
    expect((await stored()).consent).toBeUndefined();
    expect(await auditOf('member')).toEqual([]);
  });

  it('renews consent given against an older notice', async () => {
    await admin().db.doc('users/member').set({ consent: { healthData: { givenAt: new Date('2025-06-01T09:00:00Z'), noticeVersion: '2025-06' } } }, { merge: true });
    const member = await signedInMember();
    expect(hasCurrentHealthConsent(await stored())).toBe(false);
    await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
    const data = await stored();
    expect(data.consent.healthData.noticeVersion).toBe(HEALTH_NOTICE_VERSION);
    expect(data.consent.healthData.givenAt.toDate().getUTCFullYear()).toBeGreaterThan(2025);
  });

  it('refuses an old or missing notice version, and a malformed request, recording nothing', async () => {
    const member = await signedInMember();
    const old = await callError(member.record({ action: 'give', noticeVersion: '2025-06' }));
    expect(old).toMatchObject({ code: 'functions/invalid-argument', message: expect.stringContaining('privacy notice has changed') });
    const missing = await callError(member.record({ action: 'give' }));
    expect(missing.code).toBe('functions/invalid-argument');
    const unknownAction = await callError(member.record({ action: 'forge', noticeVersion: HEALTH_NOTICE_VERSION }));
    expect(unknownAction).toMatchObject({ code: 'functions/invalid-argument', message: "action must be 'give' or 'withdraw'." });
    const backdated = await callError(member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION, givenAt: '2020-01-01' }));
    expect(backdated).toMatchObject({ code: 'functions/invalid-argument', message: 'Unexpected field: givenAt.' });
    expect((await stored()).consent).toBeUndefined();
    expect(await auditOf('member')).toEqual([]);
  });

  it('refuses a signed-out caller', async () => {
    const visitor = await client(null);
    const error = await callError(visitor.call('recordConsent', { action: 'give', noticeVersion: HEALTH_NOTICE_VERSION }));
    expect(error.code).toBe('functions/unauthenticated');
    expect((await admin().db.collection('auditLog').get()).empty).toBe(true);
  });

  it('is the only way: the rules refuse the same member writing consent or onboarding directly', async () => {
    const member = await signedInMember();
    const db = memberFirestore();
    const own = doc(db, 'users/member');
    const write = (change: Record<string, unknown>) => updateDoc(own, { ...change, updatedAt: serverTimestamp() });
    await expect(write({ consent: { healthData: { givenAt: serverTimestamp(), noticeVersion: HEALTH_NOTICE_VERSION } } })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(write({ 'onboarding.initialAssessmentAt': serverTimestamp() })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(setDoc(own, { consent: { healthData: { givenAt: new Date(), noticeVersion: HEALTH_NOTICE_VERSION } } }, { merge: true })).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await stored()).consent).toBeUndefined();

    await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
    await expect(write({ 'consent.healthData.withdrawnAt': serverTimestamp() })).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(write({ displayName: 'Member M.' })).resolves.toBeUndefined(); // the profile is still the member's
    expect(hasCurrentHealthConsent(await stored())).toBe(true);
  });
});

// Withdrawing stops new assessments at once: submitResponse refuses them and the
// rules refuse new or updated drafts; giving consent again lets both through.
describe('withdrawn consent: no new assessments', () => {
  const ptsd = JSON.parse(readFileSync(new URL('../../schemas/forms/ptsd.json', import.meta.url), 'utf8')) as FormDefinition;
  // valid PCL-5 answers (every item 0), so only consent can refuse them
  const answers = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`pcl${i + 1}`, 0]));

  it('refuses the next submission and draft at once, and accepts both once consent is given again', async () => {
    expect((await publishDefinition(admin().db, ptsd, 'functions-test')).error).toBeUndefined();
    const version = (await admin().db.doc('forms/ptsd').get()).get('currentVersion') as number;
    const member = await signedInMember();
    const db = memberFirestore();
    const draftRef = doc(db, `responses/${draftResponseId('member', 'ptsd')}`);
    const draft = () => ({
      formId: 'ptsd', formVersion: version, memberId: 'member', status: 'draft', submissionKey: admin().db.collection('responses').doc().id,
      data: {}, createdAt: serverTimestamp(), updatedAt: serverTimestamp(),
    });
    const submit = () => member.call<unknown, { status: string }>('submitResponse', { formId: 'ptsd', submissionKey: admin().db.collection('responses').doc().id, data: answers });

    await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
    await member.record({ action: 'withdraw' });
    const refused = await callError(submit());
    expect(refused).toMatchObject({ code: 'functions/failed-precondition', details: { reason: CONSENT_REQUIRED } });
    await expect(setDoc(draftRef, draft())).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin().db.collection('responses').where('memberId', '==', 'member').get()).empty).toBe(true);

    await member.record({ action: 'give', noticeVersion: HEALTH_NOTICE_VERSION });
    await expect(setDoc(draftRef, draft())).resolves.toBeUndefined();
    expect((await submit()).status).toBe('submitted');
  });
});

/** The Firestore web client of the newest signed-in client app (support.ts keeps its apps to itself). */
function memberFirestore(): Firestore {
  const app = getApps().at(-1);
  if (!app) throw new Error('Sign a client in first.');
  const db = getFirestore(app);
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
  connectFirestoreEmulator(db, host, Number(port));
  return db;
}
