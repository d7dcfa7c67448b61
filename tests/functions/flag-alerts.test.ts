// Risk alerts against the emulators and the local inbox (MailDev): a submission's urgent flag
// emails the alert recipients once (a retried submission sends nothing more), escalation after the
// configured hours and not after an acknowledgement, the daily digest, quiet hours, and a flood.
// Sweeps and the alert sender run in-process with a controlled clock, as the local stack runs them.
// Run with `scripts/with-emulators.mjs --functions --mail`.
import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FormDefinition } from '@engine';
import { ALERTS_PER_WINDOW, HEALTH_NOTICE_VERSION, mailIdFor, privateSettingsPath, readMailDocument, responseReviewPath, type AcknowledgeFlagAnswer, type SubmitResponseAnswer } from '@model';
import { publishDefinition } from '../../scripts/forms/publish.ts';
import { alertResponseFlags, flagAlertSweep, flagDigestSweep, flagEscalationSweep } from '../../functions/src/alerts/index.ts';
import { clearInbox, messagesTo, waitForMessages, type InboxMessage } from '../support/inbox.ts';
import { PROJECT_ID, admin, clearCollections, client, closeApps, createAccount, resetEmulators, type SignedIn } from './support.ts';

// the sender looks administrators' addresses up through the default app's Auth
if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT_ID });

const LEAD = 'lead@alerts.test';
const SECOND = 'second@alerts.test';
const HOUR = 3_600_000;
const committed = (id: string) => JSON.parse(readFileSync(new URL(`../../schemas/forms/${id}.json`, import.meta.url), 'utf8')) as FormDefinition;
const item9 = JSON.parse(readFileSync(new URL('../fixtures/forms/initial-assessment-item9.json', import.meta.url), 'utf8')) as Record<string, unknown>;

let member: SignedIn;
let administrator: SignedIn;

const db = () => admin().db;
const newKey = () => db().collection('responses').doc().id;
const submit = (data: Record<string, unknown>, submissionKey: string) =>
  member.call<unknown, SubmitResponseAnswer>('submitResponse', { formId: 'initial-assessment', submissionKey, data });
const mailOfKind = async (kind: string) => (await db().collection('mail').where('kind', '==', kind).get()).docs;
const to = (address: string, subject: string) => (message: InboxMessage) => message.to.some((t) => t.address === address) && message.subject.startsWith(subject);
const alertSettings = (fields: Record<string, unknown> = {}) =>
  db().doc(privateSettingsPath()).set({ legalReason: '', alertRecipients: LEAD, escalationRecipients: SECOND, escalationHours: 4, alertOnWarning: false, quietHoursStart: '', quietHoursEnd: '', digestEnabled: true, digestTime: '08:00', ...fields });

/** A stored response's review/flags with these open flags, as a submission at `at` leaves it (alert due). */
async function flaggedReview(id: string, at: Date, severities: readonly ('urgent' | 'warning' | 'info')[], memberId = 'member'): Promise<void> {
  const submittedAt = Timestamp.fromDate(at);
  await db().doc(`responses/${id}`).set({ formId: 'initial-assessment', formVersion: 1, memberId, status: 'submitted', data: {}, scores: {}, flags: [], submittedAt });
  await db().doc(responseReviewPath(id)).set({
    memberId, formId: 'initial-assessment', formVersion: 1, submittedAt,
    flags: severities.map((severity, i) => ({ id: `flag-${i}`, severity, message: `Answer text ${i}`, fields: [], acknowledged: null })),
    open: severities.length, topSeverity: severities[0] ?? null, openRank: severities.includes('urgent') ? 3 : 2, alertDueAt: submittedAt,
  });
}

beforeAll(async () => {
  await resetEmulators();
  await createAccount('admin', { admin: true });
  await createAccount('member');
  const outcome = await publishDefinition(db(), committed('initial-assessment'), 'functions-test');
  expect(outcome.error).toBeUndefined();
  member = await client('member@functions.test');
  administrator = await client('admin@functions.test');
}, 120_000);
beforeEach(async () => {
  await clearCollections(['responses', 'mail', 'alertSlots', 'rateLimits']);
  await db().doc('users/member').set({ displayName: 'Jamie Rivers', consent: { healthData: { givenAt: Timestamp.now(), noticeVersion: HEALTH_NOTICE_VERSION, withdrawnAt: null } } });
  await alertSettings();
  await clearInbox();
});
afterAll(closeApps);

