import { readFileSync } from 'node:fs';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FieldError, type FormDefinition } from '@engine';
import { CONSENT_REQUIRED, CONSENT_REQUIRED_MESSAGE, HEALTH_NOTICE_VERSION, draftResponseId, responseReviewPath, type SubmitResponseAnswer } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { rateLimitFor, rateLimitId } from '../../functions/src/rateLimit.ts';
import { PASSWORD, PROJECT_ID, admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';
import type { SignedIn } from './support.ts';

const committed = (id: string) => JSON.parse(readFileSync(new URL(`../../schemas/forms/${id}.json`, import.meta.url), 'utf8')) as FormDefinition;
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/forms/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** PCL-5 answers from one rating per cluster: B items 1-5, C 6-7, D 8-14, E 15-20. */
function pcl5(ratings: { B: number; C: number; D: number; E: number }): Record<string, number> {
  const data: Record<string, number> = {};
  for (let item = 1; item <= 20; item += 1) {
    data[`pcl${item}`] = item <= 5 ? ratings.B : item <= 7 ? ratings.C : item <= 14 ? ratings.D : ratings.E;
  }
  return data;
}

/** A fresh submission key, as the app makes one (Firestore's auto id: 20 letters and digits). */
const newKey = () => admin().db.collection('responses').doc().id;
const submit = (who: SignedIn, payload: Record<string, unknown>) => who.call<unknown, SubmitResponseAnswer>('submitResponse', payload);
const responsesOf = async (uid: string) => (await admin().db.collection('responses').where('memberId', '==', uid).get()).docs;

const consentGiven = () => ({ healthData: { givenAt: Timestamp.now(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: null } });

let member: SignedIn;

beforeAll(async () => {
  await resetEmulators();
  await createAccount('member');
  await createAccount('other');
  for (const id of ['ptsd', 'initial-assessment']) {
    const outcome = await publishDefinition(admin().db, committed(id), 'functions-test');
    expect(outcome.error).toBeUndefined();
  }
  member = await client('member@functions.test');
});
beforeEach(async () => {
  const { db } = admin();
  const responses = await db.collection('responses').get();
  await Promise.all(responses.docs.map((d) => db.recursiveDelete(d.ref)));
  // each test starts with the member's rate limits unused, as after a quiet ten minutes
  const counters = await db.collection('rateLimits').get();
  await Promise.all(counters.docs.map((d) => d.ref.delete()));
  // Consent is recordConsent's to give; here the Admin SDK gives it, as the server would.
  await db.doc('users/member').set({ displayName: 'Member', consent: consentGiven() });
  await db.doc('users/other').set({ displayName: 'Other', consent: consentGiven() });
  await db.doc('forms/ptsd').update({ status: 'published' });
});
afterAll(closeApps);

describe('submitResponse: validation', () => {
  it('refuses a signed-out caller', async () => {
    const visitor = await client(null);
    expect((await callError(submit(visitor, { formId: 'ptsd', submissionKey: newKey(), data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) }))).code)
      .toBe('functions/unauthenticated');
  });

  it('rejects unanswered items with readable messages in details, and stores nothing', async () => {
    const { pcl3: _skip, pcl17: _skip2, ...incomplete } = pcl5({ B: 1, C: 1, D: 1, E: 1 });
    const error = await callError(submit(member, { formId: 'ptsd', submissionKey: newKey(), data: incomplete }));
    expect(error.code).toBe('functions/invalid-argument');
    const errors = (error.details as { errors: FieldError[] }).errors;
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['pcl3', 'pcl17']));
    for (const e of errors) expect(e.message).not.toMatch(/must have required property|must be|must NOT/);
    expect(error.message).toContain(errors[0]!.message);
    expect((await admin().db.collection('responses').get()).size).toBe(0);
  });

  it('rejects out-of-range ratings and unknown questions', async () => {
    const outOfRange = await callError(submit(member, { formId: 'ptsd', data: { ...pcl5({ B: 0, C: 0, D: 0, E: 0 }), pcl1: 7 } }));
    expect(outOfRange.code).toBe('functions/invalid-argument');
    expect((outOfRange.details as { errors: FieldError[] }).errors.map((e) => e.field)).toContain('pcl1');
    const unknown = await callError(submit(member, { formId: 'ptsd', data: { ...pcl5({ B: 0, C: 0, D: 0, E: 0 }), favouriteColour: 'blue' } }));
    expect(unknown.code).toBe('functions/invalid-argument');
  });

  it('refuses forms that do not exist, and a submission key that is not one', async () => {
    expect((await callError(submit(member, { formId: 'no-such-form', data: {} }))).code).toBe('functions/not-found');
    for (const submissionKey of [draftResponseId('member', 'ptsd'), 'short', '__name__']) {
      const error = await callError(submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) }));
      expect([error.code, error.message]).toEqual(['functions/invalid-argument', '`submissionKey` must be 20 letters and digits.']);
    }
  });
});

