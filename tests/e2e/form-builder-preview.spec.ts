import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';
import { createForm, uniqueTitle } from './builder';

// The live preview in a real browser: a question's title typed in its settings reaches the
// member's renderer in the preview (the builder bench saw it stay stale in Chromium when the
// preview was a hidden tab: RJSF took the new schema in a lifecycle React skips while hidden), the
// answers typed into the preview stay, and where the preview and the settings go follows the
// layout: a tab up to 1440 px, under the settings beside the canvas from there; below the canvas
// (up to 1100 px) choosing a question brings its settings into view.

const TITLE = 'What helps you rest';
const ADDED = ' most of all';

const questionBox = (page: Page) => page.getByTestId('panel-question').getByRole('textbox', { name: 'Question', exact: true });
const preview = (page: Page) => page.getByTestId('panel-preview');
/** The preview's box for the short-text question, by its label (the title, "(optional)" after it). */
const previewAnswer = (page: Page, title: string) => preview(page).getByRole('textbox', { name: `${title} (optional)`, exact: true });

/** A new form with one short-text question titled TITLE (the palette adds it and selects it). */
async function formWithQuestion(page: Page, name: string) {
  await signIn(page, accounts.admin, '/admin/forms');
  await createForm(page, uniqueTitle(name));
  await expect(page.getByTestId('section-section-1')).toBeVisible();
  const palette = page.getByTestId('palette-shortText');
  // on a phone the palette is an "Add question" menu
  if (!(await palette.isVisible())) await page.getByRole('button', { name: 'Add question' }).click();
  await palette.click();
  await expect(page.getByTestId('question-shortText')).toBeVisible();
  await questionBox(page).fill(TITLE);
  await expect(page.getByTestId('question-shortText')).toContainText(TITLE);
}

/** Real keys at the end of the question's title box, one after another as a person types; returns the new title. */
async function typeAtEndOfTitle(page: Page, text: string): Promise<string> {
  const box = questionBox(page);
  const before = await box.inputValue();
  await box.click();
  await page.keyboard.press('End');
  await page.keyboard.type(text, { delay: 25 });
  await expect(box).toHaveValue(before + text);
  return before + text;
}

test.describe('at 1280 px the preview is a tab', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a title typed while the Question tab hides the preview shows there once the tab is back, with the answer typed before', async ({ page }) => {
    await formWithQuestion(page, 'Preview tab');
    await page.getByTestId('tab-preview').click();
    await previewAnswer(page, TITLE).fill('A walk');

    // choosing the question opens its settings; the preview tab is hidden meanwhile
    await page.getByTestId('question-shortText').click();
    await expect(page.getByTestId('tab-question')).toHaveAttribute('aria-selected', 'true');
    await expect(preview(page)).toBeHidden();
    await typeAtEndOfTitle(page, ADDED);
    await expect(page.getByTestId('question-shortText')).toContainText(TITLE + ADDED);

    await page.getByTestId('tab-preview').click();
    await expect(previewAnswer(page, TITLE + ADDED)).toHaveValue('A walk');
    await expect(previewAnswer(page, TITLE)).toHaveCount(0);
  });
});

test.describe('at 1500 px the preview is beside the canvas', () => {
  test.use({ viewport: { width: 1500, height: 950 } });

  test('canvas, settings and preview are all in view; the preview follows each key typed in the title and keeps its answer', async ({ page }) => {
    await formWithQuestion(page, 'Preview beside');
    await expect(page.getByTestId('tab-preview')).toHaveCount(0);
    await previewAnswer(page, TITLE).fill('A walk');

    await page.getByTestId('question-shortText').click();
    await expect(page.getByTestId('question-settings-heading')).toBeInViewport();
    await expect(previewAnswer(page, TITLE)).toBeInViewport();
    // the canvas stays usable beside both
    const canvas = (await page.locator('.fb-canvas').boundingBox())!;
    expect(canvas.width).toBeGreaterThanOrEqual(400);

    // every key: the preview catches up while the administrator is still in the title box
    await questionBox(page).click();
    await page.keyboard.press('End');
    let typed = TITLE;
    for (const key of ADDED) {
      await page.keyboard.type(key);
      typed += key;
      // (a name ending in a space reads the same as without it)
      if (key !== ' ') await expect(previewAnswer(page, typed)).toBeVisible();
    }
    await expect(questionBox(page)).toBeFocused();
    await expect(previewAnswer(page, TITLE + ADDED)).toHaveValue('A walk');

    // folded away, it is still up to date when shown again
    await preview(page).getByRole('button', { name: 'Hide preview' }).click();
    await expect(previewAnswer(page, TITLE + ADDED)).toHaveCount(0);
    const asked = await typeAtEndOfTitle(page, '?');
    await preview(page).getByRole('button', { name: 'Show preview' }).click();
    await expect(previewAnswer(page, asked)).toHaveValue('A walk');
  });
});

test.describe('below the canvas, choosing a question brings its settings into view', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('on a tablet and on a phone: the settings heading is in view and focused; the preview tab shows the typed title', async ({ page }) => {
    await formWithQuestion(page, 'Preview stacked');
    for (const size of [{ width: 1000, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('tab-try').click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('question-shortText').click();
      await expect(page.getByTestId('tab-question')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('question-settings-heading')).toBeFocused();
      await expect(page.getByTestId('question-settings-heading')).toBeInViewport();
    }
    // on the phone: type the title, then the preview tab shows it
    await typeAtEndOfTitle(page, ADDED);
    await page.getByTestId('tab-preview').click();
    await expect(previewAnswer(page, TITLE + ADDED)).toBeVisible();
  });
});
