/**
 * Pure: the media form: what it edits, how an address becomes a source (YouTube / Vimeo through
 * the video allow-list of src/lib/video.ts; direct https files by extension), the problems it
 * refuses to save with (mediaProblems: the rules check the same) and the fields it writes.
 */
import { MEDIA_LIMITS, MEDIA_UPLOAD_TYPES, mediaProblems, type ContentAudience, type MediaField, type MediaFields, type MediaKind, type MediaSource } from '@model';
import { slugify, uniqueSlug, videoSource } from '../../../../lib';
import type { MediaItem } from '../../api/media-admin';

/** By address (YouTube, Vimeo or a file on the web) or by uploading a file to Cloud Storage. */
export type MediaWay = 'address' | 'upload';

export interface MediaDraft {
  title: string;
  description: string;
  kind: MediaKind;
  way: MediaWay;
  /** what the administrator typed (way 'address') */
  address: string;
  /** the uploaded file's download address (way 'upload') */
  uploadedUrl: string;
  captionsUrl: string;
  transcript: string;
  /** "m:ss" or minutes; '' when not known */
  length: string;
  topic: string;
  audience: ContentAudience;
  published: boolean;
}

export type DraftField = 'title' | 'description' | 'address' | 'upload' | 'captionsUrl' | 'transcript' | 'length' | 'topic';
export type DraftProblems = Partial<Record<DraftField, string>>;

export const EMPTY_MEDIA_DRAFT: MediaDraft = {
  title: '', description: '', kind: 'video', way: 'address', address: '', uploadedUrl: '', captionsUrl: '', transcript: '', length: '', topic: '',
  audience: 'public', published: false,
};

/** Pure: "5:30" or "12" (minutes) -> seconds; '' -> 0; null when it cannot be read. */
export function parseLength(text: string): number | null {
  const value = text.trim();
  if (!value) return 0;
  const match = /^(\d{1,3})(?::([0-5]?\d))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2] ?? 0);
}

/** Pure: seconds -> "m:ss" ('' for 0). */
export function lengthText(seconds: number): string {
  if (seconds <= 0) return '';
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const extensionsOf = (kind: MediaKind): string[] =>
  Object.values(MEDIA_UPLOAD_TYPES).filter((t) => t.kind === kind).flatMap((t) => t.extensions);

/** Pure: what an address plays as, or why it cannot be used for an item of this kind. */
export function addressSource(kind: MediaKind, input: string): { source: MediaSource; url: string } | { problem: string } {
  const address = input.trim();
  if (!address) return { problem: kind === 'video' ? 'Enter the address of the video: a YouTube or Vimeo link, or a video file starting https://.' : 'Enter the address of the audio file, starting https://.' };
  if (address.length > MEDIA_LIMITS.url) return { problem: `Use an address of at most ${MEDIA_LIMITS.url} characters.` };
  const found = videoSource(address);
  if (found.kind === 'youtube' || found.kind === 'vimeo') {
    if (kind === 'audio') return { problem: 'YouTube and Vimeo links are videos: choose Video as the kind, or give an audio file address.' };
    // stored as the privacy-friendly embed address the allow-list builds (no tracking cookies)
    return { source: found.kind, url: found.embedUrl };
  }
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { problem: 'That is not a web address. Copy it from the browser’s address bar, starting https://.' };
  }
  if (url.protocol !== 'https:') return { problem: 'Use a secure address starting https:// (http and other kinds are refused).' };
  if (found.kind === 'unsupported' && /youtu\.?be|vimeo/i.test(url.hostname)) return { problem: found.reason };
  const extension = (url.pathname.split('.').pop() ?? '').toLowerCase();
  if (extensionsOf(kind).includes(extension)) return { source: 'url', url: url.href };
  const other: MediaKind = kind === 'video' ? 'audio' : 'video';
  if (extensionsOf(other).includes(extension)) return { problem: `This address is ${other === 'video' ? 'a video' : 'an audio'} file: change the kind to ${other === 'video' ? 'Video' : 'Audio'}, or give another address.` };
  return {
    problem:
      kind === 'video'
        ? `Use a YouTube or Vimeo link, or the address of a video file (${extensionsOf('video').map((e) => `.${e}`).join(', ')}).`
        : `Use the address of an audio file (${extensionsOf('audio').map((e) => `.${e}`).join(', ')}).`,
  };
}

/** The form's view of a stored item. */
export function draftOfItem(item: MediaItem): MediaDraft {
  const uploaded = item.source === 'storage';
  return {
    title: item.title, description: item.description, kind: item.kind, way: uploaded ? 'upload' : 'address', address: uploaded ? '' : item.url,
    uploadedUrl: uploaded ? item.url : '', captionsUrl: item.captionsUrl ?? '', transcript: item.transcript, length: lengthText(item.durationSeconds),
    topic: item.topic, audience: item.audience, published: item.published,
  };
}

/** Pure: the fields a save writes (call after draftProblems found none). */
export function toFields(draft: MediaDraft): MediaFields {
  const found = draft.way === 'address' ? addressSource(draft.kind, draft.address) : null;
  const source: MediaSource = draft.way === 'upload' ? 'storage' : found && 'source' in found ? found.source : 'url';
  const url = draft.way === 'upload' ? draft.uploadedUrl : found && 'url' in found ? found.url : draft.address.trim();
  const embed = source === 'youtube' || source === 'vimeo';
  return {
    title: draft.title.trim(), description: draft.description.trim(), kind: draft.kind, source, url,
    captionsUrl: embed || !draft.captionsUrl.trim() ? null : draft.captionsUrl.trim(), transcript: draft.transcript.trim(),
    durationSeconds: parseLength(draft.length) ?? 0, topic: draft.topic.trim(), audience: draft.audience, published: draft.published,
  };
}

const FIELD_OF: Partial<Record<MediaField, DraftField>> = {
  title: 'title', description: 'description', url: 'address', source: 'address', captionsUrl: 'captionsUrl', transcript: 'transcript', durationSeconds: 'length', topic: 'topic',
};

/** The problems that stop a save, per field (none: it can be saved). */
export function draftProblems(draft: MediaDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.way === 'address') {
    const found = addressSource(draft.kind, draft.address);
    if ('problem' in found) problems.address = found.problem;
  } else if (!draft.uploadedUrl) {
    problems.upload = 'Upload the file first (or add the item by address).';
  }
  if (parseLength(draft.length) === null) problems.length = 'Write the length as minutes:seconds, like 5:30 (or leave it empty).';
  for (const { field, message } of mediaProblems(toFields(draft))) {
    // the uploaded file's folder is chosen by audience: a changed audience asks for a new upload
    const mapped = (field === 'url' || field === 'audience') && draft.way === 'upload' ? 'upload' : FIELD_OF[field];
    if (mapped && !problems[mapped]) problems[mapped] = message;
  }
  return problems;
}

/** A new item's id: its title's slug, unique among the ids taken (it is in every link to it). */
export function newMediaId(title: string, taken: Iterable<string>): string {
  return uniqueSlug(title, taken) || uniqueSlug(`media ${slugify(new Date().toISOString())}`, taken);
}
