import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ALERTS_PER_WINDOW, COLLECTIONS, TRIAGE_PATH, flagEscalationBatchMessage, flagEscalationMessage, mailIdFor, type FlagAlertFacts, type ReviewFlag } from '@model';
import { appLink, queueMail, sendQueuedMail } from '../mail/index.ts';
import type { Sweep } from '../sweeps/sweep.ts';
import { escalationRecipients, loadAlertSettings } from './alert-recipients.ts';
import { flagFacts, responseFacts } from './flag-facts.ts';

/** Responses one run takes on. */
const BATCH = 200;

interface DueFlag {
  responseId: string;
  flagId: string;
  memberId: string;
  facts: FlagAlertFacts;
}

/**
 * Escalates urgent flags nobody has acknowledged by their response's `escalateAt` (set when the
 * alert went: submission time plus the escalation hours in Settings): one email per flag to the
 * escalation list (or the alert recipients), once (mail id from the response and flag). More than
 * ALERTS_PER_WINDOW in one run: the rest share one email. A flag acknowledged in the meantime is
 * not escalated; either way the response's `escalateAt` is cleared.
 */
export const flagEscalationSweep: Sweep = {
  name: 'flag-escalation',
  async run(db: Firestore, now: Date) {
    const due = await db.collectionGroup(COLLECTIONS.responseReview).where('escalateAt', '<=', Timestamp.fromDate(now)).limit(BATCH).get();
    if (due.empty) return;
    const settings = await loadAlertSettings(db);
    const flags: DueFlag[] = [];
    for (const review of due.docs) {
      const responseId = review.ref.parent.parent?.id;
      if (!responseId) continue;
      const open = ((Array.isArray(review.get('flags')) ? review.get('flags') : []) as ReviewFlag<Timestamp>[])
        .filter((flag) => flag.severity === 'urgent' && !flag.acknowledged);
      if (open.length === 0) continue;
      const memberId = typeof review.get('memberId') === 'string' ? (review.get('memberId') as string) : '';
      const facts = await responseFacts(db, memberId, String(review.get('formId') ?? ''));
      for (const flag of open) flags.push({ responseId, flagId: flag.id, memberId, facts: flagFacts(responseId, facts, 'urgent', review.get('submittedAt') as Timestamp | null) });
    }

    const queued: string[] = [];
    if (flags.length > 0) {
      const to = await escalationRecipients(db, settings);
      if (to.length === 0) return; // nobody to tell: keep escalateAt, so the next run tries again
      const one = flags.slice(0, ALERTS_PER_WINDOW);
      const rest = flags.slice(ALERTS_PER_WINDOW);
      for (const flag of one) {
        const id = mailIdFor('flag-escalation', flag.responseId, flag.flagId);
        const message = flagEscalationMessage(flag.facts, settings.escalationHours);
        if (await queueMail(db, id, { to, message, kind: 'flag-escalation', ...(flag.memberId ? { memberId: flag.memberId } : {}) })) queued.push(id);
      }
      if (rest.length > 0) {
        const id = mailIdFor('flag-escalation', 'more', rest[0]!.responseId, rest[0]!.flagId);
        const message = flagEscalationBatchMessage(rest.map((flag) => flag.facts), settings.escalationHours, appLink(TRIAGE_PATH));
        if (await queueMail(db, id, { to, message, kind: 'flag-escalation' })) queued.push(id);
      }
    }
    const batch = db.batch();
    for (const review of due.docs) batch.update(review.ref, { escalateAt: null });
    await batch.commit();
    if (queued.length > 0) await sendQueuedMail(db, queued, { now });
  },
};
