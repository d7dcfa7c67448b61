import { expect, test } from '@playwright/test';
import { uniqueTitle } from './builder';
import { accounts, signIn } from './support';

// An administrator writes and publishes a resource and a
// visitor finds it on /resources and opens it; a visitor sees a members-only resource locked with
// Join, and a member whose membership is active (seeded demo-member-1, only read here) opens it.
// The published resource is the test's own (a unique title): the seeded ones stay as seeded.

test('an administrator publishes a resource; a visitor finds it by search and opens it', async ({ browser }) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin, '/admin/resources');
  await expect(admin.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
  await expect(admin.getByRole('table')).toContainText('Sleep diary template');

  const title = uniqueTitle('Box breathing');
  await admin.getByRole('button', { name: 'New resource' }).click();
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel('Summary').fill('Four counts in, hold, out, hold.');
  await admin.getByLabel('Kind').selectOption('worksheet');
  await admin.getByRole('combobox', { name: 'Topic' }).fill('Breathing');
  await admin.getByLabel('Text (Markdown)').fill('## Four sides\nBreathe in for **four**.');
  await expect(admin.getByRole('region', { name: 'Preview' }).getByRole('heading', { name: 'Four sides' })).toBeVisible();
  await admin.getByRole('checkbox', { name: /^Published/ }).check();
  await admin.getByRole('button', { name: 'Save resource' }).click();
  await expect(admin.getByText(`Saved “${title}”: it is published.`)).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
  await adminContext.close();

  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/resources');
  await visitor.getByRole('searchbox', { name: 'Search resources' }).fill(title);
  await expect(visitor.getByRole('status').filter({ hasText: /^1 resource$/ })).toBeVisible();
  const card = visitor.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Worksheet');
  await expect(card).toContainText('Breathing');
  await card.getByRole('link', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Four sides' })).toBeVisible();
  await visitorContext.close();
});

test('a visitor sees a members-only resource locked with Join; a member with a membership opens it', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/resources');
  const card = visitor.getByRole('listitem').filter({ hasText: 'Five senses grounding worksheet' });
  await expect(card).toContainText('Members');
  await expect(card.getByRole('link', { name: 'Join to open Five senses grounding worksheet' })).toHaveAttribute('href', '/membership');
  await card.getByRole('link', { name: 'Five senses grounding worksheet', exact: true }).click();
  await expect(visitor.getByRole('heading', { name: 'This resource is for members' })).toBeVisible();
  await expect(visitor.getByRole('main').getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', '/membership');
  await expect(visitor.getByRole('alert')).toHaveCount(0);
  await visitorContext.close();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, accounts.member, '/resources/five-senses-worksheet');
  await expect(member.getByRole('heading', { level: 1, name: 'Five senses grounding worksheet' })).toBeVisible();
  await expect(member.getByText('This resource is for members')).toHaveCount(0);
  await expect(member.locator('.markdown')).toBeVisible();
  await memberContext.close();
});
