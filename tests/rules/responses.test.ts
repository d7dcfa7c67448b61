import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

const draft = { formId: 'ptsd', formVersion: 1, memberId: MEMBER_UID, status: 'draft', data: { pcl1: 2 } };

const suite = rulesSuite(() => ({
  'responses/a-draft': draft,
  'responses/a-submitted': { ...draft, status: 'submitted', scores: { pcl5: { total: 40 } }, flags: [] },
  'responses/b-draft': { ...draft, memberId: OTHER_UID },
  'responses/a-submitted/notes/n1': { authorId: ADMIN_UID, text: 'Discussed at session.' },
}));

describe('responses: reading', () => {
  it('lets members read their own responses, drafts and submitted, and query them', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, 'responses/a-draft')));
    await assertSucceeds(getDoc(doc(db, 'responses/a-submitted')));
    await assertSucceeds(getDocs(query(collection(db, 'responses'), where('memberId', '==', MEMBER_UID))));
    await assertSucceeds(getDoc(doc(db, 'responses/not-there-yet')));
  });
  it('refuses another member and visitors', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'other member'), 'responses/a-draft')));
    await assertFails(getDocs(collection(dbAs(suite.env, 'other member'), 'responses')));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), 'responses/a-submitted')));
  });
  it('lets administrators read every response', async () => {
    await assertSucceeds(getDocs(collection(dbAs(suite.env, 'admin'), 'responses')));
  });
});

describe('responses: drafts', () => {
  it('lets a member create and update their own draft', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(setDoc(doc(db, 'responses/new'), { ...draft, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(doc(db, 'responses/a-draft'), { data: { pcl1: 3, pcl2: 1 }, updatedAt: serverTimestamp() }));
    await assertSucceeds(deleteDoc(doc(db, 'responses/a-draft')));
  });
  it('refuses a draft that names someone else, lacks its form, or carries scores', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(setDoc(doc(db, 'responses/x1'), { ...draft, memberId: OTHER_UID }));
    await assertFails(setDoc(doc(db, 'responses/x2'), { ...draft, formId: '' }));
    await assertFails(setDoc(doc(db, 'responses/x3'), { ...draft, formVersion: '1' }));
    await assertFails(setDoc(doc(db, 'responses/x4'), { ...draft, scores: { pcl5: { total: 0 } } }));
  });
  it('never lets a client submit or edit after submission', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(setDoc(doc(db, 'responses/x5'), { ...draft, status: 'submitted' }));
    await assertFails(updateDoc(doc(db, 'responses/a-draft'), { status: 'submitted' }));
    await assertFails(updateDoc(doc(db, 'responses/a-submitted'), { data: { pcl1: 0 } }));
    await assertFails(deleteDoc(doc(db, 'responses/a-submitted')));
    await assertFails(updateDoc(doc(dbAs(suite.env, 'admin'), 'responses/a-submitted'), { data: { pcl1: 0 } }));
  });
  it('refuses changing who or what a draft belongs to', async () => {
    const db = dbAs(suite.env, 'member');
    await assertFails(updateDoc(doc(db, 'responses/a-draft'), { memberId: OTHER_UID }));
    await assertFails(updateDoc(doc(db, 'responses/a-draft'), { formId: 'indian-head' }));
  });
  it('refuses another member, visitors and administrators writing a member\'s draft', async () => {
    await assertFails(updateDoc(doc(dbAs(suite.env, 'other member'), 'responses/a-draft'), { data: {} }));
    await assertFails(deleteDoc(doc(dbAs(suite.env, 'other member'), 'responses/a-draft')));
    await assertFails(setDoc(doc(dbAs(suite.env, 'visitor'), 'responses/v'), { ...draft, memberId: 'nobody' }));
    await assertFails(setDoc(doc(dbAs(suite.env, 'admin'), 'responses/for-a'), draft));
  });
});

describe('responses/{id}/notes', () => {
  const note = () => ({ authorId: ADMIN_UID, text: 'Follow up next week.', createdAt: serverTimestamp() });
  it('lets administrators add and read notes', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(addDoc(collection(db, 'responses/a-submitted/notes'), note()));
    await assertSucceeds(getDocs(collection(db, 'responses/a-submitted/notes')));
  });
  it('is append-only: no edits or deletes, and the author is the caller', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(updateDoc(doc(db, 'responses/a-submitted/notes/n1'), { text: 'changed' }));
    await assertFails(deleteDoc(doc(db, 'responses/a-submitted/notes/n1')));
    await assertFails(addDoc(collection(db, 'responses/a-submitted/notes'), { ...note(), authorId: 'someone-else' }));
    await assertFails(addDoc(collection(db, 'responses/a-submitted/notes'), { ...note(), text: '' }));
  });
  it('hides notes from members, the response\'s owner included, and visitors', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(getDocs(collection(db, 'responses/a-submitted/notes')));
      await assertFails(addDoc(collection(db, 'responses/a-submitted/notes'), { ...note(), authorId: role === 'member' ? MEMBER_UID : OTHER_UID }));
    }
  });
});