describe('flag alerts on submission', { timeout: 120_000 }, () => {
  it('emails the alert recipients once per urgent flag, with no answers, even when the submission is retried', async () => {
    const key = newKey();
    await submit(item9, key);
    const [alert] = await waitForMessages(to(LEAD, 'Urgent flag raised'));
    expect(alert!.subject).toBe('Urgent flag raised: J. R., Initial assessment');
    expect(alert!.text).toContain('Member: J. R.');
    expect(alert!.text).toContain(`/admin?response=${key}`);
    for (const words of ['Jamie', 'Rivers', 'PHQ-9', 'Alex Morgan', 'Low mood', 'Dr Patel', '07700']) {
      expect(alert!.text).not.toContain(words);
      expect(alert!.html).not.toContain(words);
    }

    // the same submission again (a retry after a lost answer), and the sweep after it: nothing new
    await submit(item9, key);
    await flagAlertSweep.run(db(), new Date(Date.now() + 5 * 60_000));
    const alerts = await mailOfKind('flag-alert');
    expect(alerts.map((doc) => doc.id)).toEqual([mailIdFor('flag-alert', key, 'phq9-item9')]);
    expect(readMailDocument(alerts[0]!.data())).toMatchObject({ to: [LEAD], memberId: 'member', delivery: { state: 'SUCCESS' } });
    expect(await messagesTo(LEAD)).toHaveLength(1);
    const review = (await db().doc(responseReviewPath(key)).get()).data()!;
    expect(review.alertDueAt).toBeNull();
    expect(review.escalateAt.toMillis()).toBe(review.submittedAt.toMillis() + 4 * HOUR);
  });

  it('alerts every administrator when no recipient is listed', async () => {
    await alertSettings({ alertRecipients: '' });
    await flaggedReview('no-list', new Date(), ['urgent']);
    const ids = await alertResponseFlags(db(), 'no-list', new Date());
    expect(ids).toEqual([mailIdFor('flag-alert', 'no-list', 'flag-0')]);
    expect(readMailDocument((await db().doc(`mail/${ids[0]}`).get()).data()).to).toEqual(['admin@functions.test']);
  });
});

describe('escalation', { timeout: 120_000 }, () => {
  it('escalates an unacknowledged urgent flag to the second list after the configured hours, once', async () => {
    const raised = new Date();
    await flaggedReview('late', raised, ['urgent', 'warning']);
    await alertResponseFlags(db(), 'late', raised);
    await flagEscalationSweep.run(db(), new Date(raised.getTime() + 4 * HOUR - 60_000));
    expect(await mailOfKind('flag-escalation')).toHaveLength(0);

    await flagEscalationSweep.run(db(), new Date(raised.getTime() + 4 * HOUR + 60_000));
    const [escalation] = await waitForMessages(to(SECOND, 'Not yet acknowledged'));
    expect(escalation!.text).toContain('has not been acknowledged for 4 hours');
    expect(escalation!.text).not.toContain('Answer text');
    await flagEscalationSweep.run(db(), new Date(raised.getTime() + 6 * HOUR));
    expect((await mailOfKind('flag-escalation')).map((doc) => doc.id)).toEqual([mailIdFor('flag-escalation', 'late', 'flag-0')]);
  });

  it('sends nothing once the flag is acknowledged in the app', async () => {
    const raised = new Date();
    await flaggedReview('handled', raised, ['urgent']);
    await alertResponseFlags(db(), 'handled', raised);
    await administrator.call<unknown, AcknowledgeFlagAnswer>('acknowledgeFlag', { responseId: 'handled', flagId: 'flag-0', note: 'Phoned; safety plan agreed.' });
    await flagEscalationSweep.run(db(), new Date(raised.getTime() + 5 * HOUR));
    expect(await mailOfKind('flag-escalation')).toHaveLength(0);
    expect((await db().doc(responseReviewPath('handled')).get()).get('escalateAt')).toBeNull();
  });
});

describe('the daily digest', { timeout: 120_000 }, () => {
  it('lists the open flags oldest first at the digest time (UK), once a day, and none that are acknowledged', async () => {
    const morning = new Date('2026-11-30T08:00:00Z'); // 08:00 in London (GMT)
    await flaggedReview('newer', new Date('2026-11-29T18:00:00Z'), ['warning']);
    await flaggedReview('older', new Date('2026-11-27T09:00:00Z'), ['urgent']);
    await flaggedReview('closed', new Date('2026-11-26T09:00:00Z'), ['urgent']);
    await db().doc(responseReviewPath('closed')).update({ 'open': 0, openRank: 0, flags: [{ id: 'flag-0', severity: 'urgent', message: 'x', fields: [], acknowledged: { by: 'admin', byName: 'A', at: Timestamp.now(), note: 'done' } }] });

    await flagDigestSweep.run(db(), new Date(morning.getTime() - 60_000));
    expect(await mailOfKind('flag-digest')).toHaveLength(0);
    await flagDigestSweep.run(db(), morning);
    await flagDigestSweep.run(db(), new Date(morning.getTime() + HOUR));
    expect((await mailOfKind('flag-digest')).map((doc) => doc.id)).toEqual([mailIdFor('flag-digest', '2026-11-30')]);

    const [digest] = await waitForMessages(to(LEAD, 'Daily digest'));
    expect(digest!.subject).toBe('Daily digest: 2 open flags');
    const lines = digest!.text!.split('\n').filter((line) => line.startsWith('- '));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^- Urgent: J\. R\., Initial assessment, submitted 27 Nov 2026, 09:00 \(UK time\) \(3 days ago\)/);
    expect(lines[1]).toMatch(/^- Warning: J\. R\., .*\/admin\?response=newer$/);
    expect(digest!.text).not.toContain('Answer text');
  });
});

