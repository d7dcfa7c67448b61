import { expect, test, type Page } from '@playwright/test';
import { accounts, adminRoutes, concretePath, go, land, memberRoutes, protectedRoutes, signIn } from './support';

// The guard matrix through the real stack: every protected route as visitor, member and
// administrator lands where it should (src/app/router.test.tsx and guards.test.ts check every
// decision in isolation). A few routes per role are loaded cold, where the session is restored from
// storage while the guards wait ("Checking your sign-in…"): a member route and an admin route,
// each with and without ids. Every other route is reached in-app, where a cold load would prove
// nothing more and cost a whole page load (some thirty per role).
// A whole matrix per case: over a minute when CI runs two shards on two cores.
test.slow();
const COLD = new Set(['/dashboard', '/courses/:courseId/learn/:chapterId', '/admin/forms', '/admin/member/:id']);

/** Reaches a route of the table: a cold load for the COLD ones, in-app for the rest. */
const reach = (page: Page, routePath: string) => (COLD.has(routePath) ? land : go)(page, concretePath(routePath));

test('a visitor is sent to sign in from every protected route, keeping where they were going', async ({ page }) => {
  expect(protectedRoutes.length).toBeGreaterThan(20);
  // every COLD route is a protected one (a renamed route must not quietly drop the cold loads)
  expect(protectedRoutes.filter((route) => COLD.has(route.path))).toHaveLength(COLD.size);
  for (const route of protectedRoutes) {
    const path = concretePath(route.path);
    expect(await reach(page, route.path), path).toBe(`/login?next=${encodeURIComponent(path)}`);
  }
});

test('a member reaches member pages and is turned away from admin pages', async ({ page }) => {
  await signIn(page, accounts.member);
  for (const route of memberRoutes) {
    const path = concretePath(route.path);
    expect(await reach(page, route.path), path).toBe(path);
  }
  for (const route of adminRoutes) {
    expect(await reach(page, route.path), route.path).toBe('/unauthorized');
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
    expect(await reach(page, route.path), path).toBe(ADMIN_LANDS_ON[path] ?? path);
  }
});

test('a member who has not finished onboarding is sent to the initial assessment', async ({ page }) => {
  await signIn(page, accounts.newMember);
  expect(await land(page, '/dashboard')).toBe('/dashboard/forms/initial-assessment');
});

test('guest pages send signed-in people to their dashboard', async ({ page }) => {
  await signIn(page, accounts.member);
  // one cold load, then in-app
  expect(await land(page, '/login')).toBe('/dashboard');
  for (const path of ['/Register', '/ForgotPassword', '/login']) {
    expect(await go(page, path), path).toBe('/dashboard');
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
