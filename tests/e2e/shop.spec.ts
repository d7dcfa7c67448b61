import { expect, test, type Page } from '@playwright/test';
import { freshEmail, register } from './support';

// The shop in local test mode: no Stripe keys, so checkout is the app's own test page,
// whose buttons have the server post signed events to the same webhook real payments reach.
// A fresh member in every test: purchases change their account, and specs run side by side.
const PAID_COURSE = '/courses/indian-head-massage-at-home';
const MEMBERS_COURSE = '/courses/trauma-informed-self-care';

/** Registers a fresh member (onboarding is where a new account lands; the shop does not wait for it). */
async function newMember(page: Page, prefix: string) {
  await register(page, { name: 'Robin Buyer', email: freshEmail(prefix), password: 'a-good-password' });
  // creating the account and its profile is the slowest step on a busy machine
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/, { timeout: 30_000 });
}

/** From a page offering `buy`, to the test checkout of a new order. */
async function openTestCheckout(page: Page, buy: () => Promise<void>) {
  await buy();
  // the run's first callable starts the functions emulator's worker: slow on a busy machine
  await expect(page).toHaveURL(/\/checkout\/test\/[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  await expect(page.getByRole('note')).toContainText('Test mode — no real payment is taken');
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
/** The words of the box a course's buyer ticks (engine IMMEDIATE_ACCESS.words.course). */
const COURSE_WORDS = 'Give me access to this course straight away. I understand that once I open it, I lose my 14-day right to cancel.';

test('a member buys the paid course in test mode, sees the payment confirmed and finds the course in My courses', async ({ page }) => {
  await newMember(page, 'shop-buy');
  await page.goto(PAID_COURSE);
  // Buy first asks for access at once (the Consumer Contracts Regulations' request), in words
  await page.getByRole('button', { name: 'Buy for £49.00' }).click();
  const box = page.getByRole('checkbox', { name: COURSE_WORDS });
  await expect(box).toBeFocused();
  await expect(page.getByText('Tick the box to ask for access straight away')).toBeVisible();
  await openTestCheckout(page, () => buyCourse(page));
  await expect(page.getByText('Indian head massage at home', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('£49.00')).toBeVisible();

  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=[A-Za-z0-9_-]+$/, { timeout: 30_000 });
  // the webhook's word, read live from the order (never from the address)
  await expect(heading(page)).toHaveText('Payment confirmed', { timeout: 30_000 });
  await expect(heading(page)).toBeFocused();
  // the confirmation repeats the words ticked, as the server stored them with the order
  await expect(page.getByText(/At checkout you asked for access straight away/)).toContainText(COURSE_WORDS);

  await page.getByRole('main').getByRole('link', { name: 'My courses' }).click();
  const course = page.getByRole('link', { name: 'Continue Indian head massage at home' });
  await expect(course).toBeVisible();
  await course.click();
  await expect(heading(page)).toHaveText('Preparing the space and yourself');
  await expect(page.getByText('A straight-backed chair with no arms.')).toBeVisible();
});

test('a failed payment grants nothing: the course is still for sale and not in My courses', async ({ page }) => {
  await newMember(page, 'shop-fail');
  await page.goto(PAID_COURSE);
  await openTestCheckout(page, () => buyCourse(page));

  await page.getByRole('button', { name: 'Fail the payment (test)' }).click();
  await expect(page.getByRole('alert')).toContainText('The payment did not go through. Nothing was charged.', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${PAID_COURSE}$`));
  await expect(page.getByRole('button', { name: 'Buy for £49.00' })).toBeVisible();
  await page.goto(`${PAID_COURSE}/learn/preparing`);
  await expect(heading(page)).toHaveText('Enrol to open this course');

  await page.goto('/courses/my-courses');
  await expect(page.getByText('You are not enrolled in any courses yet.')).toBeVisible();
});

const RESOURCE = '/resources/sleep-diary';
const resourceText = /Fill in one line each morning for a week/;

test('a membership purchase unlocks the members-only resource and course', async ({ page }) => {
  await newMember(page, 'shop-join');
  // before: the members-only resource is locked, the membership course asks them to join, its chapters stay closed
  await page.goto(RESOURCE);
  await expect(page.getByRole('heading', { name: 'This resource is for members' })).toBeVisible();
  await expect(page.getByText(resourceText)).toHaveCount(0);
  await page.goto(MEMBERS_COURSE);
  const join = page.getByRole('link', { name: 'Join membership to start' });
  await expect(join).toBeVisible();
  await page.goto(`${MEMBERS_COURSE}/learn/week-1`);
  await expect(heading(page)).toHaveText('Enrol to open this course');

  await page.goto('/membership?plan=monthly');
  await openTestCheckout(page, () => joinMonthly(page));
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/payment-success\?order=/, { timeout: 30_000 });
  await expect(heading(page)).toHaveText('Payment confirmed', { timeout: 30_000 });
  await expect(page.getByText(/Your membership is active until/)).toBeVisible({ timeout: 30_000 });

  // after: the resource opens, the course starts and its first chapter opens
  await page.goto(RESOURCE);
  await expect(page.getByText(resourceText)).toBeVisible();
  await expect(page.getByText('This resource is for members')).toHaveCount(0);
  await page.goto(MEMBERS_COURSE);
  await page.getByRole('button', { name: 'Start course' }).click();
  await expect(page).toHaveURL(/\/courses\/trauma-informed-self-care\/success$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Start learning' }).click();
  await expect(heading(page)).toHaveText('Week 1: a steady morning');
  await expect(page.getByText(/Pick one small anchor for each morning this week/)).toBeVisible();
});

/** The membership page's Join for the monthly plan, its box asking for access at once ticked. */
async function joinMonthly(page: Page) {
  const join = page.getByRole('button', { name: 'Join the monthly plan' });
  await page.getByRole('listitem').filter({ has: join }).getByRole('checkbox', { name: /^Start my membership straight away/ }).check();
  await join.click();
}

/** A course page's Buy, its box asking for access at once ticked. */
async function buyCourse(page: Page) {
  await page.getByRole('checkbox', { name: COURSE_WORDS }).check();
  await page.getByRole('button', { name: 'Buy for £49.00' }).click();
}
