import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, rulesSuite } from './env.ts';

const suite = rulesSuite(() => ({
  'forms/ptsd': { title: 'PCL-5', status: 'published', currentVersion: 1, draft: { id: 'ptsd' } },
  'forms/ptsd/versions/1': { definition: { id: 'ptsd', version: 1 }, contentHash: 'abc' },
  'forms/wellbeing': { title: 'Wellbeing check', status: 'draft', draft: { id: 'wellbeing' } },
}));

describe('forms: reading', () => {
  it('hides every form from visitors', async () => {
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), 'forms/ptsd')));
    await assertFails(getDoc(doc(dbAs(suite.env, 'visitor'), 'forms/ptsd/versions/1')));
  });
  it('shows members published forms and their versions, not drafts', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, 'forms/ptsd')));
      await assertSucceeds(getDoc(doc(db, 'forms/ptsd/versions/1')));
      await assertSucceeds(getDocs(query(collection(db, 'forms'), where('status', '==', 'published'))));
      await assertFails(getDoc(doc(db, 'forms/wellbeing')));
      await assertFails(getDocs(collection(db, 'forms')));
    }
  });
  it('shows administrators drafts too', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'forms/wellbeing')));
    await assertSucceeds(getDocs(collection(db, 'forms')));
  });
});

describe('forms: writing', () => {
  it('lets administrators create and edit drafts', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(setDoc(doc(db, 'forms/new-form'), { title: 'New', status: 'draft', draft: {} }));
    await assertSucceeds(updateDoc(doc(db, 'forms/wellbeing'), { 'draft.title': 'Renamed' }));
    await assertSucceeds(updateDoc(doc(db, 'forms/ptsd'), { 'draft.title': 'PCL-5 (edited draft)' }));
    await assertSucceeds(updateDoc(doc(db, 'forms/ptsd'), { status: 'archived' }));
    await assertSucceeds(deleteDoc(doc(db, 'forms/wellbeing')));
  });
  it('keeps publishing on the server: no client sets published or currentVersion', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(setDoc(doc(db, 'forms/sneaky'), { title: 'x', status: 'published', currentVersion: 1 }));
    await assertFails(updateDoc(doc(db, 'forms/wellbeing'), { status: 'published' }));
    await assertFails(updateDoc(doc(db, 'forms/ptsd'), { currentVersion: 2 }));
    await assertFails(deleteDoc(doc(db, 'forms/ptsd')));
  });
  it('refuses members and visitors', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'forms/new-form'), { title: 'New', status: 'draft' }));
      await assertFails(updateDoc(doc(db, 'forms/wellbeing'), { title: 'x' }));
    }
  });
  it('makes published versions immutable for everyone, administrators included', async () => {
    for (const role of ['visitor', 'member', 'admin'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'forms/ptsd/versions/2'), { definition: {} }));
      await assertFails(updateDoc(doc(db, 'forms/ptsd/versions/1'), { contentHash: 'changed' }));
      await assertFails(deleteDoc(doc(db, 'forms/ptsd/versions/1')));
    }
  });
});
