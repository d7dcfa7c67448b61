// mail/{id}: the outbox is the server's alone. No role reads, lists, creates, edits or deletes an
// email — administrators included (the deliveries page goes through a callable that leaves out
// bodies), and the member an email is for included (it may name a practitioner's alert list).
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MEMBER_UID, ROLES, dbAs, rulesSuite } from './env.ts';

const own = 'mail/measure-due~a1';
const suite = rulesSuite(() => ({
  [own]: {
    toUids: [MEMBER_UID], memberId: MEMBER_UID, kind: 'measure-due',
    message: { subject: 'A check-in is due', text: 'Open the app', html: '<p>Open the app</p>' },
    createdAt: new Date(), delivery: { state: 'SUCCESS', attempts: 1 },
  },
}));

describe('mail', () => {
  it.each(ROLES)('%s can neither read nor list the outbox, their own mail included', async (role) => {
    const db = dbAs(suite.env, role);
    await assertFails(getDoc(doc(db, own)));
    await assertFails(getDocs(collection(db, 'mail')));
    await assertFails(getDocs(query(collection(db, 'mail'), where('memberId', '==', MEMBER_UID))));
  });

  it.each(ROLES)('%s can neither queue, change nor delete an email', async (role) => {
    const db = dbAs(suite.env, role);
    await assertFails(setDoc(doc(db, 'mail/new'), { to: ['someone@example.com'], kind: 'security', message: { subject: 'x', text: 'x', html: 'x' }, delivery: { state: 'PENDING', attempts: 0 } }));
    await assertFails(updateDoc(doc(db, own), { 'delivery.state': 'PENDING' }));
    await assertFails(deleteDoc(doc(db, own)));
  });
});
