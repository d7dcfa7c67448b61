import { useId } from 'react';

/** A new form's title, with the id it will get (the slug, unique; fixed once created). */
export function FormTitleField({
  title,
  formId,
  onTitle,
  error,
  autoFocus,
}: {
  title: string;
  formId: string;
  onTitle(title: string): void;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>Title</label>
      <span id={`${id}-hint`} className="field-hint">What members see at the top of the form, e.g. “Sleep and wellbeing check-in”.</span>
      <input
        id={id}
        value={title}
        maxLength={200}
        autoComplete="off"
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, `${id}-id`, errorId].filter(Boolean).join(' ')}
        onChange={(event) => onTitle(event.target.value)}
      />
      <span id={`${id}-id`} className="field-hint">
        Form id: <code data-testid="new-form-id">{formId || '—'}</code> (used in links; it cannot change later)
      </span>
      {error ? <span id={errorId} className="field-error">{error}</span> : null}
    </div>
  );
}
