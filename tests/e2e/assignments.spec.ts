import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/stack/demoData.mjs';
import { accounts, signIn } from './support';

// An administrator assigns the wellbeing check-in with a due date from the member
// record; the member sees it on the dashboard ("Assigned to you"), fills it in, and the reviewer
// sees it submitted. Priya (demo-member-3) has no seeded assignment, so the one this test makes is
// the one her submission fulfils (submitResponse fulfils the oldest open one of that form).

test.use({ viewport: { width: 1100, height: 900 } });
// Two sessions, the functions emulator and three page loads: on a busy machine (2 cores shared by
// several stacks) 10 s per step was not always enough, so every wait here allows 45 s.
const expect = baseExpect.configure({ timeout: 45_000 });

const PRIYA = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-member-3')!;
const FORM_TITLE = 'Weekly wellbeing check-in';

/** Tomorrow as a date input writes it (this machine's time zone, as the browser's). */
function tomorrow(): { input: string; day: number } {
  const date = new Date(Date.now() + 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { input: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`, day: date.getDate() };
}

/** Answers every radio group of each step with its first option ("Not at all", "No"), then submits. */
async function fillAndSubmit(page: Page) {
  for (let step = 0; step < 6; step++) {
    const groups = page.locator('fieldset:has(input[type="radio"])');
    const count = await groups.count();
    for (let i = 0; i < count; i++) await groups.nth(i).getByRole('radio').first().check();
    const submit = page.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) {
      await submit.click();
      return;
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  throw new Error('The form never offered Submit.');
}

test('an administrator assigns a form with a due date, the member fills it from the dashboard, the reviewer sees it submitted', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const message = `Before our next session (e2e ${Date.now()})`;
  const due = tomorrow();

  // the administrator, on Priya's record
  await signIn(page, accounts.admin, `/admin/member/${PRIYA.uid}`, { patience: 45_000 });
  const section = page.getByRole('region', { name: 'Assigned forms' });
  await expect(section.getByText('Loading assigned forms…')).toHaveCount(0);
  // an open one left by an earlier, interrupted run would be fulfilled first: cancel it (confirming)
  const leftover = section.getByRole('button', { name: `Cancel the assignment of ${FORM_TITLE}` });
  for (let left = await leftover.count(); left > 0; left--) {
    await leftover.first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel the assignment' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(leftover).toHaveCount(left - 1);
  }

  await section.getByRole('button', { name: 'Assign a form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign a form' });
  await dialog.getByLabel('Form').selectOption({ label: FORM_TITLE });
  await dialog.getByLabel('Due date (optional)').fill(due.input);
  await dialog.getByLabel('Message to the member (optional)').fill(message);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toHaveCount(0);
  const mine = section.getByRole('listitem').filter({ hasText: message });
  await expect(mine.locator('.assignments-state')).toHaveText('Assigned');
  await expect(mine).toContainText(`Due ${due.day} `);

  // the member, in another browser session
  const memberContext = await browser.newContext({ viewport: { width: 400, height: 850 } });
  const member = await memberContext.newPage();
  await signIn(member, PRIYA, '/dashboard', { patience: 45_000 });
  const card = member.getByRole('list', { name: 'Forms assigned to you' }).getByRole('listitem').filter({ hasText: message });
  await expect(card.getByRole('heading', { name: FORM_TITLE })).toBeVisible();
  await expect(card).toContainText(`Due `);
  await expect(card).not.toContainText('Overdue');
  await card.getByRole('link', { name: new RegExp(`^(Start|Continue) ${FORM_TITLE}$`) }).click();
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(FORM_TITLE);
  await fillAndSubmit(member);
  await expect(member.getByTestId('assessment-result')).toBeVisible();

  await member.goto('/dashboard');
  await expect(member.getByRole('list', { name: 'Done recently' })).toContainText(`${FORM_TITLE}: done on`);
  await expect(member.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
  await memberContext.close();

  // the reviewer sees it submitted, with the response one click away
  await page.reload();
  const done = page.getByRole('region', { name: 'Assigned forms' }).getByRole('listitem').filter({ hasText: message });
  await expect(done.locator('.assignments-state')).toHaveText('Submitted');
  await expect(done.getByRole('link', { name: `View the response to ${FORM_TITLE}` })).toHaveAttribute('href', new RegExp(`/admin/member/${PRIYA.uid}\\?response=[A-Za-z0-9]{20}$`));
});
