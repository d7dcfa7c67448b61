// enrollments, products, orders, auditLog, and anything not in the data model.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

const enrollment = `enrollments/${MEMBER_UID}_c1`;

const suite = rulesSuite(() => ({
  [enrollment]: { uid: MEMBER_UID, courseId: 'c1', source: 'order', completedChapters: [], lastChapterId: null },
  'products/membership-monthly': { title: 'Monthly membership', priceGBP: 1500 },
  'orders/o1': { uid: MEMBER_UID, productId: 'membership-monthly', status: 'paid' },
  'auditLog/e1': { action: 'role.admin.grant', actorUid: 'admin-1' },
  'secrets/s1': { value: 'not in the data model' },
}));

describe('enrollments', () => {
  it('lets the member read their enrollment (and probe for one not there yet)', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, enrollment)));
    await assertSucceeds(getDoc(doc(db, `enrollments/${MEMBER_UID}_c2`)));
    await assertSucceeds(getDocs(query(collection(db, 'enrollments'), where('uid', '==', MEMBER_UID))));
  });
  it('lets the member record progress and nothing else', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(updateDoc(doc(db, enrollment), { completedChapters: ['ch1'], lastChapterId: 'ch1' }));
    await assertFails(updateDoc(doc(db, enrollment), { courseId: 'c2' }));
    await assertFails(updateDoc(doc(db, enrollment), { source: 'gift' }));
    await assertFails(updateDoc(doc(db, enrollment), { completedChapters: 'all' }));
  });
  it('refuses enrolling from a client, even an administrator', async () => {
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), `enrollments/${MEMBER_UID}_c2`), { uid: MEMBER_UID, courseId: 'c2', completedChapters: [] }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), `enrollments/${MEMBER_UID}_c2`), { uid: MEMBER_UID, courseId: 'c2', completedChapters: [] }));
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'member'), enrollment)));
  });
  it('hides it from another member and visitors; administrators read it', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), enrollment)));
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), `enrollments/${MEMBER_UID}_c2`)));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'other member'), enrollment), { completedChapters: ['x'] }));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), enrollment)));
    await assertSucceeds(getDocs(collection(dbAs(suite.env, 'admin'), 'enrollments')));
  });
});

describe('products', () => {
  it('are readable by everyone and written by administrators only', async () => {
    for (const role of ['visitor', 'member', 'other member', 'admin'] as const) {
      await assertSucceeds(getDocs(collection(dbAs(suite.env, role), 'products')));
    }
    await assertFails(setDoc(doc(dbAs(suite.env, 'visitor'), 'products/p2'), { title: 'x' }));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'member'), 'products/membership-monthly'), { priceGBP: 1 }));
    await assertSucceeds(updateDoc(doc(dbAs(suite.env, 'admin'), 'products/membership-monthly'), { priceGBP: 1600 }));
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
