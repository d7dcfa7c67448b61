// listMailDeliveries and resendMail through the Functions emulator: what an administrator sees of
// the outbox (no subject, no body, masked addresses, members by name), who may look, and "Send
// again" (audited) delivering to the local inbox (with-emulators --mail).
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_RESEND_AUDIT_ACTION, type ListMailDeliveriesAnswer, type ListMailDeliveriesRequest, type ResendMailAnswer } from '@model';
import { waitForMessages } from '../support/inbox.ts';
import { admin, callError, closeApps, freshAdminAndMember, type SignedIn } from './support.ts';

let administrator: SignedIn;
let member: SignedIn;
const run = `d${Date.now().toString(36)}`;
const minutesAgo = (n: number) => Timestamp.fromMillis(Date.now() - n * 60_000);
const list = (who: SignedIn, request: Partial<ListMailDeliveriesRequest> = {}) =>
  who.call<Partial<ListMailDeliveriesRequest>, ListMailDeliveriesAnswer>('listMailDeliveries', request);
const resend = (who: SignedIn, mailId: unknown) => who.call<{ mailId: unknown }, ResendMailAnswer>('resendMail', { mailId });

beforeAll(async () => {
  ({ administrator, member } = await freshAdminAndMember());
  const db = admin().db;
  await db.doc('users/member').set({ displayName: 'Ada Member', email: 'member@functions.test' });
  const message = (subject: string) => ({ subject, text: 'PHQ-9 item 9: nearly every day', html: '<p>secret body</p>' });
  await db.doc('mail/ok').set({ to: ['alex.morgan@practice.test'], kind: 'flag-alert', message: message('Urgent flag for A.M.'), createdAt: minutesAgo(3), delivery: { state: 'SUCCESS', attempts: 1 } });
  await db.doc('mail/failed').set({ toUids: ['member'], memberId: 'member', kind: 'measure-due', message: message(`Due ${run}`), createdAt: minutesAgo(2), delivery: { state: 'ERROR', attempts: 5, error: '550 Mailbox unavailable' } });
  await db.doc('mail/waiting').set({ toUids: ['gone'], kind: 'booking-reminder', message: message('Tomorrow'), createdAt: minutesAgo(1), delivery: { state: 'RETRY', attempts: 2, error: 'Connection refused', nextAttemptAt: Timestamp.fromMillis(Date.now() + 300_000) } });
});
afterAll(closeApps);

describe('listMailDeliveries', { timeout: 120_000 }, () => {
  it('lists recent emails newest first: kind, recipient (a member by name, addresses masked), state, attempts, error — never a subject or body', async () => {
    const answer = await list(administrator);
    expect(answer.rows.map((row) => [row.id, row.recipient, row.state, row.attempts])).toEqual([
      ['waiting', 'A member no longer registered', 'RETRY', 2],
      ['failed', 'Ada Member', 'ERROR', 5],
      ['ok', 'a•••@practice.test', 'SUCCESS', 1],
    ]);
    expect(answer.rows[1]).toMatchObject({ kind: 'measure-due', error: '550 Mailbox unavailable' });
    expect(answer.rows[0]!.nextAttemptAt).toEqual(expect.any(String));
    expect(answer.next).toBeNull();
    const words = JSON.stringify(answer);
    for (const secret of ['Urgent flag', 'PHQ-9', 'secret body', 'alex.morgan', 'member@functions.test']) expect(words).not.toContain(secret);
  });

  it('lists only what needs attention when asked', async () => {
    expect((await list(administrator, { filter: 'failed' })).rows.map((row) => row.id)).toEqual(['waiting', 'failed']);
  });

  it('refuses members and bad pages in words', async () => {
    expect(await callError(list(member))).toMatchObject({ code: 'functions/permission-denied' });
    expect(await callError(list(administrator, { after: 'a/b' }))).toMatchObject({ code: 'functions/invalid-argument' });
  });
});

describe('resendMail', { timeout: 120_000 }, () => {
  it('sends a failed email again at once, with an audit entry, and it arrives', async () => {
    const answer = await resend(administrator, 'failed');
    expect(answer.row).toMatchObject({ id: 'failed', state: 'SUCCESS', attempts: 1, error: null });
    const arrived = await waitForMessages((message) => message.subject === `Due ${run}`);
    expect(arrived[0]!.to.map((to) => to.address)).toEqual(['member@functions.test']);
    const audit = await admin().db.collection('auditLog').where('action', '==', MAIL_RESEND_AUDIT_ACTION).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([expect.objectContaining({
      actorUid: 'admin', targetUid: 'member', mailId: 'failed', kind: 'measure-due', previousState: 'ERROR', previousError: '550 Mailbox unavailable',
    })]);
  });

  it('refuses a delivered email, a missing one and members, changing nothing', async () => {
    expect(await callError(resend(administrator, 'ok'))).toMatchObject({ code: 'functions/failed-precondition', message: expect.stringMatching(/was delivered/) });
    expect(await callError(resend(administrator, 'nothing'))).toMatchObject({ code: 'functions/not-found' });
    expect(await callError(resend(member, 'waiting'))).toMatchObject({ code: 'functions/permission-denied' });
    expect((await admin().db.doc('mail/waiting').get()).get('delivery.attempts')).toBe(2);
  });
});