describe('submitResponse: scoring and storing', () => {
  it('stores a PCL-5 at its submission key with the right total, clusters and rules', async () => {
    // B 5x2=10, C 2x1=2, D 7x2=14, E 6x3=18: total 44 (>= 33), DSM-5 fails on C (no item >= 2).
    const data = { ...pcl5({ B: 2, C: 1, D: 2, E: 3 }), worstEvent: 'A road accident' };
    const submissionKey = newKey();
    const result = await submit(member, { formId: 'ptsd', submissionKey, data });
    expect(result).toMatchObject({ responseId: submissionKey, formVersion: 1, status: 'submitted', scoringVersion: 'pcl5-2' });

    const stored = (await admin().db.doc(`responses/${submissionKey}`).get()).data()!;
    expect(stored).toMatchObject({ formId: 'ptsd', formVersion: 1, memberId: 'member', status: 'submitted', data, scoringVersion: 'pcl5-2' });
    expect(stored.scores.pcl5).toMatchObject({
      total: 44, complete: true, min: 0, max: 80,
      subscales: { B: { total: 10, complete: true }, C: { total: 2, complete: true }, D: { total: 14, complete: true }, E: { total: 18, complete: true } },
      rules: { cutoff: true, dsm5: false },
    });
    expect(stored.submittedAt).toBeInstanceOf(Timestamp);
    // the probable-PTSD flag is written for reviewers: it is in review/flags only
    const review = (await admin().db.doc(responseReviewPath(submissionKey)).get()).data()!;
    expect(review.flags.map((f: { id: string }) => f.id)).toContain('pcl5-probable-ptsd');
    expect(stored.flags).toEqual([]);
  });

  it('scores a negative screen just under the cut-off: 32, no flag, an empty review', async () => {
    // B 5x2=10, C 2x2=4, D 7x2=14, E: 4 items at 1 and 2 at 0 = 4: total 32.
    const data = { ...pcl5({ B: 2, C: 2, D: 2, E: 1 }), pcl19: 0, pcl20: 0 };
    const result = await submit(member, { formId: 'ptsd', submissionKey: newKey(), data });
    const stored = (await admin().db.doc(`responses/${result.responseId}`).get()).data()!;
    expect(stored.scores.pcl5).toMatchObject({ total: 32, rules: { cutoff: false, dsm5: false } });
    const review = (await admin().db.doc(responseReviewPath(result.responseId)).get()).data()!;
    expect(review).toMatchObject({ memberId: 'member', formId: 'ptsd', formVersion: 1, flags: [], open: 0, topSeverity: null });
  });

  it('records the initial assessment on the member\'s onboarding', async () => {
    await admin().db.doc('users/member').update({ onboarding: FieldValue.delete() });
    await submit(member, { formId: 'initial-assessment', submissionKey: newKey(), data: fixture('initial-assessment-item9') });
    const after = (await admin().db.doc('users/member').get()).data()!;
    expect(after.onboarding.initialAssessmentAt).toBeInstanceOf(Timestamp);
  });

  it('without a submission key (scripts) stores one response per member and form a minute; another is refused in words, nothing written', async () => {
    const data = pcl5({ B: 0, C: 0, D: 0, E: 0 });
    const first = await submit(member, { formId: 'ptsd', data });
    const again = await callError(submit(member, { formId: 'ptsd', data }));
    expect(again.code).toBe('functions/resource-exhausted');
    expect(again.message).toMatch(/^You sent answers to this form less than a minute ago: please wait \d+ seconds? and try again\. Nothing was saved\.$/);
    expect((await responsesOf('member')).map((d) => d.id)).toEqual([first.responseId]);
    expect((await admin().db.collection('responses').doc(first.responseId).collection('review').get()).size).toBe(1);

    // another member, another form: their own minute
    await submit(await client('other@functions.test'), { formId: 'ptsd', data });
    await submit(member, { formId: 'initial-assessment', data: fixture('initial-assessment-item9') });
    // answers refused for another reason do not use up the minute
    const window = admin().db.doc(`rateLimits/${rateLimitId('member', 'submitResponseUnkeyed', 'ptsd')}`);
    await window.delete();
    expect((await callError(submit(member, { formId: 'ptsd', data: { ...data, pcl1: 7 } }))).code).toBe('functions/invalid-argument');
    expect((await window.get()).exists).toBe(false);
    // a minute later: stored again
    await window.set({ count: 1, windowStart: Date.now() - 61_000, action: 'submitResponseUnkeyed' });
    const later = await submit(member, { formId: 'ptsd', data });
    expect(later.responseId).not.toBe(first.responseId);
    expect((await responsesOf('member')).filter((d) => d.get('formId') === 'ptsd')).toHaveLength(2);
  });

  it('with a key too: past the member\'s rate limit a submission is refused in words and nothing is written', async () => {
    const counter = admin().db.doc(`rateLimits/${rateLimitId('member', 'submitResponse')}`);
    await submit(member, { formId: 'ptsd', submissionKey: newKey(), data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) });
    expect((await counter.get()).get('count')).toBe(1);
    const seeded = { count: rateLimitFor('submitResponse').calls, windowStart: Date.now() - 5_000, action: 'submitResponse' };
    await counter.set(seeded);
    const submissionKey = newKey();
    const refused = await callError(submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 4, C: 4, D: 4, E: 4 }) }));
    expect(refused.code).toBe('functions/resource-exhausted');
    expect(refused.message).toMatch(/^Too many submissions in a short time: please wait \d+ (seconds|minutes) and try again\. Nothing was saved\.$/);
    expect((await admin().db.doc(`responses/${submissionKey}`).get()).exists).toBe(false);
    expect(await responsesOf('member')).toHaveLength(1);
    expect((await counter.get()).data()).toEqual(seeded);
  });
});

