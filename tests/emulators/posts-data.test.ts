// The blog's repositories (src/data/posts.ts, src/data/post-admin.ts) against the emulators, as
// /View-blog/:id, the lists of posts and /admin/blog use them: client SDK, the rules enforced.
// Accounts and posts are this file's own (unique per run); nothing else is cleared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import type { PostFields } from '../../src/data/post-admin';
import { admin, closeApps, createAccount, webAppData } from '../functions/support.ts';

const { signInAs, close } = await webAppData();
const pub = await import('../../src/data/posts');
const adm = await import('../../src/data/post-admin');

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const adminUid = `b1admin${run}`;
const memberUid = `b1member${run}`;
// published in this order: first (public), second (members), third (public); draft never
const first = `b1-first-${run}`;
const second = `b1-second-${run}`;
const third = `b1-third-${run}`;
const draft = `b1-draft-${run}`;
const mine = [first, second, third, draft];

const fields = (title: string, over: Partial<PostFields> = {}): PostFields => ({
  title, excerpt: `About ${title}`, author: 'Alex Morgan', topic: 'Sleep', body: `## ${title}\n${'word '.repeat(450)}`, audience: 'public', published: true, ...over,
});
const stored = async (id: string) => (await admin().db.doc(`posts/${id}`).get()).data();

beforeAll(async () => {
  await createAccount(adminUid, { admin: true });
  await createAccount(memberUid);
  await signInAs(adminUid);
  await adm.createPost(first, fields('First post'));
  await adm.createPost(second, fields('Second post', { audience: 'members' }));
  await adm.createPost(third, fields('  Third post  '));
  await adm.createPost(draft, fields('Draft post', { published: false }));
});
afterAll(async () => {
  await Promise.all(mine.map((id) => admin().db.doc(`posts/${id}`).delete()));
  await close();
  await closeApps();
});

describe('posts for administrators', () => {
  it('creates posts stamped by the writer, trimmed; publishing stamps publishedAt, a draft has none', async () => {
    const post = await stored(third);
    expect(post).toMatchObject({ title: 'Third post', author: 'Alex Morgan', audience: 'public', published: true, updatedBy: adminUid });
    expect(post?.publishedAt).toBeInstanceOf(Timestamp);
    expect(post?.createdAt).toBeInstanceOf(Timestamp);
    expect((await stored(draft))?.publishedAt).toBeNull();
    await signInAs(adminUid);
    const all = await adm.listAllPosts();
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining(mine));
    // newest first: the draft (by creation) and third, then second and first
    const order = all.map((p) => p.id).filter((id) => mine.includes(id));
    expect(order.indexOf(third)).toBeLessThan(order.indexOf(second));
    expect(order.indexOf(second)).toBeLessThan(order.indexOf(first));
    const editable = await adm.loadEditablePost(draft);
    expect(editable).toMatchObject({ id: draft, title: 'Draft post', published: false, publishedAt: null, minutes: 3 });
    expect(await adm.loadEditablePost(`b1-none-${run}`)).toBeNull();
  });

  it('refuses a new post at a taken address, and a member’s post', async () => {
    await signInAs(adminUid);
    await expect(adm.createPost(first, fields('Again'))).rejects.toMatchObject({ code: 'already-exists' });
    expect((await stored(first))?.title).toBe('First post');
    await signInAs(memberUid);
    await expect(adm.createPost(`b1-x-${run}`, fields('Mine'))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await admin().db.doc(`posts/b1-x-${run}`).get()).exists).toBe(false);
  });

  it('refuses a post over the limits under the rules, whatever the editor checked', async () => {
    await signInAs(adminUid);
    await expect(adm.updatePost(draft, fields('Draft post', { published: false, body: 'b'.repeat(50_001) }))).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await stored(draft))?.body).not.toHaveLength(50_001);
  });
});

describe('posts for readers', () => {
  it('lists a visitor the published public posts newest first, never members posts or drafts', async () => {
    await signInAs(null);
    const ids = (await pub.listPosts(false)).map((p) => p.id).filter((id) => mine.includes(id));
    expect(ids).toEqual([third, first]);
    const [latest] = await pub.listPosts(false, 1);
    expect(latest).toMatchObject({ id: third, title: 'Third post', minutes: 3 });
    expect(latest?.publishedAt).toBeInstanceOf(Date);
  });

  it('lists a member every published post, members posts included', async () => {
    await signInAs(memberUid);
    const ids = (await pub.listPosts(true)).map((p) => p.id).filter((id) => mine.includes(id));
    expect(ids).toEqual([third, second, first]);
  });

  it('opens a post with the posts before and after it that this reader may read', async () => {
    await signInAs(null);
    const asVisitor = await pub.loadPost(third, false);
    expect(asVisitor?.post.title).toBe('Third post');
    expect(asVisitor?.previous).toEqual({ id: first, title: 'First post' });
    expect(asVisitor?.next).toBeNull();
    expect((await pub.loadPost(first, false))?.next).toEqual({ id: third, title: 'Third post' });
    await signInAs(memberUid);
    expect(await pub.loadPost(second, true)).toMatchObject({ previous: { id: first }, next: { id: third } });
    expect((await pub.loadPost(third, true))?.previous).toEqual({ id: second, title: 'Second post' });
  });

  it('reads unknown, unpublished and members posts for a visitor as not found (null)', async () => {
    await signInAs(null);
    expect(await pub.loadPost(second, false)).toBeNull();
    expect(await pub.loadPost(draft, false)).toBeNull();
    expect(await pub.loadPost(`b1-none-${run}`, false)).toBeNull();
    await signInAs(memberUid);
    expect(await pub.loadPost(draft, true)).toBeNull();
    // an administrator may read the draft, but its public address is not a page until it is published
    await signInAs(adminUid);
    expect(await pub.loadPost(draft, true)).toBeNull();
  });
});

describe('publishing', () => {
  it('stamps publishedAt the first time only: unpublishing and publishing again keep the date', async () => {
    await signInAs(adminUid);
    await adm.setPostPublished(draft, true);
    const publishedAt = (await stored(draft))?.publishedAt as Timestamp;
    expect(publishedAt).toBeInstanceOf(Timestamp);
    await adm.setPostPublished(draft, false);
    expect(await stored(draft)).toMatchObject({ published: false, publishedAt });
    await signInAs(null);
    expect(await pub.loadPost(draft, false)).toBeNull();
    await signInAs(adminUid);
    await adm.updatePost(draft, fields('Draft, renamed', { published: true }));
    expect(await stored(draft)).toMatchObject({ title: 'Draft, renamed', published: true, publishedAt, updatedBy: adminUid });
    await signInAs(null);
    expect((await pub.loadPost(draft, false))?.post.title).toBe('Draft, renamed');
  });

  it('deletes a post: its address is not found after', async () => {
    await signInAs(adminUid);
    await adm.deletePost(draft);
    expect((await admin().db.doc(`posts/${draft}`).get()).exists).toBe(false);
    await expect(adm.setPostPublished(draft, true)).rejects.toMatchObject({ code: 'not-found' });
    expect(await pub.loadPost(draft, true)).toBeNull();
  });
});
