import { expect, test, type Page } from '@playwright/test';

const recheck = (page: Page) =>
  Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/build-id.json')),
    page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))),
  ]);

test('the same build is not announced; a newer one is offered as a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The served build-id.json is the one this page was built with: nothing to offer.
  await recheck(page);
  await expect(page.getByTestId('update-banner')).toHaveCount(0);

  // A deployment replaces build-id.json: the banner offers a reload.
  await page.route('**/build-id.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await recheck(page);
  const banner = page.getByTestId('update-banner');
  await expect(banner).toContainText('A new version is ready.');
  const reloaded = page.waitForEvent('load');
  await banner.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
});
