import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, deleteField, doc, getDoc, getDocs, limit, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { HEALTH_NOTICE_VERSION } from '@model';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

const memberPath = `users/${MEMBER_UID}`;
const past = Timestamp.fromDate(new Date('2026-02-01T10:00:00Z'));
const consentGiven = { givenAt: past, noticeVersion: HEALTH_NOTICE_VERSION };

// What the server (recordConsent, submitResponse, membership functions) has written for member A.
const suite = rulesSuite(() => ({
  [memberPath]: {
    displayName: 'Member A', email: 'a@demo.test', createdAt: past,
    consent: { healthData: consentGiven },
    onboarding: { healthConsentAt: past },
    membership: { plan: 'monthly', status: 'active' },
  },
  [`users/${OTHER_UID}`]: { displayName: 'Member B', email: 'b@demo.test', createdAt: past },
  // an administrator's profile, marked by the server (setAdmin, the seed) beside the claim
  [`users/${ADMIN_UID}`]: { displayName: 'Admin', email: 'admin@demo.test', createdAt: past, role: 'admin' },
}));

const member = () => dbAs(suite.env, 'member');
const memberDoc = () => doc(member(), memberPath);

describe('users/{uid}: reading', () => {
  it('lets the member read their own document', async () => {
    await assertSucceeds(getDoc(memberDoc()));
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

describe('users/{uid}: creating (registration)', () => {
  // What the app writes on registration: profile fields, the sign-in email, the server's clock.
  const profile = () => ({ displayName: 'New Member', email: 'a@demo.test', createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  const create = (data: Record<string, unknown>) => setDoc(memberDoc(), data);

  it('lets a new member create their own profile', async () => {
    await suite.env.clearFirestore();
    await assertSucceeds(create(profile()));
  });
  it('lets the member record their own marketing and analytics choices', async () => {
    await suite.env.clearFirestore();
    await assertSucceeds(create({ ...profile(), consent: { marketing: false, analytics: true } }));
  });
  it('refuses a marketing or analytics choice that is not true or false', async () => {
    await suite.env.clearFirestore();
    await assertFails(create({ ...profile(), consent: { marketing: 'yes' } }));
    await assertFails(create({ ...profile(), consent: { analytics: { givenAt: past } } }));
  });
  it('refuses health-data consent from the client, even stamped with the server time and the current notice', async () => {
    await suite.env.clearFirestore();
    await assertFails(create({ ...profile(), consent: { healthData: { givenAt: serverTimestamp(), noticeVersion: HEALTH_NOTICE_VERSION } } }));
    await assertFails(create({ ...profile(), consent: { healthData: consentGiven } })); // backdated
  });
  it('refuses any onboarding: an invented initial assessment, a consent step, or an empty map', async () => {
    await suite.env.clearFirestore();
    await assertFails(create({ ...profile(), onboarding: { initialAssessmentAt: serverTimestamp() } }));
    await assertFails(create({ ...profile(), onboarding: { healthConsentAt: serverTimestamp() } }));
    await assertFails(create({ ...profile(), onboarding: {} }));
  });
  it('refuses an email other than the one the member signs in with', async () => {
    await suite.env.clearFirestore();
    await assertFails(create({ ...profile(), email: 'b@demo.test' }));
    await assertFails(create({ ...profile(), email: 'A@demo.test ' }));
  });
  it('refuses a createdAt or updatedAt that is not the server time, and a missing createdAt', async () => {
    await suite.env.clearFirestore();
    await assertFails(create({ ...profile(), createdAt: past }));
    await assertFails(create({ ...profile(), updatedAt: past }));
    const { createdAt: _createdAt, ...withoutCreatedAt } = profile();
    await assertFails(create(withoutCreatedAt));
  });
  it('refuses oversize and mistyped text', async () => {
    await suite.env.clearFirestore();
    await assertSucceeds(create({ ...profile(), displayName: 'x'.repeat(120), phone: '0'.repeat(40) }));
    await suite.env.clearFirestore();
    await assertFails(create({ ...profile(), displayName: 'x'.repeat(121) }));
    await assertFails(create({ ...profile(), phone: '0'.repeat(41) }));
    await assertFails(create({ ...profile(), displayName: 42 }));
  });
  it('refuses a profile that gives itself a membership, a role or an admin flag', async () => {
    await suite.env.clearFirestore();
    await assertFails(create({ ...profile(), membership: { plan: 'annual', status: 'active' } }));
    await assertFails(create({ ...profile(), role: 'admin' }));
    await assertFails(create({ ...profile(), admin: true }));
  });
  it("refuses creating someone else's profile, as a visitor, another member or an administrator", async () => {
    await suite.env.clearFirestore();
    await assertFails(setDoc(doc(dbAs(suite.env, 'visitor'), memberPath), profile()));
    await assertFails(setDoc(doc(dbAs(suite.env, 'other member'), memberPath), { ...profile(), email: 'b@demo.test' }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), memberPath), { ...profile(), email: 'admin@demo.test' }));
  });
});

describe('users/{uid}: updating', () => {
  const stamped = (change: Record<string, unknown>) => updateDoc(memberDoc(), { ...change, updatedAt: serverTimestamp() });

  it('lets the member change their name, phone and own choices, stamped with the server time', async () => {
    await assertSucceeds(stamped({ displayName: 'Member A.', phone: '07700 900123' }));
    await assertSucceeds(stamped({ 'consent.marketing': true }));
    const saved = (await getDoc(memberDoc())).data()!;
    expect(saved).toMatchObject({ displayName: 'Member A.', consent: { healthData: consentGiven, marketing: true }, membership: { plan: 'monthly' } });
  });
  it('refuses an update without updatedAt, or with one that is not the server time', async () => {
    await assertFails(updateDoc(memberDoc(), { displayName: 'Member A.' }));
    await assertFails(updateDoc(memberDoc(), { displayName: 'Member A.', updatedAt: past }));
  });
  it('refuses changing createdAt, even to the server time', async () => {
    await assertFails(stamped({ createdAt: serverTimestamp() }));
    await assertFails(stamped({ createdAt: Timestamp.fromDate(new Date('2020-01-01T00:00:00Z')) }));
  });
  it('refuses the member marking onboarding done: inventing initialAssessmentAt, or rewriting the consent step', async () => {
    await assertFails(stamped({ 'onboarding.initialAssessmentAt': serverTimestamp() }));
    await assertFails(stamped({ 'onboarding.initialAssessmentAt': past }));
    await assertFails(stamped({ 'onboarding.healthConsentAt': serverTimestamp() }));
    await assertFails(stamped({ onboarding: deleteField() }));
  });
  it('refuses the member backdating, renewing, withdrawing or removing health-data consent (the server records it)', async () => {
    await assertFails(stamped({ 'consent.healthData.givenAt': Timestamp.fromDate(new Date('2025-01-01T00:00:00Z')) }));
    await assertFails(stamped({ 'consent.healthData.givenAt': serverTimestamp() }));
    await assertFails(stamped({ 'consent.healthData.noticeVersion': '2099-01' }));
    await assertFails(stamped({ 'consent.healthData.withdrawnAt': serverTimestamp() }));
    await assertFails(stamped({ 'consent.healthData': deleteField() }));
    await assertFails(stamped({ consent: { marketing: true } })); // replacing the map drops healthData
  });
  it('refuses health-data consent to a member who has none yet', async () => {
    const other = dbAs(suite.env, 'other member');
    const otherDoc = doc(other, `users/${OTHER_UID}`);
    await assertFails(updateDoc(otherDoc, { consent: { healthData: { givenAt: serverTimestamp(), noticeVersion: HEALTH_NOTICE_VERSION } }, updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(otherDoc, { displayName: 'Member B.', updatedAt: serverTimestamp() }));
  });
  it('refuses a profile write that would replace the whole document (dropping the server\'s fields)', async () => {
    await assertFails(setDoc(memberDoc(), { displayName: 'Member A', email: 'a@demo.test', createdAt: past, updatedAt: serverTimestamp() }));
  });
  it('keeps the email the sign-in email', async () => {
    await assertFails(stamped({ email: 'someone@else.test' }));
    await assertSucceeds(stamped({ email: 'a@demo.test', displayName: 'Member A' })); // unchanged email is fine
  });
  it('refuses oversize text', async () => {
    await assertFails(stamped({ displayName: 'x'.repeat(121) }));
    await assertFails(stamped({ phone: '0'.repeat(41) }));
    await assertFails(stamped({ phone: 7700900123 }));
  });
  it('refuses the member changing membership, role or admin', async () => {
    await assertFails(stamped({ 'membership.plan': 'annual' }));
    await assertFails(stamped({ role: 'admin' }));
    await assertFails(stamped({ admin: true }));
  });
  it('refuses visitors, other members and administrators', async () => {
    const change = { displayName: 'x', updatedAt: serverTimestamp() };
    await assertFails(updateDoc(doc(dbAs(suite.env, 'visitor'), memberPath), change));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'other member'), memberPath), change));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'admin'), memberPath), change));
  });
  it('refuses an administrator unmarking or re-marking their own role (only the server writes it)', async () => {
    const own = doc(dbAs(suite.env, 'admin'), `users/${ADMIN_UID}`);
    await assertFails(updateDoc(own, { role: deleteField(), updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(own, { role: 'member', updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(own, { displayName: 'Alex', updatedAt: serverTimestamp() }));
  });
  it("lets administrators list the administrators' profiles (the onboarding count leaves them out); nobody else", async () => {
    const admins = (role: 'visitor' | 'member' | 'other member' | 'admin') => getDocs(query(collection(dbAs(suite.env, role), 'users'), where('role', '==', 'admin'), limit(50)));
    expect((await assertSucceeds(admins('admin'))).docs.map((d) => d.id)).toEqual([ADMIN_UID]);
    for (const role of ['visitor', 'member', 'other member'] as const) await assertFails(admins(role));
  });
  it('refuses deleting the document, even to its owner', async () => {
    await assertFails(deleteDoc(memberDoc()));
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'admin'), memberPath)));
  });
  it('does not treat a member with an admin uid but no claim as an administrator', async () => {
    const pretender = suite.env.authenticatedContext(ADMIN_UID).firestore();
    await assertFails(getDoc(doc(pretender as never, memberPath)));
  });
});
