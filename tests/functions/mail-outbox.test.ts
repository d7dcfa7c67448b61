// The outbox against the real emulators and real SMTP servers: queueMail and sendQueuedMail as the
// writers call them, and the retry sweep with a controlled clock. Deliveries go to the local inbox
// (with-emulators --mail); faults to MailDev instances of this file's own, stopped or refusing.
import net from 'node:net';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { MailDev } from 'maildev';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS, mailIdFor, readMailDocument, type QueuedMail } from '@model';
import { queueMail, queueMailInTransaction, sendQueuedMail } from '../../functions/src/mail/index.ts';
import { mailRetentionSweep } from '../../functions/src/sweeps/mail-retention-sweep.ts';
import { mailRetrySweep } from '../../functions/src/sweeps/mail-retry-sweep.ts';
import { clearInbox, messagesTo, waitForMessages } from '../support/inbox.ts';
import { PROJECT_ID, admin, closeApps, createAccount } from './support.ts';

// The sender looks members up through the default app's Auth (the Functions' own set-up).
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });

const run = `o${Date.now().toString(36)}`;
const db = () => admin().db;
const LOCAL_INBOX = process.env.SMTP_CONNECTION_URI!;
const STAFF = `${run}-alerts@practice.test`;

const mail = (overrides: Partial<QueuedMail> = {}): QueuedMail => ({
  to: [STAFF],
  kind: 'flag-alert',
  message: { subject: `Urgent flag ${run}`, text: 'Initials A.B., open the link', html: '<p>Initials A.B.</p>' },
  ...overrides,
});
const stored = async (id: string) => readMailDocument<Timestamp>((await db().doc(`mail/${id}`).get()).data());
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

/** A free port on 127.0.0.1, for a MailDev of this file's own. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A MailDev on its own ports; `refuse` makes it demand a login the sender does not have (SMTP 530). */
async function ownSmtp(options: { refuse?: boolean } = {}) {
  const smtp = await freePort();
  const web = await freePort();
  const config = { smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, ...(options.refuse ? { incomingUser: 'practice', incomingPass: 'not-the-sender' } : {}) };
  let server = new MailDev(config);
  await server.start();
  return {
    uri: `smtp://127.0.0.1:${smtp}`,
    inbox: async () => (await (await fetch(`http://127.0.0.1:${web}/api/email`)).json()) as { subject: string }[],
    stop: () => server.stop(),
    start: async () => {
      server = new MailDev(config);
      await server.start();
    },
  };
}

beforeAll(async () => {
  await clearInbox();
});
afterEach(() => {
  process.env.SMTP_CONNECTION_URI = LOCAL_INBOX;
});
afterAll(closeApps);

