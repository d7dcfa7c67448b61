import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { sendQueuedMail } from '../mail/index.ts';
import { alertResponseFlags } from './alert-response-flags.ts';

/**
 * How long a submission waits for its alerts to be queued and sent before answering the member.
 * What is not done by then carries on while the instance lives; the flag-alert and mail-retry
 * sweeps finish whatever it could not.
 */
export const ALERT_WAIT_MS = 5_000;

/**
 * Alerts the flags of a response that has just been stored, after its transaction committed:
 * queues one email per flag that alerts (alertResponseFlags) and sends them at once. Never throws
 * and never waits longer than `waitMs`: mail must never fail or hold up a member's submission.
 */
export async function alertAfterSubmission(db: Firestore, responseId: string, waitMs = ALERT_WAIT_MS): Promise<void> {
  const work = (async () => {
    const ids = await alertResponseFlags(db, responseId, new Date());
    if (ids.length > 0) await sendQueuedMail(db, ids);
  })().catch((error: unknown) => {
    logger.error(`response ${responseId}: alerts could not be queued now; the flag-alert sweep will try again`, { error: error instanceof Error ? error.message : String(error) });
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => { timer = setTimeout(resolve, waitMs); });
  await Promise.race([work, deadline]);
  clearTimeout(timer);
}
