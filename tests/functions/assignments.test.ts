import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FormDefinition } from '@engine';
import { HEALTH_NOTICE_VERSION, REVIEW_AUDIT_ACTIONS, type SetFormAudienceRequest, type SubmitResponseAnswer } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { admin, callError, client, closeApps, freshAdminAndMember, type SignedIn } from './support.ts';

// Assignments and a form's audience on the server: setFormAudience (administrators, audited) and
// submitResponse (fulfils the oldest open assignment; refuses an assigned-only form without one).
const FORM = 'ptsd';
const committed = JSON.parse(readFileSync(new URL(`../../schemas/forms/${FORM}.json`, import.meta.url), 'utf8')) as FormDefinition;
/** PCL-5 answers: every item rated 1. */
const answers = () => Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`pcl${i + 1}`, 1]));

let administrator: SignedIn;
let member: SignedIn;

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const consent = () => ({ consent: { healthData: { givenAt: Timestamp.now(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: null } } });
const assignment = (memberId: string, status: string, assignedAt: string) => ({
  formId: FORM, memberId, assignedBy: 'admin', assignedAt: at(assignedAt), dueAt: null, message: '', status,
});
const newKey = () => admin().db.collection('responses').doc().id;
const submit = (who: SignedIn) => who.call<unknown, SubmitResponseAnswer>('submitResponse', { formId: FORM, submissionKey: newKey(), data: answers() });
const setAudience = (who: SignedIn, request: Partial<SetFormAudienceRequest> | Record<string, unknown>) =>
  who.call<unknown, SetFormAudienceRequest>('setFormAudience', request);
const read = async (path: string) => (await admin().db.doc(path).get()).data()!;
const audienceAudits = async () =>
  (await admin().db.collection('auditLog').where('action', '==', REVIEW_AUDIT_ACTIONS.setFormAudience).get()).docs.map((d) => d.data());

beforeAll(async () => {
  ({ administrator, member } = await freshAdminAndMember());
  const outcome = await publishDefinition(admin().db, committed, 'functions-test');
  expect(outcome.error).toBeUndefined();
  await admin().db.doc('users/member').set({ displayName: 'Member', ...consent() });
});
beforeEach(async () => {
  const { db } = admin();
  for (const name of ['responses', 'assignments', 'auditLog']) {
    const docs = await db.collection(name).get();
    await Promise.all(docs.docs.map((d) => db.recursiveDelete(d.ref)));
  }
  await db.doc(`forms/${FORM}`).update({ audience: 'everyone' });
});
afterAll(closeApps);

describe('setFormAudience', () => {
  it('lets an administrator make a form assigned-only and back, each change audited once', async () => {
    await admin().db.doc(`forms/${FORM}`).update({ audience: null }); // a form from before audiences reads as everyone
    expect(await setAudience(administrator, { formId: FORM, audience: 'assigned' })).toEqual({ formId: FORM, audience: 'assigned' });
    expect((await read(`forms/${FORM}`)).audience).toBe('assigned');
    await setAudience(administrator, { formId: FORM, audience: 'assigned' }); // no change: no entry
    await setAudience(administrator, { formId: FORM, audience: 'everyone' });
    expect((await read(`forms/${FORM}`)).audience).toBe('everyone');
    const entries = (await audienceAudits()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
    expect(entries).toEqual([
      expect.objectContaining({ actorUid: 'admin', formId: FORM, fromAudience: 'everyone', toAudience: 'assigned' }),
      expect.objectContaining({ actorUid: 'admin', formId: FORM, fromAudience: 'assigned', toAudience: 'everyone' }),
    ]);
  });

  it('refuses members and visitors, an unknown audience and an unknown form, changing nothing', async () => {
    expect((await callError(setAudience(member, { formId: FORM, audience: 'assigned' }))).code).toBe('functions/permission-denied');
    expect((await callError(setAudience(await client(null), { formId: FORM, audience: 'assigned' }))).code).toBe('functions/unauthenticated');
    const wrong = await callError(setAudience(administrator, { formId: FORM, audience: 'friends' }));
    expect(wrong).toMatchObject({ code: 'functions/invalid-argument', message: 'Choose who sees the form: everyone, or assigned members only.' });
    expect((await callError(setAudience(administrator, { formId: 'no-such-form', audience: 'assigned' }))).code).toBe('functions/not-found');
    expect((await read(`forms/${FORM}`)).audience).toBe('everyone');
    expect(await audienceAudits()).toEqual([]);
  });
});

describe('submitResponse and assignments', () => {
  it('marks the member\'s oldest open assignment of the form submitted with the response, and nothing else', async () => {
    const { db } = admin();
    await db.doc('assignments/a-cancelled').set(assignment('member', 'cancelled', '2026-01-01T09:00:00Z'));
    await db.doc('assignments/b-oldest').set(assignment('member', 'assigned', '2026-01-05T09:00:00Z'));
    await db.doc('assignments/c-newer').set(assignment('member', 'assigned', '2026-01-09T09:00:00Z'));
    await db.doc('assignments/d-other-member').set(assignment('other', 'assigned', '2026-01-02T09:00:00Z'));

    const first = await submit(member);
    const response = await read(`responses/${first.responseId}`);
    const fulfilled = await read('assignments/b-oldest');
    expect(fulfilled).toMatchObject({ status: 'submitted', responseId: first.responseId });
    expect(fulfilled.submittedAt.toMillis()).toBe(response.submittedAt.toMillis());
    expect((await read('assignments/c-newer')).status).toBe('assigned');
    expect((await read('assignments/a-cancelled')).status).toBe('cancelled');
    expect((await read('assignments/d-other-member')).status).toBe('assigned');

    const second = await submit(member);
    expect(await read('assignments/c-newer')).toMatchObject({ status: 'submitted', responseId: second.responseId });
    // with none open, an everyone-form still takes answers and fulfils nothing
    const third = await submit(member);
    expect((await read(`responses/${third.responseId}`)).status).toBe('submitted');
    expect((await read('assignments/b-oldest')).responseId).toBe(first.responseId);
  });

  it('refuses an assigned-only form from a member without an open assignment, storing nothing', async () => {
    const { db } = admin();
    await db.doc(`forms/${FORM}`).update({ audience: 'assigned' });
    await db.doc('assignments/cancelled-one').set(assignment('member', 'cancelled', '2026-01-01T09:00:00Z'));
    await db.doc('assignments/someone-elses').set(assignment('other', 'assigned', '2026-01-01T09:00:00Z'));
    const refused = await callError(submit(member));
    expect(refused).toMatchObject({ code: 'functions/failed-precondition', message: 'This form is for members it has been assigned to.' });
    expect((await db.collection('responses').where('memberId', '==', 'member').get()).size).toBe(0);

    await db.doc('assignments/open-one').set(assignment('member', 'assigned', '2026-01-03T09:00:00Z'));
    const accepted = await submit(member);
    expect(await read('assignments/open-one')).toMatchObject({ status: 'submitted', responseId: accepted.responseId });
  });
});
