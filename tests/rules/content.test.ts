import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { dbAs, givenDocs, rulesSuite } from './env.ts';

// Every content collection follows the same rule; chapters sit under a course (here the
// published public one, so only the chapter's own fields decide). Resources (cards shown to all,
// bodies gated) and media (members-only ones need a membership) have their own rules: shop.test.ts.
// Sessions (validated writes, bookings) have theirs: sessions.test.ts; posts (validated, stamped
// writes) theirs: posts.test.ts.
const COLLECTIONS = ['courses', 'courses/open/chapters'] as const;

const suite = rulesSuite(() => {
  const docs: Record<string, Record<string, unknown>> = {};
  for (const name of COLLECTIONS) {
    docs[`${name}/open`] = { title: 'Public', published: true, audience: 'public' };
    docs[`${name}/members-only`] = { title: 'Members', published: true, audience: 'members' };
    docs[`${name}/unpublished`] = { title: 'Draft', published: false, audience: 'public' };
  }
  // Chapters of courses members or visitors cannot read, each with a chapter that would be
  // readable on its own.
  docs['courses/members-only/chapters/taster'] = { title: 'Taster', published: true, audience: 'public' };
  docs['courses/members-only/chapters/week-1'] = { title: 'Week 1', published: true, audience: 'members' };
  docs['courses/unpublished/chapters/taster'] = { title: 'Taster', published: true, audience: 'public' };
  docs['courses/unpublished/chapters/week-1'] = { title: 'Week 1', published: true, audience: 'members' };
  docs['courses/gone/chapters/orphan'] = { title: 'Orphan', published: true, audience: 'public' };
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

describe('chapters follow their course', () => {
  const publishedChapters = (db: ReturnType<typeof dbAs>, course: string) =>
    getDocs(query(collection(db, `courses/${course}/chapters`), where('published', '==', true)));
  const publicChapters = (db: ReturnType<typeof dbAs>, course: string) =>
    getDocs(query(collection(db, `courses/${course}/chapters`), where('published', '==', true), where('audience', '==', 'public')));

  it('hides from visitors every chapter of a members-only, unpublished or missing course, public tasters included', async () => {
    const db = dbAs(suite.env, 'visitor');
    await assertFails(getDoc(doc(db, 'courses/members-only/chapters/taster')));
    await assertFails(getDoc(doc(db, 'courses/unpublished/chapters/taster')));
    await assertFails(getDoc(doc(db, 'courses/gone/chapters/orphan')));
    await assertFails(publicChapters(db, 'members-only'));
    await assertFails(publicChapters(db, 'unpublished'));
    await assertSucceeds(publicChapters(db, 'open'));
  });

  it('shows members the published chapters of a published course, never those of an unpublished or missing one', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, 'courses/members-only/chapters/taster')));
      await assertSucceeds(getDoc(doc(db, 'courses/members-only/chapters/week-1')));
      await assertSucceeds(publishedChapters(db, 'members-only'));
      await assertFails(getDoc(doc(db, 'courses/unpublished/chapters/taster')));
      await assertFails(getDoc(doc(db, 'courses/unpublished/chapters/week-1')));
      await assertFails(getDoc(doc(db, 'courses/gone/chapters/orphan')));
      await assertFails(publishedChapters(db, 'unpublished'));
    }
  });

  it('hides the chapters as soon as their course is unpublished', async () => {
    const db = dbAs(suite.env, 'member');
    await assertSucceeds(getDoc(doc(db, 'courses/members-only/chapters/week-1')));
    await givenDocs(suite.env, { 'courses/members-only': { title: 'Members', published: false, audience: 'members' } });
    await assertFails(getDoc(doc(db, 'courses/members-only/chapters/week-1')));
  });

  it('shows administrators every chapter, whatever its course', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'courses/unpublished/chapters/week-1')));
    await assertSucceeds(getDoc(doc(db, 'courses/gone/chapters/orphan')));
    await assertSucceeds(getDocs(collection(db, 'courses/unpublished/chapters')));
  });
});
