import { expect, test } from '@playwright/test';
import { accounts, freshEmail, register, signIn } from './support';

test('register, sign out, sign in again, and reach the dashboard flow', async ({ page }) => {
  const email = freshEmail('e2e');
  await register(page, { name: 'Robin Test', email, password: 'short', confirm: 'different' });
  await expect(page.getByText('Use at least 8 characters for your password.')).toBeVisible();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('a-good-password');
  await page.getByLabel('Confirm password').fill('a-good-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  // A new member has not finished onboarding, so the dashboard sends them to the initial assessment.
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, { email, password: 'a-good-password' });
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/);
});

test('an onboarded member signs in to the dashboard with their name', async ({ page }) => {
  await signIn(page, accounts.member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello, ${accounts.member.displayName}`);
});

test('clear messages for a wrong password and an email already in use', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.member.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The emulator names a wrong password; production (email-enumeration protection) says the pair does not match.
  await expect(page.getByRole('alert')).toContainText(/password is not right|do not match/);

  await register(page, { name: 'Someone', email: accounts.member.email, password: 'a-good-password' });
  await expect(page.getByRole('alert')).toContainText('already exists');
});

test('forgot password shows the emulator reset link', async ({ page }) => {
  await page.goto('/ForgotPassword');
  await page.getByLabel('Email').fill(accounts.newMember.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('a reset link is on its way');
  await expect(page.getByRole('link', { name: 'Open the password reset link' })).toHaveAttribute('href', /oobCode=/);
});
