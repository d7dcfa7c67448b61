import type { Page } from '@playwright/test';
import { expect, test } from './console';
import { accounts, go, land, rateEveryStepAndSubmit, signIn } from '../e2e/support';

// The app as `npm run dev` serves it (tests/e2e-dev/playwright.config.ts): the Vite dev server
// serves source modules one by one, pre-bundles dependencies on first need and serves a worker's
// modules through the app's plugins, none of which the production build's e2e tests see. Each
// test also fails on any browser console error or warning (console.ts).

test.use({ viewport: { width: 1400, height: 1000 } });
// the dev server transforms each module on its first request: a cold page on two busy cores is slow
test.setTimeout(180_000);

/** The committed forms (schemas/forms/) and the seeded builder-made one. */
const FORMS = ['ptsd', 'initial-assessment', 'indian-head', 'wellbeing-check-in'];

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
}

// Two journeys rather than one test per path: each test's fresh browser loads every module from
// the dev server again, which costs far more than the steps themselves.

test('each role signs in to its own start page; a member fills in the PCL-5 and submits it', async ({ page }) => {
  await land(page, '/');
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // onboarding not done: the dashboard sends a new member to the initial assessment
  await signIn(page, accounts.newMember);
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  await signIn(page, accounts.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('link', { name: 'Triage' })).toBeVisible({ timeout: 30_000 });
  await signOut(page);

  await signIn(page, accounts.member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${accounts.member.displayName}`, { timeout: 30_000 });
  await go(page, '/dashboard/forms/PTSD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)', { timeout: 30_000 });
  expect(await rateEveryStepAndSubmit(page, 1)).toBe(20); // "A little bit" for every item
  await expect(page.getByTestId('assessment-result')).toContainText('Screening score: 20 out of 80', { timeout: 60_000 });
});

test("every committed and seeded form opens in the builder with no problems; an edit to the PCL-5 is published; the reviewer's member record opens", async ({ page }) => {
  await signIn(page, accounts.admin, `/admin/form-builder?id=${FORMS[0]}`);
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  for (const [index, id] of FORMS.entries()) {
    if (index > 0) await go(page, `/admin/form-builder?id=${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form builder', { timeout: 45_000 });
    await expect(page.getByText(`Form id: ${id}`)).toBeVisible();
    // the deep checks (ajv's strict compile in the problems worker) have run and found nothing
    await expect(publish, `${id}: Publish usable`).not.toHaveAttribute('aria-disabled', 'true', { timeout: 45_000 });
    await expect(page.locator('.fb-publish-reason'), `${id}: no reason Publish is blocked`).toHaveCount(0);
  }

  await go(page, `/admin/form-builder?id=${FORMS[0]}`);
  await expect(page.getByText(`Form id: ${FORMS[0]}`)).toBeVisible();
  const wording = `Repeated, disturbing memories of the stressful experience (dev e2e ${Date.now().toString(36)})?`;
  await page.getByTestId('question-pcl1').click();
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill(wording);
  await expect(page.getByTestId('question-pcl1')).toContainText(wording);
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved', { timeout: 30_000 });
  await expect(publish).not.toHaveAttribute('aria-disabled', 'true', { timeout: 45_000 });
  await publish.click();
  const dialog = page.getByRole('dialog', { name: /^Publish version \d+$/ });
  await expect(dialog).toBeVisible();
  const version = (await dialog.getByRole('heading').first().textContent())?.match(/\d+/)?.[0];
  await dialog.getByRole('button', { name: `Publish version ${version}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Published version ${version}` })).toBeVisible({ timeout: 60_000 });

  await go(page, '/admin/member/demo-member-1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Patel' })).toBeVisible({ timeout: 45_000 });
  const timeline = page.getByRole('list', { name: 'Responses and notes, newest first' });
  await timeline.getByRole('button', { expanded: false }).first().click();
  await expect(page).toHaveURL(/[?&]response=[A-Za-z0-9]{20}/);
  await expect(timeline.locator('.mr-entry--open').getByRole('heading', { name: 'Answers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scores over time' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent access' })).toContainText(`${accounts.admin.displayName} opened the record`);
});
