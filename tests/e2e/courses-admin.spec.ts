import { expect, test, type Page } from '@playwright/test';
import { dragKey, uniqueTitle } from './builder';
import { accounts, signIn } from './support';

// An administrator creates a free course, adds three chapters, reorders
// them with the keyboard (the drag handle: Space, arrow keys, Space, each step heard in words),
// publishes the chapters and the course; a member opens the course page and sees the chapters in
// the new order. The course is the test's own (a unique title): the seeded courses stay as seeded.

test.use({ viewport: { width: 1280, height: 900 } });

const saveStatus = (page: Page) => page.getByTestId('course-save-status');
const builderOrder = (page: Page) => page.getByRole('list', { name: 'Chapters in order' }).locator('.ca-chapter-open');

test('an administrator builds a course, reorders its chapters by keyboard and publishes it; a member sees the new order', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin, '/admin/courses');
  await expect(admin.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

  const title = uniqueTitle('Calm evenings');
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByRole('button', { name: 'Create course' }).click();
  await expect(admin).toHaveURL(/\/admin\/courses\/builder\/calm-evenings-/);
  const courseId = new URL(admin.url()).pathname.split('/').pop()!;
  await expect(admin.getByRole('heading', { level: 1, name: `Course builder: ${title}` })).toBeVisible();
  await expect(admin.getByRole('radio', { name: 'Free' })).toBeChecked();

  // three published chapters, each with a little text
  for (const name of ['Arriving', 'Breathing out', 'Settling']) {
    await admin.getByRole('button', { name: 'Add chapter' }).click();
    const chapterTitle = admin.getByLabel('Chapter title', { exact: true });
    await expect(chapterTitle).toBeFocused();
    await chapterTitle.fill(name);
    await admin.getByRole('checkbox', { name: /^Published/ }).check();
    await admin.getByLabel('Chapter text', { exact: true }).fill(`## ${name}\nA short practice for the evening.`);
    await expect(admin.getByRole('region', { name: 'Preview: chapter text' }).getByRole('heading', { name })).toBeVisible();
  }
  await expect(saveStatus(admin)).toHaveText('Saved');
  await expect(builderOrder(admin)).toHaveText(['1. Arriving', '2. Breathing out', '3. Settling']);

  // "Settling" to the top, by keyboard alone on its handle
  const handle = admin.getByRole('button', { name: 'Move Settling', exact: true });
  await handle.focus();
  await dragKey(admin, 'Space', 'Picked up chapter “Settling”. It is at position 3 of 3.');
  await dragKey(admin, 'ArrowUp', 'Chapter “Settling” would move to position 2 of 3.');
  await dragKey(admin, 'ArrowUp', 'Chapter “Settling” would move to position 1 of 3.');
  await dragKey(admin, 'Space', 'Chapter “Settling” moved to position 1 of 3.');
  await expect(builderOrder(admin)).toHaveText(['1. Settling', '2. Arriving', '3. Breathing out']);
  await expect(handle).toBeFocused();

  await admin.getByRole('button', { name: 'Publish course' }).click();
  await expect(admin.getByRole('button', { name: 'Unpublish course' })).toBeVisible();
  await expect(admin.getByTestId('course-status')).toHaveText('Published');
  await expect(saveStatus(admin)).toHaveText('Saved');

  // the list shows it published, with its three chapters
  await admin.getByRole('link', { name: 'All courses' }).click();
  const row = admin.getByTestId(`course-row-${courseId}`);
  await expect(row).toContainText('Published');
  await expect(row).toContainText('3 chapters');
  await adminContext.close();

  // a member sees the chapters in the new order on the course page
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, accounts.member, `/courses/${courseId}`);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const outline = member.getByRole('region', { name: 'Chapters' }).locator('.course-outline-title');
  await expect(outline).toHaveText(['Settling', 'Arriving', 'Breathing out']);
  await memberContext.close();
});