describe('queueMail and sendQueuedMail', { timeout: 60_000 }, () => {
  it('queues one email per event: a second queueing of the same event changes nothing, and sending twice delivers once', async () => {
    const id = mailIdFor('flag-alert', `${run}-resp`, 'phq9-item9');
    expect(await queueMail(db(), id, mail())).toBe(true);
    expect(await queueMail(db(), id, mail({ message: { subject: 'a second version', text: '', html: '' } }))).toBe(false);
    expect(await stored(id)).toMatchObject({ kind: 'flag-alert', message: { subject: `Urgent flag ${run}` }, delivery: { state: 'PENDING', attempts: 0 } });

    await Promise.all([sendQueuedMail(db(), [id]), sendQueuedMail(db(), [id, id])]);
    const sent = await stored(id);
    expect(sent.delivery).toMatchObject({ state: 'SUCCESS', attempts: 1, info: { accepted: 1, rejected: 0 } });
    expect(sent.delivery.endTime).toBeInstanceOf(Timestamp);
    await sendQueuedMail(db(), [id]);
    const arrived = await waitForMessages((message) => message.subject === `Urgent flag ${run}`);
    expect(arrived).toHaveLength(1);
    expect(arrived[0]!.to.map((to) => to.address)).toEqual([STAFF]);
    expect(arrived[0]!.headers['auto-submitted']).toBe('auto-generated');
  });

  it('queues inside the writer\'s transaction: once, and only if the transaction commits', async () => {
    const id = mailIdFor('measure-assigned', `${run}-tx`);
    const ref = db().doc(`assignments/${run}-tx`);
    await expect(db().runTransaction(async (transaction) => {
      await queueMailInTransaction(transaction, db(), id, mail());
      transaction.set(ref, { status: 'assigned' });
      throw new Error('the writer changed its mind');
    })).rejects.toThrow('changed its mind');
    expect((await db().doc(`mail/${id}`).get()).exists).toBe(false);
    const first = await db().runTransaction(async (transaction) => queueMailInTransaction(transaction, db(), id, mail()));
    const second = await db().runTransaction(async (transaction) => queueMailInTransaction(transaction, db(), id, mail()));
    expect([first, second]).toEqual([true, false]);
    await sendQueuedMail(db(), [id]);
    expect((await stored(id)).delivery.state).toBe('SUCCESS');
  });

  it("finds a member's address in Auth at send time; an erased member (account gone) is sent nothing", async () => {
    const memberUid = `${run}-member`;
    const email = await createAccount(memberUid);
    await db().doc(`users/${memberUid}`).set({ displayName: 'Ada Member', email });
    const kept = mailIdFor('booking-confirmed', `${run}-s1`, memberUid);
    await queueMail(db(), kept, { toUids: [memberUid], memberId: memberUid, kind: 'booking-confirmed', message: { subject: `Booked ${run}`, text: 'See you', html: '<p>See you</p>' } });
    await sendQueuedMail(db(), [kept]);
    expect((await stored(kept)).delivery.state).toBe('SUCCESS');
    expect((await waitForMessages((message) => message.subject === `Booked ${run}`))[0]!.to.map((to) => to.address)).toEqual([email]);

    const erasedUid = `${run}-erased`;
    const erasedEmail = await createAccount(erasedUid);
    const late = mailIdFor('booking-confirmed', `${run}-s2`, erasedUid);
    await queueMail(db(), late, { toUids: [erasedUid], memberId: erasedUid, kind: 'booking-confirmed', message: { subject: `Too late ${run}`, text: '', html: '' } });
    await admin().auth.deleteUser(erasedUid);
    await sendQueuedMail(db(), [late]);
    expect((await stored(late)).delivery).toMatchObject({ state: 'SUCCESS', skipped: expect.stringMatching(/No one to send to/) });
    expect(await messagesTo(erasedEmail)).toEqual([]);
  });
});

