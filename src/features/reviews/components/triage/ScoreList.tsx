import type { ScaleScore } from '@engine';

/** "PHQ-9: 12 of 27, moderate" per scale; an incomplete scale says so instead of a partial total. */
export function scoreText(score: ScaleScore): string {
  if (score.total === null) return `${score.title}: incomplete (${score.answered} of ${score.itemCount} answered)`;
  const band = score.bandLabel ? `, ${score.bandLabel.toLowerCase()}` : '';
  return `${score.title}: ${score.total} of ${score.max}${band}`;
}

export function ScoreList({ scores, label }: { scores: Record<string, ScaleScore>; label: string }) {
  const scales = Object.entries(scores);
  if (scales.length === 0) return <p className="muted triage-small">No scores on this form.</p>;
  return (
    <ul className="triage-scores" aria-label={label}>
      {scales.map(([id, score]) => <li key={id}>{scoreText(score)}</li>)}
    </ul>
  );
}
