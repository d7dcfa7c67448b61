import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/stack/demoData.mjs';
import { routeTable } from '../../src/app/route-table';

export const accounts = {
  admin: DEMO_ACCOUNTS.find((a) => a.uid === 'demo-admin')!,
  member: DEMO_ACCOUNTS.find((a) => a.uid === 'demo-member-1')!,
  newMember: DEMO_ACCOUNTS.find((a) => a.uid === 'demo-member-2')!,
};

/** A concrete URL for each route of the table (params filled with valid ids). */
export const concretePath = (path: string) =>
  path
    .replace(':courseId', 'grounding-basics')
    .replace(':chapterId', 'breathing')
    .replace(':orderId', 'no-such-order')
    .replace(':id', 'ptsd');

export const protectedRoutes = routeTable.filter((r) => r.guards.includes('auth'));
export const adminRoutes = protectedRoutes.filter((r) => r.area === 'admin');
// the assessment area is the member area's forms, apart for loading
export const memberRoutes = protectedRoutes.filter((r) => r.area === 'member' || r.area === 'assessment');

/** Every SMS code the Auth emulator issued to `phoneNumber`, oldest first (it sends no texts: it keeps them). */
export async function emulatorSmsCodes(phoneNumber: string): Promise<string[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.GCLOUD_PROJECT ?? 'demo-test';
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the e2e specs through scripts/with-emulators.mjs or npm run dev.');
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber?: string; code: string }[] };
  return verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).map((entry) => entry.code);
}

/**
 * The second factor's code step, as a person does it: "Text me a code", the code the Auth
 * emulator issued (as `npm run dev` prints it), Confirm. `buttonName` is the step's confirm button.
 */
export async function enterSmsCode(page: Page, phoneNumber: string, buttonName = 'Confirm'): Promise<void> {
  const code = await smsCodeAfter(phoneNumber, () => page.getByRole('button', { name: /Text me a code|Send a new code/ }).click());
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: buttonName }).click();
}

/** Does `send` (the step that texts a code) and waits for the new code the Auth emulator issued to `phoneNumber`. */
export async function smsCodeAfter(phoneNumber: string, send: () => Promise<void>): Promise<string> {
  const before = (await emulatorSmsCodes(phoneNumber)).length;
  await send();
  let code: string | undefined;
  await expect.poll(async () => {
    const codes = await emulatorSmsCodes(phoneNumber);
    code = codes.length > before ? codes.at(-1) : undefined;
    return code;
  }, { message: `an SMS code for ${phoneNumber}` }).toBeTruthy();
  return code!;
}

/** After "Sign in": an account with an SMS second factor (the demo administrator) enters its code; others go on. */
export async function finishSecondFactor(page: Page, account: { secondFactorPhone?: string }, timeout = 30_000): Promise<void> {
  if (!account.secondFactorPhone) return;
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible({ timeout });
  await enterSmsCode(page, account.secondFactorPhone);
}

/**
 * Signs in on the sign-in page; an account with an SMS second factor (the demo administrator)
 * enters its code too. `patience`: how long the code step and leaving the sign-in page may take (a
 * spec whose first sign-in meets a cold stack on a busy machine gives more).
 */
export async function signIn(page: Page, account: { email: string; password: string; secondFactorPhone?: string }, next?: string, { patience = 30_000 } = {}) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await finishSecondFactor(page, account, patience);
  // the first sign-in of a worker also loads the member chunk and Firebase: slow on busy cores
  await expect(page).not.toHaveURL(/\/login/, { timeout: patience });
}

/** Visits a path with a full page load and waits until guards have settled on a page. */
export async function land(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Checking your sign-in…')).toHaveCount(0);
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/**
 * Moves to a path inside the running app, without a page load (the history API, then the popstate
 * event the router listens to), and waits as `land` does for the page the guards settle on. Cheaper
 * than `land` where a cold load proves nothing more: the session is already known.
 */
export async function go(page: Page, path: string): Promise<string> {
  await page.evaluate((to) => {
    // the page being left keeps its heading for a moment: mark it so only the next page's counts
    for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-e2e-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1:not([data-e2e-left])')).toBeVisible();
  await expect(page.getByText('Checking your sign-in…')).toHaveCount(0);
  const url = new URL(page.url());
  return url.pathname + url.search;
}

/** A fresh, unique email for a member the test registers. */
export const freshEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.test`;

/** Opens /Register, fills the form and submits it. */
export async function register(page: Page, input: { name: string; email: string; password: string; confirm?: string }) {
  await page.goto('/Register');
  await page.getByLabel('Your name').fill(input.name);
  await page.getByLabel('Email').fill(input.email);
  await page.getByLabel('Password', { exact: true }).fill(input.password);
  await page.getByLabel('Confirm password').fill(input.confirm ?? input.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Answers every rating group of an assessment's current step with the same option; returns how many. */
export async function rateStep(page: Page, option: number): Promise<number> {
  const groups = page.locator('fieldset:has(input[type="radio"])');
  const count = await groups.count();
  for (let i = 0; i < count; i++) await groups.nth(i).getByRole('radio').nth(option).check();
  return count;
}

/** Answers every rating of a stepped assessment with the same option, step by step, and submits; returns how many were rated. */
export async function rateEveryStepAndSubmit(page: Page, option: number, maxSteps = 10): Promise<number> {
  let rated = 0;
  for (let step = 0; step < maxSteps; step++) {
    rated += await rateStep(page, option);
    const submit = page.getByRole('button', { name: 'Submit' });
    if (await submit.isVisible()) {
      await submit.click();
      return rated;
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  return rated;
}
