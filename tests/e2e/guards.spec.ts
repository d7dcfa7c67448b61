import { expect, test } from '@playwright/test';
import { accounts, adminRoutes, concretePath, land, memberRoutes, protectedRoutes, signIn } from './support';

// The guard matrix: every protected route as visitor, member and administrator lands where it should.
// Each case loads some thirty pages from cold (the admin ones with live listeners): slow by design.
test.slow();

test('a visitor is sent to sign in from every protected route, keeping where they were going', async ({ page }) => {
  expect(protectedRoutes.length).toBeGreaterThan(20);
  for (const route of protectedRoutes) {
    const path = concretePath(route.path);
    expect(await land(page, path), path).toBe(`/login?next=${encodeURIComponent(path)}`);
  }
});

test('a member reaches member pages and is turned away from admin pages', async ({ page }) => {
  await signIn(page, accounts.member);
  for (const route of memberRoutes) {
    const path = concretePath(route.path);
    expect(await land(page, path), path).toBe(path);
  }
  for (const route of adminRoutes) {
    const path = concretePath(route.path);
    expect(await land(page, path), path).toBe('/unauthorized');
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You do not have access to this page');
});

// Where an administrator is sent on from: /dashboard is the member's; a course's /learn resumes at
// a chapter (administrators read every course; the first chapter when nothing was opened).
const ADMIN_LANDS_ON: Record<string, string> = {
  '/dashboard': '/admin',
  '/courses/grounding-basics/learn': '/courses/grounding-basics/learn/breathing',
};

test('an administrator reaches every page; /dashboard sends them to /admin', async ({ page }) => {
  await signIn(page, accounts.admin);
  for (const route of protectedRoutes) {
    const path = concretePath(route.path);
    expect(await land(page, path), path).toBe(ADMIN_LANDS_ON[path] ?? path);
  }
});

test('a member who has not finished onboarding is sent to the initial assessment', async ({ page }) => {
  await signIn(page, accounts.newMember);
  expect(await land(page, '/dashboard')).toBe('/dashboard/forms/initial-assessment');
});

test('guest pages send signed-in people to their dashboard', async ({ page }) => {
  await signIn(page, accounts.member);
  for (const path of ['/login', '/Register', '/ForgotPassword']) {
    expect(await land(page, path), path).toBe('/dashboard');
  }
});

test('signing in returns to the page the visitor asked for', async ({ page }) => {
  expect(await land(page, '/courses/my-courses')).toBe('/login?next=%2Fcourses%2Fmy-courses');
  await page.getByLabel('Email').fill(accounts.member.email);
  await page.getByLabel('Password', { exact: true }).fill(accounts.member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/courses\/my-courses$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My courses');
});
