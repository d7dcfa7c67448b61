import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS, TRIAGE_PATH, alertTiming, escalationDueAt, mailIdFor, moreFlagsMessage, flagAlertMessage, responseReviewPath, type ReviewFlag } from '@model';
import { appLink, queueMail } from '../mail/index.ts';
import { claimAlertSlot } from './alert-budget.ts';
import { alertRecipients, loadAlertSettings } from './alert-recipients.ts';
import { flagFacts, responseFacts, type ResponseFacts } from './flag-facts.ts';

/** A due time this close ahead of the clock counts as due (the server's commit time and this clock may differ slightly). */
const CLOCK_TOLERANCE_MS = 5_000;
/** With nobody to alert (no recipients listed and no administrator with an address), try again after this long. */
const NOBODY_RETRY_MS = 15 * 60_000;

/**
 * Queues the alerts a response's flags are waiting for (review/flags `alertDueAt` has come) and
 * answers the new mails' ids for sendQueuedMail. Each flag gets one email at most
 * (mail id from the response and the flag: a retry or a second run queues nothing new), within
 * the flood budget (claimAlertSlot: past it, the window's one "more flags" email instead).
 * Warnings raised in quiet hours wait: `alertDueAt` moves to the end of quiet hours. An urgent
 * flag sets when it is escalated (`escalateAt`), once. A flag acknowledged before its alert went
 * needs none. Safe to run twice at once.
 */
export async function alertResponseFlags(db: Firestore, responseId: string, now: Date): Promise<string[]> {
  const reviewRef = db.doc(responseReviewPath(responseId));
  const review = await reviewRef.get();
  const due = review.get('alertDueAt') as Timestamp | null | undefined;
  if (!review.exists || !due || due.toMillis() > now.getTime() + CLOCK_TOLERANCE_MS) return [];

  const settings = await loadAlertSettings(db);
  const flags = (Array.isArray(review.get('flags')) ? review.get('flags') : []) as ReviewFlag<Timestamp>[];
  const submittedAt = (review.get('submittedAt') as Timestamp | null | undefined) ?? Timestamp.fromDate(now);
  const memberId = typeof review.get('memberId') === 'string' ? (review.get('memberId') as string) : '';
  const formId = typeof review.get('formId') === 'string' ? (review.get('formId') as string) : '';
  let facts: ResponseFacts | null = null;
  let recipients: string[] | null = null;
  const queued: string[] = [];
  let nextDue: number | null = null;
  let urgent = false;
  const waitUntil = (at: number) => { nextDue = nextDue === null ? at : Math.min(nextDue, at); };

  for (const flag of flags) {
    if (flag.acknowledged) continue;
    const timing = alertTiming(flag.severity, settings, now);
    if (timing.send === 'never') continue;
    if (flag.severity === 'urgent') urgent = true;
    if (timing.send === 'later') {
      waitUntil(timing.at.getTime());
      continue;
    }
    const id = mailIdFor('flag-alert', responseId, flag.id);
    if ((await db.collection(COLLECTIONS.mail).doc(id).get()).exists) continue;
    recipients ??= await alertRecipients(db, settings);
    if (recipients.length === 0) {
      logger.error(`response ${responseId}: a flag needs an alert but there is nobody to send it to (no alert recipients in Settings and no administrator with an email address)`);
      waitUntil(now.getTime() + NOBODY_RETRY_MS);
      continue;
    }
    const budget = await claimAlertSlot(db, now);
    if (!budget.granted) {
      // past the window's budget: this flag is in the triage queue and the digest, not an email of its own
      if (budget.firstOver) {
        const noticeId = mailIdFor('flag-alert', 'more-flags', budget.windowStart.toISOString());
        const message = moreFlagsMessage(await alertsSentSince(db, budget.windowStart), budget.windowStart, appLink(TRIAGE_PATH));
        if (await queueMail(db, noticeId, { to: recipients, message, kind: 'flag-alert' })) queued.push(noticeId);
      }
      continue;
    }
    facts ??= await responseFacts(db, memberId, formId);
    const message = flagAlertMessage(flagFacts(responseId, facts, flag.severity, submittedAt), flag.severity === 'urgent' ? settings.escalationHours : null);
    if (await queueMail(db, id, { to: recipients, message, kind: 'flag-alert', ...(memberId ? { memberId } : {}) })) queued.push(id);
  }

  const update: Record<string, unknown> = { alertDueAt: nextDue === null ? null : Timestamp.fromMillis(nextDue) };
  if (urgent && review.get('escalateAt') === undefined) update.escalateAt = Timestamp.fromDate(escalationDueAt(submittedAt.toDate(), settings.escalationHours));
  await reviewRef.update(update);
  return queued;
}

/** How many flag alerts were queued since the window began (for the "more flags" email's words). */
async function alertsSentSince(db: Firestore, windowStart: Date): Promise<number> {
  const slots = await db.collection(COLLECTIONS.alertSlots).where('at', '==', Timestamp.fromDate(windowStart)).count().get();
  // the `over` marker is one of the documents counted
  return Math.max(0, slots.data().count - 1);
}
