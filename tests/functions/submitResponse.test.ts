import { readFileSync } from 'node:fs';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FieldError, FormDefinition } from '@engine';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { admin, callError, client, closeApps, createAccount, resetEmulators } from './support.ts';
import type { SignedIn } from './support.ts';

const committed = (id: string) => JSON.parse(readFileSync(new URL(`../../schemas/forms/${id}.json`, import.meta.url), 'utf8')) as FormDefinition;
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../fixtures/forms/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

type Submitted = { responseId: string; formVersion: number; status: string; scoringVersion: string };

/** PCL-5 answers from one rating per cluster: B items 1-5, C 6-7, D 8-14, E 15-20. */
function pcl5(ratings: { B: number; C: number; D: number; E: number }): Record<string, number> {
  const data: Record<string, number> = {};
  for (let item = 1; item <= 20; item += 1) {
    data[`pcl${item}`] = item <= 5 ? ratings.B : item <= 7 ? ratings.C : item <= 14 ? ratings.D : ratings.E;
  }
  return data;
}

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
  const responses = await admin().db.collection('responses').get();
  await Promise.all(responses.docs.map((d) => d.ref.delete()));
});
afterAll(closeApps);

describe('submitResponse: validation', () => {
  it('refuses a signed-out caller', async () => {
    const visitor = await client(null);
    expect((await callError(visitor.call('submitResponse', { formId: 'ptsd', data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) }))).code)
      .toBe('functions/unauthenticated');
  });

  it('rejects unanswered items with readable messages in details, and stores nothing', async () => {
    const { pcl3: _skip, pcl17: _skip2, ...incomplete } = pcl5({ B: 1, C: 1, D: 1, E: 1 });
    const error = await callError(member.call('submitResponse', { formId: 'ptsd', data: incomplete }));
    expect(error.code).toBe('functions/invalid-argument');
    const errors = (error.details as { errors: FieldError[] }).errors;
    expect(errors.map((e) => e.field)).toEqual(expect.arrayContaining(['pcl3', 'pcl17']));
    for (const e of errors) expect(e.message).not.toMatch(/must have required property|must be|must NOT/);
    expect(error.message).toContain(errors[0]!.message);
    expect((await admin().db.collection('responses').get()).size).toBe(0);
  });

  it('rejects out-of-range ratings and unknown questions', async () => {
    const outOfRange = await callError(member.call('submitResponse', { formId: 'ptsd', data: { ...pcl5({ B: 0, C: 0, D: 0, E: 0 }), pcl1: 7 } }));
    expect(outOfRange.code).toBe('functions/invalid-argument');
    expect((outOfRange.details as { errors: FieldError[] }).errors.map((e) => e.field)).toContain('pcl1');
    const unknown = await callError(member.call('submitResponse', { formId: 'ptsd', data: { ...pcl5({ B: 0, C: 0, D: 0, E: 0 }), favouriteColour: 'blue' } }));
    expect(unknown.code).toBe('functions/invalid-argument');
  });

  it('refuses forms that do not exist', async () => {
    const error = await callError(member.call('submitResponse', { formId: 'no-such-form', data: {} }));
    expect(error.code).toBe('functions/not-found');
  });
});

describe('submitResponse: scoring and storing', () => {
  it('stores a PCL-5 with the right total, clusters, rules and flags', async () => {
    // B 5x2=10, C 2x1=2, D 7x2=14, E 6x3=18: total 44 (>= 33), DSM-5 fails on C (no item >= 2).
    const data = { ...pcl5({ B: 2, C: 1, D: 2, E: 3 }), worstEvent: 'A road accident' };
    const result = await member.call<unknown, Submitted>('submitResponse', { formId: 'ptsd', data });
    expect(result).toMatchObject({ formVersion: 1, status: 'submitted', scoringVersion: 'pcl5-1' });

    const stored = (await admin().db.doc(`responses/${result.responseId}`).get()).data()!;
    expect(stored).toMatchObject({ formId: 'ptsd', formVersion: 1, memberId: 'member', status: 'submitted', data, scoringVersion: 'pcl5-1' });
    expect(stored.scores.pcl5).toMatchObject({
      total: 44, complete: true, min: 0, max: 80,
      subscales: { B: { total: 10, complete: true }, C: { total: 2, complete: true }, D: { total: 14, complete: true }, E: { total: 18, complete: true } },
      rules: { cutoff: true, dsm5: false },
    });
    expect(stored.flags.map((f: { id: string }) => f.id)).toContain('pcl5-probable-ptsd');
    expect(stored.submittedAt).toBeInstanceOf(Timestamp);
  });

  it('scores a negative screen just under the cut-off: 32, no flag', async () => {
    // B 5x2=10, C 2x2=4, D 7x2=14, E: 4 items at 1 and 2 at 0 = 4: total 32.
    const data = { ...pcl5({ B: 2, C: 2, D: 2, E: 1 }), pcl19: 0, pcl20: 0 };
    const result = await member.call<unknown, Submitted>('submitResponse', { formId: 'ptsd', data });
    const stored = (await admin().db.doc(`responses/${result.responseId}`).get()).data()!;
    expect(stored.scores.pcl5).toMatchObject({ total: 32, rules: { cutoff: false, dsm5: false } });
    expect(stored.flags.map((f: { id: string }) => f.id)).not.toContain('pcl5-probable-ptsd');
  });

  it('submits the member\'s own draft in place and then refuses to change it', async () => {
    const createdAt = Timestamp.fromDate(new Date('2026-02-01T10:00:00Z'));
    await admin().db.doc('responses/draft-1').set({ formId: 'ptsd', formVersion: 1, memberId: 'member', status: 'draft', data: { pcl1: 1 }, createdAt });
    await member.call('submitResponse', { formId: 'ptsd', responseId: 'draft-1', data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) });
    const stored = (await admin().db.doc('responses/draft-1').get()).data()!;
    expect(stored).toMatchObject({ status: 'submitted', createdAt });
    expect(stored.scores.pcl5.total).toBe(0);

    const again = await callError(member.call('submitResponse', { formId: 'ptsd', responseId: 'draft-1', data: pcl5({ B: 4, C: 4, D: 4, E: 4 }) }));
    expect(again.code).toBe('functions/failed-precondition');
    expect((await admin().db.doc('responses/draft-1').get()).data()!.scores.pcl5.total).toBe(0);
  });

  it('does not let a member submit someone else\'s draft', async () => {
    await admin().db.doc('responses/others').set({ formId: 'ptsd', formVersion: 1, memberId: 'other', status: 'draft', data: {} });
    const error = await callError(member.call('submitResponse', { formId: 'ptsd', responseId: 'others', data: pcl5({ B: 0, C: 0, D: 0, E: 0 }) }));
    expect(error.code).toBe('functions/not-found');
    expect((await admin().db.doc('responses/others').get()).data()!.status).toBe('draft');
  });

  it('records the initial assessment on the member\'s onboarding', async () => {
    const before = (await admin().db.doc('users/member').get()).data();
    expect(before?.onboarding?.initialAssessmentAt).toBeUndefined();
    await member.call('submitResponse', { formId: 'initial-assessment', data: fixture('initial-assessment-item9') });
    const after = (await admin().db.doc('users/member').get()).data()!;
    expect(after.onboarding.initialAssessmentAt).toBeInstanceOf(Timestamp);
  });
});
