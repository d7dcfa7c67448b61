// Media items (the members-only read gate is also in shop.test.ts),
// per role: a visitor, a member without a membership, a member with an active one, an
// administrator. Reads: published public items for everyone, members-only ones with the
// membership, drafts for administrators only, unknown ids read as "not there". Writes:
// administrators only, checked against MEDIA_LIMITS (model/content/media-documents.ts).
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from '../../model/content/media-documents.ts';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, dbAs, rulesSuite } from './env.ts';

const inThirtyDays = () => Timestamp.fromMillis(Date.now() + 30 * 24 * 3_600_000);

const item = (fields: Record<string, unknown> = {}) => ({
  title: 'Body scan',
  description: 'A slow scan from head to toe.',
  kind: 'audio',
  source: 'url',
  url: 'https://example.org/body-scan.mp3',
  captionsUrl: null,
  transcript: 'Settle into a comfortable position.',
  durationSeconds: 600,
  topic: 'Sleep',
  audience: 'public',
  published: true,
  ...fields,
});

const suite = rulesSuite(() => ({
  // MEMBER_UID has no membership; OTHER_UID has an active one
  [`users/${MEMBER_UID}`]: { displayName: 'No membership', membership: { plan: null, status: 'none', renewsAt: null } },
  [`users/${OTHER_UID}`]: { displayName: 'Member', membership: { plan: 'monthly', status: 'active', renewsAt: inThirtyDays() } },
  'media/open-video': item({ kind: 'video', source: 'youtube', url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' }),
  'media/members-audio': item({ audience: 'members' }),
  'media/draft-audio': item({ published: false }),
}));

const visitor = () => dbAs(suite.env, 'visitor');
const withoutMembership = () => dbAs(suite.env, 'member');
const withMembership = () => dbAs(suite.env, 'other member');
const admin = () => dbAs(suite.env, 'admin');
const read = (db: Firestore, path: string) => getDoc(doc(db, path));
const published = (db: Firestore) => query(collection(db, 'media'), where('published', '==', true));
const publicOnes = (db: Firestore) => query(collection(db, 'media'), where('published', '==', true), where('audience', '==', 'public'));

describe('media reads', () => {
  it('a visitor reads published public items only, and lists them filtered on audience', async () => {
    await assertSucceeds(read(visitor(), 'media/open-video'));
    await assertFails(read(visitor(), 'media/members-audio'));
    await assertFails(read(visitor(), 'media/draft-audio'));
    await assertFails(getDocs(published(visitor())));
    const list = await assertSucceeds(getDocs(publicOnes(visitor())));
    expect(list.docs.map((d) => d.id)).toEqual(['open-video']);
  });

  it('a member without a membership is treated as a visitor', async () => {
    await assertSucceeds(read(withoutMembership(), 'media/open-video'));
    await assertFails(read(withoutMembership(), 'media/members-audio'));
    await assertFails(read(withoutMembership(), 'media/draft-audio'));
    await assertFails(getDocs(published(withoutMembership())));
    await assertSucceeds(getDocs(publicOnes(withoutMembership())));
  });

  it('a member with a membership reads members-only items and lists every published one, never drafts', async () => {
    await assertSucceeds(read(withMembership(), 'media/members-audio'));
    await assertFails(read(withMembership(), 'media/draft-audio'));
    const list = await assertSucceeds(getDocs(published(withMembership())));
    expect(list.docs.map((d) => d.id).sort()).toEqual(['members-audio', 'open-video']);
    await assertFails(getDocs(collection(withMembership(), 'media')));
  });

  it('an administrator reads and lists everything, drafts included', async () => {
    await assertSucceeds(read(admin(), 'media/draft-audio'));
    const list = await assertSucceeds(getDocs(collection(admin(), 'media')));
    expect(list.size).toBe(3);
  });

  it('an unknown id reads as not there for everyone (so a refusal means "locked")', async () => {
    for (const db of [visitor(), withoutMembership(), withMembership(), admin()]) {
      const snap = await assertSucceeds(read(db, 'media/no-such-item'));
      expect(snap.exists()).toBe(false);
    }
  });
});

describe('media writes', () => {
  const stamped = (fields: Record<string, unknown> = {}) => ({ ...item(fields), createdAt: serverTimestamp(), updatedAt: serverTimestamp(), updatedBy: ADMIN_UID });

  it('an administrator creates, updates, publishes and deletes items', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'media/new-video'), stamped({ kind: 'video', source: 'vimeo', url: 'https://vimeo.com/76979871' })));
    await assertSucceeds(setDoc(doc(admin(), 'media/new-file'), stamped({ kind: 'video', url: 'https://example.org/a.mp4', captionsUrl: 'https://example.org/a.vtt' })));
    await assertSucceeds(updateDoc(doc(admin(), 'media/new-video'), { published: false, updatedAt: serverTimestamp(), updatedBy: ADMIN_UID }));
    await assertSucceeds(deleteDoc(doc(admin(), 'media/new-video')));
  });

  it('refuses bad documents, even from an administrator', async () => {
    const bad: Array<Record<string, unknown>> = [
      item({ title: '' }),
      item({ title: 'x'.repeat(MEDIA_LIMITS.title + 1) }),
      item({ description: 'x'.repeat(MEDIA_LIMITS.description + 1) }),
      item({ kind: 'podcast' }),
      item({ source: 'dropbox' }),
      item({ source: 'youtube', kind: 'audio', url: 'https://youtu.be/dQw4w9WgXcQ' }),
      item({ url: 'http://example.org/a.mp3' }),
      item({ url: 'javascript:alert(1)' }),
      item({ captionsUrl: 'https://example.org/a.srt' }),
      item({ captionsUrl: 'http://example.org/a.vtt' }),
      item({ transcript: 'x'.repeat(MEDIA_LIMITS.transcript + 1) }),
      item({ durationSeconds: -1 }),
      item({ durationSeconds: 2.5 }),
      item({ durationSeconds: MEDIA_LIMITS.durationSeconds + 1 }),
      item({ topic: 'x'.repeat(MEDIA_LIMITS.topic + 1) }),
      item({ audience: 'everyone' }),
      item({ published: 'yes' }),
      item({ extra: true }),
      item({ updatedBy: 'someone-else' }),
    ];
    // the base item passes: each refusal below is its one change's
    await assertSucceeds(setDoc(doc(admin(), 'media/good'), item()));
    for (const data of bad) await assertFails(setDoc(doc(admin(), 'media/bad'), data));
    await assertFails(updateDoc(doc(admin(), 'media/open-video'), { updatedBy: 'someone-else' }));
  });

  it('refuses every write from visitors and members, whatever their membership', async () => {
    for (const db of [visitor(), withoutMembership(), withMembership()]) {
      await assertFails(setDoc(doc(db, 'media/mine'), item()));
      await assertFails(updateDoc(doc(db, 'media/open-video'), { title: 'Renamed' }));
      await assertFails(deleteDoc(doc(db, 'media/open-video')));
    }
  });
});
