/**
 * The blog for readers: published posts newest first, one post with the posts
 * published before and after it. Shapes: model/content/post-documents.ts. The rules show
 * published public posts to everyone and members-audience ones to anyone signed in, so a visitor's
 * list queries filter on audience 'public' (the rules refuse a query they could not allow whole).
 * Administrators' writes: post-admin.ts.
 */
import { COLLECTIONS, readingMinutes, readPost, type PostDocument } from '@model';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore/lite';
import { guard, isPermissionDenied } from './errors';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** A post as the app shows it: its id, dates as Dates, and its reading time in minutes. */
export type PostSummary = PostDocument<Date> & { id: string; minutes: number };

/** A post next to the one being read (its link). */
export interface PostLink {
  id: string;
  title: string;
}

/** One post as its page shows it: `previous` was published before it, `next` after it (null: none). */
export interface PostView {
  post: PostSummary;
  previous: PostLink | null;
  next: PostLink | null;
}

/** The most posts one list reads (the practice publishes a few a month; this bounds the reads). */
export const POSTS_LIMIT = 100;

/** Pure: posts/{id} data -> PostSummary with dates and reading time. */
export function toPostSummary(id: string, data: unknown): PostSummary {
  const post = readPost<unknown>(id, data);
  return {
    ...post,
    id,
    minutes: readingMinutes(post.body),
    publishedAt: toDate(post.publishedAt),
    createdAt: toDate(post.createdAt),
    updatedAt: toDate(post.updatedAt),
  };
}

const db = () => liteDb();

/** What a reader may list: every published post when signed in, published public ones otherwise (as the rules). */
const readable = (signedIn: boolean): QueryConstraint[] =>
  signedIn ? [where('published', '==', true)] : [where('published', '==', true), where('audience', '==', 'public')];

/** Published posts this reader may read, newest first (at most `max`). */
export function listPosts(signedIn: boolean, max: number = POSTS_LIMIT): Promise<PostSummary[]> {
  return guard(async () => {
    const size = Math.max(1, Math.min(POSTS_LIMIT, Math.floor(max)));
    const snap = await getDocs(query(collection(db(), COLLECTIONS.posts), ...readable(signedIn), orderBy('publishedAt', 'desc'), limit(size)));
    return snap.docs.map((d) => toPostSummary(d.id, d.data()));
  });
}

/**
 * One published post with its neighbours, or null when there is none this reader may read at
 * this address (unknown, unpublished, or members-only for a visitor: all read as "not found").
 * A failed neighbour read leaves that link out rather than hiding the post.
 */
export function loadPost(postId: string, signedIn: boolean): Promise<PostView | null> {
  return guard(async () => {
    let snap;
    try {
      snap = await getDoc(doc(db(), COLLECTIONS.posts, postId));
    } catch (error) {
      if (isPermissionDenied(error)) return null;
      throw error;
    }
    if (!snap.exists()) return null;
    const post = toPostSummary(snap.id, snap.data());
    // administrators may read drafts, but a draft's public address is not a page yet
    if (!post.published) return null;
    const at = snap.get('publishedAt') as unknown;
    if (!post.publishedAt || at === undefined) return { post, previous: null, next: null };
    const [previous, next] = await Promise.all([neighbour(signedIn, at, 'previous'), neighbour(signedIn, at, 'next')]);
    return { post, previous, next };
  });
}

async function neighbour(signedIn: boolean, at: unknown, side: 'previous' | 'next'): Promise<PostLink | null> {
  const constraints =
    side === 'previous' ? [where('publishedAt', '<', at), orderBy('publishedAt', 'desc')] : [where('publishedAt', '>', at), orderBy('publishedAt', 'asc')];
  try {
    const snap = await getDocs(query(collection(db(), COLLECTIONS.posts), ...readable(signedIn), ...constraints, limit(1)));
    const found = snap.docs[0];
    return found ? { id: found.id, title: readPost(found.id, found.data()).title } : null;
  } catch (error) {
    console.warn(`The ${side} post could not be read`, error);
    return null;
  }
}
