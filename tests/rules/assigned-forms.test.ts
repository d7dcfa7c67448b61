import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { HEALTH_NOTICE_VERSION } from '@model';
import { MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

// A form whose audience is 'assigned' is read and answered only by members it was assigned to:
// forms/{formId}/assignees/{uid}, written by the administrator beside the assignment
// (src/data/assignments.ts), is what the forms, versions and drafts rules read (submitResponse
// checks the open assignment itself). Forms for everyone are untouched.
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
  [`forms/${FORM}/versions/1`]: { definition: { id: FORM, version: 1, title: 'Private check', schema: {} } },
  'forms/open-check/versions/1': { definition: { id: 'open-check', version: 1, title: 'Open check', schema: {} } },
  // published before audiences: read as for everyone
  'forms/older-check': { title: 'Older check', status: 'published', currentVersion: 1 },
  // an assigned form archived after member-a answered it
  'forms/closed-check': { title: 'Closed check', status: 'archived', currentVersion: 1, audience: 'assigned' },
  'forms/closed-check/versions/1': { definition: { id: 'closed-check', version: 1, title: 'Closed check', schema: {} } },
  [`forms/closed-check/assignees/${MEMBER_UID}`]: { assignedAt: past },
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

describe('forms for assigned members only: reading the form and its versions', () => {
  const published = (db: ReturnType<typeof dbAs>) => query(collection(db, 'forms'), where('status', '==', 'published'));
  const forEveryone = (db: ReturnType<typeof dbAs>) => query(collection(db, 'forms'), where('status', '==', 'published'), where('audience', '==', 'everyone'));

  it('lets the assigned member read the form and its versions, one by one and as a list', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, `forms/${FORM}`)));
    await assertSucceeds(getDoc(doc(db, `forms/${FORM}/versions/1`)));
    await assertSucceeds(getDocs(collection(db, `forms/${FORM}/versions`)));
    // an archived one's versions too: their past answers are shown with them
    await assertSucceeds(getDoc(doc(db, 'forms/closed-check/versions/1')));
  });

  it('refuses the form and its versions to a member it was not assigned to', async () => {
    const db = dbAs(suite.env, 'other member');
    await assertFails(getDoc(doc(db, `forms/${FORM}`)));
    await assertFails(getDoc(doc(db, `forms/${FORM}/versions/1`)));
    await assertFails(getDocs(collection(db, `forms/${FORM}/versions`)));
    await assertFails(getDoc(doc(db, 'forms/closed-check/versions/1')));
  });

  it('refuses a member a list of forms not limited to published forms for everyone; that list holds no assigned form', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(getDocs(published(db)));
      const listed = await assertSucceeds(getDocs(forEveryone(db)));
      expect(listed.docs.map((d) => d.id)).toEqual(['open-check']);
    }
  });

  it('leaves forms for everyone (a form stored without an audience included) to every member', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, 'forms/open-check')));
      await assertSucceeds(getDoc(doc(db, 'forms/open-check/versions/1')));
      await assertSucceeds(getDoc(doc(db, 'forms/older-check')));
    }
  });

  it('refuses a visitor every form, list and version; administrators read them all', async () => {
    const visitor = dbAs(suite.env, 'visitor');
    for (const path of [`forms/${FORM}`, 'forms/open-check', `forms/${FORM}/versions/1`, 'forms/open-check/versions/1']) await assertFails(getDoc(doc(visitor, path)));
    await assertFails(getDocs(forEveryone(visitor)));
    const admin = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(admin, `forms/${FORM}`)));
    await assertSucceeds(getDoc(doc(admin, `forms/${FORM}/versions/1`)));
    expect((await assertSucceeds(getDocs(published(admin)))).docs.map((d) => d.id).sort()).toEqual(['older-check', 'open-check', FORM].sort());
  });
});
