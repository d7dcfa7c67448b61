import { expect, test } from '@playwright/test';
import { accounts, signIn } from './support';
import {
  canvasOrder, createForm, dragAnnouncer, glideOver, glideTo, pointIn, pressAndLift, saveStatus, sectionOrder, shownOrder, storedDraft, uniqueTitle,
} from './builder';

// The drags the keyboard test makes, made with the mouse (@dnd-kit's pointer sensor,
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

// Drag edge cases: a new question carried into a section on a slant, and moved over a row
// from its lower half to its upper half without leaving it, lands exactly where the live region and
// the drop indicator (the dashed "goes here" row) last said: the pointer's half of a row decides,
// for a question moved within its own section too.
test('a new question dragged in on a slant lands where the announcement and the drop indicator said, whichever half of a row the pointer rests on', async ({ page, request }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('Slant drag'));
  for (const kind of ['shortText', 'number', 'email']) await page.getByTestId(`palette-${kind}`).click();
  expect(await canvasOrder(page)).toEqual([{ section: 'section-1', questions: ['shortText', 'number', 'email'] }]);
  const said = /would be added at position (\d) of (\d) in section “Section 1”\.$/;

  // 1. on one slanted line from the palette to the upper quarter of "number": what it says, shows and does agree
  const start = await pressAndLift(page, page.getByTestId('palette-handle-rating'));
  await glideTo(page, start, await pointIn(page.getByTestId('question-number'), 0.25), 24);
  await expect(dragAnnouncer(page)).toHaveText(said);
  const announced = Number(((await dragAnnouncer(page).textContent()) ?? '').match(said)![1]);
  await expect.poll(() => shownOrder(page, 'section-1').then((rows) => rows.indexOf('+new') + 1)).toBe(announced);
  await page.mouse.up();
  await expect(dragAnnouncer(page)).toHaveText(`New Rating scale question added at position ${announced} of 4 in section “Section 1”.`);
  const first = ['shortText', 'number', 'email'];
  first.splice(announced - 1, 0, 'rating');
  await expect.poll(() => canvasOrder(page)).toEqual([{ section: 'section-1', questions: first }]);
  // the slant ends above the middle of "number": the new question stands before it
  expect(first.indexOf('rating')).toBe(first.indexOf('number') - 1);

  // 2. over the lower half of "number", then (without leaving the row) its upper half
  const number = page.getByTestId('question-number');
  const before = first.indexOf('number');
  const from = await pressAndLift(page, page.getByTestId('palette-handle-yesNo'));
  await glideOver(page, number, 0.75, from);
  await expect(dragAnnouncer(page)).toHaveText(`The new Yes / no question would be added at position ${before + 2} of 5 in section “Section 1”.`);
  await expect.poll(() => shownOrder(page, 'section-1')).toEqual([...first.slice(0, before + 1), '+new', ...first.slice(before + 1)]);
  const lower = await pointIn(number, 0.75);
  await glideTo(page, lower, await pointIn(number, 0.25), 6);
  await expect(dragAnnouncer(page)).toHaveText(`The new Yes / no question would be added at position ${before + 1} of 5 in section “Section 1”.`);
  await expect.poll(() => shownOrder(page, 'section-1')).toEqual([...first.slice(0, before), '+new', ...first.slice(before)]);
  await page.mouse.up();
  await expect(dragAnnouncer(page)).toHaveText(`New Yes / no question added at position ${before + 1} of 5 in section “Section 1”.`);
  const added = [...first.slice(0, before), 'yesNo', ...first.slice(before)];
  await expect.poll(() => canvasOrder(page)).toEqual([{ section: 'section-1', questions: added }]);
  expect(added).toEqual(['shortText', 'rating', 'yesNo', 'number', 'email']);

  // 3. a question moved within its own section: the same halves decide, and the rows drawn agree
  const short = 'Question “New short text question”';
  const lift = await pressAndLift(page, page.getByTestId('drag-handle-shortText'));
  await glideOver(page, number, 0.75, lift);
  await expect(dragAnnouncer(page)).toHaveText(`${short} would move to position 4 of 5 in section “Section 1”.`);
  await expect.poll(() => shownOrder(page, 'section-1')).toEqual(['rating', 'yesNo', 'number', 'shortText', 'email']);
  await glideTo(page, await pointIn(number, 0.75), await pointIn(number, 0.25), 6);
  await expect(dragAnnouncer(page)).toHaveText(`${short} would move to position 3 of 5 in section “Section 1”.`);
  await expect.poll(() => shownOrder(page, 'section-1')).toEqual(['rating', 'yesNo', 'shortText', 'number', 'email']);
  await page.mouse.up();
  await expect(dragAnnouncer(page)).toHaveText(`${short} moved to position 3 of 5 in section “Section 1”.`);
  const final = ['rating', 'yesNo', 'shortText', 'number', 'email'];
  await expect.poll(() => canvasOrder(page)).toEqual([{ section: 'section-1', questions: final }]);

  // dragged or pressed, a new question gets the same title
  await expect(page.getByTestId('question-yesNo')).toContainText('New yes / no question');
  await expect(page.getByTestId('question-rating')).toContainText('New rating scale question');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect(sectionOrder((await storedDraft(request, formId))!.definition)).toEqual([{ section: 'section-1', questions: final }]);
});
