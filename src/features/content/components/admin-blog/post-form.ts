/**
 * Pure: the post editor's form: what it edits, a new post's id and what a save writes. The
 * problems it refuses to save with are the contract's `postProblems` (the rules mirror them).
 */
import type { PostDraft, PostDraftField } from '@model';
import { slugify, uniqueSlug } from '../../../../lib';
import type { PostFields, PostSummary } from '../../api/blog-admin';

/** The editor's fields: the contract's draft and whether it is published. */
export type PostEditorDraft = PostDraft & { published: boolean };

/** The fields in the order the editor shows them (the first with a problem gets focus). */
export const FIELD_ORDER: PostDraftField[] = ['title', 'excerpt', 'author', 'topic', 'audience', 'body'];

/** A new post, written by `author` (the administrator's name, which they can change). */
export const emptyDraft = (author: string): PostEditorDraft => ({ title: '', excerpt: '', author, topic: '', body: '', audience: 'public', published: false });

export function draftOfPost(post: PostSummary): PostEditorDraft {
  return { title: post.title, excerpt: post.excerpt, author: post.author, topic: post.topic, body: post.body, audience: post.audience, published: post.published };
}

/** A new post's id: its title's slug, unique among the ids taken (it is the post's address). */
export function newPostId(title: string, taken: Iterable<string>): string {
  return uniqueSlug(title, taken) || uniqueSlug(`post ${slugify(new Date().toISOString())}`, taken);
}

/** What a save writes (the data layer trims and stamps). */
export function toFields(draft: PostEditorDraft): PostFields {
  return { title: draft.title, excerpt: draft.excerpt, author: draft.author, topic: draft.topic, body: draft.body, audience: draft.audience, published: draft.published };
}