describe('submitResponse: flags kept apart', () => {
  it('keeps reviewer-only flags out of the answer and the stored response, and puts every flag in review/flags', async () => {
    const submissionKey = newKey();
    const answer = await submit(member, { formId: 'initial-assessment', submissionKey, data: fixture('initial-assessment-item9') });
    expect(answer.flags.map((f) => f.id)).toEqual(['support-signpost']);
    expect(answer.flags[0]).toMatchObject({ audience: 'member', signpost: 'crisis' });

    const stored = (await admin().db.doc(`responses/${submissionKey}`).get()).data()!;
    expect(stored.flags.map((f: { id: string }) => f.id)).toEqual(['support-signpost']);
    expect(JSON.stringify(stored)).not.toContain('phq9-item9');

    const review = (await admin().db.doc(responseReviewPath(submissionKey)).get()).data()!;
    expect(review).toMatchObject({ memberId: 'member', formId: 'initial-assessment', formVersion: 1, open: 2, topSeverity: 'urgent' });
    expect(review.submittedAt).toEqual(stored.submittedAt);
    expect(review.flags.map((f: { id: string; acknowledged: unknown }) => [f.id, f.acknowledged])).toEqual([['phq9-item9', null], ['support-signpost', null]]);
  });

  it('lets the member read their response but not its review/flags', async () => {
    const submissionKey = newKey();
    await submit(member, { formId: 'initial-assessment', submissionKey, data: fixture('initial-assessment-item9') });
    const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `firestore-member-${Date.now()}`);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    await signInWithEmailAndPassword(auth, 'member@functions.test', PASSWORD);
    const db = getFirestore(app);
    const [host = '127.0.0.1', port = '8080'] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    connectFirestoreEmulator(db, host, Number(port));
    try {
      expect((await getDoc(doc(db, `responses/${submissionKey}`))).get('flags')).toHaveLength(1);
      await expect(getDoc(doc(db, responseReviewPath(submissionKey)))).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await auth.signOut();
    }
  });
});

