import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { POST_LIMITS, postProblems, readingMinutes, type PostDraftField, type PostProblems } from '@model';
import { Field, Loading } from '../../../../ui';
import { EditorActions, ProblemSummary, TextBox, saveChecked, useEditorStart, type SaveStatus } from '../admin-shared/editor-parts';
import { createPost, updatePost } from '../../api/blog-admin';
import { readingTime } from '../blog/post-words';
import { FIELD_ORDER, toFields, type PostEditorDraft } from './post-form';

// The Markdown renderer loads with the editor only (administrators' chunk).
const Markdown = lazy(() => import('../../../../ui/Markdown').then((m) => ({ default: m.Markdown })));

/**
 * The post editor: title, excerpt, author, topic, who can read it, the Markdown with its live
 * preview, published. A save checks everything first (problems listed, the first one focused,
 * nothing written), then writes; a failed save keeps everything typed.
 */
export function PostEditor({
  initial,
  id,
  idFor,
  onSaved,
  onCancel,
}: {
  initial: PostEditorDraft;
  /** null: a new post, whose id `idFor` makes from its title when it is first saved */
  id: string | null;
  idFor(title: string): string;
  onSaved(title: string, published: boolean): void;
  onCancel(): void;
}) {
  const isNew = id === null;
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<PostProblems>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const base = useId();
  const { heading, dirty } = useEditorStart(draft, initial);
  const fieldId = (field: PostDraftField) => `${base}-${field}`;
  const set = <K extends keyof PostEditorDraft>(key: K, value: PostEditorDraft[K]) => {
    const next = { ...draft, [key]: value };
    setDraft(next);
    // a problem goes away as soon as it is fixed; new ones wait for the next save
    if (key in problems) setProblems((p) => ({ ...p, [key]: postProblems(next)[key as PostDraftField] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = postProblems(draft);
    setProblems(found);
    await saveChecked({
      found,
      order: FIELD_ORDER,
      idOf: fieldId,
      setStatus,
      write: () => (isNew ? createPost(idFor(draft.title), toFields(draft)) : updatePost(id, toFields(draft))),
      done: () => onSaved(draft.title.trim(), draft.published),
    });
  };

  return (
    <form className="ar-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} ref={heading} tabIndex={-1}>
        {isNew ? 'New post' : `Edit “${initial.title}”`}
      </h2>
      <ProblemSummary problems={problems} order={FIELD_ORDER} idOf={fieldId} />
      <Field id={fieldId('title')} label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={problems.title} maxLength={POST_LIMITS.title + 20} required />
      <TextBox id={fieldId('excerpt')} label="Excerpt" hint="One or two sentences shown on the list of posts." value={draft.excerpt} onChange={(v) => set('excerpt', v)} error={problems.excerpt} rows={2} />
      <div className="ar-row">
        <Field id={fieldId('author')} label="Author" hint="The name shown under the title." value={draft.author} onChange={(e) => set('author', e.target.value)} error={problems.author} autoComplete="name" />
        <Field id={fieldId('topic')} label="Topic (optional)" hint="Such as Sleep or Grounding." value={draft.topic} onChange={(e) => set('topic', e.target.value)} error={problems.topic} autoComplete="off" />
      </div>
      <fieldset className="ar-audience" id={fieldId('audience')} tabIndex={-1}>
        <legend>Who can read it</legend>
        <label>
          <input type="radio" name={`${base}-audience-choice`} checked={draft.audience === 'public'} onChange={() => set('audience', 'public')} /> Everyone
        </label>
        <label>
          <input type="radio" name={`${base}-audience-choice`} checked={draft.audience === 'members'} onChange={() => set('audience', 'members')} /> Signed-in members only
        </label>
        {problems.audience ? <span className="field-error">{problems.audience}</span> : null}
      </fieldset>
      <div className="ar-markdown">
        <TextBox
          id={fieldId('body')}
          label="Post (Markdown)"
          hint="## heading, **bold**, - list, [link](https://…)"
          value={draft.body}
          onChange={(v) => set('body', v)}
          error={problems.body}
          rows={18}
        />
        <section className="ar-preview card" aria-label="Preview">
          <h3 className="ar-preview-title">
            Preview{draft.body.trim() ? <span className="muted"> · about {readingTime(readingMinutes(draft.body))}</span> : null}
          </h3>
          {draft.body.trim() ? (
            <Suspense fallback={<Loading label="Loading the preview…" />}>
              <Markdown>{draft.body}</Markdown>
            </Suspense>
          ) : (
            <p className="muted">What readers will see appears here as you type.</p>
          )}
        </section>
      </div>
      <label className="ar-check">
        <input type="checkbox" checked={draft.published} onChange={(e) => set('published', e.target.checked)} /> Published (shown on the site)
      </label>
      <EditorActions status={status} saveLabel="Save post" dirty={dirty} noun="post" onCancel={onCancel} />
    </form>
  );
}
