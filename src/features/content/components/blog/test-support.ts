import type { PostSummary } from '../../api/blog-public';

/** A published public post unless `over` says otherwise. */
export const post = (id: string, over: Partial<PostSummary> = {}): PostSummary => ({
  id, title: id, excerpt: '', author: 'Alex Morgan', body: '', topic: '', audience: 'public', published: true,
  publishedAt: new Date('2026-02-07T09:00:00Z'), createdAt: null, updatedAt: null, updatedBy: null, minutes: 1,
  ...over,
});
