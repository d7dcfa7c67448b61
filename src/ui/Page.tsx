import { useEffect, type ReactNode } from 'react';

/** A page with its heading; sets the document title so screen-reader users hear where they are. */
export function Page({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Wellness`;
  }, [title]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {intro ? <p className="muted">{intro}</p> : null}
      {children}
    </section>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" aria-live="polite" className="muted" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <span className="spinner" aria-hidden="true" /> {label}
    </p>
  );
}
