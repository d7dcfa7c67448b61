import { expect, test, type Page } from '@playwright/test';
import { completeStep, tabIntoForm } from './keyboard';
import { accounts, signIn } from './support';
import {
  builderAnnouncer,
  canvasOrder,
  createForm,
  dragAnnouncer,
  dragKey,
  keyBurst,
  saveStatus,
  sectionOrder,
  shownOrder,
  signInByKeyboard,
  storedDoc,
  storedDraft,
  tabTo,
  uniqueTitle,
} from './builder';

// An administrator builds a scored form in the FormBuilder with the keyboard alone
// (no click anywhere: focus moves by Tab / Shift+Tab / arrow keys, every action is a key press),
// tries its scoring, publishes it, and a member completes it from the dashboard and sees the result.
// Focus is walked with the keyboard (`tabTo` presses Tab until the named control has focus, failing
// if it never gets there), so a control the keyboard cannot reach fails the test. The first walk
// crosses the whole page (toolbar, palette, canvas, side panel); after it, a walk that would cross
// a whole other part of the page starts with `jump`, like a screen-reader user's landmark key.

test.use({ viewport: { width: 1400, height: 1000 } });

type Part = 'toolbar' | 'palette' | 'canvas' | 'side panel';

/**
 * Focus the start of a part of the workspace (Undo; the first question type; the first section's
 * handle; the side panel's selected tab), as a screen-reader user jumps to a landmark. locator.focus()
 * is the only way focus moves here other than a key press; no click anywhere.
 */
async function jump(page: Page, part: Part) {
  const start = {
    toolbar: page.getByTestId('undo'),
    palette: page.getByTestId('palette-shortText'),
    canvas: page.getByTestId('drag-handle-section-section-1'),
    'side panel': page.getByRole('tab', { selected: true }),
  }[part];
  await start.focus();
  await expect(start).toBeFocused();
}

