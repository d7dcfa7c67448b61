/**
 * What the alert sender keeps on a response's review/flags document (functions only; administrators
 * may read it with the flags, members never):
 * - `alertDueAt`: the raised flags still wait to be alerted from this moment (set with the review
 *   when any flag is urgent or a warning; cleared once each was alerted, held back by the flood
 *   budget, or found not to alert; moved to the end of quiet hours for a waiting warning). The
 *   submission hands the new response to the sender at once; a sweep picks up any the sender
 *   did not finish (a crash, a timeout, a warning waiting for quiet hours to end).
 * - `escalateAt`: when the urgent flags still open are escalated (null once escalated or when
 *   none was urgent). Acknowledging a flag needs no change here: the escalation reads the flags.
 */
import type { FlagSeverity } from '@engine';

export interface ReviewAlertFields<Time> {
  alertDueAt: Time | null;
  escalateAt?: Time | null;
}

/** Severities that may alert (information flags never do). */
export const ALERTING_SEVERITIES: readonly FlagSeverity[] = ['urgent', 'warning'];

/** The alert fields of a new review/flags document: due at `now` when any flag may alert. */
export function newReviewAlertFields<Time>(flags: readonly { severity: FlagSeverity }[], now: Time): ReviewAlertFields<Time> {
  return { alertDueAt: flags.some((flag) => ALERTING_SEVERITIES.includes(flag.severity)) ? now : null };
}
