/**
 * Media items: media/{id}, and the upload bookkeeping. Shared by the rules
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

type Data = Record<string, unknown>;
const asData = (value: unknown): Data => (typeof value === 'object' && value !== null ? (value as Data) : {});
const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;
const timeOrNull = <Time>(value: unknown): Time | null => (value === undefined || value === null ? null : (value as Time));

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

export type MediaField = 'title' | 'description' | 'kind' | 'source' | 'url' | 'captionsUrl' | 'transcript' | 'durationSeconds' | 'topic' | 'audience';
export interface MediaProblem {
  field: MediaField;
  message: string;
}

/** The fields an administrator writes (the stamps are added by the data layer). */
export type MediaFields = Omit<MediaDocument<unknown>, 'createdAt' | 'updatedAt' | 'updatedBy'>;

const tooLong = (label: string, value: string, max: number): string | null =>
  value.length > max ? `${label} can be at most ${max} characters (it has ${value.length}).` : null;

/**
 * Pure: what stops these fields being saved, in the order of the form (none: they can be saved).
 * The rules refuse the same; whether a YouTube / Vimeo address names a video is the allow-list's
 * word (src/lib/video.ts), checked by the form before this.
 */
export function mediaProblems(fields: MediaFields): MediaProblem[] {
  const found: Array<[MediaField, string | null]> = [
    ['title', fields.title.trim() ? tooLong('The title', fields.title, MEDIA_LIMITS.title) : 'Give the item a title.'],
    ['description', tooLong('The description', fields.description, MEDIA_LIMITS.description)],
    ['kind', MEDIA_KINDS.includes(fields.kind) ? null : 'Choose video or audio.'],
    ['source', MEDIA_SOURCES.includes(fields.source) ? null : 'Choose how the item is added.'],
    [
      'source',
      (fields.source === 'youtube' || fields.source === 'vimeo') && fields.kind !== 'video'
        ? 'YouTube and Vimeo items are videos: choose Video, or use an audio file address.'
        : null,
    ],
    [
      'url',
      !fields.url.trim()
        ? fields.source === 'storage'
          ? 'Upload the file first.'
          : 'Enter the address of the video or audio, starting https://.'
        : isHttpsAddress(fields.url)
          ? null
          : `Use a secure address starting https:// of at most ${MEDIA_LIMITS.url} characters.`,
    ],
    [
      'captionsUrl',
      fields.captionsUrl === null || fields.captionsUrl === ''
        ? null
        : fields.source === 'youtube' || fields.source === 'vimeo'
          ? 'YouTube and Vimeo show their own captions: leave the captions address empty.'
          : isCaptionsAddress(fields.captionsUrl)
            ? null
            : 'Captions must be a WebVTT file: an https:// address ending .vtt.',
    ],
    ['transcript', tooLong('The transcript', fields.transcript, MEDIA_LIMITS.transcript)],
    [
      'durationSeconds',
      Number.isInteger(fields.durationSeconds) && fields.durationSeconds >= 0 && fields.durationSeconds <= MEDIA_LIMITS.durationSeconds
        ? null
        : 'Enter the length as minutes and seconds, up to 6 hours.',
    ],
    ['topic', tooLong('The topic', fields.topic, MEDIA_LIMITS.topic)],
    ['audience', CONTENT_AUDIENCES.includes(fields.audience) ? null : 'Choose who can open it.'],
    ['audience', fields.source === 'storage' ? uploadedElsewhere(fields.url, fields.audience) : null],
  ];
  return found.filter((entry): entry is [MediaField, string] => entry[1] !== null).map(([field, message]) => ({ field, message }));
}

/**
 * An uploaded file stays in the folder of the audience it was uploaded for: moving it would need
 * a server copy, and its old download address would keep working. So a changed audience is
 * refused until the file is uploaded again (the upload goes to the new audience's folder).
 */
