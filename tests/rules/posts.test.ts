// The blog's rules, per role: a visitor, a member, another member and an
// administrator, for a published public post, a published members post and an unpublished draft;
// administrators' writes validated (keys, types, sizes, the writer's stamp), everyone else's refused.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, deleteField, doc, getDoc, getDocs, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_UID, MEMBER_UID, dbAs, rulesSuite } from './env.ts';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const post = (audience: string, published: boolean, fields: Record<string, unknown> = {}) => ({
  title: 'Sleep when stressed', excerpt: 'Small steps for better nights.', author: 'Alex Morgan', body: '## Wind down\nAn hour before bed…', topic: 'Sleep',
  audience, published, publishedAt: published ? at('2026-02-01T09:00:00Z') : null, createdAt: at('2026-01-30T09:00:00Z'),
  updatedAt: at('2026-01-30T09:00:00Z'), updatedBy: ADMIN_UID, ...fields,
});

const suite = rulesSuite(() => ({
  'posts/open': post('public', true),
  'posts/members-only': post('members', true),
  'posts/draft': post('public', false),
}));

/** A complete new post as the editor writes it, stamped by `uid`. */
const newPost = (uid: string, fields: Record<string, unknown> = {}) => ({
  title: 'Grounding in five senses', excerpt: 'A short practice.', author: 'Alex Morgan', body: 'Name five things you can see.', topic: '',
  audience: 'public', published: false, publishedAt: null, createdAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedBy: uid, ...fields,
});

const publicList = (role: Parameters<typeof dbAs>[1]) =>
  getDocs(query(collection(dbAs(suite.env, role), 'posts'), where('published', '==', true), where('audience', '==', 'public'), orderBy('publishedAt', 'desc')));
const publishedList = (role: Parameters<typeof dbAs>[1]) =>
  getDocs(query(collection(dbAs(suite.env, role), 'posts'), where('published', '==', true), orderBy('publishedAt', 'desc')));

describe('reading posts', () => {
  it('shows a visitor published public posts only, and lets them list those (not the members posts)', async () => {
    const db = dbAs(suite.env, 'visitor');
    await assertSucceeds(getDoc(doc(db, 'posts/open')));
    await assertFails(getDoc(doc(db, 'posts/members-only')));
    await assertFails(getDoc(doc(db, 'posts/draft')));
    await assertSucceeds(publicList('visitor'));
    await assertFails(publishedList('visitor'));
  });

  it('shows members every published post (public and members), never drafts', async () => {
    for (const role of ['member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertSucceeds(getDoc(doc(db, 'posts/open')));
      await assertSucceeds(getDoc(doc(db, 'posts/members-only')));
      await assertFails(getDoc(doc(db, 'posts/draft')));
      await assertSucceeds(publishedList(role));
      await assertFails(getDocs(collection(db, 'posts')));
    }
  });

  it('shows administrators drafts too, and every post in one list', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(getDoc(doc(db, 'posts/draft')));
    await assertSucceeds(getDocs(collection(db, 'posts')));
  });
});

describe('writing posts', () => {
  it('lets an administrator create, edit, publish, unpublish and delete a post stamped with their uid', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertSucceeds(setDoc(doc(db, 'posts/new'), newPost(ADMIN_UID)));
    await assertSucceeds(updateDoc(doc(db, 'posts/new'), { title: 'Grounding', updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertSucceeds(updateDoc(doc(db, 'posts/new'), { published: true, publishedAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertSucceeds(updateDoc(doc(db, 'posts/new'), { published: false, updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertSucceeds(setDoc(doc(db, 'posts/members-new'), newPost(ADMIN_UID, { audience: 'members', published: true, publishedAt: serverTimestamp() })));
    await assertSucceeds(deleteDoc(doc(db, 'posts/new')));
  });

  it('refuses writes from visitors and members, even well-formed ones', async () => {
    for (const role of ['visitor', 'member', 'other member'] as const) {
      const db = dbAs(suite.env, role);
      await assertFails(setDoc(doc(db, 'posts/mine'), newPost(MEMBER_UID)));
      await assertFails(updateDoc(doc(db, 'posts/open'), { title: 'Renamed', updatedAt: serverTimestamp(), updatedBy: MEMBER_UID }));
      await assertFails(deleteDoc(doc(db, 'posts/open')));
    }
  });

  it('refuses an administrator’s invalid post: unknown keys, wrong types, sizes, audience', async () => {
    const db = dbAs(suite.env, 'admin');
    const bad: Record<string, Record<string, unknown>> = {
      'an unknown key': { price: 10 },
      'an empty title': { title: '' },
      'a title over 120 characters': { title: 't'.repeat(121) },
      'a title that is not text': { title: 12 },
      'an excerpt over 300 characters': { excerpt: 'e'.repeat(301) },
      'an author over 80 characters': { author: 'a'.repeat(81) },
      'a body over 50,000 characters': { body: 'b'.repeat(50_001) },
      'a topic over 60 characters': { topic: 'x'.repeat(61) },
      'an audience of everyone': { audience: 'everyone' },
      'published as text': { published: 'yes' },
      'a publishing date as text': { publishedAt: '2026-02-01' },
      'published without a publishing date': { published: true, publishedAt: null },
    };
    for (const [what, fields] of Object.entries(bad)) {
      await assertFails(setDoc(doc(db, 'posts/bad'), newPost(ADMIN_UID, fields))).catch((error: unknown) => {
        throw new Error(`${what} was accepted: ${String(error)}`);
      });
    }
    await assertFails(updateDoc(doc(db, 'posts/open'), { body: 'b'.repeat(50_001), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertFails(updateDoc(doc(db, 'posts/open'), { publishedAt: deleteField(), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
  });

  it('refuses an administrator’s write not stamped with their own uid and the write’s time', async () => {
    const db = dbAs(suite.env, 'admin');
    await assertFails(setDoc(doc(db, 'posts/new'), newPost(MEMBER_UID)));
    const { updatedBy: _unstamped, ...unstamped } = newPost(ADMIN_UID);
    await assertFails(setDoc(doc(db, 'posts/new'), unstamped));
    await assertFails(setDoc(doc(db, 'posts/new'), newPost(ADMIN_UID, { updatedAt: at('2020-01-01T00:00:00Z') })));
    // an edit that keeps the previous stamp (another writer's time) is refused too
    await assertFails(updateDoc(doc(db, 'posts/open'), { title: 'Renamed' }));
    await assertFails(updateDoc(doc(db, 'posts/open'), { title: 'Renamed', updatedAt: serverTimestamp(), updatedBy: MEMBER_UID }));
  });
});
