// enrollments, products, orders, auditLog, and anything not in the data model (the shop's rules in
// full, and the membership gate: shop.test.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

const enrollment = `enrollments/${MEMBER_UID}_c1`;
// Seeded (by the server) with 500 completed entries: the bound.
const fullEnrollment = `enrollments/${MEMBER_UID}_long`;
const earlier = Timestamp.fromDate(new Date('2026-02-01T09:00:00Z'));
const fiveHundred = Array.from({ length: 500 }, (_, i) => `ch${i}`);

const suite = rulesSuite(() => ({
  'courses/c1': { title: 'Course 1', published: true, audience: 'members' },
  'courses/c1/chapters/ch1': { title: 'One', published: true, audience: 'members' },
  'courses/c1/chapters/ch2': { title: 'Two', published: true, audience: 'members' },
  'courses/c1/chapters/ch3': { title: 'Three', published: true, audience: 'members' },
  'courses/c2/chapters/elsewhere': { title: 'Of another course', published: true, audience: 'members' },
  'courses/long/chapters/extra': { title: 'Extra', published: true, audience: 'members' },
  [enrollment]: { uid: MEMBER_UID, courseId: 'c1', source: 'order', completedChapters: ['ch1'], lastChapterId: 'ch1', updatedAt: earlier },
  [fullEnrollment]: { uid: MEMBER_UID, courseId: 'long', source: 'order', completedChapters: fiveHundred, lastChapterId: null },
  'products/membership-monthly': { title: 'Monthly membership', kind: 'membership', courseId: null, plan: 'monthly', pricePence: 1500, active: true, order: 1 },
  'orders/o1': { uid: MEMBER_UID, productId: 'membership-monthly', status: 'paid' },
  'auditLog/e1': { action: 'role.admin.grant', actorUid: 'admin-1' },
  'secrets/s1': { value: 'not in the data model' },
}));

/** A progress write as the app would send it: stamped with the server time. */
const progress = (completedChapters: unknown, lastChapterId: unknown, extra: Record<string, unknown> = {}) => ({
  completedChapters, lastChapterId, updatedAt: serverTimestamp(), ...extra,
});

describe('enrollments', () => {
  it('lets the member read their enrollment (and probe for one not there yet)', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, enrollment)));
    await assertSucceeds(getDoc(doc(db, `enrollments/${MEMBER_UID}_c2`)));
    await assertSucceeds(getDocs(query(collection(db, 'enrollments'), where('uid', '==', MEMBER_UID))));
  });

  it('lets the member complete one chapter of the course at a time, named as the last chapter', async () => {
    const ref = doc(dbAs(suite.env, 'member'), enrollment);
    await assertSucceeds(updateDoc(ref, progress(['ch1', 'ch2'], 'ch2')));
    await assertSucceeds(updateDoc(ref, progress(['ch1', 'ch2', 'ch3'], 'ch3')));
  });

  it('lets the member un-complete one chapter, and move the last chapter to any chapter of the course or to none', async () => {
    const ref = doc(dbAs(suite.env, 'member'), enrollment);
    await assertSucceeds(updateDoc(ref, progress([], 'ch1')));
    await assertSucceeds(updateDoc(ref, progress([], 'ch3')));
    await assertSucceeds(updateDoc(ref, progress([], null)));
  });

  it('refuses progress writes without the server time', async () => {
    const ref = doc(dbAs(suite.env, 'member'), enrollment);
    await assertFails(updateDoc(ref, { completedChapters: ['ch1', 'ch2'], lastChapterId: 'ch2' }));
    await assertFails(updateDoc(ref, progress(['ch1', 'ch2'], 'ch2', { updatedAt: earlier })));
    await assertFails(updateDoc(ref, progress(['ch1', 'ch2'], 'ch2', { updatedAt: Timestamp.fromDate(new Date('2099-01-01T00:00:00Z')) })));
  });

  it('refuses more than one chapter added or removed per write, and repeats', async () => {
    const ref = doc(dbAs(suite.env, 'member'), enrollment);
    await assertFails(updateDoc(ref, progress(['ch1', 'ch2', 'ch3'], 'ch3')));
    await assertFails(updateDoc(ref, progress(['ch2'], 'ch2'))); // one out, one in
    await assertFails(updateDoc(ref, progress(['ch1', 'ch1'], 'ch1')));
  });

  it('refuses an added entry that is not the last chapter, not a chapter of this course, or not an id', async () => {
    const ref = doc(dbAs(suite.env, 'member'), enrollment);
    await assertFails(updateDoc(ref, progress(['ch1', 'ch2'], 'ch1')));
    await assertFails(updateDoc(ref, progress(['ch1', 'ch2'], 'ch3')));
    await assertFails(updateDoc(ref, progress(['ch1', 'invented'], 'invented')));
    await assertFails(updateDoc(ref, progress(['ch1', 'elsewhere'], 'elsewhere')));
    await assertFails(updateDoc(ref, progress(['ch1', 'ch2/x'], 'ch2/x')));
    await assertFails(updateDoc(ref, progress(['ch1', 7], 7)));
    await assertFails(updateDoc(ref, progress(['ch1', null], null)));
    await assertFails(updateDoc(ref, progress(['ch1', 'x'.repeat(2000)], 'x'.repeat(2000))));
  });

  it('refuses a last chapter that is not a chapter of this course', async () => {
    const ref = doc(dbAs(suite.env, 'member'), enrollment);
    await assertFails(updateDoc(ref, progress(['ch1'], 'invented')));
    await assertFails(updateDoc(ref, progress(['ch1'], 'elsewhere')));
    await assertFails(updateDoc(ref, progress(['ch1'], 42)));
  });

  it('holds at most 500 completed chapters', async () => {
    const ref = doc(dbAs(suite.env, 'member'), fullEnrollment);
    await assertFails(updateDoc(ref, progress([...fiveHundred, 'extra'], 'extra')));
    await assertSucceeds(updateDoc(ref, progress(fiveHundred.slice(1), null)));
  });

  it('lets the member record progress and nothing else', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(updateDoc(doc(db, enrollment), { courseId: 'c2', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, enrollment), { source: 'gift', updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, enrollment), progress('all', 'ch1')));
    await assertFails(updateDoc(doc(db, enrollment), progress(['ch1'], 'ch1', { note: 'hi' })));
  });

  it('refuses enrolling from a client, even an administrator', async () => {
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), `enrollments/${MEMBER_UID}_c2`), { uid: MEMBER_UID, courseId: 'c2', completedChapters: [] }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), `enrollments/${MEMBER_UID}_c2`), { uid: MEMBER_UID, courseId: 'c2', completedChapters: [] }));
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'member'), enrollment)));
  });

  it('hides it from another member and visitors, who cannot record progress on it; administrators read it', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), enrollment)));
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), `enrollments/${MEMBER_UID}_c2`)));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'other member'), enrollment), progress(['ch1', 'ch2'], 'ch2')));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), enrollment)));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'visitor'), enrollment), progress(['ch1', 'ch2'], 'ch2')));
    await assertSucceeds(getDocs(collection(dbAs(suite.env, 'admin'), 'enrollments')));
    // Progress is the member's own record: an administrator does not write it from the app.
    await assertFails(updateDoc(doc(dbAs(suite.env, 'admin'), enrollment), progress(['ch1', 'ch2'], 'ch2')));
  });
});