function uploadedElsewhere(url: string, audience: ContentAudience): string | null {
  const stored = uploadAudienceOf(url);
  if (stored === null || stored === audience) return null;
  return stored === 'members'
    ? 'This file is stored for members only. To make the item public, upload it again (or set it back to members only).'
    : 'This file is stored where anyone can open it. To make the item members only, upload it again (or set it back to public).';
}

/** Pure: "5 min", "1 h 5 min", "45 s" (0: ''). */
export function durationLabel(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return rest > 0 && m < 10 ? `${m} min ${rest} s` : `${m} min`;
  return `${rest} s`;
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

// ---- uploads (Cloud Storage) ----

/**
 * The files an administrator may upload, by MIME type, with the extensions that go with each.
 * One list for the form's `accept`, the check before upload, storage.rules (its regex spells the
 * same types) and the tests.
 */
export const MEDIA_UPLOAD_TYPES: Readonly<Record<string, { kind: MediaKind; extensions: readonly string[] }>> = {
  'video/mp4': { kind: 'video', extensions: ['mp4', 'm4v'] },
  'video/webm': { kind: 'video', extensions: ['webm'] },
  'audio/mpeg': { kind: 'audio', extensions: ['mp3'] },
  'audio/mp4': { kind: 'audio', extensions: ['m4a'] },
  'audio/ogg': { kind: 'audio', extensions: ['ogg', 'oga'] },
  'audio/wav': { kind: 'audio', extensions: ['wav'] },
};

/** 200 MB: storage.rules refuses anything larger (`request.resource.size <= 200 * 1024 * 1024`). */
export const MEDIA_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The SDK's uploadBytesResumable sends files over 256 KB in chunks it can resume; smaller ones go in one request. */
export const RESUMABLE_OVER_BYTES = 256 * 1024;

/** Pure: does an upload of this many bytes resume (after pause, or a dropped connection) from where it was? */
export const isResumableUpload = (bytes: number): boolean => bytes > RESUMABLE_OVER_BYTES;

/** The `accept` attribute of the file input: every type and extension. */
export const MEDIA_UPLOAD_ACCEPT = Object.entries(MEDIA_UPLOAD_TYPES)
  .flatMap(([type, { extensions }]) => [type, ...extensions.map((e) => `.${e}`)])
  .join(',');

/** Pure: "12.4 MB", "300 KB", "812 bytes". */
export function bytesLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** Pure: why this file cannot be uploaded for an item of this kind (null: it can). */
export function uploadFileProblem(file: FileLike, kind: MediaKind): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const allowed = MEDIA_UPLOAD_TYPES[file.type.toLowerCase()];
  const names = Object.values(MEDIA_UPLOAD_TYPES)
    .filter((t) => t.kind === kind)
    .flatMap((t) => t.extensions.map((e) => `.${e}`))
    .join(', ');
  if (file.size <= 0) return `“${file.name}” is empty. Choose the ${kind} file again.`;
  if (!allowed || !allowed.extensions.includes(extension)) return `“${file.name}” is not a file we can play. Choose ${kind === 'video' ? 'a video' : 'an audio'} file (${names}).`;
  if (allowed.kind !== kind) return `“${file.name}” is ${allowed.kind === 'video' ? 'a video' : 'an audio'} file, but this item is ${kind === 'video' ? 'a video' : 'audio'}. Change the kind or choose another file (${names}).`;
  if (file.size > MEDIA_UPLOAD_MAX_BYTES) return `“${file.name}” is ${bytesLabel(file.size)}: the most we take is ${bytesLabel(MEDIA_UPLOAD_MAX_BYTES)}. Make it smaller, or host it elsewhere and add it by address.`;
  return null;
}

/** The Storage folder of each audience: storage.rules lets anyone read media/public/ and only members (and administrators) media/members/. */
export const MEDIA_UPLOAD_FOLDERS: Readonly<Record<ContentAudience, string>> = { public: 'media/public', members: 'media/members' };