describe('submitResponse: idempotent by submission key', () => {
  it('stores one response for a double submit, and answers the retry with the same outcome', async () => {
    const submissionKey = newKey();
    const data = pcl5({ B: 2, C: 2, D: 2, E: 2 });
    const first = await submit(member, { formId: 'ptsd', submissionKey, data });
    const again = await submit(member, { formId: 'ptsd', submissionKey, data });
    expect(again).toEqual(first);
    expect(await responsesOf('member')).toHaveLength(1);
  });

  it('answers a retry after success with what was stored, even with other answers or once the form is archived', async () => {
    const submissionKey = newKey();
    const first = await submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 1, C: 1, D: 1, E: 1 }) });
    const before = (await admin().db.doc(`responses/${submissionKey}`).get()).data();
    expect(await submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 4, C: 4, D: 4, E: 4 }) })).toEqual(first);
    await admin().db.doc('forms/ptsd').update({ status: 'archived' });
    expect(await submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 1, C: 1, D: 1, E: 1 }) })).toEqual(first);
    expect((await admin().db.doc(`responses/${submissionKey}`).get()).data()).toEqual(before);
  });

  it('stores exactly one response when two tabs submit the same draft at once', async () => {
    const secondTab = await client('member@functions.test');
    const submissionKey = newKey();
    await admin().db.doc(`responses/${draftResponseId('member', 'ptsd')}`).set({
      formId: 'ptsd', formVersion: 1, memberId: 'member', status: 'draft', submissionKey, data: { pcl1: 1 },
      createdAt: Timestamp.now(), updatedAt: Timestamp.now(),
    });
    const [one, two] = await Promise.all([
      submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 1, C: 1, D: 1, E: 1 }) }),
      submit(secondTab, { formId: 'ptsd', submissionKey, data: pcl5({ B: 3, C: 3, D: 3, E: 3 }) }),
    ]);
    expect(two).toEqual(one);
    const stored = await responsesOf('member');
    expect(stored.map((d) => [d.id, d.get('status')])).toEqual([[submissionKey, 'submitted']]);
    expect((await admin().db.collection(`responses/${submissionKey}/review`).get()).size).toBe(1);
  });

  it('leaves no orphan draft: the draft holding the key is deleted, its createdAt kept; a newer draft stays', async () => {
    const { db } = admin();
    const draftRef = db.doc(`responses/${draftResponseId('member', 'ptsd')}`);
    const createdAt = Timestamp.fromDate(new Date('2026-02-01T10:00:00Z'));
    const submissionKey = newKey();
    await draftRef.set({ formId: 'ptsd', formVersion: 1, memberId: 'member', status: 'draft', submissionKey, data: { pcl1: 1 }, createdAt, updatedAt: createdAt });
    await submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) });
    expect((await draftRef.get()).exists).toBe(false);
    expect((await db.doc(`responses/${submissionKey}`).get()).get('createdAt')).toEqual(createdAt);

    // a draft started with another key (another tab, after that submission) is not this submission's
    const newer = newKey();
    await draftRef.set({ formId: 'ptsd', formVersion: 1, memberId: 'member', status: 'draft', submissionKey: newer, data: { pcl1: 2 }, createdAt, updatedAt: createdAt });
    await submit(member, { formId: 'ptsd', submissionKey: newKey(), data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) });
    expect((await draftRef.get()).get('submissionKey')).toBe(newer);
  });

  it('refuses a key that holds another member\'s response, and leaves it alone', async () => {
    const submissionKey = newKey();
    const others = await client('other@functions.test');
    const theirs = await submit(others, { formId: 'ptsd', submissionKey, data: pcl5({ B: 1, C: 1, D: 1, E: 1 }) });
    const error = await callError(submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) }));
    expect(error.code).toBe('functions/already-exists');
    expect(JSON.stringify(error)).not.toContain(String(theirs.scores.pcl5!.total));
    expect((await admin().db.doc(`responses/${submissionKey}`).get()).get('memberId')).toBe('other');
    expect(await responsesOf('member')).toHaveLength(0);
  });
});

describe('submitResponse: health-data consent', () => {
  const consentError = async (consent: unknown) => {
    await admin().db.doc('users/member').set({ displayName: 'Member', consent });
    const submissionKey = newKey();
    const draftRef = admin().db.doc(`responses/${draftResponseId('member', 'ptsd')}`);
    await draftRef.set({ formId: 'ptsd', formVersion: 1, memberId: 'member', status: 'draft', submissionKey, data: { pcl1: 1 }, createdAt: Timestamp.now(), updatedAt: Timestamp.now() });
    const error = await callError(submit(member, { formId: 'ptsd', submissionKey, data: pcl5({ B: 1, C: 1, D: 1, E: 1 }) }));
    // nothing stored, the draft kept for when consent is given
    expect((await responsesOf('member')).map((d) => d.id)).toEqual([draftRef.id]);
    expect((await draftRef.get()).get('status')).toBe('draft');
    return error;
  };

  it('refuses a member who never gave consent, with the reason and the notice to read', async () => {
    const error = await consentError({});
    expect(error).toEqual({ code: 'functions/failed-precondition', message: CONSENT_REQUIRED_MESSAGE, details: { reason: CONSENT_REQUIRED, noticeVersion: HEALTH_NOTICE_VERSION } });
  });

  it('refuses a member who withdrew consent, or gave it against an older notice', async () => {
    const withdrawn = await consentError({ healthData: { givenAt: Timestamp.now(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: Timestamp.now() } });
    expect(withdrawn.details).toEqual({ reason: CONSENT_REQUIRED, noticeVersion: HEALTH_NOTICE_VERSION });
    const older = await consentError({ healthData: { givenAt: Timestamp.now(), noticeVersion: '2020-01', withdrawnAt: null } });
    expect(older.details).toEqual({ reason: CONSENT_REQUIRED, noticeVersion: HEALTH_NOTICE_VERSION });
  });

  it('accepts the same answers once consent is given again', async () => {
    await consentError({});
    await admin().db.doc('users/member').set({ consent: consentGiven() }, { merge: true });
    const result = await submit(member, { formId: 'ptsd', submissionKey: newKey(), data: pcl5({ B: 1, C: 1, D: 1, E: 1 }) });
    expect(result.status).toBe('submitted');
  });
});
