/**
 * Uploads of media files to Cloud Storage: the types and size storage.rules accepts, the folder of
 * each audience, the check before an upload, and the upload's state as the form shows it. Pure.
 */
import { CONTENT_AUDIENCES, type ContentAudience } from './course-documents.ts';
import type { MediaKind } from './media-documents.ts';
import { bytesLabel } from './media-words.ts';

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