describe('faults: nothing is lost', { timeout: 120_000 }, () => {
  it('SMTP down: the mail waits in RETRY with the reason, is tried again on the backoff, and arrives once the server is back', async () => {
    const server = await ownSmtp();
    process.env.SMTP_CONNECTION_URI = server.uri;
    await server.stop();
    const id = mailIdFor('flag-alert', `${run}-down`, 'f1');
    await queueMail(db(), id, mail({ message: { subject: `While down ${run}`, text: 'x', html: 'x' } }));
    const t0 = new Date();
    await sendQueuedMail(db(), [id], { now: t0 });
    const first = await stored(id);
    expect(first.delivery).toMatchObject({ state: 'RETRY', attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    expect(first.delivery.nextAttemptAt!.toMillis()).toBe(minutes(t0, 1).getTime());

    // not yet due: the sweep leaves it alone
    await mailRetrySweep.run(db(), minutes(t0, 0.5));
    expect((await stored(id)).delivery.attempts).toBe(1);
    // due, still down: the second wait is 5 minutes
    await mailRetrySweep.run(db(), minutes(t0, 1));
    const second = await stored(id);
    expect(second.delivery).toMatchObject({ state: 'RETRY', attempts: 2 });
    expect(second.delivery.nextAttemptAt!.toMillis()).toBe(minutes(t0, 6).getTime());

    await server.start();
    await mailRetrySweep.run(db(), minutes(t0, 6));
    expect((await stored(id)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 3 });
    // (the sweep sends whatever else is due too: only this mail's arrivals are counted)
    expect((await server.inbox()).filter((message) => message.subject === `While down ${run}`)).toHaveLength(1);
    await server.stop();
  });

  it('SMTP refusing: retried up to the limit, then ERROR with the server\'s reason; nothing more after that', async () => {
    const server = await ownSmtp({ refuse: true });
    process.env.SMTP_CONNECTION_URI = server.uri;
    const id = mailIdFor('flag-alert', `${run}-refused`, 'f1');
    await queueMail(db(), id, mail());
    let now = new Date();
    await sendQueuedMail(db(), [id], { now });
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      now = minutes(now, 61);
      await mailRetrySweep.run(db(), now);
      expect((await stored(id)).delivery.attempts).toBe(attempt);
    }
    const failed = await stored(id);
    expect(failed.delivery).toMatchObject({ state: 'ERROR', attempts: MAIL_MAX_ATTEMPTS, error: expect.stringMatching(/530|auth/i) });
    expect(failed.delivery.nextAttemptAt).toBeNull();
    await mailRetrySweep.run(db(), minutes(now, 24 * 60));
    expect((await stored(id)).delivery.attempts).toBe(MAIL_MAX_ATTEMPTS);
    expect((await server.inbox()).length).toBe(0);
    await server.stop();
  });

  it('takes back a mail whose sender died mid-send once its lease runs out, and picks up one a writer queued but never sent', async () => {
    const now = new Date();
    const stuck = mailIdFor('flag-alert', `${run}-stuck`, 'f1');
    const leased = mailIdFor('flag-alert', `${run}-leased`, 'f1');
    const orphan = mailIdFor('flag-alert', `${run}-orphan`, 'f1');
    const base = { ...mail(), createdAt: Timestamp.fromDate(minutes(now, -10)) };
    await db().doc(`mail/${stuck}`).set({ ...base, message: { ...base.message, subject: `Stuck ${run}` }, delivery: { state: 'PROCESSING', attempts: 1, leaseExpiresAt: Timestamp.fromDate(minutes(now, -1)) } });
    await db().doc(`mail/${leased}`).set({ ...base, delivery: { state: 'PROCESSING', attempts: 1, leaseExpiresAt: Timestamp.fromDate(minutes(now, 1)) } });
    await db().doc(`mail/${orphan}`).set({ ...base, message: { ...base.message, subject: `Orphan ${run}` }, delivery: { state: 'PENDING', attempts: 0 } });

    await mailRetrySweep.run(db(), now);
    expect((await stored(stuck)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 2 });
    expect((await stored(orphan)).delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    // a sender still within its lease is not raced
    expect((await stored(leased)).delivery).toMatchObject({ state: 'PROCESSING', attempts: 1 });
    await waitForMessages((message) => message.subject === `Stuck ${run}` || message.subject === `Orphan ${run}`, { count: 2 });
  });
});

describe('mail retention', { timeout: 60_000 }, () => {
  it("deletes finished mail older than settings/site's mailRetentionDays, keeps newer mail and anything still being retried", async () => {
    await db().doc('settings/site').set({ mailRetentionDays: 14 }, { merge: true });
    const now = new Date();
    const daysAgo = (n: number) => Timestamp.fromMillis(now.getTime() - n * 86_400_000);
    const old = { ...mail(), createdAt: daysAgo(15) };
    await db().doc(`mail/${run}-old-sent`).set({ ...old, delivery: { state: 'SUCCESS', attempts: 1 } });
    await db().doc(`mail/${run}-old-failed`).set({ ...old, delivery: { state: 'ERROR', attempts: 5, error: 'refused' } });
    await db().doc(`mail/${run}-old-retrying`).set({ ...old, delivery: { state: 'RETRY', attempts: 2, nextAttemptAt: Timestamp.fromDate(minutes(now, 5)) } });
    await db().doc(`mail/${run}-recent`).set({ ...mail(), createdAt: daysAgo(13), delivery: { state: 'SUCCESS', attempts: 1 } });
    await mailRetentionSweep.run(db(), now);
    const left = async (name: string) => (await db().doc(`mail/${run}-${name}`).get()).exists;
    expect({ oldSent: await left('old-sent'), oldFailed: await left('old-failed'), oldRetrying: await left('old-retrying'), recent: await left('recent') })
      .toEqual({ oldSent: false, oldFailed: false, oldRetrying: true, recent: true });
    await db().doc(`mail/${run}-old-retrying`).delete();
  });
});