describe('products', () => {
  it('are readable by everyone and written by administrators only', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      await assertSucceeds(getDocs(collection(dbAs(suite.env, role), 'products')));
    }
    await assertFails(setDoc(doc(dbAs(suite.env, 'visitor'), 'products/p2'), { title: 'x' }));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'member'), 'products/membership-monthly'), { pricePence: 1 }));
    await assertSucceeds(updateDoc(doc(dbAs(suite.env, 'admin'), 'products/membership-monthly'), { pricePence: 1600 }));
    // the shape each product must have, and the gate around members-only content: shop.test.ts
  });
});

describe('orders', () => {
  it('are read by their buyer and administrators only', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'member'), 'orders/o1')));
    await assertSucceeds(getDocs(query(collection(dbAs(suite.env, 'member'), 'orders'), where('uid', '==', MEMBER_UID))));
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), 'orders/o1')));
    await assertFails(getDocs(query(collection(dbAs(suite.env, 'other member'), 'orders'), where('uid', '==', MEMBER_UID))));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), 'orders/o1')));
    await assertSucceeds(getDocs(collection(dbAs(suite.env, 'admin'), 'orders')));
  });
  it('are written by the checkout function only', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      const uid = role === 'other member' ? OTHER_UID : MEMBER_UID;
      await assertFails(setDoc(doc(dbAs(suite.env, role), 'orders/o2'), { uid, productId: 'membership-monthly', status: 'paid' }));
      await assertFails(updateDoc(doc(dbAs(suite.env, role), 'orders/o1'), { status: 'refunded' }));
    }
  });
});

describe('auditLog', () => {
  it('is read by administrators only and written by no client', async () => {
    await assertSucceeds(getDocs(collection(dbAs(suite.env, 'admin'), 'auditLog')));
    for (const role of ['visitor', 'member', 'other member'] as const) {
      await assertFails(getDoc(doc(dbAs(suite.env, role), 'auditLog/e1')));
    }
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      await assertFails(setDoc(doc(dbAs(suite.env, role), 'auditLog/e2'), { action: 'forged' }));
      await assertFails(deleteDoc(doc(dbAs(suite.env, role), 'auditLog/e1')));
    }
  });
});

describe('collections outside the data model', () => {
  it('are denied to everyone', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      await assertFails(getDoc(doc(dbAs(suite.env, role), 'secrets/s1')));
      await assertFails(setDoc(doc(dbAs(suite.env, role), 'secrets/s2'), { value: 1 }));
    }
  });
});
