import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';
import { canvasOrder, createForm, saveStatus, sectionOrder, storedDraft, uniqueTitle } from './builder';

// No lost work: a reload mid-edit loses nothing (after autosave the saved draft
// comes back; before it, the copy this browser kept is offered back), and two tabs or two sessions
// editing one form never silently overwrite each other (the stale save is refused with a choice).

test.use({ viewport: { width: 1400, height: 1000 } });

const questionBox = (page: Page) => page.getByRole('textbox', { name: 'Question', exact: true });

/** Adds a question of `kind` from the palette (to the selected section, else the last) and titles it. */
async function addQuestion(page: Page, kind: string, title: string, name: string) {
  await page.getByTestId(`palette-${kind}`).click();
  await expect(page.getByTestId(`question-${name}`)).toBeVisible();
  await questionBox(page).fill(title);
  await expect(page.getByTestId(`question-${name}`)).toContainText(title);
}

const titles = async (page: Page) => (await page.locator('.fb-canvas .fb-question-title').allTextContents()).map((t) => t.trim());

/** Opens the builder on a form (another tab or session) and waits until it shows. */
async function openBuilder(page: Page, formId: string) {
  await page.goto(`/admin/form-builder?id=${formId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form builder');
  await expect(page.getByTestId('section-section-1')).toBeVisible();
}

const storedTitles = async (request: Parameters<typeof storedDraft>[0], formId: string) => {
  const draft = await storedDraft(request, formId);
  const properties = draft?.definition.schema.properties ?? {};
  return sectionOrder(draft!.definition).flatMap((s) => s.questions.map((q) => properties[q]?.title));
};

test('a reload mid-edit loses nothing: after autosave the saved draft returns, before it the kept copy is offered back', async ({ page, request }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('No lost work'));

  // after autosave: the server has it, and a reload shows it with nothing to restore
  await addQuestion(page, 'shortText', 'What helps you rest?', 'shortText');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect(await storedTitles(request, formId)).toEqual(['What helps you rest?']);
  await page.reload();
  await expect(page.getByTestId('question-shortText')).toContainText('What helps you rest?');
  await expect(saveStatus(page)).toHaveText('No changes yet');
  await expect(page.getByRole('dialog', { name: 'Unsaved changes found' })).toHaveCount(0);

  // before autosave: the connection drops (every save fails), the administrator goes on editing
  let refused = 0;
  await page.route(/documents:commit/, (route) => {
    refused++;
    return route.abort('internetdisconnected');
  });
  await addQuestion(page, 'yesNo', 'Do you nap in the day?', 'yesNo');
  await expect.poll(() => refused, { message: 'autosave tried to save' }).toBeGreaterThan(0);
  await expect(saveStatus(page)).toHaveText(/^(Saving…|Not saved)$/);
  // the copy this browser keeps has the new question (written within a moment of the edit)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', `wellness:builder:demo-admin:${formId}`))
    .toContain('Do you nap in the day?');
  expect(await storedTitles(request, formId)).toEqual(['What helps you rest?']);

  // leaving with unsaved changes warns first; the administrator reloads anyway
  const warned = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.unroute(/documents:commit/);
  await page.reload();
  expect(await warned).toBe('beforeunload');

  // the saved draft opens, and the kept copy is offered back
  const offer = page.getByRole('dialog', { name: 'Unsaved changes found' });
  await expect(offer).toContainText('This browser kept changes to');
  expect(await titles(page)).toEqual(['What helps you rest?']);
  await offer.getByRole('button', { name: 'Restore my changes' }).click();
  await expect(offer).toHaveCount(0);
  expect(await titles(page)).toEqual(['What helps you rest?', 'Do you nap in the day?']);
  // restored edits are saved like any others (the connection is back)
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect(await storedTitles(request, formId)).toEqual(['What helps you rest?', 'Do you nap in the day?']);

  // and once saved there is nothing left to offer
  await page.reload();
  await expect(page.getByTestId('question-yesNo')).toContainText('Do you nap in the day?');
  await expect(page.getByRole('dialog', { name: 'Unsaved changes found' })).toHaveCount(0);
});

test('two tabs: the stale tab’s save is refused; “Reload theirs” shows the other tab’s version and saving works again', async ({ page, context, request }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('Two tabs'));
  await addQuestion(page, 'shortText', 'Shared start', 'shortText');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });

  const tabB = await context.newPage();
  await openBuilder(tabB, formId);
  expect(await titles(tabB)).toEqual(['Shared start']);

  // tab A saves first
  await addQuestion(page, 'number', 'From tab A', 'number');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });

  // tab B, still on the older revision, edits: its save is refused, nothing is overwritten
  await addQuestion(tabB, 'email', 'From tab B', 'email');
  const conflict = tabB.getByRole('alertdialog', { name: 'This form was changed elsewhere' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(conflict).toContainText('saved by you in another tab or window');
  await expect(saveStatus(tabB)).toHaveText('Not saved: changed elsewhere');
  expect(await storedTitles(request, formId)).toEqual(['Shared start', 'From tab A']);

  // "Reload theirs": tab B now shows tab A's version; its own unsaved question is gone
  await conflict.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(conflict).toHaveCount(0);
  await expect.poll(() => titles(tabB)).toEqual(['Shared start', 'From tab A']);
  expect(await storedTitles(request, formId)).toEqual(['Shared start', 'From tab A']);

  // tab B is on the latest revision again: its next edit saves without a conflict
  await tabB.getByTestId('section-title-section-1').click();
  await addQuestion(tabB, 'date', 'Saved from tab B', 'date');
  await expect(saveStatus(tabB)).toHaveText('Saved', { timeout: 15_000 });
  expect(await storedTitles(request, formId)).toEqual(['Shared start', 'From tab A', 'Saved from tab B']);
  // and reopening it offers nothing back: the discarded question stays discarded
  await tabB.reload();
  await expect(tabB.getByTestId('question-date')).toBeVisible();
  expect(await titles(tabB)).toEqual(['Shared start', 'From tab A', 'Saved from tab B']);
  await expect(tabB.getByRole('dialog', { name: 'Unsaved changes found' })).toHaveCount(0);
});

test('two sessions: the stale save is refused; “Keep mine” saves it on top and the other session then sees it', async ({ page, browser, request }) => {
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('Two sessions'));
  await addQuestion(page, 'shortText', 'Shared start', 'shortText');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });

  // the same administrator signed in elsewhere (another browser), on the same revision
  const elsewhere = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const other = await elsewhere.newPage();
  await signIn(other, accounts.admin, `/admin/form-builder?id=${formId}`);
  await expect(other.getByTestId('question-shortText')).toContainText('Shared start');

  // the other session saves first
  await addQuestion(other, 'number', 'Theirs', 'number');
  await expect(saveStatus(other)).toHaveText('Saved', { timeout: 15_000 });

  // this one's save is refused; "Keep mine" puts this version on top of theirs
  await addQuestion(page, 'email', 'Mine', 'email');
  const conflict = page.getByRole('alertdialog', { name: 'This form was changed elsewhere' });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  expect(await storedTitles(request, formId)).toEqual(['Shared start', 'Theirs']);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 15_000 });
  expect(await titles(page)).toEqual(['Shared start', 'Mine']);
  expect(await storedTitles(request, formId)).toEqual(['Shared start', 'Mine']);

  // the other session, reopened, sees this version: theirs was replaced, as the dialog said
  await other.reload();
  await expect(other.getByTestId('question-email')).toContainText('Mine');
  expect(await titles(other)).toEqual(['Shared start', 'Mine']);
  expect(await canvasOrder(other)).toEqual([{ section: 'section-1', questions: ['shortText', 'email'] }]);
  await elsewhere.close();
});
