import { useId, type TextareaHTMLAttributes } from 'react';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string | null };

/** Field's multi-line twin: a labelled textarea whose hint and error are announced with it. Imported by its own path. */
export function TextAreaField({ label, hint, error, id, ...textarea }: TextAreaFieldProps) {
  const auto = useId();
  const areaId = id ?? auto;
  const hintId = hint ? `${areaId}-hint` : undefined;
  const errorId = error ? `${areaId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={areaId}>{label}</label>
      {hint ? <span id={hintId} className="field-hint">{hint}</span> : null}
      <textarea id={areaId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...textarea} />
      {error ? <span id={errorId} className="field-error">{error}</span> : null}
    </div>
  );
}
