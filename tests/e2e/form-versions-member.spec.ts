import { expect, test, type Page } from '@playwright/test';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { applyEdit, declaredChanges, type Edit, type FormDefinition } from '../../engine/index.ts';
import { readStoredDefinition } from '../../model/index.ts';
import { startEmulatorAppCheck } from '../functions/app-check.ts';
import { signInWithCode } from '../support/second-factor-sign-in.ts';
import { accounts, signIn } from './support';

// A draft carried to a new version: Sam starts a draft of the wellbeing check-in and answers its first
// question; an administrator renames that question and publishes the next version (the builder's
// draft with its declared rename, published by the real publishForm); Sam reopens the form: the
// answer is still there under the new name, the draft now on the new version, and she submits.

const FORM_ID = 'wellbeing-check-in';
const TITLE = 'Feeling tense, nervous or on edge';
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-test';

test.use({ viewport: { width: 420, height: 900 } });
// a sign-in, a publish and a submission through cold functions on a shared machine
test.setTimeout(300_000);

let adminApp: App;
let db: Firestore;

test.beforeAll(() => {
  adminApp = initializeAdminApp({ projectId: PROJECT }, `form-versions-member-${Date.now()}`);
  db = getAdminFirestore(adminApp);
});
test.afterAll(async () => {
  await deleteAdminApp(adminApp);
});

/** The administrator renames the question titled TITLE in the builder draft and publishes it, through publishForm. */
async function publishRename(): Promise<{ version: number; from: string; to: string }> {
  const form = (await db.doc(`forms/${FORM_ID}`).get()).data()!;
  const current = readStoredDefinition((await db.doc(`forms/${FORM_ID}/versions/${form.currentVersion as number}`).get()).data())!;
  const from = Object.entries(current.schema.properties ?? {}).find(([, schema]) => schema.title === TITLE)![0];
  const to = `tense${Date.now().toString(36)}`;
  const edits: Edit[] = [{ type: 'renameField', from, to }];
  const renamed = applyEdit(current, edits[0]!);
  if (!renamed.ok) throw new Error(`rename refused: ${renamed.refusal.message}`);
  const draft = db.doc(`forms/${FORM_ID}/private/draft`);
  const revision = (((await draft.get()).get('revision') as number | undefined) ?? 0) + 1;
  await draft.set({ definition: renamed.definition satisfies FormDefinition, revision, declared: declaredChanges(edits), updatedAt: Timestamp.now(), updatedBy: accounts.admin.uid });

  const app = initializeApp({ projectId: PROJECT, apiKey: 'demo-api-key' }, `publisher-${Date.now()}`);
  try {
    startEmulatorAppCheck(app);
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    const functions = getFunctions(app, 'europe-west2');
    const [host = '127.0.0.1', port = '5001'] = (process.env.WELLNESS_FUNCTIONS_HOST ?? '127.0.0.1:5001').split(':');
    connectFunctionsEmulator(functions, host, Number(port));
    // the administrator signs in with the SMS code, as every administrator callable requires
    await signInWithCode(auth, accounts.admin.email, accounts.admin.password);
    const published = await httpsCallable<unknown, { version: number | null }>(functions, 'publishForm')({ formId: FORM_ID, revision });
    return { version: published.data.version!, from, to };
  } finally {
    await deleteApp(app);
  }
}

/** Answers every radio group still unanswered with its first option, step by step, then submits. */
async function answerTheRestAndSubmit(page: Page) {
  for (let step = 0; step < 6; step++) {
    const groups = page.locator('fieldset:has(input[type="radio"])');
    for (let i = 0; i < (await groups.count()); i++) {
      const group = groups.nth(i);
      if ((await group.locator('input[type="radio"]:checked').count()) === 0) await group.getByRole('radio').first().check();
    }
    const submit = page.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) return submit.click();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  throw new Error('The form never offered Submit.');
}

test('a member keeps her answer when the question is renamed and the form published again, and submits on the new version', async ({ page }) => {
  const draftRef = db.doc(`responses/${accounts.member.uid}_${FORM_ID}`);
  await draftRef.delete(); // a draft left by an earlier run would hold other answers

  await signIn(page, accounts.member, `/dashboard/forms/${FORM_ID}`, { patience: 45_000 });
  await expect(page).toHaveURL(new RegExp(`/dashboard/forms/${FORM_ID}$`), { timeout: 45_000 });
  const question = page.getByRole('group', { name: TITLE });
  await question.getByRole('radio', { name: 'Often' }).check();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved', { timeout: 45_000 });
  const before = (await draftRef.get()).data()!;

  const { version, from, to } = await publishRename();
  expect(version).toBe((before.formVersion as number) + 1);

  await page.reload();
  await expect(page.getByRole('group', { name: TITLE }).getByRole('radio', { name: 'Often' })).toBeChecked({ timeout: 60_000 });
  // a rename asks nothing again: no note above the form
  await expect(page.getByTestId('carried-draft-notice')).toHaveCount(0);
  await expect
    .poll(async () => (await draftRef.get()).data(), { timeout: 30_000 })
    .toMatchObject({ formVersion: version, migratedFrom: before.formVersion, unplaced: [], data: { [to]: 3 } });
  expect((await draftRef.get()).get(`data.${from}`)).toBeUndefined();

  await answerTheRestAndSubmit(page);
  await expect(page.getByRole('heading', { name: 'Thank you: your answers are saved' })).toBeVisible({ timeout: 60_000 });
  const submitted = await db.collection('responses').where('memberId', '==', accounts.member.uid).where('formId', '==', FORM_ID).where('status', '==', 'submitted').get();
  const latest = submitted.docs.map((d) => d.data()).sort((a, b) => (b.submittedAt as Timestamp).toMillis() - (a.submittedAt as Timestamp).toMillis())[0]!;
  expect(latest).toMatchObject({ formVersion: version, migratedFrom: before.formVersion, data: { [to]: 3 } });
  expect(latest.data).not.toHaveProperty(from);
});
