import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  collectionGroup,
  doc,
  documentId,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, dbAs, rulesSuite, type Role } from './env.ts';

// The responses-per-form page (src/data/form-responses.ts): its queries, as it asks them, per role.
// Administrators list a form's submitted responses (filtered, sorted, paged with cursors), the
// review documents of a form for the flagged filter (collection group), and members' names.
const FORM = 'fr-rules-form';
const at = (day: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 4, day, 9)));
const key = (n: number) => `FrRulesKey${String(n).padStart(10, '0')}`;

function submitted(n: number, memberId: string, total: number, band: string, version = 1) {
  return {
    formId: FORM, formVersion: version, memberId, status: 'submitted', data: { q1: total }, flags: [], scoringVersion: '1',
    scores: { phq9: { title: 'PHQ-9', total, band, bandLabel: band, complete: true } }, submittedAt: at(n),
  };
}

function review(n: number, memberId: string, severity: 'urgent' | 'info' | null, acknowledged = false, version = 1) {
  const flags = severity ? [{ id: 'f', severity, message: 'm', fields: [], acknowledged: acknowledged ? { by: ADMIN_UID, byName: 'A', at: at(n), note: 'done' } : null }] : [];
  const rank = severity && !acknowledged ? (severity === 'urgent' ? 3 : 1) : 0;
  return { memberId, formId: FORM, formVersion: version, submittedAt: at(n), flags, open: rank > 0 ? 1 : 0, topSeverity: severity, openRank: rank };
}

const suite = rulesSuite(() => ({
  [`users/${MEMBER_UID}`]: { displayName: 'Ada', email: 'a@demo.test' },
  [`users/${OTHER_UID}`]: { displayName: '', email: 'b@demo.test' },
  [`responses/${key(1)}`]: submitted(1, MEMBER_UID, 3, 'minimal'),
  [`responses/${key(1)}/review/flags`]: review(1, MEMBER_UID, null),
  [`responses/${key(2)}`]: submitted(2, OTHER_UID, 21, 'severe'),
  [`responses/${key(2)}/review/flags`]: review(2, OTHER_UID, 'urgent'),
  [`responses/${key(3)}`]: submitted(3, MEMBER_UID, 12, 'moderate', 2),
  [`responses/${key(3)}/review/flags`]: review(3, MEMBER_UID, 'info', true, 2),
  // a draft and another form's response never show
  [`responses/${MEMBER_UID}_${FORM}`]: { formId: FORM, formVersion: 2, memberId: MEMBER_UID, status: 'draft', data: {}, submissionKey: key(9) },
  [`responses/${key(4)}`]: { ...submitted(4, OTHER_UID, 5, 'mild'), formId: 'another-form' },
}));

const responses = (db: Firestore) => collection(db, 'responses');
const ids = (snap: { docs: { id: string }[] }) => snap.docs.map((d) => d.id);
const reviewIds = (snap: { docs: { ref: { parent: { parent: { id: string } | null } } }[] }) => snap.docs.map((d) => d.ref.parent.parent!.id);

