import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';
import { createForm, saveStatus, storedDraft, uniqueTitle } from './builder';

// An administrator adds a check across questions in the FormBuilder's Checks tab, choosing from
// lists with the keyboard, and the member's renderer (the preview) refuses an end date before the
// start date at the later question, in the error summary and beside the field, until it is right.

test.use({ viewport: { width: 1280, height: 900 } });

const questionBox = (page: Page) => page.getByTestId('panel-question').getByRole('textbox', { name: 'Question', exact: true });
const preview = (page: Page) => page.getByTestId('panel-preview');

test('a date check chosen from lists by keyboard stops the preview at the later question until the dates are in order', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('Time off'));
  for (const title of ['Start date', 'End date']) {
    await page.getByTestId('palette-date').click();
    await questionBox(page).fill(title);
    await expect(questionBox(page)).toHaveValue(title);
    await expect(page.locator('[data-testid^="question-date"]').filter({ hasText: title })).toHaveCount(1);
  }

  await page.getByTestId('tab-checks').click();
  const add = page.getByRole('button', { name: 'Add a date check' });
  await add.focus();
  await page.keyboard.press('Enter');
  const card = page.getByTestId('panel-checks').locator('details.check-card');
  await expect(card.locator('summary')).toBeFocused();
  await expect(card.locator('summary')).toHaveText('‘End date’ must be after ‘Start date’');
  // the kind is a list: "is before" by keyboard, then back to "is after"
  await page.keyboard.press('Tab');
  const kind = page.getByLabel('What to check');
  await expect(kind).toBeFocused();
  await kind.selectOption('before');
  await expect(card.locator('summary')).toHaveText('‘End date’ must be before ‘Start date’');
  await kind.selectOption('after');
  await expect(card.locator('summary')).toHaveText('‘End date’ must be after ‘Start date’');
  await expect(page.getByLabel('Must be after').locator('option:checked')).toHaveText('Start date');

  await page.getByTestId('tab-preview').click();
  await preview(page).getByLabel(/^Start date/).fill('2026-03-08');
  await preview(page).getByLabel(/^End date/).fill('2026-03-01');
  await preview(page).getByRole('button', { name: 'Submit' }).click();
  const summary = preview(page).getByRole('alert');
  await expect(summary.getByRole('link', { name: /‘End date’ must be after ‘Start date’/ })).toBeVisible();
  await expect(preview(page).getByLabel(/^End date/)).toHaveAttribute('aria-invalid', 'true');
  await expect(preview(page).getByLabel(/^Start date/)).not.toHaveAttribute('aria-invalid', 'true');

  await preview(page).getByLabel(/^End date/).fill('2026-03-10');
  await preview(page).getByRole('button', { name: 'Submit' }).click();
  await expect(preview(page).getByText('‘End date’ must be after ‘Start date’')).toHaveCount(0);

  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  const checks = (await storedDraft(request, formId))!.definition.checks;
  expect(checks).toEqual([expect.objectContaining({ id: 'check', kind: 'after' })]);
});
