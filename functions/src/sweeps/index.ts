/**
 * Every periodic job, in the order they run. One line per sweep, each in its own file:
 * `runSweeps` runs them all every minute in production, `npm run dev` drives the same list locally
 * (runSweepsNow), and tests call each `run` with a controlled clock.
 */
import { mailRetrySweep } from './mail-retry-sweep.ts';
import { mailRetentionSweep } from './mail-retention-sweep.ts';
import { recurringAssignmentsSweep } from './recurring-assignments-sweep.ts';
import { measureNoticesSweep } from './measure-notices-sweep.ts';
import { bookingRemindersSweep } from './booking-reminders-sweep.ts';
import { flagAlertSweep, flagDigestSweep, flagEscalationSweep } from '../alerts/index.ts';
import type { Sweep } from './sweep.ts';

export type { Sweep } from './sweep.ts';

export const SWEEPS: readonly Sweep[] = [
  flagAlertSweep,
  flagEscalationSweep,
  flagDigestSweep,
  recurringAssignmentsSweep,
  measureNoticesSweep,
  bookingRemindersSweep,
  mailRetrySweep,
  mailRetentionSweep,
];