/** Replace the text of the focused box, as a keyboard user does: select all, type. */
async function retype(page: Page, text: string) {
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

test('an administrator builds, tries and publishes a scored form by keyboard alone; a member completes it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const title = uniqueTitle('Sleep check');
  const questionBox = page.getByRole('textbox', { name: 'Question', exact: true });
  const tab = (name: string) => page.getByRole('tab', { name });

  // --- a new form: the title box has focus, Enter creates it -----------------------------------
  await signInByKeyboard(page, accounts.admin, '/admin/form-builder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New form');
  await expect(page.getByLabel('Title')).toBeFocused();
  await page.keyboard.type(title);
  const formId = (await page.getByTestId('new-form-id').textContent())!.trim();
  expect(formId).toMatch(/^sleep-check-[a-z0-9-]+$/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]id=${formId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form builder');
  await expect(saveStatus(page)).toHaveText('No changes yet');

  // on through the toolbar and the palette to the form's own settings
  await tabTo(page, page.getByRole('button', { name: 'The form’s own settings' }), { max: 80 });
  await page.keyboard.press('Enter');
  // a screening: members read "Screening score" and that it is not a diagnosis
  await tabTo(page, page.getByLabel('Kind of form'), { max: 5 });
  await page.keyboard.press('Home');
  await expect(page.getByLabel('Kind of form')).toHaveValue('screening');

  // --- a second section, named ------------------------------------------------------------------
  await tabTo(page, page.getByTestId('add-section'), { back: true, max: 10 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('section-title-section-2')).toBeFocused();
  await expect(builderAnnouncer(page)).toContainText('Added section “Section 2”, section 2 of 2.');
  await tabTo(page, page.getByRole('textbox', { name: 'Section title' }), { max: 10 });
  await retype(page, 'Daily life');
  await expect(page.getByTestId('section-title-section-2')).toHaveText('Daily life');

  // --- a rating question from the palette, by Enter, into the selected first section -----------
  await tabTo(page, page.getByTestId('section-title-section-1'), { back: true, max: 20 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('palette-rating'), { back: true, max: 20 });
  await page.keyboard.press('Enter');
  await expect(builderAnnouncer(page)).toContainText('Added Rating scale question at position 1 of 1 in section “Section 1”.');
  await jump(page, 'side panel');
  await tabTo(page, questionBox, { max: 5 });
  await retype(page, 'Low mood');
  await expect(page.getByTestId('question-rating')).toContainText('Low mood');

  // --- a second rating question by a keyboard drag of the palette's handle: Space, arrow, Space --
  await jump(page, 'canvas');
  await tabTo(page, page.getByTestId('palette-handle-rating'), { back: true, max: 30 });
  // picked up where its button would add it: after the selected question
  const added = (place: string) => `The new Rating scale question would be added at ${place}.`;
  await dragKey(page, 'Space', 'Picked up a new Rating scale question. It would be added at position 2 of 2 in section “Section 1”.');
  await dragKey(page, 'ArrowDown', added('position 1 of 1 in section “Daily life”'));
  await dragKey(page, 'ArrowUp', added('position 2 of 2 in section “Section 1”'));
  await dragKey(page, 'ArrowUp', added('position 1 of 2 in section “Section 1”'));
  await dragKey(page, 'Space', 'New Rating scale question added at position 1 of 2 in section “Section 1”.');
  await expect(page.getByTestId('question-rating2')).toBeFocused();
  await jump(page, 'side panel');
  await tabTo(page, questionBox, { max: 5 });
  await retype(page, 'Poor sleep');
  expect(await canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['rating2', 'rating'] },
    { section: 'section-2', questions: [] },
  ]);

  // --- a yes/no question in "Daily life" ----------------------------------------------------------
  await tabTo(page, page.getByTestId('section-title-section-2'), { back: true, max: 20 });
  await page.keyboard.press('Enter');
  await jump(page, 'canvas');
  await tabTo(page, page.getByTestId('palette-yesNo'), { back: true, max: 30 });
  await page.keyboard.press('Enter');
  await expect(builderAnnouncer(page)).toContainText('Added Yes / no question at position 1 of 1 in section “Daily life”.');
  await jump(page, 'side panel');
  await tabTo(page, questionBox, { max: 5 });
  await retype(page, 'Does poor sleep affect your work?');

  // --- a long-text follow-up shown only when the yes/no is "Yes" ---------------------------------
  await jump(page, 'palette');
  await tabTo(page, page.getByTestId('palette-longText'), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(builderAnnouncer(page)).toContainText('Added Long text question at position 2 of 2 in section “Daily life”.');
  await jump(page, 'side panel');
  await tabTo(page, questionBox, { max: 5 });
  await retype(page, 'How does it affect your work?');
  await tabTo(page, page.getByRole('button', { name: 'Show it only when…' }), { max: 20 });
  await page.keyboard.press('Enter');
  // the condition starts on the form's first question: choose the yes/no (the last), then "Yes"
  const conditionQuestion = page.getByRole('combobox', { name: 'Question', exact: true });
  await tabTo(page, conditionQuestion, { max: 5 });
  await page.keyboard.press('End');
  await expect(conditionQuestion).toHaveValue('yesNo');
  await tabTo(page, page.getByRole('combobox', { name: 'Test' }), { max: 2 });
  await expect(page.getByRole('combobox', { name: 'Test' })).toHaveValue('is');
  await tabTo(page, page.getByRole('combobox', { name: 'Answer' }), { max: 2 });
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.condition-summary')).toHaveText('Shown when “Does poor sleep affect your work?” is Yes.');
  await expect(page.getByTestId('question-longText')).toContainText('conditional');

  // --- reorder: a keyboard drag of "Low mood" to the top of its section --------------------------
  await jump(page, 'canvas');
  await tabTo(page, page.getByTestId('drag-handle-rating'), { max: 15 });
  await dragKey(page, 'Space', 'Picked up question “Low mood”. It is at position 2 of 2 in section “Section 1”.');
  await dragKey(page, 'ArrowUp', 'Question “Low mood” would move to position 1 of 2 in section “Section 1”.');
  await dragKey(page, 'Space', 'Question “Low mood” moved to position 1 of 2 in section “Section 1”.');
  const moved = [
    { section: 'section-1', questions: ['rating', 'rating2'] },
    { section: 'section-2', questions: ['yesNo', 'longText'] },
  ];
  await expect.poll(() => canvasOrder(page)).toEqual(moved);

  // --- undo the move (Ctrl+Z: focus is on the handle, not in a text box), then redo it -----------
  await expect(page.getByTestId('drag-handle-rating')).toBeFocused();
  await page.keyboard.press('Control+Z');
  await expect.poll(() => canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['rating2', 'rating'] },
    { section: 'section-2', questions: ['yesNo', 'longText'] },
  ]);
  await expect(builderAnnouncer(page)).toContainText('Undone.');
  await page.keyboard.press('Control+Shift+Z');
  await expect.poll(() => canvasOrder(page)).toEqual(moved);
  await expect(builderAnnouncer(page)).toContainText('Redone.');
  await expect(page.getByTestId('redo')).toHaveAttribute('aria-disabled', 'true');

  // --- scoring: a scale over both ratings with two bands, and an urgent flag on its total ---------
  await jump(page, 'side panel');
  await expect(tab('Question')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Scoring')).toBeFocused();
  await expect(tab('Scoring')).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, page.getByRole('button', { name: 'Add a scale' }), { max: 5 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Scale title' }), { back: true, max: 40 });
  await retype(page, 'Sleep and mood');
  await tabTo(page, page.getByRole('button', { name: 'Add a band' }), { max: 20 });
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Every total from 0 to 8 falls in exactly one band.')).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Band 1 label' }), { back: true, max: 20 });
  await retype(page, 'Low');
  await tabTo(page, page.getByRole('textbox', { name: 'Band 2 label' }), { max: 10 });
  await retype(page, 'High');
  await expect(page.getByRole('textbox', { name: 'Band 1 to' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Band 2 from' })).toHaveValue('5');

  await tabTo(page, page.getByRole('button', { name: 'Add a flag' }), { max: 20 });
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('radio', { name: /^Warning/ }), { back: true, max: 30 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Urgent/ })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: 'Message' }), { max: 2 });
  await retype(page, 'Your sleep and mood scores are high: we will call you within a day.');
  await tabTo(page, page.getByRole('radio', { name: 'Reviewers only' }), { max: 2 });
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Reviewers and the member/ })).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: 'Show the UK crisis support routes with it' }), { max: 2 });
  await page.keyboard.press('Space');
  const trigger = page.getByRole('combobox', { name: 'Raise this flag when' });
  await tabTo(page, trigger, { max: 2 });
  await page.keyboard.press('ArrowDown');
  await expect(trigger).toHaveValue('scaleTotalAtLeast');
  await tabTo(page, page.getByRole('textbox', { name: 'Total at least' }), { max: 3 });
  await retype(page, '6');

  // --- try it: pick answers, see the total, the band, the flag and the follow-up shown ----------
  await jump(page, 'side panel');
  await expect(tab('Scoring')).toBeFocused();
  // the side panel's tabs in order: Scoring, Checks, Try it (arrow keys move between them)
  await page.keyboard.press('ArrowRight');
  await expect(tab('Checks')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(tab('Try it')).toHaveAttribute('aria-selected', 'true');
  const tryIt = page.getByTestId('panel-try');
  const hiddenNow = tryIt.locator('.try-results > div', { has: page.getByRole('heading', { name: 'Hidden now' }) });
  await expect(hiddenNow).toContainText('How does it affect your work?');
  await tabTo(page, tryIt.getByRole('combobox', { name: 'Low mood', exact: true }), { max: 10 });
  await page.keyboard.press('End'); // 4: Extremely
  await expect(tryIt.getByRole('article', { name: 'Sleep and mood' })).toContainText('Incomplete: 1 of 2 answered');
  await tabTo(page, tryIt.getByRole('combobox', { name: 'Poor sleep', exact: true }), { max: 2 });
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown'); // Not answered -> 0 -> 1 -> 2 -> 3
  await expect(tryIt.getByRole('combobox', { name: 'Poor sleep', exact: true })).toHaveValue('3');
  const card = tryIt.getByRole('article', { name: 'Sleep and mood' });
  await expect(card).toContainText('Total 7 of 0–8');
  await expect(card).toContainText('Band: High');
  const raised = tryIt.locator('.flag-list');
  await expect(raised).toContainText('urgent');
  await expect(raised).toContainText('reviewers and the member · with the UK crisis routes');
  await expect(raised).toContainText('Your sleep and mood scores are high');
  await tabTo(page, tryIt.getByRole('combobox', { name: 'Does poor sleep affect your work?' }), { max: 2 });
  await page.keyboard.press('End'); // Yes
  await expect(hiddenNow).toContainText('No question is hidden with these answers.');

  // --- saved, then published --------------------------------------------------------------------
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(publish).not.toHaveAttribute('aria-disabled', 'true');
  await jump(page, 'toolbar');
  await tabTo(page, publish, { max: 15 });
  await page.keyboard.press('Enter');
  await expect(page.locator('.fb-publish-outcome')).toHaveText('Published version 1', { timeout: 20_000 });

  // what was stored: the draft as built, and the published version with the same sections
  const draft = await storedDraft(request, formId);
  expect(sectionOrder(draft!.definition)).toEqual(moved);
  expect(draft!.definition.settings?.kind).toBe('screening');
  expect(draft!.definition.conditions).toEqual([expect.objectContaining({ show: ['longText'], when: { field: 'yesNo', equals: 'yes' } })]);
  expect(draft!.definition.scoring).toMatchObject({
    scales: {
      sleep: {
        title: 'Sleep and mood',
        items: ['rating', 'rating2'],
        itemMin: 0,
        itemMax: 4,
        bands: [
          { label: 'Low', min: 0, max: 4 },
          { label: 'High', min: 5, max: 8 },
        ],
      },
    },
    flags: [{ severity: 'urgent', audience: 'member', signpost: 'crisis', trigger: { kind: 'scaleTotalAtLeast', scale: 'sleep', value: 6 } }],
  });
  const form = await storedDoc(request, `forms/${formId}`);
  expect(form).toMatchObject({ status: 'published', currentVersion: 1 });
  const version = await storedDoc(request, `forms/${formId}/versions/1`);
  expect(sectionOrder((version as { definition: never }).definition)).toEqual(moved);

  // --- a member finds it on the dashboard and completes it --------------------------------------
  const member = await browser.newContext({ viewport: { width: 1100, height: 900 } });
  const memberPage = await member.newPage();
  await signInByKeyboard(memberPage, accounts.member, '/dashboard');
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(/^Hello, /);
  const listed = memberPage.getByRole('list', { name: 'Assessments' }).getByRole('link', { name: title });
  await expect(listed).toBeVisible();
  await listed.press('Enter');
  await expect(memberPage).toHaveURL(new RegExp(`/dashboard/forms/${formId}$`));
  await expect(memberPage.getByRole('heading', { level: 1 })).toHaveText(title);
  // member1 gave consent when joining; a member who had not would be asked first
  const consent = memberPage.getByRole('checkbox', { name: /I consent/ });
  const progress = memberPage.locator('.af-progress__text');
  await expect(consent.or(progress)).toBeVisible();
  if (await consent.isVisible()) {
    await consent.press('Space');
    await memberPage.getByRole('button', { name: 'Give consent and continue' }).press('Enter');
  }
  await expect(progress).toHaveText(/^Step 1 of 2:/);
  await tabIntoForm(memberPage, formId, 'rating');
  await completeStep(memberPage, formId, 1, 2, [
    { field: 'rating', choose: 4 },
    { field: 'rating2', choose: 3 },
  ]);
  await completeStep(
    memberPage,
    formId,
    2,
    2,
    [
      { field: 'yesNo', choose: 1 },
      // shown only after "Yes"
      { field: 'longText', type: 'I nod off at my desk in the afternoons.' },
    ],
    true,
  );
  const result = memberPage.getByTestId('assessment-result');
  await expect(result).toContainText('Thank you: your answers are saved', { timeout: 20_000 });
  const score = result.locator('.card', { hasText: 'Sleep and mood' });
  await expect(score).toContainText('Screening score: 7 out of 8 (High)');
  await expect(score).toContainText('This is a screening, not a diagnosis');
  // the urgent flag is written for members: its message, and the UK crisis routes with it
  await expect(result.getByRole('status').filter({ hasText: 'scores are high' })).toHaveText(
    'Your sleep and mood scores are high: we will call you within a day.',
  );
  const help = result.getByRole('note', { name: 'Where to get help now' });
  await expect(help).toContainText('Samaritans');
  await member.close();
});

