import { FieldValue, type DocumentData, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, type QueuedMail } from '@model';

/** gRPC ALREADY_EXISTS: the document is there (this event's email was queued before). */
const ALREADY_EXISTS = 6;

/** The stored fields of a newly queued mail: the writer's message, stamped and PENDING. */
function pendingFields(mail: QueuedMail): DocumentData {
  return { ...mail, createdAt: FieldValue.serverTimestamp(), delivery: { state: 'PENDING', attempts: 0 } };
}

/**
 * Queues one email: creates mail/{id} in PENDING unless it exists. Resolves false when it did
 * (the event's email is already queued or sent: exactly one email per event). Hand the id to
 * sendQueuedMail after your own writes have committed.
 */
export async function queueMail(db: Firestore, id: string, mail: QueuedMail): Promise<boolean> {
  try {
    await db.collection(COLLECTIONS.mail).doc(id).create(pendingFields(mail));
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
    throw error;
  }
}

/**
 * The same inside the writer's own transaction, so the email is queued if and only if the writes
 * it reports commit. Call it before the transaction's writes (it reads mail/{id} first: Firestore
 * transactions read before they write). Resolves false when the mail already exists.
 */
export async function queueMailInTransaction(transaction: Transaction, db: Firestore, id: string, mail: QueuedMail): Promise<boolean> {
  const ref = db.collection(COLLECTIONS.mail).doc(id);
  if ((await transaction.get(ref)).exists) return false;
  transaction.create(ref, pendingFields(mail));
  return true;
}
