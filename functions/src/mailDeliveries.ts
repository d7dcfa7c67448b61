import { FieldValue, getFirestore, type DocumentSnapshot, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import {
  COLLECTIONS,
  MAIL_DELIVERIES_PAGE_SIZE,
  MAIL_RESEND_AUDIT_ACTION,
  maskAddress,
  parseListMailDeliveriesRequest,
  parseResendMailRequest,
  readMailDocument,
  resendRefusal,
  type ListMailDeliveriesAnswer,
  type MailDeliveryRow,
  type MailDocument,
  type ResendMailAnswer,
} from '@model';
import { requireCurrentAdmin } from './callers.ts';
import { MAIL_SECRETS, sendQueuedMail } from './mail/index.ts';
import { callableOptions } from './options.ts';

const iso = (time: Timestamp | null | undefined): string | null => (time ? time.toDate().toISOString() : null);

/** Members' names by uid (one read of each profile); an erased member has none. */
async function memberNames(db: Firestore, mails: MailDocument<Timestamp>[]): Promise<Map<string, string>> {
  const uids = [...new Set(mails.flatMap((mail) => mail.toUids ?? []))];
  if (uids.length === 0) return new Map();
  const profiles = await db.getAll(...uids.map((uid) => db.collection(COLLECTIONS.users).doc(uid)));
  const names = new Map<string, string>();
  for (const profile of profiles) {
    if (!profile.exists) continue;
    const name = profile.get('displayName') as unknown;
    names.set(profile.id, typeof name === 'string' && name.trim() ? name.trim() : 'A member without a name');
  }
  return names;
}

/** Who it went to, without spelling out an address: members by name, the rest masked. */
function recipientWords(mail: MailDocument<Timestamp>, names: Map<string, string>): string {
  const people = [
    ...(mail.toUids ?? []).map((uid) => names.get(uid) ?? 'A member no longer registered'),
    ...(mail.to ?? []).map(maskAddress),
  ];
  return people.length === 0 ? 'No one' : people.join(', ');
}

/** A stored mail as a row of the page: no subject, no body. */
function deliveryRow(snapshot: DocumentSnapshot, names: Map<string, string>): MailDeliveryRow {
  const mail = readMailDocument<Timestamp>(snapshot.data());
  return {
    id: snapshot.id,
    kind: mail.kind,
    recipient: recipientWords(mail, names),
    state: mail.delivery.state,
    attempts: mail.delivery.attempts,
    error: mail.delivery.error ?? null,
    skipped: mail.delivery.skipped ?? null,
    createdAt: iso(mail.createdAt),
    lastAttemptAt: iso(mail.delivery.startTime),
    nextAttemptAt: iso(mail.delivery.state === 'RETRY' ? mail.delivery.nextAttemptAt : null),
  };
}

/**
 * Administrators: recent emails newest first, a page at a time, all of them or those that need
 * attention (failed, or waiting to retry). Rows carry no subject or body.
 */
export const listMailDeliveries = onCall(callableOptions, async (request): Promise<ListMailDeliveriesAnswer> => {
  await requireCurrentAdmin(request.auth);
  const input = parseListMailDeliveriesRequest(request.data);
  if (!input) throw new HttpsError('invalid-argument', 'That page of deliveries does not exist.');
  const db = getFirestore();
  const mail = db.collection(COLLECTIONS.mail);
  let query = (input.filter === 'failed' ? mail.where('delivery.state', 'in', ['ERROR', 'RETRY']) : mail).orderBy('createdAt', 'desc');
  if (input.after) {
    const last = await mail.doc(input.after).get();
    if (!last.exists) throw new HttpsError('invalid-argument', 'That page of deliveries is gone: reload the list.');
    query = query.startAfter(last);
  }
  const page = await query.limit(MAIL_DELIVERIES_PAGE_SIZE + 1).get();
  const docs = page.docs.slice(0, MAIL_DELIVERIES_PAGE_SIZE);
  const names = await memberNames(db, docs.map((doc) => readMailDocument<Timestamp>(doc.data())));
  return {
    rows: docs.map((doc) => deliveryRow(doc, names)),
    next: page.docs.length > MAIL_DELIVERIES_PAGE_SIZE ? docs[docs.length - 1]!.id : null,
  };
});

/**
 * Administrators: "Send again" for an email that failed (or is waiting to retry): back to PENDING
 * with its attempts reset and an audit entry, in one transaction, then sent at once. Answers the
 * row as it stands afterwards (delivered, or failed again with the reason).
 */
export const resendMail = onCall({ ...callableOptions, secrets: MAIL_SECRETS }, async (request): Promise<ResendMailAnswer> => {
  const caller = await requireCurrentAdmin(request.auth);
  const input = parseResendMailRequest(request.data);
  if (!input) throw new HttpsError('invalid-argument', 'Say which email to send again.');
  const db = getFirestore();
  const ref = db.collection(COLLECTIONS.mail).doc(input.mailId);
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new HttpsError('not-found', 'That email is no longer in the outbox (it may have been deleted by retention).');
    const mail = readMailDocument<Timestamp>(snapshot.data());
    const refusal = resendRefusal(mail.delivery.state);
    if (refusal) throw new HttpsError('failed-precondition', refusal);
    transaction.update(ref, {
      'delivery.state': 'PENDING',
      'delivery.attempts': 0,
      'delivery.error': FieldValue.delete(),
      'delivery.nextAttemptAt': FieldValue.delete(),
      'delivery.leaseExpiresAt': FieldValue.delete(),
    });
    transaction.create(db.collection(COLLECTIONS.auditLog).doc(), {
      action: MAIL_RESEND_AUDIT_ACTION,
      actorUid: caller.uid,
      ...(mail.memberId ? { targetUid: mail.memberId } : {}),
      mailId: input.mailId,
      kind: mail.kind,
      previousState: mail.delivery.state,
      previousError: mail.delivery.error ?? null,
      at: FieldValue.serverTimestamp(),
    });
  });
  await sendQueuedMail(db, [input.mailId]);
  const after = await ref.get();
  return { row: deliveryRow(after, await memberNames(db, [readMailDocument<Timestamp>(after.data())])) };
});