/** Pure: where an item's upload is stored: media/{public|members}/{mediaId}-{safe file name}, by the item's audience. */
export function mediaUploadPath(mediaId: string, fileName: string, audience: ContentAudience): string {
  const safe = fileName.toLowerCase().replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '').slice(-80) || 'file';
  return `${MEDIA_UPLOAD_FOLDERS[audience]}/${mediaId}-${safe}`;
}

/**
 * Pure: the audience folder an uploaded file's download address points into (a Cloud Storage
 * address `https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{encoded path}?…`); null for
 * any other address, and for files stored before the folders existed.
 */
export function uploadAudienceOf(url: string): ContentAudience | null {
  const match = /^https:\/\/firebasestorage\.googleapis\.com\/v0\/b\/[^/]+\/o\/([^?#]+)/i.exec(url);
  if (!match) return null;
  let path: string;
  try {
    path = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return CONTENT_AUDIENCES.find((audience) => path.startsWith(`${MEDIA_UPLOAD_FOLDERS[audience]}/`)) ?? null;
}

/** One upload's state as the form shows it. bytes/total are what the SDK reported last. */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading' | 'paused'; fileName: string; bytes: number; total: number; percent: number; resumable: boolean }
  | { phase: 'error'; fileName: string; bytes: number; total: number; percent: number; resumable: boolean; message: string }
  | { phase: 'done'; fileName: string; total: number; percent: 100; url: string }
  | { phase: 'cancelled'; fileName: string };

export type UploadEvent =
  | { type: 'start'; file: FileLike }
  | { type: 'progress'; bytes: number; total: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'fail'; message: string }
  /** try again after a failure: a new upload from the first byte (the SDK already retried a dropped connection) */
  | { type: 'retry' }
  | { type: 'cancel' }
  | { type: 'done'; url: string }
  | { type: 'reset' };

/** Pure: whole percent of bytes of total, never above 100, 0 for an unknown total. */
export function uploadPercent(bytes: number, total: number): number {
  if (!(total > 0) || !(bytes > 0)) return 0;
  return Math.min(100, Math.floor((bytes / total) * 100));
}

/**
 * Pure: the upload's next state. Only resumable uploads (over 256 KB) pause: the SDK sends a
 * smaller file in one request, so there is nothing to resume. A paused upload resumes from its
 * bytes and progress never goes backwards; late events (progress after a pause, cancel or
 * finish; a second finish) are ignored. A failure comes after the SDK's own retries of a dropped
 * connection (up to 10 minutes within its resumable session), so a retry starts over.
 */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return { phase: 'uploading', fileName: event.file.name, bytes: 0, total: event.file.size, percent: 0, resumable: isResumableUpload(event.file.size) };
    case 'progress': {
      if (state.phase !== 'uploading') return state;
      const bytes = Math.max(state.bytes, Math.min(event.bytes, event.total));
      return { ...state, bytes, total: event.total, percent: uploadPercent(bytes, event.total) };
    }
    case 'pause':
      return state.phase === 'uploading' && state.resumable ? { ...state, phase: 'paused' } : state;
    case 'resume':
      return state.phase === 'paused' ? { ...state, phase: 'uploading' } : state;
    case 'fail':
      return state.phase === 'uploading' || state.phase === 'paused' ? { ...state, phase: 'error', message: event.message } : state;
    case 'retry': {
      if (state.phase !== 'error') return state;
      return { phase: 'uploading', fileName: state.fileName, bytes: 0, total: state.total, percent: 0, resumable: state.resumable };
    }
    case 'cancel':
      return state.phase === 'uploading' || state.phase === 'paused' || state.phase === 'error' ? { phase: 'cancelled', fileName: state.fileName } : state;
    case 'done':
      return state.phase === 'uploading' ? { phase: 'done', fileName: state.fileName, total: state.total, percent: 100, url: event.url } : state;
    case 'reset':
      return { phase: 'idle' };
  }
}
