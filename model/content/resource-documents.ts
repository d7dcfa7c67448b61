/**
 * Resources (members-only bodies gated on membership), shared by the rules, the web
 * app's data layer and the seed. Parsers are pure, never throw, and fill what is missing with safe
 * defaults (the first seeds kept `url` on the resource itself: still read).
 *
 * Stored shapes (timestamps typed by the caller):
 * - resources/{resourceId}: ResourceDocument, the listing card (title, summary, kind, topic,
 *   audience). Published ones are readable by everyone, members-only ones too: visitors and
 *   members without a membership see them locked, with a way to join.
 * - resources/{resourceId}/content/body: ResourceBody (Markdown, link or file URL). Public
 *   resources: everyone while published; members-only: administrators and members whose
 *   membership gives access (see shop-documents `membershipGivesAccess`; the rules spell it).
 */
import type { ContentAudience } from './course-documents.ts';
import { CONTENT_AUDIENCES } from './course-documents.ts';
import { asData, oneOf, text, timeOrNull } from '@engine';

export const RESOURCE_KINDS = ['article', 'worksheet', 'link', 'download'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export const RESOURCE_LIMITS = {
  title: 120,
  summary: 300,
  topic: 60,
  markdown: 50_000,
  url: 2_048,
} as const;

export interface ResourceDocument<Time> {
  title: string;
  summary: string;
  kind: ResourceKind;
  /** one topic, free text chosen by the administrator ("Sleep", "Grounding"): the filter */
  topic: string;
  audience: ContentAudience;
  published: boolean;
  createdAt: Time | null;
  updatedAt: Time | null;
  updatedBy: string | null;
}

export interface ResourceBody {
  /** article / worksheet text (Markdown, rendered by src/ui/Markdown) */
  markdown: string;
  /** kind link: the page; kind download: the file (https only) */
  url: string | null;
}

const httpsOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('https://') && value.length <= RESOURCE_LIMITS.url ? value : null;

export function readResource<Time>(resourceId: string, input: unknown): ResourceDocument<Time> {
  const data = asData(input);
  return {
    title: text(data.title, RESOURCE_LIMITS.title) || resourceId,
    summary: text(data.summary, RESOURCE_LIMITS.summary),
    kind: oneOf(data.kind, RESOURCE_KINDS, 'article'),
    topic: text(data.topic, RESOURCE_LIMITS.topic),
    audience: oneOf(data.audience, CONTENT_AUDIENCES, 'members'),
    published: data.published === true,
    createdAt: timeOrNull<Time>(data.createdAt),
    updatedAt: timeOrNull<Time>(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
  };
}

/** The body document; `legacy` is the resource document itself, for seeds that kept `url`/`body` there. */
export function readResourceBody(input: unknown, legacy?: unknown): ResourceBody {
  const data = asData(input);
  const old = asData(legacy);
  return {
    markdown: text(data.markdown ?? old.body, RESOURCE_LIMITS.markdown),
    url: httpsOrNull(data.url ?? old.url),
  };
}
