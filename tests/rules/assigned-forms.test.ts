import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { HEALTH_NOTICE_VERSION } from '@model';
import { MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

// A form whose audience is 'assigned' takes answers only from members it was assigned to:
// forms/{formId}/assignees/{uid}, written by the administrator beside the assignment
// (src/data/assignments.ts), is what the drafts rule reads (submitResponse checks the open
// assignment itself). Forms for everyone are untouched.
const past = Timestamp.fromDate(new Date('2026-01-02T10:00:00Z'));
const consent = { healthData: { givenAt: past, noticeVersion: HEALTH_NOTICE_VERSION } };
const FORM = 'private-check';
const draft = (memberId: string, formId = FORM, key = 'Zy9xWv8uTs7rQp6oNm5l') => ({
  formId, formVersion: 1, memberId, status: 'draft', submissionKey: key, data: { q1: 'yes' }, createdAt: serverTimestamp(), updatedAt: serverTimestamp(),
});

const suite = rulesSuite(() => ({
  [`users/${MEMBER_UID}`]: { displayName: 'Ada', consent },
  [`users/${OTHER_UID}`]: { displayName: 'Ben', consent },
  [`forms/${FORM}`]: { title: 'Private check', status: 'published', currentVersion: 1, audience: 'assigned' },
  'forms/open-check': { title: 'Open check', status: 'published', currentVersion: 1, audience: 'everyone' },
  [`forms/${FORM}/assignees/${MEMBER_UID}`]: { assignedAt: past },
  // a draft member-b started while the form was for everyone
  [`responses/${OTHER_UID}_${FORM}`]: { ...draft(OTHER_UID), createdAt: past, updatedAt: past },
}));

describe('forms for assigned members only: drafts', () => {
  it('lets the assigned member draft it, and any member draft a form for everyone', async () => {
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'member'), `responses/${MEMBER_UID}_${FORM}`), draft(MEMBER_UID)));
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'other member'), `responses/${OTHER_UID}_open-check`), draft(OTHER_UID, 'open-check')));
  });

  it('refuses a new draft and saved answers from a member it was not assigned to, who may still delete their draft', async () => {
    const db = dbAs(suite.env, 'other member');
    await assertFails(updateDoc(doc(db, `responses/${OTHER_UID}_${FORM}`), { data: { q1: 'no' }, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(db, `responses/${OTHER_UID}_${FORM}`)));
    await assertFails(setDoc(doc(db, `responses/${OTHER_UID}_${FORM}`), draft(OTHER_UID, FORM, 'Ab3dEf6hIj9lMn2pQr5t')));
  });
});

describe('forms/{formId}/assignees/{uid}', () => {
  const path = `forms/${FORM}/assignees/${OTHER_UID}`;
  it('is written by administrators only, stamped with the server time, and read by its member and administrators', async () => {
    await assertFails(setDoc(doc(dbAs(suite.env, 'other member'), path), { assignedAt: serverTimestamp() }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), path), { assignedAt: past }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), path), { assignedAt: serverTimestamp(), note: 'x' }));
    await assertSucceeds(setDoc(doc(dbAs(suite.env, 'admin'), path), { assignedAt: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(dbAs(suite.env, 'other member'), path)));
    await assertFails(getDoc(doc(dbAs(suite.env, 'member'), path)));
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'admin'), path)));
  });
});
