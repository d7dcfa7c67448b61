/**
 * Risk alerts: a raised flag emails the practice's alert recipients (after the submission commits,
 * within a flood budget), unacknowledged urgent flags are escalated, and a daily digest lists the
 * open ones. The sweeps are listed in functions/src/sweeps/index.ts.
 */
export { alertAfterSubmission, ALERT_WAIT_MS } from './alert-after-submission.ts';
export { alertResponseFlags } from './alert-response-flags.ts';
export { flagAlertSweep } from './flag-alert-sweep.ts';
export { flagEscalationSweep } from './flag-escalation-sweep.ts';
export { flagDigestSweep } from './flag-digest-sweep.ts';
