/**
 * The builder's labelled inputs: each announces its hint and its problem with it
 * (aria-describedby), and is found by the problem list through its id (`fieldId`).
 */
import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Markdown } from '../../../../ui/Markdown';

/** The element id of a field named by a problem ('chapter:<id>:title' -> 'cb-chapter-<id>-title'). */
export const fieldId = (field: string): string => `cb-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;

function describedBy(id: string, hint?: ReactNode, error?: string | null): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint ? <span id={`${id}-hint`} className="field-hint">{hint}</span> : null}
      {error ? <span id={`${id}-error`} className="field-error">{error}</span> : null}
    </>
  );
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { field: string; label: string; hint?: ReactNode; error?: string | null };

export function TextArea({ field, label, hint, error, ...rest }: TextareaProps) {
  const id = fieldId(field);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...rest} />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { field: string; label: string; hint?: ReactNode; children: ReactNode };

export function Select({ field, label, hint, children, ...rest }: SelectProps) {
  const id = fieldId(field);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-describedby={describedBy(id, hint)} {...rest}>{children}</select>
      <Messages id={id} hint={hint} />
    </div>
  );
}

/** Markdown in a textarea, and what members will see beside it (below it on a phone), as it is typed. */
export function MarkdownEditor({ field, label, value, onChange, error, rows = 10, maxLength }: {
  field: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  rows?: number;
  maxLength?: number;
}) {
  const previewId = useId();
  return (
    <div className="ca-markdown">
      <TextArea
        field={field}
        label={label}
        value={value}
        rows={rows}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        hint="Markdown: ## headings, **bold**, - lists, [links](https://…). No HTML."
        error={error}
      />
      <section className="ca-preview" aria-labelledby={previewId}>
        <h3 id={previewId} className="ca-preview-title">Preview: {label.toLowerCase()}</h3>
        {value.trim() ? <Markdown>{value}</Markdown> : <p className="muted">Nothing written yet.</p>}
      </section>
    </div>
  );
}
