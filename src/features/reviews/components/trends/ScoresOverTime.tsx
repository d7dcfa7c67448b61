import { buildScoreSeries } from '@engine';
import { useMemo } from 'react';
import { useTrendDefinitions, versionsToLoad } from '../../api/trend-definitions';
import type { ReviewedResponse } from '../../reviewed-response';
import { ScaleTrend } from './ScaleTrend';
import './trends.css';

/**
 * A member's scores over time, one chart per scale any of their forms defines (PHQ-9, GAD-7,
 * PCL-5 and its clusters' forms, or a scale written in the builder): totals by date with the bands
 * shaded, the caseness / cut-off drawn, the scoring-version changes marked, the change from the
 * first to the latest response judged with the scale's own thresholds, and a table of the same
 * numbers. Bands and thresholds come from the versions the responses were scored with (one read
 * per distinct version).
 */
export function ScoresOverTime({ memberId, responses }: { memberId: string; responses: ReviewedResponse[] }) {
  const versions = useMemo(() => versionsToLoad(responses), [responses]);
  const loaded = useTrendDefinitions(versions);
  const definitionsKey = loaded.definitions.map((d) => `${d.id}@${d.version}`).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the loaded definitions are keyed by form and version (published versions never change)
  const series = useMemo(() => buildScoreSeries(responses, loaded.definitions), [responses, definitionsKey]);
  const charted = series.filter((s) => s.points.length > 0);
  const incomplete = series.reduce((sum, s) => sum + (s.points.length === 0 ? s.incomplete : 0), 0);

  if (loaded.pending) return <p className="muted" role="status">Loading the scales…</p>;
  if (charted.length === 0) {
    return (
      <div className="trend-empty" data-member={memberId}>
        <p className="muted">
          No scores yet. Once this member submits a form with a scored scale (such as PHQ-9, GAD-7 or PCL-5), its totals are charted here over time.
        </p>
        {incomplete > 0 ? <p className="muted">{incomplete === 1 ? 'One response has' : `${incomplete} responses have`} unanswered scale items, so no total to chart.</p> : null}
      </div>
    );
  }
  const formTitle = (formId: string) => {
    const newest = loaded.definitions.filter((d) => d.id === formId).sort((a, b) => b.version - a.version)[0];
    return newest?.title ?? formId;
  };
  return (
    <div className="trends">
      {loaded.failed.length > 0 ? (
        <div className="notice trend-failed" role="status">
          <p>
            {loaded.failed.map((v) => `${v.formId} version ${v.version}`).join(', ')} could not be loaded: those totals are shown, but bands and
            thresholds may be missing.
          </p>
          <button type="button" className="button secondary" onClick={loaded.retry}>Try again</button>
        </div>
      ) : null}
      {charted.map((s) => (
        <ScaleTrend key={s.key} series={s} formTitle={formTitle(s.formId)} responses={responses.filter((r) => r.formId === s.formId)} />
      ))}
    </div>
  );
}
