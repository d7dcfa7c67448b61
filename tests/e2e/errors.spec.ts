import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

test('an unmatched path shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toContainText('Page not found: /no/such/page');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a route whose params fail validation answers 404 Page Not Found', async ({ page }) => {
  await page.goto('/View-blog/not%20an%20id');
  await expect(page.getByTestId('error-status')).toHaveText('404');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-description')).toHaveText('Page Not Found: /View-blog/not%20an%20id');
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  // Simulate a deployment that removed the old admin chunk: every request for it fails.
  await page.route(/\/assets\/admin-[^/]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/admin/courses');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByTestId('error-status')).toHaveText('500');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  // The goto itself plus exactly one automatic reload: the 10 s guard stops a loop.
  expect(loads).toBe(2);
});

test('after a reload the new chunk loads and the page shows', async ({ page }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  let failed = 0;
  await page.route(/\/assets\/admin-[^/]+\.js$/, (route) => (failed++ === 0 ? route.abort() : route.continue()));
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/admin/resources');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resources');
  expect(failed).toBeGreaterThanOrEqual(2);
});
