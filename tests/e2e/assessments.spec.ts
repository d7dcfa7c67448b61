import { expect, test } from '@playwright/test';
import { accounts, freshEmail, rateEveryStepAndSubmit, register, signIn } from './support';

test('a member completes the PCL-5 and the server scores it as a screening', async ({ page }) => {
  await signIn(page, accounts.member, '/dashboard/forms/PTSD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');
  expect(await rateEveryStepAndSubmit(page, 2)).toBe(20); // "Moderately" for every item
  const result = page.getByTestId('assessment-result');
  await expect(result).toContainText('Screening score: 40 out of 80');
  await expect(result).toContainText('This is a screening, not a diagnosis');
  // The member's results over time include this submission.
  await expect(page.getByTestId('past-results')).toContainText('40/80');
});

// A cold cache is a device the service worker has not filled yet (it would answer every later load
// from the device: docs/offline.md), so this visit runs without it.
test.describe('with no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('the dashboard fetches the assessment pages when idle, and the PCL-5 works from a cold cache', async ({ page }) => {
    // the assessment pages are their own area's chunk (the renderer another): the dashboard asks for both once idle
    const preloaded = page.waitForResponse((response) => /\/assets\/assessment-[^/]+\.js$/.test(response.url()), { timeout: 30_000 });
    const renderer = page.waitForResponse((response) => /\/assets\/form-renderer-[^/]+\.js$/.test(response.url()), { timeout: 30_000 });
    await signIn(page, accounts.member);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /);
    expect((await preloaded).ok()).toBe(true);
    expect((await renderer).ok()).toBe(true);
    // a full load of the form with nothing cached: the session comes back from storage, every
    // chunk from the network
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(`${response.status()} ${response.fromServiceWorker() ? 'sw' : 'net'}`);
    });
    // the renderer's code held back: the page must show the form's title and description without it
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/form-renderer-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/forms/PTSD');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');
    await expect(page.getByText(/^A screening questionnaire about problems people sometimes have/)).toBeVisible();
    await expect(page.getByText('Loading the questions…')).toBeVisible();
    release();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('fieldset:has(input[type="radio"])').first().getByRole('radio').nth(1).check();
    await expect(page.locator('fieldset:has(input[type="radio"])').first().getByRole('radio').nth(1)).toBeChecked();
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.every((line) => line === '200 net')).toBe(true);
  });
});

test('a committed form is checked by its validator compiled at build time, formats included, without ajv in the browser', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, accounts.member, '/dashboard/forms/Indian-Head');
  await page.getByLabel('Email address').fill('kim@');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Enter a valid email address');
  await page.getByLabel('Email address').fill('kim@example.org');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').first()).not.toContainText('Enter a valid email address');
  // its own validator's chunk, and not ajv's compiler (the page was opened directly: no admin area)
  expect(scripts.some((path) => /\/indian-head-[^/]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/ajv-instance-[^/]+\.js$/.test(path))).toBe(false);
});

test('submitting with unanswered items shows readable messages and keeps the answers', async ({ page }) => {
  await signIn(page, accounts.member, '/dashboard/forms/PTSD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');
  // Step past the optional event description, then try to move on without answering.
  await page.getByRole('button', { name: 'Next' }).click();
  const first = page.locator('fieldset:has(input[type="radio"])').first();
  await first.getByRole('radio').nth(3).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('alert').first()).not.toContainText('must have required property');
  await expect(first.getByRole('radio').nth(3)).toBeChecked();
});

test('a new member gives health-data consent before the initial assessment', async ({ page }) => {
  await register(page, { name: 'Casey New', email: freshEmail('consent'), password: 'a-good-password' });
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/);
  await page.getByRole('button', { name: 'Give consent and continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Tick the box');
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await page.getByRole('button', { name: 'Give consent and continue' }).click();
  await expect(page.getByText(/Step 1 of \d+/)).toBeVisible();
  // recorded by the server (recordConsent), not just remembered by the page
  await page.reload();
  await expect(page.getByText(/Step 1 of \d+/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Before you start: your health information' })).toHaveCount(0);
});
