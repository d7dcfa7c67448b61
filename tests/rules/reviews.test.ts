import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collectionGroup, count, deleteDoc, doc, getAggregateFromServer, getDoc, getDocs, limit, orderBy, query, setDoc, sum, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MEMBER_UID, OTHER_UID, ROLES, dbAs, rulesSuite } from './env.ts';

// responses/{id}/review/flags: the reviewer's side of a submitted response (administrators only),
// read one by one (the member record) and all at once (the triage queue's collection-group query).
const KEY = 'Rev1ewedKeyOfMemA000';
const OTHER_KEY = 'Rev1ewedKeyOfMemB000';
const REVIEW = `responses/${KEY}/review/flags`;
const past = Timestamp.fromDate(new Date('2026-02-02T10:00:00Z'));
const review = (memberId: string, openRank: number) => ({
  memberId, formId: 'initial-assessment', formVersion: 1, submittedAt: past,
  flags: [{ id: 'phq9-item9', severity: 'urgent', message: 'Item 9 answered above 0', fields: ['phq9_9'], acknowledged: null }],
  open: openRank > 0 ? 1 : 0, topSeverity: 'urgent', openRank,
});
const submitted = (memberId: string) => ({ formId: 'initial-assessment', formVersion: 1, memberId, status: 'submitted', data: {}, scores: {}, flags: [], submittedAt: past });

const suite = rulesSuite(() => ({
  [`responses/${KEY}`]: submitted(MEMBER_UID),
  [REVIEW]: review(MEMBER_UID, 3),
  [`responses/${OTHER_KEY}`]: submitted(OTHER_UID),
  [`responses/${OTHER_KEY}/review/flags`]: review(OTHER_UID, 0),
}));

/** The triage queue's query, as src/data/reviews.ts asks it. */
const triageQuery = (role: (typeof ROLES)[number]) =>
  query(collectionGroup(dbAs(suite.env, role), 'review'), where('openRank', '>', 0), orderBy('openRank', 'desc'), orderBy('submittedAt', 'asc'), limit(25));

describe('review/flags: reading', () => {
  it('lets administrators read one response\'s flags and the triage queue across all responses', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), REVIEW)));
    const queue = await assertSucceeds(getDocs(triageQuery('admin')));
    expect(queue.docs.map((d) => d.ref.parent.parent?.id)).toEqual([KEY]);
  });
  it('refuses visitors, the member the flags are about and other members, one by one or all at once', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      await assertFails(getDoc(doc(dbAs(suite.env, role), REVIEW)));
      await assertFails(getDocs(triageQuery(role)));
      // even asking only for their own responses' flags
      await assertFails(getDocs(query(collectionGroup(dbAs(suite.env, role), 'review'), where('memberId', '==', role === 'member' ? MEMBER_UID : OTHER_UID))));
    }
  });
});

/** The admin navigation's open-flag count, as src/data/reviews.ts asks it: one aggregate over the triage query. */
const openFlagCount = (role: (typeof ROLES)[number]) =>
  getAggregateFromServer(query(collectionGroup(dbAs(suite.env, role), 'review'), where('openRank', '>', 0), orderBy('openRank', 'desc'), orderBy('submittedAt', 'asc')), {
    responses: count(),
    flags: sum('open'),
  });

describe('review/flags: the navigation\'s count', () => {
  it('answers administrators with the responses and the open flags, reading no flag document', async () => {
    const answer = await assertSucceeds(openFlagCount('admin'));
    expect(answer.data()).toEqual({ responses: 1, flags: 1 });
  });
  it('refuses visitors and members', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) await assertFails(openFlagCount(role));
  });
});

describe('review/flags: writing', () => {
  it('refuses every client write, administrators included (acknowledgeFlag and submitResponse write them)', async () => {
    for (const role of ROLES) {
      const db = dbAs(suite.env, role);
      await assertFails(updateDoc(doc(db, REVIEW), { open: 0, openRank: 0 }));
      await assertFails(setDoc(doc(db, `responses/${OTHER_KEY}/review/extra`), review(OTHER_UID, 1)));
      await assertFails(deleteDoc(doc(db, REVIEW)));
    }
  });
});