// Drag edge cases: arrow keys pressed in quick succession during a keyboard drag, right
// after a step into another section, each move exactly one slot: N presses, N slots, whatever the
// timing. Real presses without waiting between them, and bursts delivered within one task of the
// page (keyBurst: nothing is drawn between the presses), which is when a step used to get lost.
test('quick arrow presses in a keyboard drag each move one slot, also right after a step into another section', async ({ page }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  await createForm(page, uniqueTitle('Quick keys'));
  for (const kind of ['shortText', 'number']) await page.getByTestId(`palette-${kind}`).click();
  await page.getByTestId('add-section').click();
  for (const kind of ['email', 'date', 'phone']) await page.getByTestId(`palette-${kind}`).click();
  expect(await canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['shortText', 'number'] },
    { section: 'section-2', questions: ['email', 'date', 'phone'] },
  ]);
  const handle = page.getByTestId('drag-handle-number');
  const question = 'Question “New number question”';
  const pickedUp = (place: string) => `Picked up question “New number question”. It is at ${place}.`;

  // down: into Section 2 and one slot on, two real presses with no wait between them
  await handle.focus();
  await dragKey(page, 'Space', pickedUp('position 2 of 2 in section “Section 1”'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(dragAnnouncer(page)).toHaveText(`${question} would move to position 2 of 4 in section “Section 2”.`);
  // its row is drawn anew in Section 2: focus is on its handle there, not lost
  await expect(handle).toBeFocused();
  await expect.poll(() => shownOrder(page, 'section-2')).toEqual(['email', 'number', 'date', 'phone']);
  await dragKey(page, 'Space', `${question} moved to position 2 of 4 in section “Section 2”.`);
  await expect.poll(() => canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['shortText'] },
    { section: 'section-2', questions: ['email', 'number', 'date', 'phone'] },
  ]);

  // the dropped question's handle has focus again (its row was drawn anew in Section 2)
  await expect(handle).toBeFocused();

  // down again, as one burst: into Section 2's next slots, then back up across into Section 1 and one more
  await dragKey(page, 'Space', pickedUp('position 2 of 4 in section “Section 2”'));
  await keyBurst(page, 'ArrowDown', 2);
  await expect(dragAnnouncer(page)).toHaveText(`${question} would move to position 4 of 4 in section “Section 2”.`);
  await keyBurst(page, 'ArrowUp', 5);
  await expect(dragAnnouncer(page)).toHaveText(`${question} would move to position 1 of 2 in section “Section 1”.`);
  await expect.poll(() => shownOrder(page, 'section-1')).toEqual(['number', 'shortText']);
  await dragKey(page, 'Space', `${question} moved to position 1 of 2 in section “Section 1”.`);
  await expect.poll(() => canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['number', 'shortText'] },
    { section: 'section-2', questions: ['email', 'date', 'phone'] },
  ]);

  await expect(handle).toBeFocused();

  // a new question from the palette: picked up at the end of the selected section, then a burst
  // that crosses into Section 1 and steps once more
  await page.getByTestId('section-title-section-2').click();
  await page.getByTestId('palette-handle-rating').focus();
  const added = (place: string) => `The new Rating scale question would be added at ${place}.`;
  await dragKey(page, 'Space', 'Picked up a new Rating scale question. It would be added at position 4 of 4 in section “Section 2”.');
  await keyBurst(page, 'ArrowUp', 5);
  await expect(dragAnnouncer(page)).toHaveText(added('position 2 of 3 in section “Section 1”'));
  await dragKey(page, 'Space', 'New Rating scale question added at position 2 of 3 in section “Section 1”.');
  await expect.poll(() => canvasOrder(page)).toEqual([
    { section: 'section-1', questions: ['number', 'rating', 'shortText'] },
    { section: 'section-2', questions: ['email', 'date', 'phone'] },
  ]);
});
