import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import Papa from 'papaparse';
import { accounts, signIn } from './support';

// An administrator opens the responses to the initial assessment (the
// seed's demo responses: Sam Patel's PHQ-9 item 9 answered again on 31 March 2026, an urgent
// flag), narrows them to flagged responses on that day and downloads the CSV: a UTF-8 file with a
// BOM whose row names the member, heads a column with the question's title and holds the total.

const ROW = 'tr[data-testid^="response-row-"]';
const ITEM_9 = 'Thoughts that you would be better off dead or of hurting yourself in some way';

test('an administrator filters a form\'s responses to flagged ones and downloads them as CSV', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, accounts.admin, '/admin/forms', { patience: 60_000 });
  // the forms list links to each form's responses
  await page.getByRole('link', { name: 'Responses to Initial assessment' }).click();
  await expect(page).toHaveURL(/\/admin\/form-responses\/initial-assessment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responses: Initial assessment' })).toBeVisible();
  await expect(page.locator(ROW).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(ROW).filter({ has: page.getByRole('link', { name: 'Sam Patel' }) }).first()).toBeVisible();

  await page.getByLabel('Flags raised', { exact: true }).selectOption('flagged');
  await page.getByLabel('Submitted from').fill('2026-03-31');
  await page.getByLabel('Submitted to').fill('2026-03-31');
  const rows = page.locator(ROW);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Sam Patel');
  await expect(rows.first()).toContainText('Urgent');
  await expect(rows.first()).toContainText('12');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^initial-assessment-responses-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toContainText('1 response');
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...records] = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(records).toHaveLength(1);
  const cell = (title: string) => records[0]![header!.indexOf(title)];
  expect(cell('Member')).toBe('Sam Patel');
  expect(cell('PHQ-9 depression severity total')).toBe('12');
  expect(header).toContain(ITEM_9);
  // a rating reads as ResponseView shows it: the words, then the item's score
  expect(cell(ITEM_9)).toBe('Several days (1)');
  expect(cell('Flags')).toMatch(/^Urgent: /);
  expect(cell('Submitted at (ISO 8601)')).toBe('2026-03-31T07:55:00.000Z');
});

// The unfiltered export reads, beside the responses, only the review documents that hold a flag:
// a flagged response keeps its reviewer's acknowledgement (only the review document has it), an
// unflagged one has no flags, and every response shown is a row.
test('the unfiltered CSV export keeps each response\'s flags and acknowledgements, and leaves unflagged ones empty', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, accounts.admin, '/admin/form-responses/initial-assessment', { patience: 60_000 });
  await expect(page.locator(ROW).first()).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const done = await page.getByRole('status').filter({ hasText: 'Downloaded' }).textContent();
  const exported = Number(done?.match(/: ([\d,]+) responses?/)?.[1]?.replace(/,/g, ''));
  const bytes = await readFile((await download.path())!);
  const [header, ...records] = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(records.length).toBe(exported);
  expect(records.length).toBeGreaterThan(1);
  const column = (title: string) => header!.indexOf(title);
  const flags = column('Flags');
  const member = column('Member');
  const sam = records.filter((record) => record[member] === 'Sam Patel');
  // Sam's item 9 answer of January, followed up by the practitioner: acknowledged on the review document
  expect(sam.some((record) => /^Urgent: .*\(acknowledged\)/.test(record[flags]!))).toBe(true);
  // and of 31 March: still open
  expect(records.find((record) => record[column('Submitted at (ISO 8601)')] === '2026-03-31T07:55:00.000Z')?.[flags]).toMatch(/^Urgent: /);
  const unflagged = records.filter((record) => record[flags] === '');
  expect(unflagged.length).toBeGreaterThan(0);
  expect(unflagged.every((record) => record[column('Open flags')] === '0')).toBe(true);
});
