/**
 * The scores-over-time summary in words, as a reviewer reads it beside the chart: the change from
 * the first to the latest response judged with the scale's own thresholds, recovery, where the
 * scoring changed, and what was left out. Pure, so every sentence is tested.
 */
import type { ScaleSeries, ScorePoint } from '@engine';
import { ukDate } from '@model';

/** "3 Mar 2026" (the day in UK time). */
export const formatDay = ukDate;

/** A signed change with a real minus sign: "−9", "+6", "0". */
export function signed(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `−${Math.abs(change)}`;
  return '0';
}

/** A total with its band: "14 (Moderate)", or "14" without one. */
export const totalWithBand = (point: Pick<ScorePoint, 'total' | 'bandLabel'>): string =>
  point.bandLabel ? `${point.total} (${point.bandLabel})` : String(point.total);

/** The sentences summarising one scale's series (empty when it has no points). */
export function changeSummary(series: ScaleSeries): string[] {
  const { points, change } = series;
  const words: string[] = [];
  const first = points[0];
  if (!first) return words;
  if (!change) {
    words.push(`One response so far: ${totalWithBand(first)} on ${formatDay(first.date)}. Change is judged from the second response.`);
  } else {
    const movement = `${change.first} → ${change.latest} (${signed(change.change)}`;
    if (change.reliableChange === null) words.push(`Change: ${movement}; this scale sets no reliable-change threshold).`);
    else {
      const label = { 'reliable-improvement': 'Reliable improvement', 'reliable-deterioration': 'Reliable deterioration', 'no-reliable-change': 'No reliable change' }[change.reliableChange];
      words.push(`${label}: ${movement}; threshold ${change.threshold}).`);
    }
    // a case is at or above caseness, or at or below it where a higher total is better
    const better = change.direction === 'higher-is-better';
    const caseWords = `${change.caseness} or ${better ? 'below' : 'above'}`;
    if (change.recovery === 'recovered') words.push(`Recovered: a case at the first response (${caseWords}), not now.`);
    else if (change.recovery === 'still-a-case') words.push(`Still a case: ${caseWords} at the first response and now.`);
    else if (change.recovery === 'not-a-case-at-start') words.push(`Not a case at the first response (${better ? 'above' : 'below'} ${change.caseness}): recovery does not apply.`);
    if (change.reliableRecovery) words.push('Reliable recovery: recovered with a reliable improvement.');
  }
  for (const point of points) {
    if (!point.scoringVersionChanged) continue;
    const scoring = `${point.previousScoringVersion} → ${point.scoringVersion}`;
    if (point.scaleScoringChanged === false) words.push(`Scoring version changed on ${formatDay(point.date)} (${scoring}); this scale is scored as before.`);
    else words.push(`Scoring changed on ${formatDay(point.date)} (${scoring}): totals before and after were scored differently, compare them with care.`);
  }
  if (series.incomplete > 0) {
    words.push(`${series.incomplete === 1 ? 'One response' : `${series.incomplete} responses`} with unanswered items ${series.incomplete === 1 ? 'is' : 'are'} left out (no total).`);
  }
  return words;
}

/** A point's row in the table: the change from the previous response in words. */
export const changeCell = (point: ScorePoint): string => (point.changeFromPrevious === null ? 'First response' : signed(point.changeFromPrevious));

/** A point's scoring in the table: "version 2, pcl5-2", marked where the scoring version changed. */
export const scoringCell = (point: ScorePoint): string =>
  `version ${point.formVersion}, ${point.scoringVersion}${point.scoringVersionChanged ? ` (changed from ${point.previousScoringVersion})` : ''}`;
