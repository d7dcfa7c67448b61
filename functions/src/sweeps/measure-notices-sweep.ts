import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS, mailIdFor } from '@model';
import { sendQueuedMail } from '../mail/index.ts';
import { measureAssignedMessage, measureDueMessage } from '../member-mail/member-mails.ts';
import { queueMemberMail, type MemberMail } from '../member-mail/queue-member-mail.ts';
import { unqueued } from '../member-mail/unqueued.ts';
import type { Sweep } from './sweep.ts';

const HOUR = 3_600_000;
/** An assignment made this long ago still gets its "assigned" email (the sweep may have been down); older ones do not. */
const ASSIGNED_WINDOW = 6 * HOUR;
/** The "due" reminder goes once the due time is this close. */
const DUE_LEAD = 24 * HOUR;
/** …and not for one already this far overdue (a sweep that was down does not send stale reminders). */
const DUE_GRACE = 12 * HOUR;
const BATCH = 500;

const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);

/**
 * The member's emails about assigned forms: "a form to complete" for each open assignment made in the
 * last few hours (by an administrator or a recurring series), and one "a form is due" reminder once an
 * open assignment is due within a day (not when it was assigned that close to its due time: the first
 * email already gave the date). One email per assignment and kind (mailIdFor), never a stream.
 */
export const measureNoticesSweep: Sweep = {
  name: 'measure-notices',
  async run(db: Firestore, now: Date) {
    const assignments = db.collection(COLLECTIONS.assignments);
    const [recent, due] = await Promise.all([
      assignments.where('assignedAt', '>=', Timestamp.fromMillis(now.getTime() - ASSIGNED_WINDOW)).where('assignedAt', '<=', Timestamp.fromDate(now)).limit(BATCH).get(),
      assignments.where('dueAt', '>', Timestamp.fromMillis(now.getTime() - DUE_GRACE)).where('dueAt', '<=', Timestamp.fromMillis(now.getTime() + DUE_LEAD)).limit(BATCH).get(),
    ]);
    const mails: MemberMail[] = [];
    for (const doc of recent.docs) {
      if (doc.get('status') !== 'assigned') continue;
      const dueAt = toDate(doc.get('dueAt'));
      mails.push({ id: mailIdFor('measure-assigned', doc.id), kind: 'measure-assigned', uid: String(doc.get('memberId')), message: (context) => measureAssignedMessage(context, dueAt) });
    }
    for (const doc of due.docs) {
      const dueAt = toDate(doc.get('dueAt'));
      const assignedAt = toDate(doc.get('assignedAt'));
      if (doc.get('status') !== 'assigned' || !dueAt || !assignedAt || assignedAt.getTime() > dueAt.getTime() - DUE_LEAD) continue;
      mails.push({ id: mailIdFor('measure-due', doc.id), kind: 'measure-due', uid: String(doc.get('memberId')), message: (context) => measureDueMessage(context, dueAt) });
    }
    const fresh = await unqueued(db, mails.map((mail) => mail.id));
    const queued: string[] = [];
    for (const mail of mails.filter((m) => fresh.has(m.id) && m.uid)) {
      try {
        if (await queueMemberMail(db, mail, now)) queued.push(mail.id);
      } catch (error) {
        logger.error('measure email not queued; the next run tries again', { mailId: mail.id, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (queued.length > 0) await sendQueuedMail(db, queued, { now });
  },
};
