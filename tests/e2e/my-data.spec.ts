import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/stack/demoData.mjs';
import { MEMBER_DATA_INVENTORY, formWordingKey, type MemberDataExport } from '../../model/index.ts';
import { signIn } from './support';

// A member finds "Your data" from the dashboard on a phone, sees what is held,
// and downloads it as JSON and as a printable page, prepared by exportMyData from the seeded data.
// Read-only: Priya (demo-member-3, seeded responses and orders) is exported, never changed.
const priya = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-member-3')!;

test.setTimeout(120_000);
test.use({ viewport: { width: 360, height: 740 } });

test('a member downloads everything held about them, as JSON and as a printable copy', async ({ page }) => {
  await signIn(page, priya, '/dashboard', { patience: 45_000 });
  await page.getByRole('link', { name: 'See what we hold about you' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  const held = page.getByRole('list', { name: 'What we hold about you' });
  for (const entry of MEMBER_DATA_INVENTORY) await expect(held.getByRole('heading', { name: entry.title, exact: true })).toBeVisible();
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(pageOverflow).toBeLessThanOrEqual(0); // a 360 px phone scrolls down, never sideways

  const jsonButton = page.getByRole('button', { name: 'Download as JSON' });
  const [jsonDownload] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), jsonButton.click()]);
  expect(jsonDownload.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await jsonDownload.path())!, 'utf8')) as MemberDataExport;
  expect(data.member).toMatchObject({ uid: priya.uid, email: priya.email, displayName: priya.displayName });
  expect(data.sections.map((s) => s.key)).toEqual(MEMBER_DATA_INVENTORY.map((e) => e.key));
  const records = (key: string) => data.sections.find((s) => s.key === key)!.records;
  expect(records('profile')).toHaveLength(1);
  expect(records('responses').length).toBeGreaterThan(0);
  expect(records('orders').length).toBeGreaterThan(0);
  // the wording of every form version her responses were given to travels with them
  for (const response of records('responses')) {
    const wording = data.forms?.[formWordingKey(String(response.data.formId), Number(response.data.formVersion))];
    expect(wording?.title, `wording of ${response.path}`).toBeTruthy();
  }
  // nothing of the other demo members
  expect(JSON.stringify(data)).not.toMatch(/demo-member-[124]|member[124]@demo\.test/);
  await expect(page.getByRole('status').getByText(jsonDownload.suggestedFilename())).toBeVisible();
  await expect(held.getByRole('heading', { name: /Your orders\s*\d+ items?/ })).toBeVisible();

  const [htmlDownload] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByRole('button', { name: 'Download a printable copy (HTML)' }).click(),
  ]);
  expect(htmlDownload.suggestedFilename()).toMatch(/\.html$/);
  const html = await readFile((await htmlDownload.path())!, 'utf8');
  // the printable copy, opened as the member would open it
  await page.setContent(html);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data held by the practice' })).toBeVisible();
  for (const entry of MEMBER_DATA_INVENTORY) await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${entry.title} \\(\\d+\\)$`) })).toBeVisible();
  await expect(page.locator('#responses table caption', { hasText: 'Your answers' }).first()).toBeVisible();
  // answers headed by the questions as she read them, the id beside each
  await expect(page.locator('#responses th', { hasText: /\S \(\w+\)$/ }).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
