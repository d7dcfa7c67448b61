import type { FormDefinition, ScoreResult } from '@engine';

const SEVERITY_LABELS: Record<string, string> = { info: 'Information', warning: 'Warning', urgent: 'Urgent' };

function ruleText(outcome: boolean | null): string {
  if (outcome === null) return 'not decided yet (items unanswered)';
  return outcome ? 'met' : 'not met';
}

/**
 * The engine's scores for the answers given: each scale's total, band, subscales and rules, and
 * the flags raised (who they are for, and whether crisis support is shown).
 */
export function ScoreSummary({ definition, result }: { definition: FormDefinition; result: ScoreResult }) {
  const specs = definition.scoring?.scales ?? {};
  const scales = Object.entries(result.scales);
  if (!definition.scoring || (scales.length === 0 && (definition.scoring.flags?.length ?? 0) === 0)) {
    return <p className="muted">This form has no scoring: no scales or flags are defined.</p>;
  }
  return (
    <div className="fb-scores">
      {scales.map(([id, scale]) => (
        <section key={id} className="card fb-score" aria-label={`Scale ${scale.title}`}>
          <h3>{scale.title}</h3>
          {scale.total === null ? (
            <p>
              Not scored yet: {scale.answered} of {scale.itemCount} items answered (a total needs every item).
            </p>
          ) : (
            <p>
              Total <strong>{scale.total}</strong> (range {scale.min}–{scale.max})
              {scale.bandLabel ? <>: band <strong>{scale.bandLabel}</strong></> : null}
            </p>
          )}
          {Object.keys(scale.subscales).length > 0 ? (
            <ul className="fb-score-list">
              {Object.entries(scale.subscales).map(([subId, sub]) => (
                <li key={subId}>
                  {specs[id]?.subscales?.[subId]?.title ?? subId}: {sub.total === null ? 'not scored yet' : sub.total}
                </li>
              ))}
            </ul>
          ) : null}
          {Object.keys(scale.rules).length > 0 ? (
            <ul className="fb-score-list">
              {Object.entries(scale.rules).map(([ruleId, outcome]) => (
                <li key={ruleId}>
                  {specs[id]?.rules?.[ruleId]?.title ?? ruleId}: {ruleText(outcome)}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section className="card fb-score" aria-label="Flags raised">
        <h3>Flags</h3>
        {result.flags.length === 0 ? (
          <p className="muted">No flags raised by these answers.</p>
        ) : (
          <ul className="fb-score-list">
            {result.flags.map((flag) => (
              <li key={flag.id} className={`fb-flag fb-flag-${flag.severity}`}>
                <strong>{SEVERITY_LABELS[flag.severity] ?? flag.severity}:</strong> {flag.message}{' '}
                <span className="muted">
                  ({flag.audience === 'member' ? 'shown to the member and reviewers' : 'for reviewers only'}
                  {flag.signpost === 'crisis' ? '; crisis support routes shown' : ''})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
