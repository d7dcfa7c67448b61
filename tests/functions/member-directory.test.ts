// users/{uid}.directory (the administrators' members list) kept by submitResponse and
// acknowledgeFlag inside their own transactions: last submission, open flags, flagged.
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormDefinition } from '@engine';
import { HEALTH_NOTICE_VERSION, newMemberDirectory, responseReviewPath, type SubmitResponseAnswer } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { admin, client, closeApps, createAccount, resetEmulators, type SignedIn } from './support.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/forms/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;
const committed = (id: string) => JSON.parse(readFileSync(new URL(`../../schemas/forms/${id}.json`, import.meta.url), 'utf8')) as FormDefinition;
/** PCL-5 with every item at its highest: a score that raises flags. */
const severe = Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`pcl${n + 1}`, 4]));

let member: SignedIn;
let boss: SignedIn;
const profile = () => admin().db.doc('users/member');
const directory = async () => (await profile().get()).get('directory') as Record<string, unknown>;

beforeAll(async () => {
  await resetEmulators();
  await createAccount('member');
  await createAccount('boss', { admin: true });
  for (const id of ['ptsd', 'initial-assessment']) expect((await publishDefinition(admin().db, committed(id), 'functions-test')).error).toBeUndefined();
  // a registered member (the directory as registration writes it) with consent, as recordConsent gives it
  await profile().set({
    displayName: 'Member', email: 'member@functions.test', createdAt: Timestamp.now(),
    consent: { healthData: { givenAt: Timestamp.now(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: null } },
    directory: newMemberDirectory('Member'),
  });
  member = await client('member@functions.test');
  boss = await client('boss@functions.test');
});
afterAll(closeApps);

describe("the members list's directory", () => {
  // The member reads their own users/{uid}: the directory counts only the flags written for them
  // (audience 'member'), never a reviewer-only one (those are in the triage queue).
  it('never counts a reviewer-only flag, so the member cannot tell one was raised; acknowledging it changes nothing', async () => {
    const before = Date.now();
    const answer = await member.call<unknown, SubmitResponseAnswer>('submitResponse', { formId: 'ptsd', submissionKey: admin().db.collection('responses').doc().id, data: severe });
    const review = (await admin().db.doc(responseReviewPath(answer.responseId)).get()).data()!;
    const raised = review.flags as { id: string; audience?: string }[];
    expect(raised.length).toBeGreaterThan(0);
    expect(raised.every((flag) => flag.audience !== 'member')).toBe(true);

    const after = await directory();
    expect(after).toMatchObject({ name: 'member', role: 'member', plan: 'none', onboarding: 'pending', openFlags: 0, flagged: false });
    expect((after.lastSubmissionAt as Timestamp).toMillis()).toBeGreaterThan(before - 60_000);
    await boss.call('acknowledgeFlag', { responseId: answer.responseId, flagId: raised[0]!.id, note: 'Phoned the member' });
    expect(await directory()).toMatchObject({ openFlags: 0, flagged: false });
  });

  it('counts the member-visible flags a submission raises; acknowledgements count them down once each', async () => {
    const answer = await member.call<unknown, SubmitResponseAnswer>('submitResponse', {
      formId: 'initial-assessment', submissionKey: admin().db.collection('responses').doc().id, data: fixture('initial-assessment-item9'),
    });
    const raised = (await admin().db.doc(responseReviewPath(answer.responseId)).get()).get('flags') as { id: string; audience?: string }[];
    const visible = raised.filter((flag) => flag.audience === 'member');
    expect(visible.length).toBeGreaterThan(0);
    expect(raised.length).toBeGreaterThan(visible.length);
    expect(await directory()).toMatchObject({ openFlags: visible.length, flagged: true });

    for (const flag of raised.filter((f) => f.audience !== 'member')) {
      await boss.call('acknowledgeFlag', { responseId: answer.responseId, flagId: flag.id, note: 'Phoned the member' });
    }
    expect(await directory()).toMatchObject({ openFlags: visible.length, flagged: true });
    for (const [index, flag] of visible.entries()) {
      await boss.call('acknowledgeFlag', { responseId: answer.responseId, flagId: flag.id, note: 'Phoned the member' });
      expect(await directory()).toMatchObject({ openFlags: visible.length - index - 1, flagged: index < visible.length - 1 });
    }
    // acknowledging again changes nothing, and never counts below zero
    await boss.call('acknowledgeFlag', { responseId: answer.responseId, flagId: visible[0]!.id, note: 'Phoned the member' });
    expect(await directory()).toMatchObject({ openFlags: 0, flagged: false });
  });
});
