import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { storedDoc } from './builder';
import { accounts, signIn } from './support';

// Form versions, the builder's half: an administrator renames a question of the seeded
// builder form `wellbeing-check-in` in the FormBuilder; autosave stores the rename as the draft's
// `declared`; Publish opens "Publish version N+1", which lists the rename in words and counts the
// members' open drafts; confirming publishes version N+1 through publishForm with the rename as its
// migration; "Download version history" gives every version with its migration.
// (form-versions-member.spec.ts is the member's half: a draft carried across such a publish.)

const FORM_ID = 'wellbeing-check-in';
const TITLE = 'Anything else you would like us to know (optional)';

test.use({ viewport: { width: 1400, height: 1000 } });
// a sign-in and a publish through cold functions on a shared machine
test.setTimeout(180_000);

interface StoredDefinition {
  schema: { properties?: Record<string, { title?: string }> };
}

test('an administrator renames a question, sees it in "Publish version N", and publishes version N+1 with the rename as its migration', async ({ page, request }) => {
  const form = await storedDoc(request, `forms/${FORM_ID}`);
  const current = form?.currentVersion as number;
  expect(current, 'the seeded builder form is published').toBeGreaterThanOrEqual(1);
  const version = await storedDoc(request, `forms/${FORM_ID}/versions/${current}`);
  const properties = (version?.definition as StoredDefinition).schema.properties ?? {};
  const from = Object.entries(properties).find(([, schema]) => schema.title === TITLE)?.[0];
  expect(from, `a question titled "${TITLE}"`).toBeTruthy();
  const to = `somethingElse${Date.now().toString(36)}`;
  const next = current + 1;

  await signIn(page, accounts.admin, `/admin/form-builder?id=${FORM_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form builder', { timeout: 45_000 });

  // rename: choose the question, type its new variable name, Enter
  await page.getByTestId(`question-${from}`).click();
  const name = page.getByRole('textbox', { name: 'Variable name' });
  await name.fill(to);
  await name.press('Enter');
  await expect(page.getByTestId(`question-${to}`)).toBeVisible();
  await expect(page.getByRole('status', { name: 'Save status' })).toHaveText('Saved', { timeout: 30_000 });
  const draft = await storedDoc(request, `forms/${FORM_ID}/private/draft`);
  expect(draft?.declared).toMatchObject({ renamed: expect.arrayContaining([{ from, to }]) });

  // Publish opens the dialog: the rename in words, the open drafts counted
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await publish.click();
  const dialog = page.getByRole('dialog', { name: `Publish version ${next}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Questions renamed' })).toBeVisible();
  await expect(dialog).toContainText(`renamed from ${from} to ${to}`);
  await expect(dialog.getByTestId('publish-impact')).toContainText(/open draft/, { timeout: 30_000 });

  // Escape closes it and gives focus back to Publish; nothing was published
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(publish).toBeFocused();
  expect((await storedDoc(request, `forms/${FORM_ID}`))?.currentVersion).toBe(current);

  // Enter opens it again with focus on the confirm button; it publishes
  await page.keyboard.press('Enter');
  const confirm = dialog.getByRole('button', { name: `Publish version ${next}` });
  await expect(confirm).toBeFocused();
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: `Published version ${next}` })).toBeVisible({ timeout: 60_000 });

  const stored = await storedDoc(request, `forms/${FORM_ID}/versions/${next}`);
  expect(stored?.migration).toMatchObject({ from: current, to: next, renamed: expect.arrayContaining([{ from, to }]) });
  expect((await storedDoc(request, `forms/${FORM_ID}`))?.currentVersion).toBe(next);

  // the published history, for committing
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download version history' }).click()]);
  expect(download.suggestedFilename()).toBe(`${FORM_ID}.versions.json`);
  const history = JSON.parse(readFileSync(await download.path(), 'utf8')) as { currentVersion: number; versions: { version: number; migration: unknown }[] };
  expect(history.currentVersion).toBe(next);
  expect(history.versions.map((v) => v.version)).toEqual(Array.from({ length: next }, (_, i) => i + 1));
  expect(history.versions[next - 1]!.migration).toMatchObject({ renamed: expect.arrayContaining([{ from, to }]) });
});
