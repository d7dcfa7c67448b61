import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, ROLES, dbAs, rulesSuite } from './env.ts';

// assignments/{id}: administrators assign a published form to a member and may cancel it; the
// member reads their own; submitResponse (server) marks them submitted; nobody deletes.
const OPEN = 'assignments/open-of-member-a';
const DONE = 'assignments/done-of-member-a';
const OTHERS = 'assignments/open-of-member-b';
const past = Timestamp.fromDate(new Date('2026-02-02T10:00:00Z'));
const due = Timestamp.fromDate(new Date('2026-12-01T17:00:00Z'));
const stored = (memberId: string, status: string, extra: Record<string, unknown> = {}) => ({
  formId: 'wellbeing', memberId, assignedBy: ADMIN_UID, assignedAt: past, dueAt: due, message: 'Before our next session', status, ...extra,
});

const suite = rulesSuite(() => ({
  'forms/wellbeing': { title: 'Wellbeing', status: 'published', currentVersion: 1 },
  'forms/sketch': { title: 'Sketch', status: 'draft' },
  'forms/old': { title: 'Old', status: 'archived', currentVersion: 2 },
  [`users/${MEMBER_UID}`]: { displayName: 'A' },
  [`users/${OTHER_UID}`]: { displayName: 'B' },
  [OPEN]: stored(MEMBER_UID, 'assigned'),
  [DONE]: stored(MEMBER_UID, 'submitted', { responseId: 'Resp0nseKeyOfMemA000', submittedAt: past }),
  [OTHERS]: stored(OTHER_UID, 'assigned'),
}));

/** A new assignment as src/data/assignments.ts writes it, by the administrator. */
const fresh = (over: Record<string, unknown> = {}) => ({
  formId: 'wellbeing', memberId: MEMBER_UID, assignedBy: ADMIN_UID, assignedAt: serverTimestamp(), dueAt: null, message: '', status: 'assigned', ...over,
});
const cancel = (uid = ADMIN_UID) => ({ status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: uid });
/** The list both the member dashboard and the member record ask for. */
const listOf = (role: (typeof ROLES)[number], memberId: string) =>
  getDocs(query(collection(dbAs(suite.env, role), 'assignments'), where('memberId', '==', memberId), orderBy('assignedAt', 'desc'), limit(100)));

describe('assignments: reading', () => {
  it('lets a member read their own assignments, one by one and as a list, and nobody else\'s', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'member'), OPEN)));
    const own = await assertSucceeds(listOf('member', MEMBER_UID));
    expect(own.docs.map((d) => d.id).sort()).toEqual(['done-of-member-a', 'open-of-member-a']);
    await assertFails(getDoc(doc(dbAs(suite.env, 'member'), OTHERS)));
    await assertFails(listOf('member', OTHER_UID));
    await assertFails(getDocs(collection(dbAs(suite.env, 'member'), 'assignments')));
  });

  it('refuses visitors and other members; administrators read any member\'s', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), OPEN)));
    await assertFails(listOf('visitor', MEMBER_UID));
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), OPEN)));
    await assertFails(listOf('other member', MEMBER_UID));
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), OTHERS)));
    expect((await assertSucceeds(listOf('admin', MEMBER_UID))).size).toBe(2);
  });
});

describe('assignments: creating', () => {
  it('lets an administrator assign a published form to a member, with or without a due date and message', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(addDoc(collection(db, 'assignments'), fresh()));
    await assertSucceeds(addDoc(collection(db, 'assignments'), fresh({ dueAt: due, message: 'x'.repeat(500) })));
  });

  it('refuses members (their own included), other members and visitors', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const uid = role === 'member' ? MEMBER_UID : OTHER_UID;
      await assertFails(addDoc(collection(dbAs(suite.env, role), 'assignments'), fresh({ memberId: uid, assignedBy: uid })));
    }
  });

  it('refuses a shape the app never writes', async () => {
    const db = dbAs(suite.env, 'admin');
    const refused = [
      fresh({ status: 'submitted' }),
      fresh({ assignedBy: OTHER_UID }), // in someone else's name
      fresh({ assignedAt: past }), // not the server's time
      fresh({ formId: 'sketch' }), // never published
      fresh({ formId: 'old' }), // archived
      fresh({ formId: 'missing' }),
      fresh({ memberId: 'nobody' }), // no such member
      fresh({ message: 'x'.repeat(501) }),
      fresh({ message: 7 }),
      fresh({ dueAt: 'tomorrow' }),
      fresh({ responseId: 'Resp0nseKeyOfMemA000' }), // only submitResponse fulfils
      (({ dueAt: _dueAt, ...rest }) => rest)(fresh()), // every key is required
    ];
    for (const data of refused) await assertFails(addDoc(collection(db, 'assignments'), data));
  });
});

describe('assignments: cancelling, fulfilling, deleting', () => {
  it('lets an administrator cancel an open assignment, in their own name at the server\'s time, and nothing else', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(updateDoc(doc(db, OPEN), cancel(OTHER_UID)));
    await assertFails(updateDoc(doc(db, OPEN), { ...cancel(), cancelledAt: past }));
    await assertFails(updateDoc(doc(db, OPEN), { ...cancel(), message: 'changed' }));
    await assertFails(updateDoc(doc(db, OPEN), { status: 'submitted', responseId: 'Resp0nseKeyOfMemA000', submittedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, OPEN), cancel()));
    // a cancelled or submitted assignment stays as it is
    await assertFails(updateDoc(doc(db, OPEN), { status: 'assigned' }));
    await assertFails(updateDoc(doc(db, DONE), cancel()));
  });

  it('refuses members and visitors any change, marking their own submitted included', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(updateDoc(doc(db, OPEN), cancel(role === 'member' ? MEMBER_UID : OTHER_UID)));
      await assertFails(updateDoc(doc(db, OPEN), { status: 'submitted', responseId: 'Resp0nseKeyOfMemA000', submittedAt: serverTimestamp() }));
      await assertFails(setDoc(doc(db, OPEN), stored(MEMBER_UID, 'submitted')));
    }
  });

  it('refuses every delete, administrators included', async () => {
    for (const role of ROLES) await assertFails(deleteDoc(doc(dbAs(suite.env, role), OPEN)));
  });
});
