import { useId, useState, type FormEvent } from 'react';
import { MEDIA_LIMITS } from '@model';
import { Field } from '../../../../ui';
import { EditorActions, ProblemSummary, TextBox, saveChecked, useEditorStart, type SaveStatus } from '../admin-shared/editor-parts';
import { saveMedia, type MediaSave } from '../../api/media-admin';
import { draftProblems, toFields, type DraftField, type DraftProblems, type MediaDraft } from './media-form';
import { UploadPanel } from './UploadPanel';

const FIELD_ORDER: DraftField[] = ['title', 'description', 'address', 'upload', 'captionsUrl', 'length', 'topic', 'transcript'];

/**
 * The media form: title, kind, one of two ways (by address: YouTube / Vimeo by the allow-list or a
 * direct https file; or by upload), captions, transcript, length, topic, audience, published. A
 * save checks everything first (problems listed, the first one focused), then writes the item.
 */
export function MediaEditor({
  initial,
  id,
  idFor,
  topics,
  onSaved,
  onCancel,
}: {
  initial: MediaDraft;
  /** null: a new item, whose id `idFor` makes from its title */
  id: string | null;
  idFor(title: string): string;
  topics: readonly string[];
  onSaved(save: MediaSave): void;
  onCancel(): void;
}) {
  const isNew = id === null;
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const base = useId();
  const { heading, dirty } = useEditorStart(draft, initial);
  const ids: Record<DraftField, string> = {
    title: `${base}-title`, description: `${base}-description`, address: `${base}-address`, upload: `${base}-upload`,
    captionsUrl: `${base}-captions`, transcript: `${base}-transcript`, length: `${base}-length`, topic: `${base}-topic`,
  };
  // an upload is stored under the item's id: a new item's id is fixed once it has a title
  const [uploadId, setUploadId] = useState<string | null>(id);
  const set = <K extends keyof MediaDraft>(key: K, value: MediaDraft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // a problem goes away as soon as it is fixed; new ones wait for the next save
    if (Object.keys(problems).length > 0) {
      const now = draftProblems(next);
      setProblems((p) => Object.fromEntries(Object.keys(p).filter((f) => now[f as DraftField]).map((f) => [f, now[f as DraftField]])) as DraftProblems);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    const save: MediaSave = { id: id ?? uploadId ?? idFor(draft.title), isNew, fields: toFields(draft) };
    await saveChecked({ found, order: FIELD_ORDER, idOf: (f) => ids[f], setStatus, write: () => saveMedia(save), done: () => onSaved(save) });
  };

  const embed = draft.way === 'address' && /youtu\.?be|vimeo/i.test(draft.address);
  return (
    <form className="ar-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} ref={heading} tabIndex={-1}>{isNew ? 'Add media' : `Edit “${initial.title}”`}</h2>
      <ProblemSummary problems={problems} order={FIELD_ORDER} idOf={(f) => ids[f]} />
      <Field id={ids.title} label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={problems.title} maxLength={MEDIA_LIMITS.title + 20} required />
      <fieldset className="am-ways">
        <legend>Kind</legend>
        <label><input type="radio" name={`${base}-kind`} checked={draft.kind === 'video'} onChange={() => set('kind', 'video')} /> Video</label>
        <label><input type="radio" name={`${base}-kind`} checked={draft.kind === 'audio'} onChange={() => set('kind', 'audio')} /> Audio</label>
      </fieldset>
      <fieldset className="am-ways">
        <legend>How to add it</legend>
        <label><input type="radio" name={`${base}-way`} checked={draft.way === 'address'} onChange={() => set('way', 'address')} /> By address</label>
        <label><input type="radio" name={`${base}-way`} checked={draft.way === 'upload'} onChange={() => set('way', 'upload')} /> Upload a file</label>
      </fieldset>
      {draft.way === 'address' ? (
        <Field
          id={ids.address}
          type="url"
          inputMode="url"
          label={draft.kind === 'video' ? 'Address of the video' : 'Address of the audio file'}
          hint={draft.kind === 'video' ? 'A YouTube or Vimeo link, or a video file (.mp4, .webm) starting https://.' : 'An audio file (.mp3, .m4a, .ogg, .wav) starting https://.'}
          value={draft.address}
          onChange={(e) => set('address', e.target.value)}
          error={problems.address}
        />
      ) : (
        <UploadPanel
          kind={draft.kind}
          audience={draft.audience}
          mediaId={uploadId ?? (draft.title.trim() ? idFor(draft.title) : null)}
          uploadedUrl={draft.uploadedUrl}
          error={problems.upload}
          inputId={ids.upload}
          onUploaded={(url) => {
            if (!uploadId) setUploadId(idFor(draft.title));
            set('uploadedUrl', url);
          }}
        />
      )}
      {embed ? null : (
        <Field
          id={ids.captionsUrl}
          type="url"
          inputMode="url"
          label="Captions (optional)"
          hint="A WebVTT file (.vtt) starting https://: shown as English captions. YouTube and Vimeo show their own."
          value={draft.captionsUrl}
          onChange={(e) => set('captionsUrl', e.target.value)}
          error={problems.captionsUrl}
        />
      )}
      <TextBox id={ids.description} label="Description" hint="What it is and who it helps: shown under the player." value={draft.description} onChange={(v) => set('description', v)} error={problems.description} rows={3} />
      <div className="ar-row">
        <Field id={ids.length} label="Length (optional)" hint="minutes:seconds, like 5:30" inputMode="numeric" value={draft.length} onChange={(e) => set('length', e.target.value)} error={problems.length} autoComplete="off" />
        <Field id={ids.topic} label="Topic" hint="Related recordings share a topic: reuse one when it fits." list={`${base}-topics`} value={draft.topic} onChange={(e) => set('topic', e.target.value)} error={problems.topic} autoComplete="off" />
        <datalist id={`${base}-topics`}>
          {topics.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </div>
      <TextBox id={ids.transcript} label="Transcript (optional, Markdown)" hint="Everything said, for people who cannot listen: shown under the player." value={draft.transcript} onChange={(v) => set('transcript', v)} error={problems.transcript} rows={8} />
      <fieldset className="ar-audience">
        <legend>Who can open it</legend>
        <label><input type="radio" name={`${base}-audience`} checked={draft.audience === 'public'} onChange={() => set('audience', 'public')} /> Everyone</label>
        <label><input type="radio" name={`${base}-audience`} checked={draft.audience === 'members'} onChange={() => set('audience', 'members')} /> Members with a membership (others see it locked)</label>
      </fieldset>
      <label className="ar-check">
        <input type="checkbox" checked={draft.published} onChange={(e) => set('published', e.target.checked)} /> Published (shown under Listen and watch on /resources)
      </label>
      <EditorActions status={status} saveLabel="Save media" dirty={dirty} noun="item" onCancel={onCancel} />
    </form>
  );
}
