import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { RESOURCE_KINDS, RESOURCE_LIMITS } from '@model';
import { Field, Loading } from '../../../../ui';
import { EditorActions, ProblemSummary, TextBox, saveChecked, useEditorStart, type SaveStatus } from '../admin-shared/editor-parts';
import { saveResource, type ResourceSave } from '../../api/resources-admin';
import { KIND_LABELS } from '../resources/resource-list';
import { draftProblems, needsUrl, toSave, type DraftField, type DraftProblems, type ResourceDraft } from './resource-form';

// The Markdown renderer loads with the editor only (administrators' chunk, preview on demand).
const Markdown = lazy(() => import('../../../../ui/Markdown').then((m) => ({ default: m.Markdown })));

const FIELD_ORDER: DraftField[] = ['title', 'summary', 'topic', 'url', 'markdown'];

/**
 * The resource editor: card fields, the address of a link or download, the Markdown body with
 * its live preview. A save checks everything first (problems listed, the first one focused), then
 * writes card + body in one batch.
 */
export function ResourceEditor({
  initial,
  id,
  idFor,
  topics,
  onSaved,
  onCancel,
}: {
  initial: ResourceDraft;
  /** null: a new resource, whose id `idFor` makes from its title when it is first saved */
  id: string | null;
  idFor(title: string): string;
  /** topics already used: suggestions, so the filter does not split "Sleep" and "sleep" */
  topics: readonly string[];
  onSaved(save: ResourceSave): void;
  onCancel(): void;
}) {
  const isNew = id === null;
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const base = useId();
  const { heading, dirty } = useEditorStart(draft, initial);
  const fieldIds: Record<DraftField, string> = {
    title: `${base}-title`, summary: `${base}-summary`, kind: `${base}-kind`, topic: `${base}-topic`, audience: `${base}-audience`,
    published: `${base}-published`, markdown: `${base}-markdown`, url: `${base}-url`,
  };
  const set = <K extends DraftField>(key: K, value: ResourceDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // a problem goes away as soon as it is fixed; new ones wait for the next save
    if (problems[key]) setProblems((p) => ({ ...p, [key]: draftProblems({ ...draft, [key]: value })[key] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    const save = toSave(draft, id ?? idFor(draft.title), isNew);
    await saveChecked({ found, order: FIELD_ORDER, idOf: (f) => fieldIds[f], setStatus, write: () => saveResource(save), done: () => onSaved(save) });
  };

  return (
    <form className="ar-editor" onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${base}-heading`}>
      <h2 id={`${base}-heading`} ref={heading} tabIndex={-1}>{isNew ? 'New resource' : `Edit “${initial.title}”`}</h2>
      <ProblemSummary problems={problems} order={FIELD_ORDER} idOf={(f) => fieldIds[f]} />
      <Field id={fieldIds.title} label="Title" value={draft.title} onChange={(e) => set('title', e.target.value)} error={problems.title} maxLength={RESOURCE_LIMITS.title + 20} required />
      <TextBox id={fieldIds.summary} label="Summary" hint="One or two sentences shown on the card." value={draft.summary} onChange={(v) => set('summary', v)} error={problems.summary} rows={2} />
      <div className="ar-row">
        <div className="field">
          <label htmlFor={fieldIds.kind}>Kind</label>
          <select id={fieldIds.kind} value={draft.kind} onChange={(e) => set('kind', e.target.value as ResourceDraft['kind'])}>
            {RESOURCE_KINDS.map((k) => (
              <option key={k} value={k}>{KIND_LABELS[k]}</option>
            ))}
          </select>
        </div>
        <Field id={fieldIds.topic} label="Topic" hint="Readers filter by topic: reuse one when it fits." list={`${base}-topics`} value={draft.topic} onChange={(e) => set('topic', e.target.value)} error={problems.topic} autoComplete="off" />
        <datalist id={`${base}-topics`}>
          {topics.map((t) => (
            <option key={t} value={t} />
          ))}
        </datalist>
      </div>
      <fieldset className="ar-audience">
        <legend>Who can open it</legend>
        <label>
          <input type="radio" name={fieldIds.audience} checked={draft.audience === 'public'} onChange={() => set('audience', 'public')} /> Everyone
        </label>
        <label>
          <input type="radio" name={fieldIds.audience} checked={draft.audience === 'members'} onChange={() => set('audience', 'members')} /> Members with a membership (others see it locked)
        </label>
      </fieldset>
      {needsUrl(draft.kind) ? (
        <Field
          id={fieldIds.url}
          type="url"
          inputMode="url"
          label={draft.kind === 'link' ? 'Address of the page' : 'Address of the file'}
          hint="A secure address, starting https://."
          value={draft.url}
          onChange={(e) => set('url', e.target.value)}
          error={problems.url}
        />
      ) : null}
      <div className="ar-markdown">
        <TextBox
          id={fieldIds.markdown}
          label={needsUrl(draft.kind) ? 'Notes (Markdown, optional)' : 'Text (Markdown)'}
          hint="# heading, **bold**, - list, [link](https://…)"
          value={draft.markdown}
          onChange={(v) => set('markdown', v)}
          error={problems.markdown}
          rows={14}
        />
        <section className="ar-preview card" aria-label="Preview">
          <h3 className="ar-preview-title">Preview</h3>
          {draft.markdown.trim() ? (
            <Suspense fallback={<Loading label="Loading the preview…" />}>
              <Markdown>{draft.markdown}</Markdown>
            </Suspense>
          ) : (
            <p className="muted">What readers will see appears here as you type.</p>
          )}
        </section>
      </div>
      <label className="ar-check">
        <input id={fieldIds.published} type="checkbox" checked={draft.published} onChange={(e) => set('published', e.target.checked)} /> Published (shown on /resources)
      </label>
      <EditorActions status={status} saveLabel="Save resource" dirty={dirty} noun="resource" onCancel={onCancel} />
    </form>
  );
}
