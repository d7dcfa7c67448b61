import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';
import { createForm, saveStatus, storedDraft, uniqueTitle } from './builder';

// An administrator idle for the timeout (15 minutes, the demo's setting) is warned a minute before
// and then signed out; a form edit the server never got stays on the device and is offered back
// after signing in again. The page's clock is the test's (Playwright's page.clock): the minutes
// pass in a moment, and nothing waits on the wall clock.

test.use({ viewport: { width: 1400, height: 1000 } });

const warning = (page: Page) => page.getByRole('alertdialog', { name: 'Are you still there?' });
const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Question', exact: true });

test('idle sign-out: warned a minute before, "Stay signed in" keeps the session, then signed out; the unsaved builder edit is offered back', async ({ page, request }) => {
  await page.clock.install();
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('Idle'));
  const builderPath = `/admin/form-builder?id=${formId}`;

  // an edit the server never gets: every save fails (the connection dropped)
  let refused = 0;
  await page.route(/documents:commit/, (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  await page.getByTestId('palette-shortText').click();
  await questionBox(page).fill('What helps you rest?');
  await expect.poll(() => refused, { message: 'autosave tried to save' }).toBeGreaterThan(0);
  await expect(saveStatus(page)).toHaveText(/^(Saving…|Not saved)/);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', `wellness:builder:demo-admin:${formId}`))
    .toContain('What helps you rest?');

  // from here the page's clock moves only when the test moves it; the pointer's last move is the
  // administrator's last activity
  await page.clock.pauseAt(Date.now() + 10_000);
  await page.mouse.move(300, 300);
  await page.mouse.move(320, 310);

  // nothing for 14 minutes: the warning, its button focused, a minute to go
  await page.clock.fastForward('13:59');
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward('00:01');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('you will be signed out in 1 minute');
  await expect(page.getByRole('button', { name: 'Stay signed in' })).toBeFocused();

  // "Stay signed in" (here by keyboard) starts the 15 minutes again
  await page.keyboard.press('Enter');
  await expect(warning(page)).toHaveCount(0);
  await page.clock.fastForward('13:59');
  await expect(warning(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form builder');

  // idle again: warned, and a minute later signed out, landing on the sign-in page that says why
  await page.clock.fastForward('00:01');
  await expect(warning(page)).toBeVisible();
  await expect(warning(page)).toContainText('you will be signed out in 1 minute');
  await page.clock.fastForward('00:59');
  await expect(warning(page)).toContainText('you will be signed out in 1 second');
  await page.clock.fastForward('00:01');
  await page.clock.resume(); // the sign-out and sign-in run on the page's own timers
  await expect(page).toHaveURL(/\/login\?next=/);
  await expect(warning(page)).toHaveCount(0);
  await expect(page.getByTestId('idle-sign-out-note')).toContainText('You were signed out after 15 minutes without activity');
  // the unsaved edit waited on the device; nothing else of the account did
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.split(':').length > 2))).toEqual([`wellness:builder:demo-admin:${formId}`]);
  expect(JSON.stringify((await storedDraft(request, formId))?.definition ?? {})).not.toContain('What helps you rest?');

  // signing in again (the connection is back) opens the builder, which offers the edit back
  await page.unroute(/documents:commit/);
  await signIn(page, accounts.admin, builderPath);
  const offer = page.getByRole('dialog', { name: 'Unsaved changes found' });
  await expect(offer).toContainText('This browser kept changes to');
  await offer.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(page.getByTestId('question-shortText')).toContainText('What helps you rest?');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect(JSON.stringify((await storedDraft(request, formId))?.definition ?? {})).toContain('What helps you rest?');
  await expect(page.getByTestId('idle-sign-out-note')).toHaveCount(0);
});

test('a member is never signed out for idleness', async ({ page }) => {
  await page.clock.install();
  await signIn(page, accounts.member, '/dashboard');
  await page.clock.fastForward('20:00');
  await expect(warning(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard/);
});
