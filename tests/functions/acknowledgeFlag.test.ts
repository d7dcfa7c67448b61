import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_AUDIT_ACTIONS, responseReviewPath, type AcknowledgeFlagAnswer, type AcknowledgeFlagRequest } from '@model';
import { admin, callError, client, closeApps, freshAdminAndMember, type SignedIn } from './support.ts';

let administrator: SignedIn;
let member: SignedIn;
let next = 0;

beforeAll(async () => {
  ({ administrator, member } = await freshAdminAndMember());
  await admin().db.doc('users/admin').set({ displayName: 'Alex Morgan', email: 'admin@functions.test' });
});
afterAll(closeApps);

const submittedAt = Timestamp.fromDate(new Date('2026-03-01T02:00:00Z'));

/** A submitted response with an urgent and a warning flag, both open (unique id per test). */
async function flaggedResponse(): Promise<string> {
  const id = `AckTest${String(++next).padStart(13, '0')}`;
  const { db } = admin();
  await db.doc(`responses/${id}`).set({ formId: 'initial-assessment', formVersion: 1, memberId: 'member', status: 'submitted', data: {}, scores: {}, flags: [], submittedAt });
  await db.doc(responseReviewPath(id)).set({
    memberId: 'member', formId: 'initial-assessment', formVersion: 1, submittedAt,
    flags: [
      { id: 'phq9-item9', severity: 'urgent', message: 'PHQ-9 item 9 above 0', fields: ['phq9_9'], signpost: 'crisis', acknowledged: null },
      { id: 'phq9-moderate', severity: 'warning', message: 'PHQ-9 moderate or above', fields: [], acknowledged: null },
    ],
    open: 2, topSeverity: 'urgent', openRank: 3,
  });
  return id;
}

const review = async (id: string) => (await admin().db.doc(responseReviewPath(id)).get()).data()!;
const audits = async (responseId: string) =>
  (await admin().db.collection('auditLog').where('responseId', '==', responseId).get()).docs.map((d) => d.data());
const acknowledge = (who: SignedIn, request: Partial<AcknowledgeFlagRequest>) =>
  who.call<Partial<AcknowledgeFlagRequest>, AcknowledgeFlagAnswer>('acknowledgeFlag', request);

describe('acknowledgeFlag', () => {
  it('records who acknowledged the flag, their name, the server time and the note; recomputes open and openRank; audits it', async () => {
    const id = await flaggedResponse();
    const before = Date.now();
    const answer = await acknowledge(administrator, { responseId: id, flagId: 'phq9-item9', note: '  Phoned the member; safety plan agreed  ' });
    expect(answer).toEqual({ responseId: id, flagId: 'phq9-item9', open: 1 });

    const stored = await review(id);
    expect(stored.open).toBe(1);
    expect(stored.openRank).toBe(2); // the warning is left: it now sorts with the warnings
    expect(stored.topSeverity).toBe('urgent'); // what was raised does not change
    const [urgent, warning] = stored.flags;
    expect(urgent.acknowledged).toMatchObject({ by: 'admin', byName: 'Alex Morgan', note: 'Phoned the member; safety plan agreed' });
    expect(urgent.acknowledged.at.toMillis()).toBeGreaterThan(before - 60_000);
    expect(urgent.message).toBe('PHQ-9 item 9 above 0'); // the flag stays on the response
    expect(warning.acknowledged).toBeNull();

    expect(await audits(id)).toEqual([
      expect.objectContaining({ action: REVIEW_AUDIT_ACTIONS.acknowledgeFlag, actorUid: 'admin', targetUid: 'member', responseId: id, flagId: 'phq9-item9', severity: 'urgent' }),
    ]);

    await acknowledge(administrator, { responseId: id, flagId: 'phq9-moderate', note: 'Discussed at the next session' });
    expect(await review(id)).toMatchObject({ open: 0, openRank: 0 });
  });

  it('succeeds again without changing anything when the flag is already acknowledged', async () => {
    const id = await flaggedResponse();
    await acknowledge(administrator, { responseId: id, flagId: 'phq9-item9', note: 'Phoned the member' });
    const first = await review(id);
    const again = await acknowledge(administrator, { responseId: id, flagId: 'phq9-item9', note: 'A second note' });
    expect(again).toEqual({ responseId: id, flagId: 'phq9-item9', open: 1 });
    const after = await review(id);
    expect(after.flags[0].acknowledged.note).toBe('Phoned the member');
    expect(after.flags[0].acknowledged.at.toMillis()).toBe(first.flags[0].acknowledged.at.toMillis());
    expect(await audits(id)).toHaveLength(1);
  });

  it('refuses members and visitors, and changes nothing', async () => {
    const id = await flaggedResponse();
    expect((await callError(acknowledge(member, { responseId: id, flagId: 'phq9-item9', note: 'I am fine' }))).code).toBe('functions/permission-denied');
    const visitor = await client(null);
    expect((await callError(acknowledge(visitor, { responseId: id, flagId: 'phq9-item9', note: 'Nothing' }))).code).toBe('functions/unauthenticated');
    expect(await review(id)).toMatchObject({ open: 2, openRank: 3 });
    expect(await audits(id)).toEqual([]);
  });

  it('answers not-found for an unknown response or flag, and invalid-argument without a note of the action', async () => {
    const id = await flaggedResponse();
    expect((await callError(acknowledge(administrator, { responseId: 'NoSuchResponse000000', flagId: 'phq9-item9', note: 'Phoned' }))).code).toBe('functions/not-found');
    expect((await callError(acknowledge(administrator, { responseId: id, flagId: 'no-such-flag', note: 'Phoned' }))).code).toBe('functions/not-found');
    const missingNote = await callError(acknowledge(administrator, { responseId: id, flagId: 'phq9-item9', note: ' ' }));
    expect(missingNote).toMatchObject({ code: 'functions/invalid-argument', message: expect.stringContaining('what you did') });
    expect(await review(id)).toMatchObject({ open: 2, openRank: 3 });
  });
});
