import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { accounts, enterSmsCode, go, land, signIn } from './support';

// Administrators behind two factors, in the browser against the emulators: an administrator
// without a second factor sees only enrolment under /admin (typing an address included), enrols
// an SMS factor (the Auth emulator's code), then signs in with the code; members are not asked.
test.slow();

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-test';
const PASSWORD = 'Second-factor-2026!';
// an Ofcom drama number: never a real phone
const PHONE_TYPED = '07700 900555';
const PHONE = '+447700900555';

let adminApp: App;
test.beforeAll(() => {
  adminApp = initializeApp({ projectId: PROJECT }, `second-factor-${Date.now()}`);
});
test.afterAll(async () => {
  await deleteApp(adminApp);
});

/** A new administrator (claim and roles/{uid}, as setAdmin grants it) with no second factor yet. */
async function newAdministrator(): Promise<{ email: string; password: string }> {
  const email = `new-admin-${Date.now()}@demo.test`;
  const user = await getAuth(adminApp).createUser({ email, password: PASSWORD, emailVerified: true, displayName: 'New Administrator' });
  await getAuth(adminApp).setCustomUserClaims(user.uid, { admin: true });
  await getFirestore(adminApp).doc(`roles/${user.uid}`).set({ admin: true, via: 'e2e' });
  return { email, password: PASSWORD };
}

test('an administrator without a second factor sees only enrolment, enrols by SMS, then signs in with the code', async ({ page }) => {
  const admin = await newAdministrator();
  await signIn(page, admin, '/admin/members');
  // sent to enrolment, with where they were going kept
  await expect(page).toHaveURL(/\/dashboard\/sign-in-security\?next=%2Fadmin%2Fmembers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
  await expect(page.getByText('Administrators must set up a second factor')).toBeVisible();
  // typing an administration address changes nothing: still enrolment, no member data shown
  expect(await land(page, '/admin/members')).toBe('/dashboard/sign-in-security?next=%2Fadmin%2Fmembers');
  expect(await go(page, '/admin/member/demo-member-1')).toBe('/dashboard/sign-in-security?next=%2Fadmin%2Fmember%2Fdemo-member-1');
  await expect(page.getByText('Sam Patel')).toHaveCount(0);
  expect(await go(page, '/admin/members')).toBe('/dashboard/sign-in-security?next=%2Fadmin%2Fmembers');

  // the authenticator app is not available on the emulator (firebase-tools #6224): the text message is chosen
  await expect(page.getByRole('radio', { name: /authenticator app/ })).toBeDisabled();
  await page.getByRole('radio', { name: 'A text message to your mobile' }).check();
  // a bad number is refused in words, and what was typed stays
  await page.getByLabel('Mobile number').fill('12');
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(/Enter a UK mobile number/)).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue('12');

  await page.getByLabel('Mobile number').fill(PHONE_TYPED);
  await page.getByLabel('A name for it (optional)').fill('Work phone');
  await enterSmsCode(page, PHONE, 'Turn it on');
  // on to where they were heading, the members list itself
  await expect(page).toHaveURL(/\/admin\/members$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByText('Sam Patel').first()).toBeVisible({ timeout: 30_000 });

  // the next sign-in asks for the code: a wrong one is refused in words, the right one lets them in
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).not.toHaveURL(/\/admin/);
  await page.goto('/login?next=%2Fadmin%2Fmembers');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Work phone/)).toBeVisible();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('That code is not right')).toBeVisible();
  await enterSmsCode(page, PHONE);
  await expect(page).toHaveURL(/\/admin\/members$/, { timeout: 30_000 });
  await expect(page.getByText('Sam Patel').first()).toBeVisible({ timeout: 30_000 });
});

test('the demo administrator signs in with the printed SMS code', async ({ page }) => {
  await signIn(page, accounts.admin, '/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a member is not asked for a code and may set one up on the sign-in security page', async ({ page }) => {
  await signIn(page, accounts.member);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await land(page, '/dashboard/sign-in-security')).toBe('/dashboard/sign-in-security');
  await expect(page.getByText('Administrators must set up a second factor')).toHaveCount(0);
  await expect(page.getByText('None yet: you sign in with your password only.')).toBeVisible();
  expect(await go(page, '/admin/members')).toBe('/unauthorized');
});
