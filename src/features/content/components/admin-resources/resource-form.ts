/**
 * Pure: the resource editor's form: what it edits, the problems it refuses to save with (the
 * rules check the same limits: RESOURCE_LIMITS), and the save it writes (card + body).
 */
import { RESOURCE_LIMITS, type ContentAudience, type ResourceKind } from '@model';
import { slugify, uniqueSlug } from '../../../../lib';
import type { EditableResource, ResourceSave } from '../../api/resources-admin';

export interface ResourceDraft {
  title: string;
  summary: string;
  kind: ResourceKind;
  topic: string;
  audience: ContentAudience;
  published: boolean;
  markdown: string;
  url: string;
}

export type DraftField = keyof ResourceDraft;
export type DraftProblems = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: ResourceDraft = { title: '', summary: '', kind: 'article', topic: '', audience: 'public', published: false, markdown: '', url: '' };

/** Kinds whose resource is an address (the body's Markdown is then an optional note). */
export const needsUrl = (kind: ResourceKind): boolean => kind === 'link' || kind === 'download';

export function draftOf(editable: EditableResource): ResourceDraft {
  const { resource, body } = editable;
  return {
    title: resource.title, summary: resource.summary, kind: resource.kind, topic: resource.topic, audience: resource.audience,
    published: resource.published, markdown: body.markdown, url: body.url ?? '',
  };
}

function urlProblem(value: string, kind: ResourceKind): string | undefined {
  const url = value.trim();
  const what = kind === 'link' ? 'the page' : 'the file';
  if (!url) return `Enter the address of ${what}, starting https://.`;
  if (url.length > RESOURCE_LIMITS.url) return `Use an address of at most ${RESOURCE_LIMITS.url} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `That is not a web address. Enter the address of ${what}, like https://example.org/page.`;
  }
  if (parsed.protocol !== 'https:' || !/^https:\/\//i.test(url)) return 'Use a secure address starting https:// (http and other kinds are refused).';
  return undefined;
}

const tooLong = (label: string, value: string, max: number) => (value.length > max ? `${label} can be at most ${max} characters (it has ${value.length}).` : undefined);

/** The problems that stop a save, per field (none: it can be saved). */
export function draftProblems(draft: ResourceDraft): DraftProblems {
  const problems: DraftProblems = {
    title: draft.title.trim() ? tooLong('The title', draft.title.trim(), RESOURCE_LIMITS.title) : 'Give the resource a title.',
    summary: tooLong('The summary', draft.summary.trim(), RESOURCE_LIMITS.summary),
    topic: tooLong('The topic', draft.topic.trim(), RESOURCE_LIMITS.topic),
    markdown:
      !needsUrl(draft.kind) && !draft.markdown.trim()
        ? `Write the ${draft.kind === 'worksheet' ? 'worksheet' : 'article'}: its text is what readers open.`
        : tooLong('The text', draft.markdown, RESOURCE_LIMITS.markdown),
    url: needsUrl(draft.kind) ? urlProblem(draft.url, draft.kind) : undefined,
  };
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as DraftProblems;
}

/** A new resource's id: its title's slug, unique among the ids taken (it is in every link to it). */
export function newResourceId(title: string, taken: Iterable<string>): string {
  return uniqueSlug(title, taken) || uniqueSlug(`resource ${slugify(new Date().toISOString())}`, taken);
}

/** What a save writes: the card's fields and the body (an address only for links and downloads). */
export function toSave(draft: ResourceDraft, id: string, isNew: boolean): ResourceSave {
  return {
    id,
    isNew,
    fields: {
      title: draft.title.trim(), summary: draft.summary.trim(), kind: draft.kind, topic: draft.topic.trim(), audience: draft.audience, published: draft.published,
    },
    body: { markdown: draft.markdown, url: needsUrl(draft.kind) ? draft.url.trim() : null },
  };
}