describe('responses per form: administrators', () => {
  it('list a form\'s submitted responses newest first, a page at a time with a cursor, and count them', async () => {
    const db = dbAs(suite.env, 'admin');
    const base = [where('formId', '==', FORM), where('status', '==', 'submitted')];
    const first = await assertSucceeds(getDocs(query(responses(db), ...base, orderBy('submittedAt', 'desc'), limit(2))));
    expect(ids(first)).toEqual([key(3), key(2)]);
    const next = await getDocs(query(responses(db), ...base, orderBy('submittedAt', 'desc'), startAfter(first.docs[1]!), limit(2)));
    expect(ids(next)).toEqual([key(1)]);
    expect((await getCountFromServer(query(responses(db), ...base))).data().count).toBe(3);
  });

  it('filter by version, date range and band, and sort by a scale total', async () => {
    const db = dbAs(suite.env, 'admin');
    const base = [where('formId', '==', FORM), where('status', '==', 'submitted')];
    expect(ids(await getDocs(query(responses(db), ...base, where('formVersion', '==', 1), orderBy('submittedAt', 'asc'))))).toEqual([key(1), key(2)]);
    const range = [where('submittedAt', '>=', at(2).toDate()), where('submittedAt', '<', at(3).toDate())];
    expect(ids(await getDocs(query(responses(db), ...base, ...range, orderBy('submittedAt', 'desc'))))).toEqual([key(2)]);
    expect(ids(await getDocs(query(responses(db), ...base, where('scores.phq9.band', '==', 'moderate'), orderBy('submittedAt', 'desc'))))).toEqual([key(3)]);
    const byTotal = await getDocs(query(responses(db), ...base, orderBy('scores.phq9.total', 'desc'), orderBy('submittedAt', 'desc')));
    expect(ids(byTotal)).toEqual([key(2), key(3), key(1)]);
  });

  it('list the review documents of a form for the flagged filter (reviewer-only flags count), then read those responses and the members\' names', async () => {
    const db = dbAs(suite.env, 'admin');
    const flagged = await assertSucceeds(
      getDocs(query(collectionGroup(db, 'review'), where('formId', '==', FORM), where('topSeverity', 'in', ['urgent', 'warning', 'info']), orderBy('submittedAt', 'desc'))),
    );
    expect(reviewIds(flagged)).toEqual([key(3), key(2)]);
    const open = await getDocs(query(collectionGroup(db, 'review'), where('formId', '==', FORM), where('openRank', 'in', [1, 2, 3]), orderBy('submittedAt', 'desc')));
    expect(reviewIds(open)).toEqual([key(2)]);
    const byId = await assertSucceeds(getDocs(query(responses(db), where(documentId(), 'in', reviewIds(flagged)))));
    expect(ids(byId).sort()).toEqual([key(2), key(3)]);
    // a page's review documents, each read by its path
    const direct = await assertSucceeds(getDoc(doc(db, `responses/${key(2)}/review/flags`)));
    expect(direct.get('topSeverity')).toBe('urgent');
    // an export batch's: one range query on the review group (form, version when filtered, submittedAt span)
    const span = [where('submittedAt', '>=', at(1).toDate()), where('submittedAt', '<=', at(3).toDate())];
    const batch = await assertSucceeds(getDocs(query(collectionGroup(db, 'review'), where('formId', '==', FORM), ...span, limit(6))));
    expect(reviewIds(batch)).toEqual([key(1), key(2), key(3)]);
    const batchV1 = await assertSucceeds(getDocs(query(collectionGroup(db, 'review'), where('formId', '==', FORM), where('formVersion', '==', 1), ...span, limit(4))));
    expect(reviewIds(batchV1)).toEqual([key(1), key(2)]);
    const names = await assertSucceeds(getDocs(query(collection(db, 'users'), where(documentId(), 'in', [MEMBER_UID, OTHER_UID]))));
    expect(names.docs.map((d) => d.get('email'))).toHaveLength(2);
  });
});

describe('responses per form: everyone else', () => {
  it('refuses visitors and members the form\'s responses, its review documents and members\' names', async () => {
    for (const role of ['visitor', 'member', 'other member'] as Role[]) {
      const db = dbAs(suite.env, role);
      await assertFails(getDocs(query(responses(db), where('formId', '==', FORM), where('status', '==', 'submitted'), orderBy('submittedAt', 'desc'))));
      await assertFails(getCountFromServer(query(responses(db), where('formId', '==', FORM), where('status', '==', 'submitted'))));
      await assertFails(getDocs(query(collectionGroup(db, 'review'), where('formId', '==', FORM), where('topSeverity', 'in', ['urgent', 'warning', 'info']))));
      await assertFails(getDocs(query(collection(db, 'users'), where(documentId(), 'in', [MEMBER_UID, OTHER_UID]))));
      // the rows' review documents: by path (their own member's too) and by the export's range query
      await assertFails(getDoc(doc(db, `responses/${key(1)}/review/flags`)));
      await assertFails(getDocs(query(collectionGroup(db, 'review'), where('formId', '==', FORM), where('submittedAt', '>=', at(1).toDate()), where('submittedAt', '<=', at(3).toDate()), limit(6))));
    }
  });
});
