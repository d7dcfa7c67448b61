/**
 * The form as a member will see it: the member's own renderer fed the definition being edited, at
 * phone (390 px) or desktop width. Answers typed here stay while the form is edited; submitting
 * sends nothing and shows the scores instead.
 */
import { memo, useCallback, useId, useState } from 'react';
import { score, type ScoreResult } from '@engine';
import { AssessmentForm } from '../../../../form-renderer';
import { usePreviewDefinition } from './preview-definition';
import { answersStillAsked, useSessionAnswers } from './session-answers';
import './panels.css';

type Width = 'phone' | 'desktop';

export interface LivePreviewProps {
  /** false where the place around it already has a "Preview" heading (the wide workspace's preview region) */
  heading?: boolean;
}

export function LivePreview({ heading = true }: LivePreviewProps) {
  const definition = usePreviewDefinition();
  const [width, setWidth] = useState<Width>('phone');
  const [stored, setAnswers] = useSessionAnswers('preview');
  const [sent, setSent] = useState<ScoreResult | null>(null);
  const answers = answersStillAsked(definition, stored);
  const empty = Object.keys(definition.schema.properties ?? {}).length === 0;
  const onSubmit = useCallback((data: Record<string, unknown>) => setSent(score(definition, data)), [definition]);

  return (
    <div className="panel live-preview">
      {heading ? <h2 className="panel-heading">Preview</h2> : null}
      <WidthToggle width={width} onWidth={setWidth} />
      {sent ? <SentNotice result={sent} onClose={() => setSent(null)} /> : null}
      <div className={`preview-frame ${width}`} data-testid="preview-frame">
        {empty ? (
          <p className="muted">Add a question to see the form here.</p>
        ) : (
          <AssessmentForm
            key={definition.id}
            definition={definition}
            formData={answers}
            onChange={setAnswers}
            onSubmit={onSubmit}
          />
        )}
      </div>
    </div>
  );
}

/** Phone or desktop width; apart from the form, so an edit does not redraw it. */
const WidthToggle = memo(function WidthToggle({ width, onWidth }: { width: Width; onWidth(width: Width): void }) {
  const id = useId();
  return (
    <fieldset className="width-toggle">
      <legend>Width</legend>
      {(['phone', 'desktop'] as const).map((w) => (
        <label key={w} className="check-row">
          <input type="radio" name={`${id}-width`} value={w} checked={width === w} onChange={() => onWidth(w)} />
          {w === 'phone' ? 'Phone (390 px)' : 'Desktop'}
        </label>
      ))}
    </fieldset>
  );
});

function SentNotice({ result, onClose }: { result: ScoreResult; onClose(): void }) {
  const scales = Object.values(result.scales);
  return (
    <div className="notice" role="status">
      <p>
        <strong>This is a preview: nothing was sent.</strong>
      </p>
      {scales.length ? (
        <ul className="result-list">
          {scales.map((s) => (
            <li key={s.title}>
              {s.title}: {s.complete ? `${s.total} of ${s.max}${s.bandLabel ? ` (${s.bandLabel})` : ''}` : 'incomplete'}
            </li>
          ))}
        </ul>
      ) : null}
      {result.flags.length ? (
        <p>
          Flags raised: {result.flags.map((f) => `${f.severity}: ${f.message}`).join(' · ')}
        </p>
      ) : (
        <p className="muted">No flags raised.</p>
      )}
      <button type="button" className="button secondary small" onClick={onClose}>
        Back to the form
      </button>
    </div>
  );
}
