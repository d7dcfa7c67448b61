/**
 * What stops an administrator's media item being saved: each field's limit and the rules the
 * Firestore rules keep for media/{id}, in the order of the form. Pure.
 */
import type { ContentAudience } from './course-documents.ts';
import { CONTENT_AUDIENCES } from './course-documents.ts';
import { MEDIA_KINDS, MEDIA_LIMITS, MEDIA_SOURCES, isCaptionsAddress, isHttpsAddress, type MediaDocument } from './media-documents.ts';
import { uploadAudienceOf } from './media-upload.ts';

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
