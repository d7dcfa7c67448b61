// users/{uid}.directory (the administrators' members list) kept by submitResponse and
// acknowledgeFlag inside their own transactions: last submission, open flags, flagged.
import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_NOTICE_VERSION, newMemberDirectory, responseReviewPath, type FormDefinition, type SubmitResponseAnswer } from '@engine';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { admin, client, closeApps, createAccount, resetEmulators, type SignedIn } from './support.ts';

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
  expect((await publishDefinition(admin().db, committed('ptsd'), 'functions-test')).error).toBeUndefined();
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
  it('counts the flags a submission raises and stamps the last submission; acknowledgements count them down once each', async () => {
    const before = Date.now();
    const answer = await member.call<unknown, SubmitResponseAnswer>('submitResponse', { formId: 'ptsd', submissionKey: admin().db.collection('responses').doc().id, data: severe });
    const review = (await admin().db.doc(responseReviewPath(answer.responseId)).get()).data()!;
    const raised = review.flags as { id: string }[];
    expect(raised.length).toBeGreaterThan(0);

    const after = await directory();
    expect(after).toMatchObject({ name: 'member', role: 'member', plan: 'none', onboarding: 'pending', openFlags: raised.length, flagged: true });
    expect((after.lastSubmissionAt as Timestamp).toMillis()).toBeGreaterThan(before - 60_000);

    for (const [index, flag] of raised.entries()) {
      await boss.call('acknowledgeFlag', { responseId: answer.responseId, flagId: flag.id, note: 'Phoned the member' });
      expect(await directory()).toMatchObject({ openFlags: raised.length - index - 1, flagged: index < raised.length - 1 });
    }
    // acknowledging again changes nothing, and never counts below zero
    await boss.call('acknowledgeFlag', { responseId: answer.responseId, flagId: raised[0]!.id, note: 'Phoned the member' });
    expect(await directory()).toMatchObject({ openFlags: 0, flagged: false });
  });
});
