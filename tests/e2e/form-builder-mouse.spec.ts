import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';
import { canvasOrder, createForm, dragAnnouncer, glideOver, pressAndLift, saveStatus, sectionOrder, storedDraft, uniqueTitle } from './builder';

// Issue 7 item 9: the drags the keyboard test makes, made with the mouse (@dnd-kit's pointer sensor,
// real pointer events in Chromium): a question type from the palette into a section at a chosen
// place, a question from one section into another, and a section above another. Before each release
// the test waits for the drag's live region to say where it would land, then checks the canvas, and
// after a reload the saved draft, hold exactly that order.

test.use({ viewport: { width: 1400, height: 1000 } });

test('the mouse drags a question type into a section, a question between sections, and a section above another; the order is saved', async ({ page, request }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('Mouse drag'));

  // Section 1: short text, number; Section 2: email (palette buttons add to the selected section)
  await page.getByTestId('add-section').click();
  await page.getByTestId('section-title-section-1').click();
  await page.getByTestId('palette-shortText').click();
  await page.getByTestId('palette-number').click();
  await page.getByTestId('section-title-section-2').click();
  await page.getByTestId('palette-email').click();
  expect(await canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['shortText', 'number'] },
    { section: 'section-2', questions: ['email'] },
  ]);

  // 1. a rating scale from the palette, dropped between the short text and the number
  // (level, then across: the way in decides where a new question first stands; see glideOver)
  const start = await pressAndLift(page, page.getByTestId('palette-handle-rating'));
  await glideOver(page, page.getByTestId('question-number'), 0.25, start);
  await expect(dragAnnouncer(page)).toHaveText('The new Rating scale question would be added at position 2 of 3 in section “Section 1”.');
  await page.mouse.up();
  await expect(dragAnnouncer(page)).toHaveText('New Rating scale question added at position 2 of 3 in section “Section 1”.');
  await expect.poll(() => canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['shortText', 'rating', 'number'] },
    { section: 'section-2', questions: ['email'] },
  ]);

  // 2. the email question, from Section 2 to the top of Section 1
  await pressAndLift(page, page.getByTestId('drag-handle-email'));
  await glideOver(page, page.getByTestId('question-shortText'), 0.1);
  await expect(dragAnnouncer(page)).toHaveText('Question “New email question” would move to position 1 of 4 in section “Section 1”.');
  await page.mouse.up();
  await expect(dragAnnouncer(page)).toHaveText('Question “New email question” moved to position 1 of 4 in section “Section 1”.');
  await expect.poll(() => canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['email', 'shortText', 'rating', 'number'] },
    { section: 'section-2', questions: [] },
  ]);

  // 3. Section 2 above Section 1 (while a section is dragged, the sections fold to their headers)
  await pressAndLift(page, page.getByTestId('drag-handle-section-section-2'));
  await glideOver(page, page.getByTestId('section-section-1'), 0.1);
  await expect(dragAnnouncer(page)).toHaveText('Section “Section 2” would move to section 1 of 2.');
  await page.mouse.up();
  await expect(dragAnnouncer(page)).toHaveText('Section “Section 2” moved to section 1 of 2.');
  const final = [
    { section: 'section-2', questions: [] },
    { section: 'section-1', questions: ['email', 'shortText', 'rating', 'number'] },
  ];
  await expect.poll(() => canvasOrder(page)).toEqual(final);

  // three drags, three steps: Undo takes back the section move only
  await page.getByTestId('undo').click();
  await expect.poll(() => canvasOrder(page)).toEqual([...final].reverse());
  await page.getByTestId('redo').click();
  await expect.poll(() => canvasOrder(page)).toEqual(final);

  // saved, and after a reload the canvas and the stored draft hold the same order
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect(sectionOrder((await storedDraft(request, formId))!.definition)).toEqual(final);
  await page.reload();
  await expect(page.getByTestId('section-section-1')).toBeVisible();
  expect(await canvasOrder(page)).toEqual(final);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
