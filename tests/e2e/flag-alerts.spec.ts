import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test } from '@playwright/test';
import { mailIdFor, responseReviewPath } from '@model';
import { waitForMessages } from '../support/inbox';
import { runSweepAt } from '../support/run-sweep-command';
import { onboardWithItem9 } from './item9-onboarding';
import { accounts, signIn } from './support';

// A member's PHQ-9 item 9 above 0 emails an alert to the practice (every administrator, as the
// demo lists no recipients) through the local inbox, with initials and a link but no answers; the
// administrator opens the link, signs in and acknowledges; the escalation sweep, run later on a
// controlled clock, sends nothing for it.

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-test';
const HOUR = 3_600_000;

test('an urgent flag emails the practice without answers; the administrator acknowledges from the link; no escalation follows', async ({ browser }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const name = 'Quinn Alertson';

  // the member onboards: consent, then the initial assessment with item 9 above 0
  const member = await (await browser.newContext()).newPage();
  await onboardWithItem9(member, name, 'alert');

  // the alert is in the local inbox within a minute: initials, form, severity, a link; no answers
  const [alert] = await waitForMessages(
    (message) => Date.parse(message.time) >= started - 5_000 && message.to.some((to) => to.address === accounts.admin.email) && message.subject === 'Urgent flag raised: Q. A., Initial assessment',
    { timeoutMs: 60_000 },
  );
  const body = `${alert!.text ?? ''}\n${alert!.html ?? ''}`;
  expect(alert!.text).toContain('Severity: Urgent');
  for (const answer of [name, 'Alertson', 'PHQ-9', 'better off dead', 'Several days', '07700', 'riley@demo.test']) expect(body).not.toContain(answer);
  const link = /https?:\/\/[^\s"<]+\/admin\?response=([A-Za-z0-9_-]+)/.exec(alert!.text ?? '');
  expect(link).not.toBeNull();
  const [href, responseId] = [link![0], link![1]!];

  // the administrator opens the link: asked to sign in, then taken to that response in triage
  const reviewer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await reviewer.goto(href);
  await expect(reviewer).toHaveURL(/\/login\?next=/);
  await signIn(reviewer, accounts.admin, new URL(href).pathname + new URL(href).search);
  await expect(reviewer).toHaveURL(new RegExp(`/admin\\?response=${responseId}$`));
  const row = reviewer.getByRole('listitem').filter({ hasText: 'From your alert email' });
  await expect(row).toContainText(name, { timeout: 30_000 });
  await expect(row).toContainText('PHQ-9 item 9');
  for (let open = await row.getByRole('button', { name: /^Acknowledge/ }).count(); open > 0; open--) {
    await row.getByRole('button', { name: /^Acknowledge/ }).first().click();
    await reviewer.getByLabel('What did you do?').fill('Phoned the member; safety plan agreed');
    await reviewer.getByRole('dialog').getByRole('button', { name: 'Acknowledge' }).click();
    await expect(reviewer.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 });
  }
  await expect(row).toHaveCount(0);

  // hours later, the escalation sweep finds nothing to escalate for this response
  if (!getApps().some((app) => app.name === '[DEFAULT]')) initializeApp({ projectId: PROJECT });
  const db = getFirestore();
  const review = db.doc(responseReviewPath(responseId));
  expect((await review.get()).get('escalateAt')).not.toBeUndefined();
  await runSweepAt('flag-escalation', new Date(Date.now() + 200 * HOUR));
  expect((await review.get()).get('escalateAt')).toBeNull();
  expect((await db.doc(`mail/${mailIdFor('flag-escalation', responseId, 'phq9-item9')}`).get()).exists).toBe(false);
  await expect.poll(async () => (await db.collection('mail').where('kind', '==', 'flag-escalation').where('memberId', '==', (await review.get()).get('memberId')).count().get()).data().count).toBe(0);
});
