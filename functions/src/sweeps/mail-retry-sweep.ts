import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@model';
import { sendQueuedMail } from '../mail/index.ts';
import type { Sweep } from './sweep.ts';

/** Mails one run takes on (the rest wait for the next minute). */
const BATCH = 500;

/**
 * Sends what is due: RETRY mails whose time has come, PROCESSING mails whose sender's lease ran
 * out, and PENDING mails no writer delivered (it stopped between queueing and sending) once they
 * are a minute old, so a writer's own send is never raced.
 */
export const mailRetrySweep: Sweep = {
  name: 'mail-retry',
  async run(db: Firestore, now: Date) {
    const mail = db.collection(COLLECTIONS.mail);
    const at = Timestamp.fromDate(now);
    const [retry, leased, pending] = await Promise.all([
      mail.where('delivery.state', '==', 'RETRY').where('delivery.nextAttemptAt', '<=', at).limit(BATCH).get(),
      mail.where('delivery.state', '==', 'PROCESSING').where('delivery.leaseExpiresAt', '<=', at).limit(BATCH).get(),
      mail.where('delivery.state', '==', 'PENDING').where('createdAt', '<=', Timestamp.fromMillis(now.getTime() - 60_000)).limit(BATCH).get(),
    ]);
    const ids = [...retry.docs, ...leased.docs, ...pending.docs].map((doc) => doc.id);
    if (ids.length > 0) await sendQueuedMail(db, ids, { now });
  },
};
