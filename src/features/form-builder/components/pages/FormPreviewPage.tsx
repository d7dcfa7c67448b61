import { score, type ScoreResult } from '@engine';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AssessmentForm } from '../../../../form-renderer';
import { Loading, Page } from '../../../../ui';
import { useFormPreview, previewTarget, type FormPreview, type PreviewTarget } from '../../api/get-form-preview';
import { useForms } from '../../api/get-forms';
import { builderPath, previewPath } from './paths';
import { ScoreSummary } from './ScoreSummary';
import './pages.css';

type Width = 'phone' | 'desktop';
type Answers = Record<string, unknown>;

function WidthToggle({ width, onWidth }: { width: Width; onWidth(width: Width): void }) {
  return (
    <fieldset className="fb-width-toggle">
      <legend>Width</legend>
      {(['phone', 'desktop'] as const).map((option) => (
        <label key={option}>
          <input type="radio" name="preview-width" value={option} checked={width === option} onChange={() => onWidth(option)} />{' '}
          {option === 'phone' ? 'Phone' : 'Desktop'}
        </label>
      ))}
    </fieldset>
  );
}

function VersionPicker({ preview }: { preview: FormPreview }) {
  const [, setParams] = useSearchParams();
  const options: { value: string; label: string }[] = [];
  for (let v = preview.currentVersion ?? 0; v >= 1; v -= 1) options.push({ value: String(v), label: `Version ${v}${v === preview.currentVersion ? ' (current)' : ''}` });
  options.push({ value: 'draft', label: 'Working draft (not published)' });
  return (
    <div className="field fb-version-picker">
      <label htmlFor="preview-version">Version</label>
      <select id="preview-version" value={String(preview.version)} onChange={(event) => setParams({ id: preview.formId, version: event.target.value })}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>{option.label}</option>
        ))}
      </select>
    </div>
  );
}

/** The form as a member meets it, with the engine's scores for whatever is answered. */
function Preview({ preview }: { preview: FormPreview }) {
  const { definition } = preview;
  const [width, setWidth] = useState<Width>('desktop');
  const [answers, setAnswers] = useState<Answers>({});
  const [submitted, setSubmitted] = useState<ScoreResult | null>(null);
  const live = useMemo(() => score(definition, answers), [definition, answers]);
  return (
    <>
      <div className="fb-preview-bar">
        <VersionPicker preview={preview} />
        <WidthToggle width={width} onWidth={setWidth} />
        <Link className="button secondary" to={builderPath(preview.formId)}>Open in the builder</Link>
      </div>
      <p className="notice">Preview: nothing you enter here is sent or saved.</p>
      <div className={`fb-preview-frame fb-preview-${width}`} data-testid="preview-frame" data-width={width}>
        <AssessmentForm
          key={`${preview.formId}:${preview.version}`}
          definition={definition}
          onChange={setAnswers}
          onSubmit={(data) => {
            setAnswers(data);
            setSubmitted(score(definition, data));
          }}
        />
      </div>
      {submitted ? (
        <div className="notice fb-preview-sent" role="status">
          <p><strong>Preview — nothing is sent.</strong> A member who submitted these answers would get these scores:</p>
          <ScoreSummary definition={definition} result={submitted} />
        </div>
      ) : null}
      <section aria-labelledby="try-it-title" className="fb-try-it">
        <h2 id="try-it-title">Try it: scores for the answers above</h2>
        <p className="muted">Worked out by the same engine that scores members’ responses, as you answer.</p>
        <ScoreSummary definition={definition} result={live} />
      </section>
    </>
  );
}

function PreviewForm({ formId, target }: { formId: string; target: PreviewTarget }) {
  const preview = useFormPreview(formId, target);
  if (preview.isPending) return <Page title="Form preview"><Loading label="Loading the form…" /></Page>;
  if (preview.isError) {
    return (
      <Page title="Form preview">
        <div className="alert" role="alert">{preview.error.message}</div>
        <p><Link to="/admin/forms">Back to the forms</Link></p>
      </Page>
    );
  }
  const which = preview.data.version === 'draft' ? 'working draft' : `version ${preview.data.version}`;
  return (
    <Page title={`Preview: ${preview.data.definition.title}`} intro={`Exactly as a member sees it (${which}).`}>
      <Preview key={`${formId}:${preview.data.version}`} preview={preview.data} />
    </Page>
  );
}

/** Without an id: choose which form to preview. */
function ChooseForm() {
  const forms = useForms();
  return (
    <Page title="Form preview" intro="Choose a form to see it as a member does.">
      {forms.isPending ? <Loading label="Loading forms…" /> : null}
      {forms.isError ? <div className="alert" role="alert">The forms could not be loaded. {forms.error.message}</div> : null}
      {forms.isSuccess && forms.data.length === 0 ? <p className="placeholder">There are no forms yet.</p> : null}
      {forms.isSuccess && forms.data.length > 0 ? (
        <ul className="fb-choose-list">
          {forms.data.map((form) => (
            <li key={form.id}>
              <Link to={previewPath(form.id, form.currentVersion ? undefined : 'draft')}>{form.title}</Link>{' '}
              <span className="muted">{form.currentVersion ? `version ${form.currentVersion}` : 'working draft'}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}

/** /admin/form-preview?id=&version= (a number, "current" (the default) or "draft"). */
export function FormPreviewPage() {
  const [params] = useSearchParams();
  const formId = params.get('id');
  if (!formId) return <ChooseForm />;
  const target = previewTarget(params.get('version'));
  if (!target) {
    return (
      <Page title="Form preview">
        <div className="alert" role="alert">“{params.get('version')}” is not a version: use a version number, “current” or “draft”.</div>
        <p><Link to={previewPath(formId)}>Preview the current version</Link></p>
      </Page>
    );
  }
  return <PreviewForm formId={formId} target={target} />;
}
