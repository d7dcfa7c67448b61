/**
 * Administrators' side of the blog: every post (drafts too), one for the editor,
 * create, update, publish / unpublish and delete. Writes are transactions so that `publishedAt`
 * is stamped the first time a post is published and kept after (unpublishing and publishing
 * again keeps the post's place in the list), and so a new post never overwrites another.
 * Shapes and limits: model/content/post-documents.ts (the rules check the same).
 */
import { COLLECTIONS, type PostDraft } from '@model';
import { collection, deleteDoc, doc, getDoc, getDocs, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { firebase } from './app';
import { DataError, guard } from './errors';
import { toPostSummary, type PostSummary } from './posts';
import { liteDb } from './lite';

/** What an editor save writes besides the stamps. */
export type PostFields = PostDraft & { published: boolean };

/** Pure: newest first: by publishing date, drafts by creation date, then title (the administrators' list). */
export function byNewestPost(a: PostSummary, b: PostSummary): number {
  const time = (p: PostSummary) => (p.publishedAt ?? p.createdAt)?.getTime() ?? 0;
  return time(b) - time(a) || a.title.localeCompare(b.title);
}

/** Pure: the fields a save stores (trimmed: the editor's checks and the rules measure trimmed text). */
export function storedFields(fields: PostFields): PostFields {
  return {
    title: fields.title.trim(), excerpt: fields.excerpt.trim(), author: fields.author.trim(), topic: fields.topic.trim(),
    body: fields.body, audience: fields.audience, published: fields.published,
  };
}

const db = () => liteDb();
const postRef = (id: string) => doc(db(), COLLECTIONS.posts, id);

function signedInUid(): string {
  const uid = firebase().auth.currentUser?.uid;
  if (!uid) throw new DataError('unauthenticated', 'Please sign in again to continue.');
  return uid;
}

/** Administrators: every post, newest first (unordered on the server: an orderBy would drop drafts without publishedAt). */
export function listAllPosts(): Promise<PostSummary[]> {
  return guard(async () => {
    const snap = await getDocs(collection(db(), COLLECTIONS.posts));
    return snap.docs.map((d) => toPostSummary(d.id, d.data())).sort(byNewestPost);
  });
}

/** Administrators: one post, drafts too (null: no such post). */
export function loadEditablePost(id: string): Promise<PostSummary | null> {
  return guard(async () => {
    const snap = await getDoc(postRef(id));
    return snap.exists() ? toPostSummary(snap.id, snap.data()) : null;
  });
}

/** Administrators: a new post at `id` (refused with 'already-exists' when that id is taken). */
export function createPost(id: string, fields: PostFields): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    await runTransaction(db(), async (tx) => {
      const ref = postRef(id);
      if ((await tx.get(ref)).exists()) throw new DataError('already-exists', 'A post already has this address. Change the title a little and save again.');
      const now = serverTimestamp();
      tx.set(ref, { ...storedFields(fields), publishedAt: fields.published ? now : null, createdAt: now, updatedAt: now, updatedBy: uid });
    });
  });
}

/** Administrators: save an existing post (publishing it for the first time stamps publishedAt). */
export function updatePost(id: string, fields: PostFields): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    await runTransaction(db(), async (tx) => {
      const ref = postRef(id);
      const before = await tx.get(ref);
      if (!before.exists()) throw new DataError('not-found', 'This post no longer exists: it may have been deleted.');
      const now = serverTimestamp();
      const firstPublish = fields.published && !before.get('publishedAt');
      tx.update(ref, { ...storedFields(fields), ...(firstPublish ? { publishedAt: now } : {}), updatedAt: now, updatedBy: uid });
    });
  });
}

/** Administrators: publish or unpublish (publishing for the first time stamps publishedAt). */
export function setPostPublished(id: string, published: boolean): Promise<void> {
  return guard(async () => {
    const uid = signedInUid();
    await runTransaction(db(), async (tx) => {
      const ref = postRef(id);
      const before = await tx.get(ref);
      if (!before.exists()) throw new DataError('not-found', 'This post no longer exists: it may have been deleted.');
      const now = serverTimestamp();
      const firstPublish = published && !before.get('publishedAt');
      tx.update(ref, { published, ...(firstPublish ? { publishedAt: now } : {}), updatedAt: now, updatedBy: uid });
    });
  });
}

/** Administrators: delete a post for good. */
export function deletePost(id: string): Promise<void> {
  return guard(async () => {
    await deleteDoc(postRef(id));
  });
}
