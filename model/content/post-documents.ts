/**
 * Blog posts: posts/{postId}, shared by the rules (their `validPost` mirrors
 * POST_LIMITS), the web app's data layer, the editor and the seed. Pure; the parser never throws
 * and fills what is missing with safe defaults.
 *
 * A post keeps its Markdown `body` in the post document itself: there is no membership gate on
 * posts, only the content rule (`contentVisible`): published public posts for everyone, published
 * members-audience posts for anyone signed in, drafts for administrators only.
 */
import type { ContentAudience } from './course-documents.ts';
import { CONTENT_AUDIENCES } from './course-documents.ts';
import { asData, text, timeOrNull } from '@engine';

export const POST_LIMITS = {
  title: 120,
  excerpt: 300,
  author: 80,
  topic: 60,
  body: 50_000,
} as const;

/** Words read in a minute: the usual figure for reading on screen. */
export const WORDS_PER_MINUTE = 200;

export interface PostDocument<Time> {
  title: string;
  /** one or two sentences for the list's card */
  excerpt: string;
  /** the name shown under the title ("Alex Morgan") */
  author: string;
  /** the post itself, Markdown rendered by src/ui/Markdown */
  body: string;
  /** optional free text ("Sleep"); '' for none */
  topic: string;
  audience: ContentAudience;
  published: boolean;
  /** stamped the first time the post is published (kept when it is unpublished and published again) */
  publishedAt: Time | null;
  createdAt: Time | null;
  updatedAt: Time | null;
  updatedBy: string | null;
}

/** posts/{postId} data -> PostDocument (never throws; a post with no title shows its id). */
export function readPost<Time>(postId: string, input: unknown): PostDocument<Time> {
  const data = asData(input);
  return {
    title: text(data.title, POST_LIMITS.title) || postId,
    excerpt: text(data.excerpt, POST_LIMITS.excerpt),
    author: text(data.author, POST_LIMITS.author),
    body: text(data.body, POST_LIMITS.body),
    topic: text(data.topic, POST_LIMITS.topic),
    // unknown audiences read as members-only: the narrower of the two
    audience: CONTENT_AUDIENCES.includes(data.audience as ContentAudience) ? (data.audience as ContentAudience) : 'members',
    published: data.published === true,
    publishedAt: timeOrNull<Time>(data.publishedAt),
    createdAt: timeOrNull<Time>(data.createdAt),
    updatedAt: timeOrNull<Time>(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
  };
}

/**
 * Minutes to read a Markdown text at WORDS_PER_MINUTE, rounded up, at least 1. Link and image
 * addresses and Markdown marks are not words a reader reads; an image's alt text is left out too.
 */
export function readingMinutes(markdown: string): number {
  const prose = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images
    .replace(/\]\([^)]*\)/g, ']') // link addresses (the link's words stay)
    .replace(/<[^>]+>/g, ' ') // stray HTML tags
    .replace(/https?:\/\/\S+/g, ' '); // bare addresses
  const words = prose.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** What the editor edits (the stamps are the data layer's). */
export interface PostDraft {
  title: string;
  excerpt: string;
  author: string;
  topic: string;
  body: string;
  audience: ContentAudience;
}

export type PostDraftField = keyof PostDraft;
export type PostProblems = Partial<Record<PostDraftField, string>>;

const tooLong = (what: string, value: string, max: number): string | undefined =>
  value.length > max ? `${what} can be at most ${max} characters (it has ${value.length}).` : undefined;

/** The editor's checks, in words (none: it can be saved). The rules refuse the same. */
export function postProblems(draft: PostDraft): PostProblems {
  const title = draft.title.trim();
  const excerpt = draft.excerpt.trim();
  const author = draft.author.trim();
  const problems: PostProblems = {
    title: title ? tooLong('The title', title, POST_LIMITS.title) : 'Give the post a title.',
    excerpt: excerpt ? tooLong('The excerpt', excerpt, POST_LIMITS.excerpt) : 'Write a short excerpt: it is shown on the list of posts.',
    author: author ? tooLong('The author’s name', author, POST_LIMITS.author) : 'Say who wrote the post.',
    topic: tooLong('The topic', draft.topic.trim(), POST_LIMITS.topic),
    body: draft.body.trim() ? tooLong('The post', draft.body, POST_LIMITS.body) : 'Write the post: its text is what readers open.',
    audience: CONTENT_AUDIENCES.includes(draft.audience) ? undefined : 'Choose who can read the post.',
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as PostProblems;
}
