// The reviewer's demo as `npm run dev` and `with-emulators --seed` write it: Sam Patel's
// responses with their review documents, an open urgent flag in the triage order, notes and
// assignments; seeding again keeps what a reviewer did meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseReviewPath } from '@model';
import { seedDemoData } from '../../scripts/stack/seedDemo.mjs';
import { admin, closeApps, PROJECT_ID } from '../functions/support.ts';

const SAM = 'demo-member-1';

beforeAll(async () => {
  await seedDemoData({ projectId: PROJECT_ID });
});
afterAll(closeApps);

describe('seeded demo responses', () => {
  it('give Sam seven initial assessments, three PCL-5 and two check-ins, each with its review document', async () => {
    const { db } = admin();
    const responses = await db.collection('responses').where('memberId', '==', SAM).where('status', '==', 'submitted').get();
    const demo = responses.docs.filter((doc) => doc.id.startsWith('demoresponse'));
    const perForm = demo.reduce<Record<string, number>>((counts, doc) => ({ ...counts, [doc.data().formId]: (counts[doc.data().formId] ?? 0) + 1 }), {});
    expect(perForm).toEqual({ 'initial-assessment': 7, ptsd: 3, 'wellbeing-check-in': 2 });
    const reviews = await db.getAll(...demo.map((doc) => db.doc(responseReviewPath(doc.id))));
    expect(reviews.every((review) => review.exists && review.data()?.memberId === SAM)).toBe(true);
  });

  it('put the open PHQ-9 item 9 flag in the triage order (openRank 3), acknowledged ones out of it', async () => {
    const { db } = admin();
    const queue = await db.collectionGroup('review').where('openRank', '>', 0).orderBy('openRank', 'desc').orderBy('submittedAt', 'asc').get();
    const sams = queue.docs.filter((doc) => doc.data().memberId === SAM && doc.ref.path.startsWith('responses/demoresponse'));
    expect(sams.map((doc) => doc.data().openRank)).toEqual([3, 2]);
    expect(sams[0]!.data().flags).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'phq9-item9', acknowledged: null })]));
  });

  it('write the member note, the response note and both assignments', async () => {
    const { db } = admin();
    expect((await db.doc(`members/${SAM}/notes/demo-note-1`).get()).data()).toMatchObject({ authorId: 'demo-admin', authorName: 'Alex Morgan' });
    expect((await db.collection('responses/demoresponse00000001/notes').get()).size).toBe(1);
    expect((await db.doc('assignments/demo-assignment-1').get()).data()).toMatchObject({ status: 'submitted', formId: 'wellbeing-check-in' });
    const due = (await db.doc('assignments/demo-assignment-2').get()).data()!;
    expect(due.dueAt.toDate().getTime()).toBeGreaterThan(due.assignedAt.toDate().getTime());
  });

  it('keep an acknowledgement made after seeding when seeding again', async () => {
    const { db } = admin();
    const path = responseReviewPath('demoresponse00000010');
    const before = (await db.doc(path).get()).data()!;
    const flags = before.flags.map((flag: { id: string }) => ({ ...flag, acknowledged: { by: 'demo-admin', byName: 'Alex Morgan', at: new Date(), note: 'Phoned Sam.' } }));
    await db.doc(path).update({ flags, open: 0, openRank: 0 });
    await seedDemoData({ projectId: PROJECT_ID });
    expect((await db.doc(path).get()).data()).toMatchObject({ open: 0, openRank: 0 });
    await db.doc(path).set(before);
  });
});
