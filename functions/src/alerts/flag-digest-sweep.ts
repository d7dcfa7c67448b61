import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, DIGEST_LISTED, TRIAGE_PATH, digestDayDue, flagDigestMessage, mailIdFor, type DigestEntry, type ReviewFlag } from '@model';
import { appLink, queueMail, sendQueuedMail } from '../mail/index.ts';
import type { Sweep } from '../sweeps/sweep.ts';
import { alertRecipients, loadAlertSettings } from './alert-recipients.ts';
import { flagFacts, responseFacts, type ResponseFacts } from './flag-facts.ts';

/** Responses with open flags one digest reads (the message lists DIGEST_LISTED and counts the rest). */
const READ_LIMIT = 2_000;

/**
 * The daily digest: once the UK clock reaches the digest time in Settings, one email (mail id from
 * the London day: at most one a day) listing every open flag, oldest first, to the alert
 * recipients. Off in Settings, or a day with no open flags: nothing is sent.
 */
export const flagDigestSweep: Sweep = {
  name: 'flag-digest',
  async run(db: Firestore, now: Date) {
    const settings = await loadAlertSettings(db);
    const day = digestDayDue(settings, now);
    if (!day) return;
    const id = mailIdFor('flag-digest', day);
    if ((await db.collection(COLLECTIONS.mail).doc(id).get()).exists) return;

    const open = await db.collectionGroup(COLLECTIONS.responseReview).where('open', '>', 0).limit(READ_LIMIT).get();
    const waiting: { responseId: string; memberId: string; formId: string; flag: ReviewFlag<Timestamp>; submittedAt: Timestamp | null }[] = [];
    for (const review of open.docs) {
      const responseId = review.ref.parent.parent?.id;
      if (!responseId) continue;
      const flags = ((Array.isArray(review.get('flags')) ? review.get('flags') : []) as ReviewFlag<Timestamp>[]).filter((flag) => !flag.acknowledged);
      const submittedAt = (review.get('submittedAt') as Timestamp | null | undefined) ?? null;
      for (const flag of flags) waiting.push({ responseId, memberId: String(review.get('memberId') ?? ''), formId: String(review.get('formId') ?? ''), flag, submittedAt });
    }
    const total = waiting.length;
    // oldest first; only the ones the email names are looked up
    waiting.sort((a, b) => (a.submittedAt?.toMillis() ?? 0) - (b.submittedAt?.toMillis() ?? 0));
    const known = new Map<string, ResponseFacts>();
    const entries: DigestEntry[] = [];
    for (const item of waiting.slice(0, DIGEST_LISTED)) {
      const key = `${item.memberId}\n${item.formId}`;
      let facts = known.get(key);
      if (!facts) {
        facts = await responseFacts(db, item.memberId, item.formId);
        known.set(key, facts);
      }
      entries.push(flagFacts(item.responseId, facts, item.flag.severity, item.submittedAt));
    }
    if (total === 0) return;
    const to = await alertRecipients(db, settings);
    if (to.length === 0) return;
    if (await queueMail(db, id, { to, message: flagDigestMessage(entries, total, now, appLink(TRIAGE_PATH)), kind: 'flag-digest' })) {
      await sendQueuedMail(db, [id], { now });
    }
  },
};
