import { Suspense, useEffect, useState } from 'react';
import { loadFormVersion, type PublishedForm, type SubmittedResponse } from '../api/assessments-api';
import { ResponseView } from './renderer';

type Loaded = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; form: PublishedForm };

/**
 * A past response's answers, opened on demand, always read with the definition of the version
 * it was submitted on (never the form's current one), so what the member sees is what they
 * answered, including after the form was changed or archived.
 */
export function PastAnswers({ formId, response }: { formId: string; response: SubmittedResponse }) {
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const ready = loaded.state === 'ready';
  useEffect(() => {
    if (!open || ready) return;
    let live = true;
    setLoaded({ state: 'loading' });
    loadFormVersion(formId, response.formVersion)
      .then((form) => live && setLoaded({ state: 'ready', form }))
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [open, ready, attempt, formId, response.formVersion]);
  return (
    <details className="past-answers" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Show my answers</summary>
      {loaded.state === 'ready' ? (
        <Suspense fallback={<p className="muted" role="status">Loading your answers…</p>}>
          <ResponseView
            definition={{ ...loaded.form.definition, version: response.formVersion }}
            data={response.data}
            migratedFrom={response.migratedFrom}
            unplaced={response.unplaced}
          />
        </Suspense>
      ) : loaded.state === 'failed' ? (
        <p role="alert">
          Your answers could not be shown just now.{' '}
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      ) : (
        <p className="muted" role="status">Loading your answers…</p>
      )}
    </details>
  );
}
