import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { type Firestore, Timestamp, deleteDoc, doc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { HEALTH_NOTICE_VERSION } from '@model';
import { MEMBER_UID, OTHER_UID, dbAs, givenDocs, rulesSuite } from './env.ts';

// Drafts need current health-data consent, as submitResponse does: given, against the current
// notice (HEALTH_NOTICE_VERSION), not withdrawn. Without it the rules store no new draft and no
// saved answers; deleting a draft stays allowed.
const past = Timestamp.fromDate(new Date('2026-01-02T10:00:00Z'));
const given = { givenAt: past, noticeVersion: HEALTH_NOTICE_VERSION };
const withdrawn = { ...given, withdrawnAt: Timestamp.fromDate(new Date('2026-02-01T10:00:00Z')) };
const OWN_DRAFT = `responses/${MEMBER_UID}_ptsd`;

const newDraft = (overrides: Record<string, unknown> = {}) => ({
  formId: 'indian-head', formVersion: 1, memberId: MEMBER_UID, status: 'draft', submissionKey: 'Zy9xWv8uTs7rQp6oNm5l', data: { q1: 'yes' },
  createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides,
});

const suite = rulesSuite(() => ({
  'forms/ptsd': { status: 'published', currentVersion: 2, title: 'PCL-5' },
  'forms/indian-head': { status: 'published', currentVersion: 1, title: 'Indian head massage' },
  [`users/${MEMBER_UID}`]: { displayName: 'Ada', email: 'a@demo.test', consent: { healthData: withdrawn } },
  [`users/${OTHER_UID}`]: { displayName: 'Ben', email: 'b@demo.test', consent: { healthData: given } },
  [OWN_DRAFT]: { formId: 'ptsd', formVersion: 2, memberId: MEMBER_UID, status: 'draft', submissionKey: 'Ab3dEf6hIj9lMn2pQr5t', data: { pcl1: 2 }, createdAt: past, updatedAt: past },
}));

describe('responses: drafts after health-data consent is withdrawn', () => {
  it('refuses a new draft and saving answers to an open one, but lets the member delete it', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft()));
    await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3 }, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(db, OWN_DRAFT)));
  });

  it('accepts drafts from a member whose consent is current (the same writes, another member)', async () => {
    const db = dbAs(suite.env, 'other member');
    await assertSucceeds(setDoc(doc(db, `responses/${OTHER_UID}_indian-head`), newDraft({ memberId: OTHER_UID })));
  });

  it('accepts drafts again once consent is given again (withdrawnAt cleared by recordConsent)', async () => {
    await givenDocs(suite.env, { [`users/${MEMBER_UID}`]: { displayName: 'Ada', email: 'a@demo.test', consent: { healthData: { ...given, givenAt: Timestamp.now() } } } });
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft()));
    await assertSucceeds(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3 }, updatedAt: serverTimestamp() }));
  });
});

describe('responses: drafts need current consent, not merely consent never withdrawn', () => {
  const cases: Array<[string, Record<string, unknown> | null]> = [
    ['never consented', { displayName: 'Ada', email: 'a@demo.test' }],
    ['consented to an older notice', { displayName: 'Ada', email: 'a@demo.test', consent: { healthData: { givenAt: past, noticeVersion: '2025-01' } } }],
    ['a notice version without givenAt', { displayName: 'Ada', email: 'a@demo.test', consent: { healthData: { noticeVersion: HEALTH_NOTICE_VERSION } } }],
    ['no profile document', null],
  ];
  for (const [label, user] of cases) {
    it(`refuses a new draft and saved answers from a member with ${label}, and lets them delete the draft`, async () => {
      await suite.env.withSecurityRulesDisabled(async (context) => {
        const admin = context.firestore() as unknown as Firestore;
        if (user) await setDoc(doc(admin, `users/${MEMBER_UID}`), user);
        else await deleteDoc(doc(admin, `users/${MEMBER_UID}`));
      });
      const db = dbAs(suite.env, 'member');
      await assertFails(setDoc(doc(db, `responses/${MEMBER_UID}_indian-head`), newDraft()));
      await assertFails(updateDoc(doc(db, OWN_DRAFT), { data: { pcl1: 3 }, updatedAt: serverTimestamp() }));
      await assertSucceeds(deleteDoc(doc(db, OWN_DRAFT)));
    });
  }
});
