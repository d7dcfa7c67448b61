import { expect, test } from '@playwright/test';
import { uniqueTitle } from './builder';
import { accounts, signIn } from './support';

// An administrator writes and publishes a post and a visitor finds it
// in the list of posts ("From the blog" on /resources) and opens it at /View-blog/:id with its
// reading time; an unpublished post's address, and a members post's for a visitor, say not found.
// The published post is the test's own (a unique title); the seeded posts are only read. On the
// way, the editor keeps what was typed when a link in the app would leave it, and when it is offline.

// A page's first paint after a cold load waits for its chunk: on a busy machine, longer than the
// default expect timeout (a wait, not a speed check).
const LOADED = { timeout: 30_000 };
// each case signs in and opens two browser contexts
test.setTimeout(180_000);

test('an administrator publishes a post; a visitor finds it in the list and opens it with its reading time', async ({ browser }) => {
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signIn(admin, accounts.admin, '/admin/blog');
  await expect(admin.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible(LOADED);
  await expect(admin.getByRole('table')).toContainText('Welcome to the practice', LOADED);

  const title = uniqueTitle('Breathing out slowly');
  await admin.getByRole('button', { name: 'New post' }).click();
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await admin.getByLabel(/^Excerpt/).fill('A longer out-breath tells your body it is safe.');
  await expect(admin.getByLabel(/^Author/)).toHaveValue('Alex Morgan');
  // about 450 words: a three-minute read
  await admin.getByLabel(/^Post \(Markdown\)/).fill(`## Try it now\n\n${'Breathe in for four and out for six. '.repeat(50)}`);
  const preview = admin.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Try it now' })).toBeVisible(LOADED);
  await expect(preview).toContainText('about 3 min read');

  // a link elsewhere in the app with the post unsaved asks first; "no" keeps the post being written
  const asked: string[] = [];
  admin.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Members' }).click();
  await expect.poll(() => asked).toEqual(['These changes are not saved yet. Leave anyway? They will be lost.']);
  await expect(admin).toHaveURL(/\/admin\/blog/);
  await expect(admin.getByLabel('Title', { exact: true })).toHaveValue(title);
  // offline, Save says nothing was saved and keeps everything typed; online again, it saves
  await adminContext.setOffline(true);
  await admin.getByRole('button', { name: 'Save post' }).click();
  await expect(admin.getByRole('alert')).toContainText('Nothing was saved.', LOADED);
  await expect(admin.getByLabel(/^Post \(Markdown\)/)).toHaveValue(/Breathe in for four/);
  await adminContext.setOffline(false);

  await admin.getByRole('checkbox', { name: /^Published/ }).check();
  await admin.getByRole('button', { name: 'Save post' }).click();
  await expect(admin.getByText(`Saved “${title}”: it is published.`)).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(title) })).toContainText('Published');
  await adminContext.close();

  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/resources');
  const card = visitor.getByRole('list', { name: 'From the blog' }).getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('A longer out-breath tells your body it is safe.', LOADED);
  await expect(card).toContainText('3 min read');
  await card.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(/\/View-blog\/breathing-out-slowly/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible(LOADED);
  await expect(visitor.getByText('By Alex Morgan')).toBeVisible();
  await expect(visitor.getByText('3 min read')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Try it now' })).toBeVisible(LOADED);
  // the newest post links back to the one published before it
  await expect(visitor.getByRole('navigation', { name: 'More posts' }).getByRole('link', { name: /Previous post/ })).toBeVisible();
  await visitorContext.close();
});

test('an unpublished post, and a members post for a visitor, show not found; a member opens the members post', async ({ browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/View-blog/indian-head-massage-what-to-expect');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible(LOADED);
  await visitor.goto('/View-blog/sleep-when-stressed');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible(LOADED);
  await visitorContext.close();

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signIn(member, accounts.member, '/View-blog/sleep-when-stressed');
  await expect(member.getByRole('heading', { level: 1, name: 'Sleeping when you are stressed' })).toBeVisible(LOADED);
  await expect(member.getByRole('heading', { name: 'If you wake at 3 am' })).toBeVisible(LOADED);
  await memberContext.close();
});
