import { useState } from 'react';
import { Link } from 'react-router-dom';

export const HEALTH_NOTICE_VERSION = '2026-01';

/**
 * Explicit consent for health data (UK GDPR Article 9), separate from other terms, recorded with
 * the notice version. Withdrawing is as easy: it is explained in the privacy notice.
 */
export function HealthConsent({ onConsent }: { onConsent: () => Promise<void> }) {
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!checked) return setError('Tick the box to give your consent, or leave this page if you do not want to.');
    setBusy(true);
    setError(null);
    try {
      await onConsent();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'We could not record your consent. Please try again.');
      setBusy(false);
    }
  };
  return (
    <section className="card" aria-labelledby="consent-title">
      <h2 id="consent-title" style={{ marginTop: 0 }}>Before you start: your health information</h2>
      <p>
        Our assessments ask about your physical and mental health, such as symptoms, medication and how you have been feeling.
        This is health data, which the law treats as especially sensitive.
      </p>
      <p>
        We use it only to support you and to plan your sessions. Only you and our practitioners can see it. You can withdraw your
        consent, get a copy of your answers or ask us to erase them at any time. See our <Link to="/Privacy">privacy notice</Link>.
      </p>
      {error ? <div className="alert" role="alert">{error}</div> : null}
      <label style={{ display: 'flex', gap: '0.75rem', alignItems: 'flex-start', margin: '1rem 0', minHeight: 44 }}>
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} style={{ width: 24, height: 24 }} />
        <span>I consent to this practice collecting and using my health information for my care, as described above.</span>
      </label>
      <button type="button" className="button" onClick={() => void submit()} disabled={busy}>
        {busy ? 'Saving…' : 'Give consent and continue'}
      </button>
    </section>
  );
}
