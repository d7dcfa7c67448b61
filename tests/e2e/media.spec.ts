import { expect, test } from '@playwright/test';
import { uniqueTitle } from './builder';
import { accounts, signIn } from './support';

// An administrator adds a video by address (the upload way is switched off
// locally, with a note) and publishes it; a visitor opens it and sees the player, description and
// transcript. The seeded members-only recording (body-scan-members-audio, only read here) is
// locked for a visitor and opens for a member with a membership (demo member1).
// First reads of a cold page wait longer (Firebase loads after first paint; CI machines are busy).
const FIRST_LOAD = { timeout: 45_000 };

test('an administrator adds a video by address and publishes it; a visitor watches it with its transcript', async ({ browser }) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin, '/admin/add-media');
  await expect(admin.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible(FIRST_LOAD);
  await expect(admin.getByRole('table')).toContainText('Five-minute grounding (audio)', FIRST_LOAD);

  const title = uniqueTitle('Shoulder rolls');
  await admin.getByRole('button', { name: 'Add media' }).click();
  await admin.getByLabel('Title', { exact: true }).fill(title);
  // locally the upload way says why it is off
  await admin.getByRole('radio', { name: 'Upload a file' }).check();
  await expect(admin.getByText('Uploading is switched off on this local copy.')).toBeVisible();
  await expect(admin.getByLabel('Video or audio file')).toBeDisabled();
  await admin.getByRole('radio', { name: 'By address' }).check();
  // an address off the allow-list is refused with a reason, and nothing is saved
  await admin.getByLabel('Address of the video').fill('https://example.org/not-a-video');
  await admin.getByRole('button', { name: 'Save media' }).click();
  await expect(admin.getByRole('alert')).toContainText('Use a YouTube or Vimeo link, or the address of a video file');
  await expect(admin.getByLabel('Address of the video')).toBeFocused();
  await admin.getByLabel('Address of the video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await admin.getByLabel('Description').fill('Loosen your neck and shoulders in two minutes.');
  await admin.getByLabel('Length (optional)').fill('2:30');
  await admin.getByRole('combobox', { name: 'Topic' }).fill('Movement');
  await admin.getByLabel('Transcript (optional, Markdown)').fill('## Rolls\n\nRoll your shoulders **back** five times.');
  await admin.getByRole('button', { name: 'Save media' }).click();
  await expect(admin.getByText(`Saved “${title}” as a draft.`)).toBeVisible();
  const row = admin.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Draft');
  await row.getByRole('button', { name: `Publish ${title}` }).click();
  await expect(admin.getByText(`“${title}” is published.`)).toBeVisible();
  const href = await admin.getByRole('row', { name: new RegExp(title) }).getByRole('link', { name: title }).getAttribute('href');
  expect(href).toMatch(/^\/View-media\/shoulder-rolls/);
  await adminContext.close();

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(href ?? '');
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
  await expect(visitor.locator(`iframe[title="${title} (YouTube video)"]`)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  await expect(visitor.getByText('Loosen your neck and shoulders in two minutes.')).toBeVisible();
  await expect(visitor.getByText('2 min 30 s')).toBeVisible();
  await visitor.getByText('Transcript', { exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'Rolls', exact: true })).toBeVisible();
  await visitorContext.close();
});

test('a members-only recording is locked for a visitor and plays for a member with a membership', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/View-media/body-scan-members-audio');
  await expect(visitor.getByRole('heading', { name: 'This recording is for members' })).toBeVisible(FIRST_LOAD);
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', '/membership');
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login?next=%2FView-media%2Fbody-scan-members-audio');
  await expect(visitor.locator('audio')).toHaveCount(0);
  await expect(visitor.getByRole('alert')).toHaveCount(0);
  // the public recordings are listed on /resources; the members-only one is not
  await visitor.goto('/resources');
  const shelf = visitor.getByRole('region', { name: 'Listen and watch' });
  await expect(shelf.getByRole('link', { name: 'Five-minute grounding (audio)' })).toBeVisible(FIRST_LOAD);
  await expect(shelf.getByRole('link', { name: 'Body scan for sleep (members)' })).toHaveCount(0);
  await visitorContext.close();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, accounts.member, '/View-media/body-scan-members-audio');
  await expect(member.getByRole('heading', { level: 1, name: 'Body scan for sleep (members)' })).toBeVisible(FIRST_LOAD);
  await expect(member.locator('audio')).toHaveAttribute('src', 'https://example.org/media/body-scan.mp3');
  await memberContext.close();
});
