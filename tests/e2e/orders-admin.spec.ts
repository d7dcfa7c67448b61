import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';

// An administrator finds the SEEDED orders (scripts/stack/demoShop.mjs: Priya's
// declined then paid head-massage course, Sam's monthly membership) on /admin/orders and on the
// member's record. Other specs add orders of their own while this runs, so it looks only for the
// seeded rows (paging on with "Load more" if newer orders pushed them down) and never counts all.

test.setTimeout(120_000);

const PRIYA = 'demo-member-3';
const DECLINED = 'demo-order-member3-declined';
const PAID_COURSE = 'demo-order-member3-course';

/** Presses "Load more" until the row is shown or there is nothing more to load. */
async function findRow(page: Page, orderId: string) {
  const row = page.getByTestId(`order-row-${orderId}`);
  const more = page.getByRole('button', { name: 'Load more' });
  // the list's foot: one of these two once a page is shown
  const foot = more.or(page.getByText(/^That is every order/));
  await expect(foot).toBeVisible({ timeout: 30_000 });
  while (!(await row.isVisible()) && (await more.isVisible())) {
    await more.click();
    await expect(page.getByRole('button', { name: 'Loading more orders…' })).toHaveCount(0);
    await expect(foot).toBeVisible();
  }
  await expect(row).toBeVisible();
  return row;
}

test.describe('orders for administrators', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('lists the seeded orders, filters by status from the keyboard and opens the member', async ({ page }) => {
    await signIn(page, accounts.admin, '/admin');
    await page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();

    const paid = await findRow(page, PAID_COURSE);
    await expect(paid.getByRole('link', { name: 'Priya Shah' })).toHaveAttribute('href', `/admin/member/${PRIYA}`);
    await expect(paid).toContainText('Course');
    await expect(paid).toContainText(/£\d+\.\d\d/);
    await expect(paid).toContainText('Paid');
    await expect(paid).toContainText('Test mode');
    await expect(page.getByRole('status').filter({ hasText: /orders? shown · £[\d,]+\.\d\d paid/ })).toBeVisible();

    // the status filter, by keyboard: All → Paid → Pending → Failed
    await page.getByRole('radio', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Failed' })).toBeChecked();
    await expect(page).toHaveURL(/\?status=failed$/);
    const declined = await findRow(page, DECLINED);
    await expect(declined).toContainText('Payment failed');
    await expect(declined).toContainText('Your card was declined.');
    await expect(page.getByTestId(`order-row-${PAID_COURSE}`)).toHaveCount(0);

    // the member's record: membership in words and their orders
    await declined.getByRole('link', { name: 'Priya Shah' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Priya Shah' })).toBeVisible({ timeout: 30_000 });
    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership).toContainText('Annual plan');
    await expect(membership).toContainText(/Active — renews \d{1,2} [A-Z][a-z]+/);
    const orders = page.getByRole('region', { name: 'Orders' });
    // the record loads several cards at once: slow on a machine the whole team shares
    await expect(orders.getByTestId(`member-order-${PAID_COURSE}`)).toContainText('Paid', { timeout: 30_000 });
    await expect(orders.getByTestId(`member-order-${DECLINED}`)).toContainText('Payment failed');
    const ids = await orders.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(ids.indexOf(`member-order-${PAID_COURSE}`)).toBeLessThan(ids.indexOf(`member-order-${DECLINED}`));
  });
});

test.describe('orders on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows each order as a stacked card with labelled facts', async ({ page }) => {
    await signIn(page, accounts.admin, '/admin/orders?status=failed');
    const declined = await findRow(page, DECLINED);
    // one card: the row is a block, its cells stacked, the table's header hidden off screen
    expect(await declined.evaluate((row) => getComputedStyle(row).display)).toBe('block');
    const amount = declined.locator('td[data-label="Amount"]');
    expect(await amount.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Amount: "');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
