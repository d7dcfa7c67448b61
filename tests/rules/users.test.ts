import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

const memberPath = `users/${MEMBER_UID}`;
const now = Timestamp.fromDate(new Date('2026-02-01T10:00:00Z'));

const suite = rulesSuite(() => ({
  [memberPath]: { displayName: 'Member A', email: 'a@demo.test', membership: { plan: 'monthly', status: 'active' } },
  [`users/${OTHER_UID}`]: { displayName: 'Member B', email: 'b@demo.test' },
}));

describe('users/{uid}: reading', () => {
  it('lets the member read their own document', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'member'), memberPath)));
  });
  it('refuses a visitor', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), memberPath)));
  });
  it('refuses another member', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), memberPath)));
  });
  it('lets an administrator read any member', async () => {
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'admin'), memberPath)));
  });
});

describe('users/{uid}: creating', () => {
  const profile = {
    displayName: 'New Member', email: 'new@demo.test', createdAt: serverTimestamp(),
    consent: { healthData: { givenAt: now, noticeVersion: '2026-01' } },
    onboarding: { healthConsentAt: now },
  };
  it('lets a new member create their own profile with consent and onboarding', async () => {
    await suite.env.clearFirestore();
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'member'), memberPath), profile));
  });
  it('refuses a profile that gives itself a membership', async () => {
    await suite.env.clearFirestore();
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), memberPath), { ...profile, membership: { plan: 'annual', status: 'active' } }));
  });
  it('refuses a profile that gives itself a role or admin flag', async () => {
    await suite.env.clearFirestore();
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), memberPath), { ...profile, role: 'admin' }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), memberPath), { ...profile, admin: true }));
  });
  it('refuses unexpected onboarding keys and wrong types', async () => {
    await suite.env.clearFirestore();
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), memberPath), { ...profile, onboarding: { healthConsentAt: now, skipped: true } }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'member'), memberPath), { ...profile, displayName: 42 }));
  });
  it('refuses creating someone else\'s profile, as a visitor, member or administrator', async () => {
    await suite.env.clearFirestore();
    await assertFails(setDoc(doc(dbAs(suite.env, 'visitor'), memberPath), profile));
    await assertFails(setDoc(doc(dbAs(suite.env, 'other member'), memberPath), profile));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), memberPath), profile));
  });
});

describe('users/{uid}: updating', () => {
  it('lets the member change profile, consent and onboarding, keeping the membership untouched', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(updateDoc(doc(db, memberPath), { displayName: 'Member A.', phone: '07700 900123' }));
    await assertSucceeds(updateDoc(doc(db, memberPath), { consent: { healthData: { givenAt: now, noticeVersion: '2026-01' } } }));
    await assertSucceeds(updateDoc(doc(db, memberPath), { 'onboarding.healthConsentAt': now }));
  });
  it('refuses the member changing membership, role or admin', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(updateDoc(doc(db, memberPath), { 'membership.plan': 'annual' }));
    await assertFails(updateDoc(doc(db, memberPath), { role: 'admin' }));
    await assertFails(updateDoc(doc(db, memberPath), { admin: true }));
  });
  it('refuses visitors, other members and administrators', async () => {
    await assertFails(updateDoc(doc(dbAs(suite.env, 'visitor'), memberPath), { displayName: 'x' }));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'other member'), memberPath), { displayName: 'x' }));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'admin'), memberPath), { displayName: 'x' }));
  });
  it('refuses deleting the document, even to its owner', async () => {
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'member'), memberPath)));
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'admin'), memberPath)));
  });
  it('does not treat a member with an admin uid but no claim as an administrator', async () => {
    const pretender = suite.env.authenticatedContext(ADMIN_UID).firestore();
    await assertFails(getDoc(doc(pretender as never, memberPath)));
  });
});
