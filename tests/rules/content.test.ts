import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, rulesSuite } from './env.ts';

// Every content collection follows the same rule; chapters sit under a course.
const COLLECTIONS = ['courses', 'resources', 'posts', 'media', 'sessions', 'courses/c1/chapters'] as const;

const suite = rulesSuite(() => {
  const docs: Record<string, Record<string, unknown>> = {};
  for (const name of COLLECTIONS) {
    docs[`${name}/open`] = { title: 'Public', published: true, audience: 'public' };
    docs[`${name}/members-only`] = { title: 'Members', published: true, audience: 'members' };
    docs[`${name}/unpublished`] = { title: 'Draft', published: false, audience: 'public' };
  }
  return docs;
});

describe.each(COLLECTIONS)('%s', (name) => {
  it('shows visitors only published public items, and lets them list those', async () => {
    const db = dbAs(suite.env, 'visitor');
    await assertSucceeds(getDoc(doc(db, `${name}/open`)));
    await assertFails(getDoc(doc(db, `${name}/members-only`)));
    await assertFails(getDoc(doc(db, `${name}/unpublished`)));
    await assertSucceeds(getDocs(query(collection(db, name), where('published', '==', true), where('audience', '==', 'public'))));
    await assertFails(getDocs(query(collection(db, name), where('published', '==', true))));
  });
  it('shows members every published item, not drafts', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, `${name}/open`)));
      await assertSucceeds(getDoc(doc(db, `${name}/members-only`)));
      await assertFails(getDoc(doc(db, `${name}/unpublished`)));
      await assertSucceeds(getDocs(query(collection(db, name), where('published', '==', true))));
      await assertFails(getDocs(collection(db, name)));
    }
  });
  it('lets administrators read drafts and write anything', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, `${name}/unpublished`)));
    await assertSucceeds(getDocs(collection(db, name)));
    await assertSucceeds(setDoc(doc(db, `${name}/new`), { title: 'New', published: false, audience: 'members' }));
    await assertSucceeds(updateDoc(doc(db, `${name}/open`), { title: 'Renamed' }));
    await assertSucceeds(deleteDoc(doc(db, `${name}/unpublished`)));
  });
  it('refuses writes from visitors and members', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, `${name}/new`), { title: 'New', published: true, audience: 'public' }));
      await assertFails(updateDoc(doc(db, `${name}/open`), { title: 'Renamed' }));
      await assertFails(deleteDoc(doc(db, `${name}/open`)));
    }
  });
});
