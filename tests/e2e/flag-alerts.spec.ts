import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expect, test, type Page } from '@playwright/test';
import { mailIdFor, responseReviewPath } from '@model';
import { waitForMessages } from '../support/inbox';
import { runSweepAt } from '../support/run-sweep-command';
import { accounts, freshEmail, register, signIn } from './support';

// A member's PHQ-9 item 9 above 0 emails an alert to the practice (every administrator, as the
// demo lists no recipients) through the local inbox, with initials and a link but no answers; the
// administrator opens the link, signs in and acknowledges; the escalation sweep, run later on a
// controlled clock, sends nothing for it.

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-test';
const HOUR = 3_600_000;

/** Answers what the current step asks: item 9 "Several days" when shown, every other choice its first option. */
async function answerStep(page: Page, name: string) {
  const item9 = page.locator('fieldset', { hasText: 'better off dead' });
  if (await item9.count()) await item9.getByRole('radio', { name: 'Several days' }).check();
  for (const field of await page.locator('input[type="text"]:visible, input[type="email"]:visible, input[type="tel"]:visible, input[type="date"]:visible, textarea:visible').all()) {
    if (await field.inputValue()) continue;
    const type = await field.getAttribute('type');
    await field.fill(type === 'tel' ? '07700 900123' : type === 'date' ? '1990-04-01' : type === 'email' ? 'quinn@demo.test' : `${name} said this`);
  }
  const groups = page.locator('fieldset:has(input[type="radio"]):visible');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.locator('input[type="radio"]:checked').count()) === 0) await group.getByRole('radio').first().check();
  }
  for (const box of await page.locator('input[type="checkbox"]:visible').all()) if (!(await box.isChecked())) await box.check();
}

test('an urgent flag emails the practice without answers; the administrator acknowledges from the link; no escalation follows', async ({ browser }) => {
  test.setTimeout(300_000);
  const started = Date.now();
  const name = 'Quinn Alertson';

  // the member onboards: consent, then the initial assessment with item 9 above 0
  const member = await (await browser.newContext()).newPage();
  await register(member, { name, email: freshEmail('alert'), password: 'a-good-password' });
  await expect(member).toHaveURL(/\/dashboard\/forms\/initial-assessment$/);
  await member.getByRole('checkbox', { name: /I consent/ }).check();
  await member.getByRole('button', { name: 'Give consent and continue' }).click();
  await expect(member.getByText(/Step \d+ of \d+/)).toBeVisible({ timeout: 60_000 });
  for (let step = 0; step < 15; step++) {
    await expect(member.getByText(/Step \d+ of \d+/)).toBeVisible();
    await answerStep(member, name);
    const submit = member.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) {
      await submit.click();
      break;
    }
    await member.getByRole('button', { name: 'Next' }).click();
  }
  await expect(member.getByText('Samaritans').first()).toBeVisible({ timeout: 30_000 });

  // the alert is in the local inbox within a minute: initials, form, severity, a link; no answers
  const [alert] = await waitForMessages(
    (message) => Date.parse(message.time) >= started - 5_000 && message.to.some((to) => to.address === accounts.admin.email) && message.subject === 'Urgent flag raised: Q. A., Initial assessment',
    { timeoutMs: 60_000 },
  );
  const body = `${alert!.text ?? ''}\n${alert!.html ?? ''}`;
  expect(alert!.text).toContain('Severity: Urgent');
  for (const answer of [name, 'said this', 'PHQ-9', 'better off dead', 'Several days', '07700', 'quinn@demo.test']) expect(body).not.toContain(answer);
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
