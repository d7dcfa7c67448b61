import type { FormDefinition } from '@engine';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { SubmissionResult } from '../api/assessments-api';

/** UK crisis routes with tappable numbers; shown when a flag asks for them (`signpost: 'crisis'`). */
export function SupportRoutes() {
  return (
    <div className="card" role="note" aria-label="Where to get help now">
      <strong>If you are struggling or might harm yourself, please reach out now:</strong>
      <ul>
        <li>In an emergency call <a href="tel:999">999</a> or go to A&amp;E.</li>
        <li>NHS 111: call <a href="tel:111">111</a> and choose option 2 for urgent mental health help.</li>
        <li>Samaritans: call <a href="tel:116123">116 123</a>, free, 24 hours a day.</li>
        <li>Shout: text <a href="sms:85258?body=SHOUT">SHOUT to 85258</a>.</li>
      </ul>
    </div>
  );
}

/**
 * What a member sees after submitting: scores worded as screening, and the flags the definition
 * writes for members (signposting to UK support routes is data in the definition, e.g. PHQ-9 item 9).
 */
export function ResultSummary({ definition, result }: { definition: FormDefinition; result: SubmissionResult }) {
  const screening = definition.settings?.kind === 'screening';
  const scaleSpecs = definition.scoring?.scales ?? {};
  const memberFlags = result.flags.filter((f) => f.audience === 'member');
  const crisis = result.flags.some((f) => f.signpost === 'crisis');
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the outcome, not the top of the page.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="result-title" data-testid="assessment-result">
      <h2 id="result-title" tabIndex={-1} ref={heading}>Thank you: your answers are saved</h2>
      {crisis ? <SupportRoutes /> : null}
      {memberFlags.map((flag) => (
        <div key={flag.id} className={flag.severity === 'info' ? 'notice' : 'alert'} role="status">
          {flag.message}
        </div>
      ))}
      {Object.entries(result.scores).map(([id, scale]) => (
        <div key={id} className="card">
          <h3 style={{ marginTop: 0 }}>{scale.title}</h3>
          {scale.total === null ? (
            <p className="muted">Not scored: some questions were left unanswered.</p>
          ) : (
            <p>
              {screening ? 'Screening score' : 'Score'}: <strong>{scale.total}</strong> out of {scale.max}
              {scale.bandLabel ? <> ({scale.bandLabel})</> : null}
            </p>
          )}
          {Object.entries(scale.rules).map(([ruleId, outcome]) =>
            outcome === null ? null : (
              <p key={ruleId} className="muted">
                {scaleSpecs[id]?.rules?.[ruleId]?.title ?? ruleId}: {outcome ? 'met' : 'not met'}
              </p>
            ),
          )}
          {screening ? (
            <p className="muted">This is a screening, not a diagnosis. Your practitioner will talk it through with you.</p>
          ) : null}
        </div>
      ))}
      <p><Link className="button" to="/dashboard">Back to your dashboard</Link></p>
    </section>
  );
}
