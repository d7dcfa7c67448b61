import { memo, useMemo } from 'react';
import { visibleFields, type FormDefinition } from '@engine';
import { stepsOf } from './steps.ts';
import { choicesOf, fieldTitle, widgetOf } from './options.ts';
import { isDrawnSignature } from './widgets/signature-encoding.ts';
import './assessment-form.css';

export interface ResponseViewProps {
  definition: FormDefinition;
  /** the member's answers (flat, keyed by field) */
  data: Record<string, unknown>;
  /** fields a raised flag is about, marked for the reviewer */
  flaggedFields?: Iterable<string>;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** An answer in words: the chosen option's label (with its score for ratings), Yes/No, or the text. */
export function answerText(def: FormDefinition, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Not answered';
  const ui = def.uiSchema?.[field];
  const widget = widgetOf(ui);
  if (widget === 'consent') return value === true ? 'Given' : 'Not given';
  const choices = choicesOf(def.schema.properties?.[field], ui);
  const labelOf = (v: unknown): string => choices?.find((c) => sameValue(c.value, v))?.label ?? String(v);
  if (Array.isArray(value)) return value.length > 0 ? value.map(labelOf).join(', ') : 'Not answered';
  if (widget === 'rating' && typeof value === 'number') return `${labelOf(value)} (${value})`;
  return labelOf(value);
}

function Answer({ def, field, value }: { def: FormDefinition; field: string; value: unknown }) {
  if (widgetOf(def.uiSchema?.[field]) === 'signature' && typeof value === 'string' && value !== '') {
    return isDrawnSignature(value) ? (
      <img className="af-review__signature" src={value} alt={`Drawn signature`} />
    ) : (
      <span className="af-review__typed-signature">{value} (typed signature)</span>
    );
  }
  const text = answerText(def, field, value);
  return <span className={text === 'Not answered' ? 'af-review__missing' : undefined}>{text}</span>;
}

/** A reviewer's read-only view of a response: every shown question with its answer, step by step. */
export const ResponseView = memo(function ResponseView({ definition, data, flaggedFields }: ResponseViewProps) {
  const shown = useMemo(() => visibleFields(definition, data), [definition, data]);
  const flagged = useMemo(() => new Set(flaggedFields ?? []), [flaggedFields]);
  return (
    <div className="af-review">
      {stepsOf(definition).map((step) => (
        <section key={step.id} className="af-review__section" aria-labelledby={`af-review-${step.id}`}>
          <h3 id={`af-review-${step.id}`} className="af-review__title">
            {step.title}
          </h3>
          <dl className="af-review__list">
            {step.fields
              .filter((field) => shown.has(field))
              .map((field) => (
                <div key={field} className={flagged.has(field) ? 'af-review__row af-review__row--flagged' : 'af-review__row'}>
                  <dt>
                    {fieldTitle(definition, field)}
                    {flagged.has(field) ? <span className="af-review__flag"> (flagged)</span> : null}
                  </dt>
                  <dd>
                    <Answer def={definition} field={field} value={data[field]} />
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
});
