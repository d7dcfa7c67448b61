import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import './health-consent.css';

interface HealthConsentProps {
  /** records consent with the server (and refreshes what the page knows) */
  onConsent: () => Promise<void>;
  /**
   * Why the step is shown again after the form: the server refused the answers for want of
   * current consent (withdrawn in another tab, or a new notice). The answers stay on the page.
   */
  refusal?: string;
}

/**
 * Explicit consent for health data (UK GDPR Article 9), separate from other terms. The server
 * records it against the notice version (callable recordConsent); withdrawing is as easy, from the
 * dashboard's "Your health information".
 */
export function HealthConsent({ onConsent, refusal }: HealthConsentProps) {
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Shown again after a refused submit: take focus there, or a keyboard or screen-reader user
  // would be left on the Submit button with no idea why nothing happened.
  useEffect(() => {
    if (refusal) heading.current?.focus();
  }, [refusal]);

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
    <section className="card health-consent" aria-labelledby="consent-title">
      <h2 id="consent-title" ref={heading} tabIndex={-1}>
        {refusal ? 'Your consent is needed to save your answers' : 'Before you start: your health information'}
      </h2>
      {refusal ? (
        <div className="notice">
          <p>{refusal}</p>
          <p>Your answers are still here, below. Nothing has been lost.</p>
        </div>
      ) : null}
      <p>
        Our assessments ask about your physical and mental health, such as symptoms, medication and how you have been feeling.
        This is health data, which the law treats as especially sensitive.
      </p>
      <p>
        We use it only to support you and to plan your sessions. Only you and our practitioners can see it. You can withdraw your
        consent at any time from your <Link to="/dashboard">dashboard</Link>, and get a copy of your answers or ask us to erase
        them. See our <Link to="/Privacy">privacy notice</Link>.
      </p>
      {error ? <div className="alert" role="alert">{error}</div> : null}
      <label className="health-consent-check">
        <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        <span>I consent to this practice collecting and using my health information for my care, as described above.</span>
      </label>
      <button type="button" className="button" onClick={() => void submit()} disabled={busy}>
        {busy ? 'Saving…' : refusal ? 'Give consent and send my answers' : 'Give consent and continue'}
      </button>
    </section>
  );
}
