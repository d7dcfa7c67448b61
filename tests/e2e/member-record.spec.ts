import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';

// An administrator opens a seeded member's record (Sam Patel has
// responses, a member note and a response note in the demo seed), opens a response, adds a note
// that is still there after a reload, sees the scores chart and their own access logged, and
// downloads the member's data for a subject access request (the data-rights export, from their record).

test.use({ viewport: { width: 1100, height: 900 } });
// a long journey (two full loads, a chart, notes) on a machine the whole team shares
test.setTimeout(180_000);

const SAM = 'demo-member-1';

test('an administrator reads a member record, opens a response, adds a note and sees their access logged', async ({ page }) => {
  await signIn(page, accounts.admin, `/admin/member/${SAM}`);
  // the first open of the admin area loads its chunk and the record's first reads: slow on busy cores
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Patel' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: 'Consent and onboarding' })).toContainText('Given');

  // the timeline: responses newest first, each a button that opens it in place
  const timeline = page.getByRole('list', { name: 'Responses and notes, newest first' });
  const toggles = timeline.getByRole('button', { expanded: false });
  await expect(toggles.first()).toBeVisible();
  const times = await timeline.locator('[data-testid="timeline-response"] time').evaluateAll((els) => els.map((el) => Date.parse(el.getAttribute('datetime') ?? '')));
  expect(times.length).toBeGreaterThan(1);
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  // open the newest response by keyboard: answers with their version, scores, flags, notes
  await toggles.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]response=[A-Za-z0-9]{20}/);
  const opened = timeline.locator('.mr-entry--open');
  await expect(opened.getByText(/Answered on version \d+/)).toBeVisible();
  await expect(opened.getByRole('heading', { name: 'Answers' })).toBeVisible();
  await expect(opened.getByRole('heading', { name: 'Flags' })).toBeVisible();

  // a note on the response, kept after a reload (the link reopens the same response)
  const text = `Reviewed in e2e ${Date.now()}`;
  await opened.getByLabel('Add a note on this response').fill(text);
  await opened.getByRole('button', { name: 'Add note' }).click();
  await expect(opened.getByText(text)).toBeVisible();
  await page.reload();
  // a full load again: sign-in check and the admin chunk (slow on a busy machine)
  await expect(page.getByRole('heading', { level: 1, name: 'Sam Patel' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.mr-entry--open').getByText(text)).toBeVisible();
  await expect(page.locator('.mr-entry--open').getByText('Alex Morgan').first()).toBeVisible();

  // the chart of scores over time (or its table view)
  const trends = page.getByRole('region', { name: 'Scores over time' });
  await expect(trends.getByRole('img').or(trends.getByRole('table')).or(trends.getByRole('button', { name: /table/i })).first()).toBeVisible();

  // the administrator's own accesses, newest first
  const access = page.getByRole('region', { name: 'Recent access' });
  await expect(access).toContainText(`${accounts.admin.displayName} opened response`);
  await expect(access).toContainText(`${accounts.admin.displayName} opened the record`);

  // a subject access request: everything held about Sam, prepared by the server, named after them
  const request = page.getByRole('region', { name: 'Subject access request' });
  const [download] = await Promise.all([page.waitForEvent('download'), request.getByRole('button', { name: 'Download Sam Patel’s data as JSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^member-data-${SAM}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8')) as { member: { uid: string }; sections: { key: string; records: unknown[] }[] };
  expect(exported.member.uid).toBe(SAM);
  expect(exported.sections.find((section) => section.key === 'responses')?.records.length).toBeGreaterThan(0);
  await expect(request.getByRole('status')).toContainText(`member-data-${SAM}-`);
  // and the download is an access like any other
  await expect(access).toContainText(`${accounts.admin.displayName} downloaded all their data`);
});

test('a member note appears in the timeline, and an unknown member says so', async ({ page }) => {
  await signIn(page, accounts.admin, `/admin/member/${SAM}`);
  const text = `Member note from e2e ${Date.now()}`;
  await page.getByLabel('Add a note about this member').fill(text);
  await page.getByRole('button', { name: 'Add note' }).click();
  const timeline = page.getByRole('list', { name: 'Responses and notes, newest first' });
  await expect(timeline.getByTestId('timeline-note').first()).toContainText(text);

  await page.goto('/admin/member/no-such-member');
  await expect(page.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
});