describe('quiet hours', { timeout: 120_000 }, () => {
  it('hold warnings until they end, and never hold urgent flags', async () => {
    await alertSettings({ alertOnWarning: true, quietHoursStart: '21:00', quietHoursEnd: '07:00' });
    const night = new Date('2026-11-29T23:30:00Z');
    await flaggedReview('night-warning', night, ['warning']);
    await flaggedReview('night-urgent', night, ['urgent']);

    expect(await alertResponseFlags(db(), 'night-urgent', night)).toEqual([mailIdFor('flag-alert', 'night-urgent', 'flag-0')]);
    expect(await alertResponseFlags(db(), 'night-warning', night)).toEqual([]);
    expect((await db().doc(responseReviewPath('night-warning')).get()).get('alertDueAt').toDate()).toEqual(new Date('2026-11-30T07:00:00Z'));

    await flagAlertSweep.run(db(), new Date('2026-11-30T06:59:00Z'));
    expect(await mailOfKind('flag-alert')).toHaveLength(1);
    await flagAlertSweep.run(db(), new Date('2026-11-30T07:01:00Z'));
    expect((await mailOfKind('flag-alert')).map((doc) => doc.id).sort()).toEqual([mailIdFor('flag-alert', 'night-urgent', 'flag-0'), mailIdFor('flag-alert', 'night-warning', 'flag-0')].sort());
    await waitForMessages(to(LEAD, 'Warning flag raised'));
  });
});

describe('a flood of flags', { timeout: 300_000 }, () => {
  it('sends one alert per flag up to the budget, then one "more flags" email, and the digest lists them all', async () => {
    const FLOOD = 1_000;
    const at = new Date('2026-12-01T10:02:00Z');
    const ids = Array.from({ length: FLOOD }, (_, i) => `flood-${String(i).padStart(4, '0')}`);
    for (let i = 0; i < FLOOD; i += 250) {
      const batch = db().batch();
      for (const id of ids.slice(i, i + 250)) {
        const submittedAt = Timestamp.fromMillis(at.getTime() + (i % 60) * 1000);
        batch.set(db().doc(`responses/${id}`), { formId: 'initial-assessment', formVersion: 1, memberId: 'member', status: 'submitted', data: {}, scores: {}, flags: [], submittedAt });
        batch.set(db().doc(responseReviewPath(id)), {
          memberId: 'member', formId: 'initial-assessment', formVersion: 1, submittedAt, open: 1, topSeverity: 'urgent', openRank: 3, alertDueAt: submittedAt,
          flags: [{ id: 'phq9-item9', severity: 'urgent', message: 'Answer text', fields: [], acknowledged: null }],
        });
      }
      await batch.commit();
    }
    // every submission's sender at once, within the same minute
    const queued: string[] = [];
    const pending = [...ids];
    await Promise.all(Array.from({ length: 25 }, async () => {
      for (let id = pending.shift(); id !== undefined; id = pending.shift()) queued.push(...(await alertResponseFlags(db(), id, new Date(at.getTime() + 30_000))));
    }));
    // and the sweep after them finds nothing left to send
    await flagAlertSweep.run(db(), new Date(at.getTime() + 5 * 60_000));

    const alerts = await mailOfKind('flag-alert');
    expect(alerts).toHaveLength(ALERTS_PER_WINDOW + 1);
    expect(queued).toHaveLength(ALERTS_PER_WINDOW + 1);
    const notice = alerts.map((doc) => readMailDocument(doc.data())).find((mail) => mail.message.subject.startsWith('More flags'));
    expect(notice?.message.text).toContain(`${ALERTS_PER_WINDOW} alerts have been sent since 1 Dec 2026, 10:00 (UK time)`);
    const pendingAfter = await db().collectionGroup('review').where('alertDueAt', '!=', null).count().get();
    expect(pendingAfter.data().count).toBe(0);

    await flagDigestSweep.run(db(), new Date('2026-12-02T08:00:00Z'));
    const digest = readMailDocument((await db().doc(`mail/${mailIdFor('flag-digest', '2026-12-02')}`).get()).data());
    expect(digest.message.subject).toBe(`Daily digest: ${FLOOD} open flags`);
    expect(digest.message.text).toContain(`and ${FLOOD - 100} more in the triage queue.`);
  });
});
