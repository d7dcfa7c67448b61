import type { FormEvent, ReactNode } from 'react';

/** Shared frame of the sign-in forms: a top-level error announced to screen readers, busy state. */
export function AuthForm({ onSubmit, error, busy, submitLabel, children }: {
  onSubmit: () => void;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      {error ? <div className="alert" role="alert">{error}</div> : null}
      {children}
      <button className="button" type="submit" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
