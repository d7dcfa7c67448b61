import { COURSE_LIMITS } from '@model';
import { Field } from '../../../../ui';
import { chapterName, type AttachmentDraft, type ChapterDraft } from './course-draft';
import { fieldId, MarkdownEditor } from './inputs';
import { VideoPreview } from './VideoPreview';

export interface ChapterEditorProps {
  chapter: ChapterDraft;
  index: number;
  errorOf(field: string): string | null;
  onChange(change: Partial<Omit<ChapterDraft, 'id'>>): void;
}

/** One chapter: title, minutes, published, the text (Markdown with its preview), the video with its preview, captions, attachments. */
export function ChapterEditor({ chapter, index, errorOf, onChange }: ChapterEditorProps) {
  const name = chapterName(chapter, index);
  const f = (field: string) => `chapter:${chapter.id}:${field}`;
  const setAttachment = (n: number, change: Partial<AttachmentDraft>) =>
    onChange({ attachments: chapter.attachments.map((a, i) => (i === n ? { ...a, ...change } : a)) });
  const full = chapter.attachments.length >= COURSE_LIMITS.attachments;
  return (
    <section className="card ca-panel ca-editor" aria-labelledby="cb-chapter-title" data-testid="chapter-editor">
      <h2 id="cb-chapter-title" className="ca-h2" tabIndex={-1}>
        Chapter {index + 1}: {name}
      </h2>
      <div className="ca-two">
        <Field id={fieldId(f('title'))} label="Chapter title" value={chapter.title} maxLength={COURSE_LIMITS.chapterTitle} onChange={(e) => onChange({ title: e.target.value })} error={errorOf(f('title'))} />
        <Field id={fieldId(f('minutes'))} label="Minutes" inputMode="numeric" value={chapter.minutes} onChange={(e) => onChange({ minutes: e.target.value })}
          error={errorOf(f('minutes'))} hint="How long it takes, roughly." />
      </div>
      <label className="ca-check">
        <input type="checkbox" checked={chapter.published} onChange={(e) => onChange({ published: e.target.checked })} />
        Published: members enrolled in the course can open it
      </label>
      <MarkdownEditor field={f('markdown')} label="Chapter text" value={chapter.markdown} maxLength={COURSE_LIMITS.markdown} rows={12}
        onChange={(markdown) => onChange({ markdown })} error={errorOf(f('markdown'))} />
      <div className="ca-two">
        <Field id={fieldId(f('videoUrl'))} label="Video address" type="url" inputMode="url" placeholder="https://…" value={chapter.videoUrl}
          onChange={(e) => onChange({ videoUrl: e.target.value })} error={errorOf(f('videoUrl'))} hint="A YouTube or Vimeo link, or an https video file (.mp4, .webm). Leave empty for none." />
        <Field id={fieldId(f('captionsUrl'))} label="Captions address" type="url" inputMode="url" placeholder="https://….vtt" value={chapter.captionsUrl}
          onChange={(e) => onChange({ captionsUrl: e.target.value })} error={errorOf(f('captionsUrl'))} hint="A WebVTT file for the video's captions." />
      </div>
      <VideoPreview url={chapter.videoUrl} captionsUrl={chapter.captionsUrl} chapterTitle={name} />
      <fieldset className="ca-attachments">
        <legend>Attachments</legend>
        {chapter.attachments.length === 0 ? <p className="muted">No attachments.</p> : null}
        <ul>
          {chapter.attachments.map((attachment, n) => (
            <li key={n} className="ca-attachment">
              <Field id={fieldId(f(`attachment:${n}:title`))} label={`Attachment ${n + 1} title`} value={attachment.title} maxLength={COURSE_LIMITS.attachmentTitle}
                onChange={(e) => setAttachment(n, { title: e.target.value })} error={errorOf(f(`attachment:${n}:title`))} />
              <Field id={fieldId(f(`attachment:${n}:url`))} label={`Attachment ${n + 1} address`} type="url" inputMode="url" placeholder="https://…" value={attachment.url}
                onChange={(e) => setAttachment(n, { url: e.target.value })} error={errorOf(f(`attachment:${n}:url`))} />
              <button type="button" className="button secondary ca-button" onClick={() => onChange({ attachments: chapter.attachments.filter((_, i) => i !== n) })}
                aria-label={`Remove attachment ${n + 1}${attachment.title ? ` “${attachment.title}”` : ''}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="button secondary" disabled={full} onClick={() => onChange({ attachments: [...chapter.attachments, { title: '', url: '' }] })}>
          Add attachment
        </button>
        {full ? <span className="field-hint"> At most {COURSE_LIMITS.attachments} attachments.</span> : null}
      </fieldset>
    </section>
  );
}
