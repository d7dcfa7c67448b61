import type { FormDefinition, ScaleScore } from '@engine';

function ruleOutcome(value: boolean | null): string {
  if (value === null) return 'Cannot be decided (answers missing)';
  return value ? 'Met' : 'Not met';
}

/** A response's scores: each scale's total of its range, band, subscales and rule outcomes (titles from its version). */
export function ResponseScores({ scores, definition }: { scores: Record<string, ScaleScore>; definition: FormDefinition | null }) {
  const scales = Object.entries(scores);
  if (scales.length === 0) return <p className="muted">This form is not scored.</p>;
  return (
    <div className="mr-scores">
      {scales.map(([id, score]) => {
        const spec = definition?.scoring?.scales?.[id];
        const subscales = Object.entries(score.subscales ?? {});
        const rules = Object.entries(score.rules ?? {});
        return (
          <section key={id} className="mr-scale" aria-label={`${score.title} score`}>
            <h4>{score.title}</h4>
            <p className="mr-scale__total">
              {score.total === null ? (
                <>Not scored: {score.answered} of {score.itemCount} items answered</>
              ) : (
                <>
                  <strong>{score.total}</strong> of {score.max}
                  {score.bandLabel ? <> · {score.bandLabel}</> : null}
                </>
              )}
            </p>
            {subscales.length || rules.length ? (
              <dl className="mr-scale__details">
                {subscales.map(([sub, value]) => (
                  <div key={`s-${sub}`}>
                    <dt>{spec?.subscales?.[sub]?.title ?? sub}</dt>
                    <dd>{value.total ?? 'Not scored'}</dd>
                  </div>
                ))}
                {rules.map(([rule, value]) => (
                  <div key={`r-${rule}`}>
                    <dt>{spec?.rules?.[rule]?.title ?? rule}</dt>
                    <dd>{ruleOutcome(value)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
