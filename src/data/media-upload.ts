/**
 * Media uploads to Cloud Storage with the SDK's resumable upload: files over
 * 256 KB go in chunks that pause / resume (and survive a dropped connection); progress is
 * reported as bytes. What the form shows (percent, phases, what a retry does) is the pure
 * `uploadReducer` of model/content/media-documents.ts; type and size are checked there before
 * this is called, and again by storage.rules.
 *
 * Locally there is no Storage: its emulator cannot run offline here (/work/shared/LOCAL-STACK.md),
 * so against the emulators this refuses at once with UPLOADS_UNAVAILABLE_LOCALLY, and the form
 * offers adding by address instead.
 */
import { mediaUploadPath, type ContentAudience, type FileLike } from '@model';
import { getDownloadURL, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
import { firebase } from './app';
import { settings } from './config';
import { DataError, toDataError } from './errors';

export const UPLOADS_UNAVAILABLE_LOCALLY =
  'Uploading is switched off on this local copy: Cloud Storage has no emulator that runs offline. Add the item by its address instead; uploads work on the live site.';

/** Pure: can a build with these emulator settings upload? Only a real Firebase project can (the data entry's mediaUploadsAvailable asks the same). */
export const uploadsAvailable = (emulators: unknown = settings.emulators): boolean => emulators === null;

export interface UploadHandlers {
  onProgress(bytes: number, total: number): void;
  onDone(url: string): void;
  onError(error: DataError): void;
}

export interface UploadControls {
  pause(): boolean;
  resume(): boolean;
  cancel(): boolean;
}

const STORAGE_MESSAGES: Record<string, string> = {
  'storage/unauthorized': 'Storage refused the file: only administrators may upload, and only video or audio files within the size limit.',
  'storage/retry-limit-exceeded': 'The connection dropped for too long. Check it, then press Try again to upload the file again.',
  'storage/quota-exceeded': 'The storage space is full. Delete old files or raise the plan, then try again.',
  'storage/unauthenticated': 'Please sign in again to continue.',
};

/** Pure: a Storage error in words (cancelling is not an error and is never reported). */
export function uploadError(error: unknown): DataError {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
  const known = STORAGE_MESSAGES[code];
  return known ? new DataError(code, known) : toDataError(error);
}

/**
 * Starts uploading `file` for item `mediaId` into its audience's folder (storage.rules: public
 * files for anyone, members-only ones for members and administrators); throws (before anything
 * is sent) when uploads are off here.
 */
export function startMediaUpload(file: File & FileLike, mediaId: string, audience: ContentAudience, handlers: UploadHandlers): UploadControls {
  if (!uploadsAvailable()) throw new DataError('unavailable-locally', UPLOADS_UNAVAILABLE_LOCALLY);
  const storage = getStorage(firebase().app);
  const task = uploadBytesResumable(ref(storage, mediaUploadPath(mediaId, file.name, audience)), file, { contentType: file.type });
  task.on(
    'state_changed',
    (snapshot) => handlers.onProgress(snapshot.bytesTransferred, snapshot.totalBytes),
    (error) => {
      if ((error as { code?: string }).code !== 'storage/canceled') handlers.onError(uploadError(error));
    },
    () => {
      getDownloadURL(task.snapshot.ref).then(handlers.onDone, (error: unknown) => handlers.onError(uploadError(error)));
    },
  );
  return { pause: () => task.pause(), resume: () => task.resume(), cancel: () => task.cancel() };
}
