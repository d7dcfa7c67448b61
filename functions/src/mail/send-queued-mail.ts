import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { COLLECTIONS, MAIL_LEASE_MS, MAIL_LIMITS, nextMailAttemptAt, readMailDocument, type MailDocument } from '@model';
import { mailFrom, openMailTransport, type MailTransport } from './mail-transport.ts';
import { memberMayReceive } from './member-preferences.ts';

/** Mails sent side by side (the transport pools its SMTP connections). */
const PARALLEL = 25;

type StoredMail = MailDocument<Timestamp>;

const millis = (time: Timestamp | null | undefined): number | null => (time ? time.toMillis() : null);

/**
 * Whether a mail is due for an attempt at `now`: PENDING, RETRY whose time has come, or
 * PROCESSING whose sender's lease ran out (it died mid-send). SUCCESS and ERROR never are.
 */
export function isDue(mail: StoredMail, now: number): boolean {
  const { state, nextAttemptAt, leaseExpiresAt } = mail.delivery;
  if (state === 'PENDING') return true;
  if (state === 'RETRY') return (millis(nextAttemptAt) ?? 0) <= now;
  if (state === 'PROCESSING') return (millis(leaseExpiresAt) ?? 0) <= now;
  return false;
}

// gRPC codes of an update whose precondition no longer holds: someone else changed (or deleted) the mail
const FAILED_PRECONDITION = 9;
const NOT_FOUND = 5;
const lostRace = (error: unknown): boolean => [FAILED_PRECONDITION, NOT_FOUND].includes((error as { code?: unknown }).code as number);

/** A mail taken for one attempt: what it says, the attempt's number, and the claim's write time. */
interface Claimed {
  mail: StoredMail;
  attempt: number;
  claimedAt: Timestamp;
}

/**
 * Takes the mail for one attempt (PROCESSING, attempts + 1, a lease); null when it is not due or
 * gone. Optimistic: the update holds only if the mail is unchanged since it was read, so of two
 * senders racing for it exactly one wins (no transaction: one read and one write).
 */
async function claim(ref: DocumentReference, now: number): Promise<Claimed | null> {
  const snapshot = await ref.get();
  if (!snapshot.exists || !snapshot.updateTime) return null;
  const mail = readMailDocument<Timestamp>(snapshot.data());
  if (!isDue(mail, now)) return null;
  const attempt = mail.delivery.attempts + 1;
  try {
    const written = await ref.update({
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempt,
      'delivery.startTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpiresAt': Timestamp.fromMillis(now + MAIL_LEASE_MS),
      'delivery.nextAttemptAt': FieldValue.delete(),
      'delivery.endTime': FieldValue.delete(),
    }, { lastUpdateTime: snapshot.updateTime });
    return { mail, attempt, claimedAt: written.writeTime };
  } catch (error) {
    if (lostRace(error)) return null;
    throw error;
  }
}

/**
 * Records the attempt's outcome, unless the mail changed since this sender claimed it (its lease
 * ran out and another took it: the later attempt's outcome wins).
 */
async function record(ref: DocumentReference, claimed: Claimed, fields: Record<string, unknown>): Promise<void> {
  try {
    await ref.update({ ...fields, 'delivery.leaseExpiresAt': FieldValue.delete(), 'delivery.endTime': FieldValue.serverTimestamp() }, { lastUpdateTime: claimed.claimedAt });
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
}

/**
 * The addresses to send to now: `to` as written, plus each of `toUids` looked up in Auth (an
 * erased member's account is gone) if memberMayReceive says this kind may go to them.
 */
async function recipients(db: Firestore, mail: StoredMail): Promise<string[]> {
  const addresses = [...(mail.to ?? [])];
  const uids = mail.toUids ?? [];
  if (uids.length > 0) {
    const { users } = await getAuth().getUsers(uids.map((uid) => ({ uid })));
    for (const user of users) {
      if (user.email && !user.disabled && (await memberMayReceive(db, user.uid, mail.kind))) addresses.push(user.email);
    }
  }
  return [...new Set(addresses)];
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, MAIL_LIMITS.error);

/** One attempt at one mail; every outcome is written on the document. */
async function sendOne(db: Firestore, id: string, clock: () => number, transport: MailTransport): Promise<void> {
  const ref = db.collection(COLLECTIONS.mail).doc(id);
  const claimed = await claim(ref, clock());
  if (!claimed) return;
  const { mail, attempt } = claimed;
  try {
    const to = await recipients(db, mail);
    if (to.length === 0) {
      // nothing to retry: the member is gone, or has switched this kind off
      await record(ref, claimed, { 'delivery.state': 'SUCCESS', 'delivery.skipped': 'No one to send to: the member was erased or has switched these emails off.' });
      return;
    }
    const info = await transport.get().sendMail({
      from: mailFrom(),
      to,
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      headers: { 'Auto-Submitted': 'auto-generated', ...mail.headers },
      attachments: mail.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
    });
    await record(ref, claimed, {
      'delivery.state': 'SUCCESS',
      'delivery.error': FieldValue.delete(),
      'delivery.info': {
        messageId: String(info.messageId ?? ''),
        accepted: info.accepted.length,
        rejected: info.rejected.length,
        response: String(info.response ?? '').slice(0, 500),
      },
    });
  } catch (error) {
    const next = nextMailAttemptAt(attempt, new Date(clock()));
    logger.warn(`mail ${id}: attempt ${attempt} failed${next ? ', will retry' : ', giving up'}`, { kind: mail.kind, error: reason(error) });
    await record(ref, claimed, next
      ? { 'delivery.state': 'RETRY', 'delivery.error': reason(error), 'delivery.nextAttemptAt': Timestamp.fromDate(next) }
      : { 'delivery.state': 'ERROR', 'delivery.error': reason(error) });
  }
}

export interface SendOptions {
  /** the sweep's clock (tests move it): which mails are due, and when a failed one is retried */
  now?: Date;
}

/**
 * Delivers the queued mails now, a few at a time. Never throws: each outcome (SUCCESS, RETRY with
 * the next time, ERROR after the last attempt) is recorded on its document, and a mail that could
 * not even be recorded stays where it was for the retry sweep. Mails not due (sent, or waiting for
 * their retry time) are left alone, so calling it twice sends nothing twice.
 */
export async function sendQueuedMail(db: Firestore, ids: readonly string[], options: SendOptions = {}): Promise<void> {
  const queue = [...new Set(ids)];
  const clock = (): number => options.now?.getTime() ?? Date.now();
  const transport = openMailTransport();
  const worker = async (): Promise<void> => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      try {
        await sendOne(db, id, clock, transport);
      } catch (error) {
        logger.error(`mail ${id}: could not be processed; the retry sweep will pick it up`, { error: reason(error) });
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  } finally {
    transport.close();
  }
}
