import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@model';
import { sendQueuedMail } from '../mail/index.ts';
import type { Sweep } from '../sweeps/sweep.ts';
import { clearOldAlertSlots } from './alert-budget.ts';
import { alertResponseFlags } from './alert-response-flags.ts';

/** Responses one run takes on (the rest wait for the next run). */
const BATCH = 100;
/** A submission's own alerting gets this long before the sweep steps in (it never races a fresh one). */
const GRACE_MS = 30_000;

/**
 * Alerts whatever a submission did not (it stopped after its commit, or its wait ran out) and the
 * warnings that waited for quiet hours to end: every review/flags whose `alertDueAt` has come.
 * Also clears the flood budget's old slots.
 */
export const flagAlertSweep: Sweep = {
  name: 'flag-alerts',
  async run(db: Firestore, now: Date) {
    const due = await db.collectionGroup(COLLECTIONS.responseReview)
      .where('alertDueAt', '<=', Timestamp.fromMillis(now.getTime() - GRACE_MS))
      .limit(BATCH)
      .get();
    const ids: string[] = [];
    for (const review of due.docs) {
      const responseId = review.ref.parent.parent?.id;
      if (responseId) ids.push(...(await alertResponseFlags(db, responseId, now)));
    }
    if (ids.length > 0) await sendQueuedMail(db, ids, { now });
    await clearOldAlertSlots(db, now);
  },
};
