import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { MemberDataExport } from '../../model/index.ts';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { enterSmsCode, freshEmail, register, signIn } from './support';

// A member downloads their data and then deletes their account, and can no
// longer sign in. The member is registered here (a unique email), so no other test's data changes.
test.setTimeout(180_000);
test.use({ viewport: { width: 360, height: 740 } });

test('a member downloads their data, deletes their account with their password, and can no longer sign in', async ({ page }) => {
  const email = freshEmail('erase');
  const password = 'a-good-password';
  const name = 'Dana Eraseme';
  await register(page, { name, email, password });
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/, { timeout: 30_000 });
  // consent recorded by the server: the profile and the history hold something of theirs
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await page.getByRole('button', { name: 'Give consent and continue' }).click();
  await expect(page.getByText(/Step 1 of \d+/)).toBeVisible({ timeout: 60_000 }); // the first callable of a cold emulator is slow

  await page.goto('/dashboard/my-data');
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 90_000 }),
    page.getByRole('button', { name: 'Download as JSON' }).click(),
  ]);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as MemberDataExport;
  expect(data.member).toMatchObject({ email, displayName: name });

  const section = page.getByRole('region', { name: 'Delete your account' });
  await expect(section).toContainText('orders and payment records');
  await section.getByRole('button', { name: 'Delete my account…' }).click();
  await expect(section.getByRole('heading', { name: 'Confirm it is you' })).toBeFocused();

  // a wrong password deletes nothing and says so beside the field
  await section.getByLabel('Your password').fill('not-my-password');
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(section.getByText('That password is not right. Check it and try again.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByLabel('Your password')).toBeFocused();

  await section.getByLabel('Your password').fill(password);
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  // signed out, on the sign-in page, which says it is done
  await expect(page).toHaveURL(/\/login$/, { timeout: 120_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();
  // nothing of the account is left on this device
  const leftovers = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => /^wellness:[a-z-]+:[^:]+:/.test(key)));
  expect(leftovers).toEqual([]);

  // signing in again fails with the app's message
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/no account with that email|do not match an account/);
  await expect(page).toHaveURL(/\/login$/);
});

test('a member with a second factor deletes their account with their password and then the code, on the same page', async ({ page }) => {
  // an Ofcom drama number: never a real phone
  const phone = '+447700900777';
  const account = { email: freshEmail('erase-mfa'), password: 'a-good-password', secondFactorPhone: phone };
  const adminApp = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-test' }, `erase-mfa-${Date.now()}`);
  try {
    await getAuth(adminApp).createUser({
      email: account.email,
      password: account.password,
      emailVerified: true,
      displayName: 'Kit Twofactor',
      multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: phone, displayName: 'My phone' }] },
    });
  } finally {
    await deleteApp(adminApp);
  }
  await signIn(page, account);

  await page.goto('/dashboard/my-data');
  const section = page.getByRole('region', { name: 'Delete your account' });
  await section.getByRole('button', { name: 'Delete my account…' }).click({ timeout: 30_000 });
  await section.getByLabel('Your password').fill(account.password);
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  // the code step, in place; Cancel goes back to the password and deletes nothing
  await expect(section.getByRole('heading', { name: 'Enter your code' })).toBeFocused({ timeout: 30_000 });
  await section.getByRole('button', { name: 'Cancel' }).click();
  await expect(section.getByLabel('Your password')).toBeFocused();

  await section.getByLabel('Your password').fill(account.password);
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(section.getByRole('heading', { name: 'Enter your code' })).toBeVisible({ timeout: 30_000 });
  // a wrong code is refused in words
  await section.getByRole('button', { name: 'Text me a code' }).click();
  await section.getByLabel('6-digit code').fill('000000');
  await section.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(section.getByText('That code is not right')).toBeVisible({ timeout: 30_000 });
  await enterSmsCode(page, phone, 'Delete my account permanently');
  await expect(page).toHaveURL(/\/login$/, { timeout: 120_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted' })).toBeVisible();
});
