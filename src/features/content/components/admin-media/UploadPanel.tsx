import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { MEDIA_UPLOAD_ACCEPT, MEDIA_UPLOAD_MAX_BYTES, bytesLabel, uploadFileProblem, uploadReducer, type ContentAudience, type MediaKind } from '@model';
import { mediaUploadsAvailable, startMediaUpload, type UploadControls } from '../../api/media-admin';

/**
 * "Upload a file": the file is checked (type, kind, size) before anything is sent, then uploaded
 * resumably with a progress bar, percent, Pause / Resume (files over 256 KB) and Cancel. On the
 * local emulators there is no Storage: the panel says so and points to adding by address.
 */
export function UploadPanel({
  kind,
  audience,
  mediaId,
  uploadedUrl,
  error,
  inputId,
  onUploaded,
}: {
  kind: MediaKind;
  /** who may open the item: the file goes to that audience's folder (members-only files are for members only) */
  audience: ContentAudience;
  /** the item's id, or null until it has a title (the file is stored under it) */
  mediaId: string | null;
  uploadedUrl: string;
  error?: string;
  inputId: string;
  onUploaded(url: string): void;
}) {
  const available = mediaUploadsAvailable();
  const [state, dispatch] = useReducer(uploadReducer, { phase: 'idle' });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const controls = useRef<UploadControls | null>(null);
  const hintId = useId();
  // leaving the form stops an upload in flight (nothing half-sent is kept as the item's file)
  useEffect(() => () => void controls.current?.cancel(), []);

  if (!available) {
    return (
      <div className="notice am-upload" role="note">
        <p>
          <strong>Uploading is switched off on this local copy.</strong> Cloud Storage has no emulator that runs offline here, so files
          cannot be stored. Choose <em>By address</em> above and give a YouTube or Vimeo link or the https address of the file; uploads work on the
          live site.
        </p>
        <label htmlFor={inputId}>Video or audio file</label>
        <input id={inputId} type="file" disabled aria-describedby={hintId} />
        <span id={hintId} className="field-hint">Not available locally.</span>
      </div>
    );
  }

  const choose = (chosen: File | null) => {
    dispatch({ type: 'reset' });
    setFile(chosen);
    setProblem(chosen ? (uploadFileProblem(chosen, kind) ?? '') : '');
  };
  const start = async (retry = false) => {
    if (!file || !mediaId) return;
    const found = uploadFileProblem(file, kind);
    if (found) {
      setProblem(found);
      return;
    }
    dispatch(retry ? { type: 'retry' } : { type: 'start', file });
    try {
      controls.current = await startMediaUpload(file, mediaId, audience, {
        onProgress: (bytes, total) => dispatch({ type: 'progress', bytes, total }),
        onDone: (url) => {
          dispatch({ type: 'done', url });
          onUploaded(url);
        },
        onError: (e) => dispatch({ type: 'fail', message: e.message }),
      });
    } catch (e) {
      dispatch({ type: 'fail', message: e instanceof Error ? e.message : 'The upload could not start.' });
    }
  };
  const busy = state.phase === 'uploading' || state.phase === 'paused';
  const shownError = problem || error;
  return (
    <div className="am-upload">
      <label htmlFor={inputId}>Video or audio file</label>
      <span id={hintId} className="field-hint">
        {kind === 'video' ? 'MP4 or WebM' : 'MP3, M4A, OGG or WAV'}, up to {bytesLabel(MEDIA_UPLOAD_MAX_BYTES)}.
        {mediaId ? '' : ' Give the item a title first: the file is stored under it.'}
      </span>
      <input
        id={inputId}
        type="file"
        accept={MEDIA_UPLOAD_ACCEPT}
        disabled={busy}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={`${hintId}${shownError ? ` ${inputId}-error` : ''}`}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
      />
      {shownError ? <span id={`${inputId}-error`} className="field-error">{shownError}</span> : null}
      {uploadedUrl && state.phase !== 'done' ? <p className="muted">A file is uploaded for this item. Choose another to replace it.</p> : null}
      {state.phase !== 'idle' && state.phase !== 'cancelled' ? (
        <div className="am-progress">
          <progress max={100} value={state.percent} aria-label={`Uploading ${state.fileName}`} />
          <span role="status" aria-live="polite">
            {state.phase === 'done'
              ? `Uploaded ${state.fileName}.`
              : state.phase === 'paused'
                ? `Paused at ${state.percent}%.`
                : state.phase === 'error'
                  ? `Stopped at ${state.percent}%.`
                  : `${state.percent}% of ${bytesLabel(state.total)}`}
          </span>
        </div>
      ) : state.phase === 'cancelled' ? (
        <p role="status">Upload of {state.fileName} cancelled: nothing was kept.</p>
      ) : null}
      {state.phase === 'error' ? <p className="alert" role="alert">The upload stopped. {state.message}</p> : null}
      <div className="ar-actions">
        {state.phase === 'idle' || state.phase === 'cancelled' || state.phase === 'done' ? (
          <button type="button" className="button secondary" disabled={!file || !mediaId || Boolean(problem)} onClick={() => void start()}>
            Upload
          </button>
        ) : null}
        {state.phase === 'uploading' && state.resumable ? (
          <button type="button" className="button secondary" onClick={() => {
              if (controls.current?.pause()) dispatch({ type: 'pause' });
            }}>Pause</button>
        ) : null}
        {state.phase === 'paused' ? (
          <button type="button" className="button secondary" onClick={() => {
              if (controls.current?.resume()) dispatch({ type: 'resume' });
            }}>Resume</button>
        ) : null}
        {state.phase === 'error' ? (
          <button type="button" className="button secondary" onClick={() => void start(true)}>Try again</button>
        ) : null}
        {busy || state.phase === 'error' ? (
          <button
            type="button"
            className="button secondary"
            onClick={() => {
              controls.current?.cancel();
              dispatch({ type: 'cancel' });
            }}
          >
            Cancel upload
          </button>
        ) : null}
      </div>
    </div>
  );
}
