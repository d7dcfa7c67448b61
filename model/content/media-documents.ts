/**
 * Media items: media/{id}, its shape and reader (uploads: media-upload.ts; what stops a save:
 * media-problems.ts; display words: media-words.ts). Shared by the rules
 * (firestore.rules spells the same keys and limits; storage.rules the upload types and size), the
 * web app's data layer and admin form, and the seed. Parsers are pure and never throw.
 *
 * Stored shape: media/{mediaId}: MediaDocument. Published public items are for everyone;
 * members-only ones only for administrators and members whose membership gives access (the rules
 * refuse the whole document to anyone else: the app shows that refusal as "locked").
 *
 * `source` says how `url` plays: 'youtube' / 'vimeo' — the address the administrator pasted, shown
 * through the video allow-list (src/lib/video.ts rebuilds the privacy-friendly embed address);
 * 'url' — a direct https file played by <video>/<audio>; 'storage' — a file uploaded to Cloud
 * Storage (its https download address), played the same way.
 */
import { asData, oneOf, text, timeOrNull } from '@engine';
import type { ContentAudience } from './course-documents.ts';
import { CONTENT_AUDIENCES } from './course-documents.ts';

export const MEDIA_KINDS = ['video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_SOURCES = ['url', 'youtube', 'vimeo', 'storage'] as const;
export type MediaSource = (typeof MEDIA_SOURCES)[number];

export const MEDIA_LIMITS = {
  title: 120,
  description: 2_000,
  topic: 60,
  url: 2_048,
  transcript: 50_000,
  /** six hours: longer is a typo */
  durationSeconds: 6 * 60 * 60,
} as const;

export interface MediaDocument<Time> {
  title: string;
  /** plain text shown under the player */
  description: string;
  kind: MediaKind;
  source: MediaSource;
  /** https only ('' when none was stored) */
  url: string;
  /** WebVTT captions (https, .vtt) for direct files; null: none */
  captionsUrl: string | null;
  /** plain text or Markdown; '' when none */
  transcript: string;
  /** whole seconds; 0 when not known */
  durationSeconds: number;
  topic: string;
  audience: ContentAudience;
  published: boolean;
  createdAt: Time | null;
  updatedAt: Time | null;
  updatedBy: string | null;
}

/** Every key a media document may hold (the rules' hasOnly list is the same). */
export const MEDIA_KEYS = [
  'title', 'description', 'kind', 'source', 'url', 'captionsUrl', 'transcript', 'durationSeconds',
  'topic', 'audience', 'published', 'createdAt', 'updatedAt', 'updatedBy',
] as const;

/** Pure: an https address within the limit (the rules' `(?i)https://.+`). */
export const isHttpsAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^https:\/\/\S+$/i.test(value) && value.length <= MEDIA_LIMITS.url;

/** Pure: an https address whose path ends in .vtt (a query string may follow). */
export const isCaptionsAddress = (value: unknown): value is string =>
  isHttpsAddress(value) && /\.vtt$/i.test(value.split(/[?#]/)[0] ?? '');

export function readMedia<Time>(mediaId: string, input: unknown): MediaDocument<Time> {
  const data = asData(input);
  const duration = data.durationSeconds;
  return {
    title: text(data.title, MEDIA_LIMITS.title) || mediaId,
    description: text(data.description, MEDIA_LIMITS.description),
    kind: oneOf(data.kind, MEDIA_KINDS, 'video'),
    source: oneOf(data.source, MEDIA_SOURCES, 'url'),
    url: isHttpsAddress(data.url) ? data.url : '',
    captionsUrl: isCaptionsAddress(data.captionsUrl) ? data.captionsUrl : null,
    transcript: text(data.transcript, MEDIA_LIMITS.transcript),
    durationSeconds:
      typeof duration === 'number' && Number.isInteger(duration) && duration > 0 && duration <= MEDIA_LIMITS.durationSeconds ? duration : 0,
    topic: text(data.topic, MEDIA_LIMITS.topic),
    audience: oneOf(data.audience, CONTENT_AUDIENCES, 'members'),
    published: data.published === true,
    createdAt: timeOrNull<Time>(data.createdAt),
    updatedAt: timeOrNull<Time>(data.updatedAt),
    updatedBy: typeof data.updatedBy === 'string' ? data.updatedBy : null,
  };
}

/**
 * Pure: up to `count` other published items related to `item`: same topic first (case-insensitive),
 * then same kind; each group newest first (createdAt as ms, missing last).
 */
export function relatedMedia<T extends { id: string; topic: string; kind: MediaKind; published: boolean; createdAt: Date | null }>(
  item: { id: string; topic: string; kind: MediaKind },
  all: readonly T[],
  count = 3,
): T[] {
  const topic = item.topic.trim().toLowerCase();
  const newest = (a: T, b: T) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
  const others = all.filter((m) => m.id !== item.id && m.published);
  const sameTopic = topic ? others.filter((m) => m.topic.trim().toLowerCase() === topic).sort(newest) : [];
  const sameKind = others.filter((m) => !sameTopic.includes(m) && m.kind === item.kind).sort(newest);
  return [...sameTopic, ...sameKind].slice(0, count);
}
