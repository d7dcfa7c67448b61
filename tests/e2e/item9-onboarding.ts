import { expect, type Page } from '@playwright/test';
import { freshEmail, register } from './support';

/** Answers what the current step asks: item 9 "Several days" when shown, every other choice its first option, text fields `name`. */
export async function answerStepWithItem9(page: Page, name: string) {
  const item9 = page.locator('fieldset', { hasText: 'better off dead' });
  if (await item9.count()) await item9.getByRole('radio', { name: 'Several days' }).check();
  for (const field of await page.locator('input[type="text"]:visible, input[type="email"]:visible, input[type="tel"]:visible, input[type="date"]:visible, textarea:visible').all()) {
    if (await field.inputValue()) continue;
    const type = await field.getAttribute('type');
    await field.fill(type === 'tel' ? '07700 900123' : type === 'date' ? '1990-04-01' : type === 'email' ? 'riley@demo.test' : name);
  }
  const groups = page.locator('fieldset:has(input[type="radio"]):visible');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.locator('input[type="radio"]:checked').count()) === 0) await group.getByRole('radio').first().check();
  }
  for (const box of await page.locator('input[type="checkbox"]:visible').all()) if (!(await box.isChecked())) await box.check();
}

/**
 * A new member named `name` registers, gives health-data consent and submits the initial
 * assessment with PHQ-9 item 9 above 0 (an urgent flag), ending on the crisis routes.
 */
export async function onboardWithItem9(page: Page, name: string, emailPrefix: string) {
  await register(page, { name, email: freshEmail(emailPrefix), password: 'a-good-password' });
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/);
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await page.getByRole('button', { name: 'Give consent and continue' }).click();
  // recordConsent: the first call of a cold functions emulator can take a while on a busy machine
  await expect(page.getByText(/Step \d+ of \d+/)).toBeVisible({ timeout: 60_000 });
  for (let step = 0; step < 15; step++) {
    await expect(page.getByText(/Step \d+ of \d+/)).toBeVisible();
    await answerStepWithItem9(page, name);
    const submit = page.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) {
      await submit.click();
      break;
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await expect(page.getByText('Samaritans').first()).toBeVisible({ timeout: 30_000 });
}
