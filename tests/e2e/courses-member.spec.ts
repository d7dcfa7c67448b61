import { expect, test, type Page } from '@playwright/test';
import { accounts, freshEmail, register, signIn } from './support';

// The member's course journey: enrol in the seeded free course, learn, leave, come
// back where they were, see the progress on My courses. A fresh member each run: the seed's
// accounts stay as they were for other specs.
const COURSE = '/courses/grounding-basics';

const chapterHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a new member enrols in a free course, completes two chapters, leaves, comes back to the same chapter and sees the progress on My courses', async ({ page }) => {
  await register(page, { name: 'Lee Learner', email: freshEmail('course'), password: 'a-good-password' });
  // a new member is sent to onboarding first (courses do not wait for it); creating the account
  // and its profile is the slowest step on a busy machine
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/, { timeout: 30_000 });

  await page.goto(COURSE);
  await page.getByRole('button', { name: 'Start course' }).click();
  // the run's first callable starts the functions emulator's worker: slow on a busy machine
  await expect(page).toHaveURL(/\/courses\/grounding-basics\/success$/, { timeout: 30_000 });
  await page.getByRole('link', { name: 'Start learning' }).click();

  // /learn of a new enrolment opens the first chapter
  await expect(page).toHaveURL(/\/learn\/breathing$/);
  await expect(chapterHeading(page)).toHaveText('Breathing that settles');
  await expect(chapterHeading(page)).toBeFocused();
  await expect(page.getByText(/it is safe to settle/)).toBeVisible();
  await expect(page.getByTitle('Video: Breathing that settles')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAccessibleName('0 of 4 chapters');

  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('button', { name: 'Completed ✓ — mark as not complete' })).toBeVisible();
  await expect(progress).toHaveAccessibleName('1 of 4 chapters');

  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/learn\/orienting$/);
  await expect(chapterHeading(page)).toHaveText('Orienting to the room');
  await expect(chapterHeading(page)).toBeFocused();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(progress).toHaveAccessibleName('2 of 4 chapters');
  const sidebar = page.getByRole('navigation', { name: 'Chapters' });
  await expect(sidebar.getByRole('link', { name: /\(completed\)/ })).toHaveCount(2);

  // on to the third chapter, then away
  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(chapterHeading(page)).toHaveText('A short body scan');
  await expect(sidebar.getByRole('link', { name: /A short body scan/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('video track[kind="captions"]')).toHaveAttribute('src', /body-scan\.en\.vtt$/);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).not.toHaveURL(/\/courses\//);

  // back: /learn opens the chapter they were on, with the progress kept
  await page.goto(`${COURSE}/learn`);
  await expect(page).toHaveURL(/\/learn\/body-scan$/);
  await expect(chapterHeading(page)).toHaveText('A short body scan');
  await expect(page.getByRole('progressbar')).toHaveAccessibleName('2 of 4 chapters');
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible();

  await page.goto('/courses/my-courses');
  const inProgress = page.getByRole('region', { name: 'In progress' });
  await expect(inProgress.getByRole('progressbar')).toHaveAccessibleName('2 of 4 chapters');
  await expect(inProgress.getByRole('link', { name: 'Continue Grounding basics' })).toHaveAttribute('href', `${COURSE}/learn/body-scan`);
  await expect(page.getByRole('region', { name: 'Completed' })).toHaveCount(0);
});

test('a member who is not enrolled is asked to enrol and sees none of the chapter', async ({ page }) => {
  await signIn(page, accounts.member);
  await page.goto(`${COURSE}/learn/orienting`);
  await expect(chapterHeading(page)).toHaveText('Enrol to open this course');
  await expect(page.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', COURSE);
  await expect(page.getByText(/Orienting means letting your eyes/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark as complete' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chapters open in a drawer that keeps focus, closes on Escape and takes the reader to a chapter', async ({ page }) => {
    // an administrator reads every chapter without enrolling (and records no progress)
    await signIn(page, accounts.admin);
    await page.goto(`${COURSE}/learn/orienting`);
    await expect(chapterHeading(page)).toHaveText('Orienting to the room');
    await expect(page.getByText('You are viewing this course as an administrator: progress is not recorded.')).toBeVisible();
    // the sidebar gives way to the button
    await expect(page.getByRole('navigation', { name: 'Chapters' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Chapters' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Chapters' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Orienting to the room/ })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();

    await button.press('Enter');
    await drawer.getByRole('link', { name: /A plan for hard moments/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/learn\/hard-moments$/);
    await expect(chapterHeading(page)).toHaveText('A plan for hard moments');
    await expect(chapterHeading(page)).toBeFocused();
    await expect(page.getByRole('link', { name: 'My grounding plan (printable PDF) (opens in a new tab)' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
