import type { ResourceSummary } from '../../api/resources-public';

/** A published public article unless `over` says otherwise. */
export const resource = (id: string, over: Partial<ResourceSummary> = {}): ResourceSummary => ({
  id, title: id, summary: '', kind: 'article', topic: '', audience: 'public', published: true, createdAt: null, updatedAt: null, updatedBy: null,
  ...over,
});
