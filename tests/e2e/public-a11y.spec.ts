import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CONTENT } from '../../scripts/stack/demoData.mjs';
import { accounts, signIn } from './support';

// Axe-core finds no WCAG 2.0/2.1 A and AA violations on the public pages, as a
// visitor, once each page has loaded its data (the cookie banner included: visitors see it).
// Then an administrator renames the practice in /admin/settings and the About page shows the new
// name; the seeded name is put back whatever happens (other specs read settings/site).

const SEEDED_NAME = (DEMO_CONTENT['settings/site'] as { practiceName: string }).practiceName;

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/Terms',
  '/Privacy',
  '/overwhelmed',
  '/resources',
  '/shop',
  '/membership',
  '/courses',
  '/sessions',
  '/login',
  '/Register',
  '/View-blog/welcome',
  '/View-media/grounding-audio',
];

/**
 * Waits until the page has a heading and nothing on it is still loading (spinners, busy regions,
 * "Loading…" words). Generous: on a loaded CI machine the first Firestore read of a cold page
 * (Firebase loads after first paint) can take well over the default 10 s.
 */
async function settled(page: Page) {
  const patience = { timeout: 45_000 };
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(patience);
  await expect(page.getByText('Checking your sign-in…')).toHaveCount(0, patience);
  await expect(page.locator('.spinner, [aria-busy="true"]')).toHaveCount(0, patience);
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0, patience);
}

for (const path of PUBLIC_PAGES) {
  test(`a visitor meets no accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    // each violation with the elements it was found on, so a failure says what to fix
    const found = results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    expect(found, `violations on ${path}`).toEqual([]);
  });
}

test('/overwhelmed shows the crisis routes as tappable numbers', async ({ page }) => {
  await page.goto('/overwhelmed');
  await expect(page.getByRole('link', { name: '999' })).toHaveAttribute('href', 'tel:999', { timeout: 45_000 });
  await expect(page.getByRole('link', { name: '116 123' })).toHaveAttribute('href', 'tel:116123');
  await expect(page.getByRole('link', { name: 'SHOUT to 85258' })).toHaveAttribute('href', 'sms:85258?body=SHOUT');
  const contact = DEMO_CONTENT['settings/site'] as { contactEmail: string };
  await expect(page.getByRole('link', { name: contact.contactEmail })).toHaveAttribute('href', `mailto:${contact.contactEmail}`, { timeout: 45_000 });
});

test('an administrator renames the practice in site settings and the About page shows it', async ({ page, browser }) => {
  // three cold page loads (admin, visitor, restore) against a loaded stack: more than the default 90 s
  test.setTimeout(240_000);
  const newName = `Willow Rooms ${Date.now().toString(36)}`;
  await signIn(page, accounts.admin, '/admin/settings');
  const name = page.getByLabel('Practice name');
  await expect(name).toHaveValue(SEEDED_NAME, { timeout: 45_000 });
  try {
    await name.fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(name).toBeFocused();
    await expect(page.getByText('Enter the practice name.')).toBeVisible();

    await name.fill(newName);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved. The public pages now show these details.')).toBeVisible({ timeout: 30_000 });

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/about');
    await expect(visitor.getByRole('heading', { level: 1, name: `About ${newName}` })).toBeVisible({ timeout: 45_000 });
    await visitor.goto('/Privacy');
    await expect(visitor.getByText(`${newName} is the controller`, { exact: false })).toBeVisible({ timeout: 45_000 });
    await visitorContext.close();
  } finally {
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Practice name')).toBeEditable({ timeout: 45_000 });
    await page.getByLabel('Practice name').fill(SEEDED_NAME);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Saved. The public pages now show these details.')).toBeVisible({ timeout: 30_000 });
  }
});
