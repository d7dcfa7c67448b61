/**
 * Change between two responses on one scale, judged from thresholds in the definition (never
 * code), the way NHS Talking Therapies reads PHQ-9 and GAD-7: a change of at least the scale's
 * `reliableChange` points is reliable; a total at or above `caseness` is a case; recovery is a
 * case at the first response and not at the latest. Both thresholds count AT the value
 * ("6 or more points", "10 or above"). Higher totals mean more symptoms (every scored scale here
 * is a symptom measure), so a fall is an improvement.
 */
import type { ScaleSpec } from '../definition/types.ts';

/** Whether the total moved by at least the reliable-change threshold, and which way. */
export type ReliableChange = 'reliable-improvement' | 'reliable-deterioration' | 'no-reliable-change';

/**
 * - recovered: a case at the first response, not at the latest;
 * - still-a-case: a case at both;
 * - not-a-case-at-start: recovery does not apply (nothing to recover from).
 */
export type Recovery = 'recovered' | 'still-a-case' | 'not-a-case-at-start';

export interface ChangeClassification {
  first: number;
  latest: number;
  /** latest − first (negative: the total fell) */
  change: number;
  /** the reliable-change threshold read, or null when the scale declares none */
  threshold: number | null;
  /** null when the scale declares no reliable-change threshold */
  reliableChange: ReliableChange | null;
  /** the caseness threshold read, or null when the scale declares none */
  caseness: number | null;
  /** null when the scale declares no caseness threshold */
  recovery: Recovery | null;
  /** NHS Talking Therapies' "reliable recovery": recovered with a reliable improvement (null when either threshold is missing) */
  reliableRecovery: boolean | null;
}

const usable = (value: unknown, positive: boolean): number | null =>
  typeof value === 'number' && Number.isFinite(value) && (!positive || value > 0) ? value : null;

/** Classify the change from `first` to `latest` with the scale's thresholds (a missing or unusable threshold gives null for its part). */
export function classifyChange(spec: Pick<ScaleSpec, 'reliableChange' | 'caseness'>, first: number, latest: number): ChangeClassification {
  const threshold = usable(spec.reliableChange, true);
  const caseness = usable(spec.caseness, false);
  const change = latest - first;
  const reliableChange: ReliableChange | null =
    threshold === null ? null : -change >= threshold ? 'reliable-improvement' : change >= threshold ? 'reliable-deterioration' : 'no-reliable-change';
  const recovery: Recovery | null =
    caseness === null ? null : first < caseness ? 'not-a-case-at-start' : latest < caseness ? 'recovered' : 'still-a-case';
  const reliableRecovery = reliableChange === null || recovery === null ? null : recovery === 'recovered' && reliableChange === 'reliable-improvement';
  return { first, latest, change, threshold, reliableChange, caseness, recovery, reliableRecovery };
}
