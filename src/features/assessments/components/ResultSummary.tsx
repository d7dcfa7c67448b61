import type { FormDefinition } from '@engine';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { CrisisRoutes } from '../../../ui/CrisisRoutes';
import type { SubmissionResult } from '../api/assessments-api';

/**
 * UK crisis routes with tappable numbers, shown when a flag asks for them (`signpost: 'crisis'`):
 * the one list the site shows everywhere (ui/CrisisRoutes), so a member under stress reads the
 * same numbers and wording here as on /overwhelmed.
 */
export function SupportRoutes() {
  return (
    <div role="note" aria-label="Where to get help now">
      <CrisisRoutes headingLevel={3} />
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
