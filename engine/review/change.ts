/**
 * Change between two responses on one scale, judged from thresholds in the definition (never
 * code), the way NHS Talking Therapies reads PHQ-9 and GAD-7: a change of at least the scale's
 * `reliableChange` points is reliable; a total at or above `caseness` is a case; recovery is a
 * case at the first response and not at the latest. Both thresholds count AT the value
 * ("6 or more points", "10 or above"). The scale's `direction` says which way is worse: by default
 * higher totals mean more symptoms (PHQ-9, GAD-7, PCL-5), so a fall is an improvement and a case
 * is a total at or above caseness; on a 'higher-is-better' scale (a wellbeing measure) a rise is
 * an improvement and a case is a total at or BELOW caseness.
 */
import type { ScaleDirection, ScaleSpec } from '../definition/types.ts';

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
  /** the direction read (a missing or unknown one reads as 'higher-is-worse') */
  direction: ScaleDirection;
  /** NHS Talking Therapies' "reliable recovery": recovered with a reliable improvement (null when either threshold is missing) */
  reliableRecovery: boolean | null;
}

const usable = (value: unknown, positive: boolean): number | null =>
  typeof value === 'number' && Number.isFinite(value) && (!positive || value > 0) ? value : null;

function recoveryAt(caseness: number, direction: ScaleDirection, first: number, latest: number): Recovery {
  const isCase = (total: number) => (direction === 'higher-is-better' ? total <= caseness : total >= caseness);
  return !isCase(first) ? 'not-a-case-at-start' : !isCase(latest) ? 'recovered' : 'still-a-case';
}

/** Classify the change from `first` to `latest` with the scale's thresholds (a missing or unusable threshold gives null for its part). */
export function classifyChange(spec: Pick<ScaleSpec, 'reliableChange' | 'caseness' | 'direction'>, first: number, latest: number): ChangeClassification {
  const threshold = usable(spec.reliableChange, true);
  const caseness = usable(spec.caseness, false);
  const direction: ScaleDirection = spec.direction === 'higher-is-better' ? 'higher-is-better' : 'higher-is-worse';
  const change = latest - first;
  // the change toward "better": a fall on a symptom measure, a rise on a wellbeing measure
  const gain = direction === 'higher-is-better' ? change : -change;
  const reliableChange: ReliableChange | null =
    threshold === null ? null : gain >= threshold ? 'reliable-improvement' : -gain >= threshold ? 'reliable-deterioration' : 'no-reliable-change';
  const recovery = caseness === null ? null : recoveryAt(caseness, direction, first, latest);
  const reliableRecovery = reliableChange === null || recovery === null ? null : recovery === 'recovered' && reliableChange === 'reliable-improvement';
  return { first, latest, change, threshold, reliableChange, caseness, recovery, reliableRecovery, direction };
}
