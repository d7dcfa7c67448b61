import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, DAY_MS, readSiteSettings, siteSettingsPath } from '@model';
import type { Sweep } from './sweep.ts';

/** Records one run deletes at most (the rest go on the next minute's run). */
const BATCH = 400;

/**
 * Deletes the records of emails that are done (SUCCESS or ERROR) and older than settings/site's
 * mailRetentionDays (default 30), by createdAt. Mail still queued or being retried is never
 * deleted here; a member's erasure deletes theirs at once.
 */
export const mailRetentionSweep: Sweep = {
  name: 'mail-retention',
  async run(db: Firestore, now: Date) {
    const { mailRetentionDays } = readSiteSettings((await db.doc(siteSettingsPath()).get()).data());
    const before = Timestamp.fromMillis(now.getTime() - mailRetentionDays * DAY_MS);
    // composite index mail (delivery.state, createdAt) in firestore.indexes.json
    const expired = await db.collection(COLLECTIONS.mail).where('delivery.state', 'in', ['SUCCESS', 'ERROR']).where('createdAt', '<', before).limit(BATCH).get();
    if (expired.empty) return;
    const batch = db.batch();
    for (const doc of expired.docs) batch.delete(doc.ref);
    await batch.commit();
  },
};
