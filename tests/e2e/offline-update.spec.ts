import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PREFETCH_MARK } from '../../src/app/prefetch-policy';
import { installed } from './installed-app';
import { accounts, go, signIn } from './support';

// A deployment while a member has the installed app open: the next build is really built (its own
// build id, so its entry and most chunks get new names) and swapped in for the one `vite preview`
// serves (it reads the folder on every request), the old chunks gone from the server as after a
// real deployment. The page is offered the new version once, keeps working on its own build until
// the member chooses, and then reloads once onto the new build, with no chunk error and no loop.

const served = resolve(process.env.DIST_DIR || 'dist');
let workspace = '';
let nextBuild = '';
let previous = '';

/** Empties `target` and copies `source` into it (the preview server keeps serving the folder itself). */
function replaceContents(target: string, source: string) {
  for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}

/** The build a page at `index.html` starts: its entry script. */
const entryOf = (html: string) => /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1] ?? null;

test.use({ serviceWorkers: 'allow' });

test.beforeAll(() => {
  test.setTimeout(600_000);
  workspace = mkdtempSync(join(tmpdir(), 'wellness-next-deployment-'));
  nextBuild = join(workspace, 'next');
  previous = join(workspace, 'previous');
  // the same app and emulator settings as the served build (with-emulators.mjs sets the ports), a newer id
  execFileSync(process.execPath, [resolve('node_modules/vite/bin/vite.js'), 'build', '--outDir', nextBuild, '--emptyOutDir', '--logLevel', 'warn'], {
    env: { ...process.env, VITE_FIREBASE_PROJECT_ID: 'demo-test', BUILD_ID: `next-deployment-${Date.now()}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  cpSync(served, previous, { recursive: true });
});

// each case starts with the build the other specs were given, and the member's app installed from it
test.beforeEach(() => replaceContents(served, previous));

test.afterAll(() => {
  // the served folder goes back to the build the other specs were given
  if (previous) replaceContents(served, previous);
  if (workspace) rmSync(workspace, { recursive: true, force: true });
});

/** Signs the member in and installs the app (the service worker controls the page, the page settled); answers a reader of the page's entry script. */
async function installedMember(page: Page) {
  await signIn(page, accounts.member, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await installed(page);
  // settled: the dashboard's idle prefetch of the next pages' code (the courses area among them) is
  // done, so a deployment meets a page that asks for nothing more by itself
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length > 0 && performance.getEntriesByType('resource').some((r) => /\/assets\/courses-[^/]+\.js$/.test(r.name)), PREFETCH_MARK), {
      message: 'the idle prefetch is done',
    })
    .toBe(true);
  return () => page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null);
}

/** The entry scripts of the served build and of the next one (different: the build ids differ). */
function entries() {
  const oldEntry = entryOf(readFileSync(join(served, 'index.html'), 'utf8'));
  const newEntry = entryOf(readFileSync(join(nextBuild, 'index.html'), 'utf8'));
  expect(oldEntry).not.toBeNull();
  expect(newEntry).not.toBe(oldEntry);
  return { oldEntry: oldEntry!, newEntry: newEntry! };
}

/** Asks the app to look for a newer build now (it does when the tab returns) and waits for its answer. */
const lookForNewerBuild = (page: Page) =>
  Promise.all([page.waitForResponse((r) => r.url().endsWith('/build-id.json')), page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))]);

const CHUNK_ERROR = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

test('a new build is offered once, and applied with one reload onto it, with no chunk error', async ({ page, request }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && CHUNK_ERROR.test(message.text())) problems.push(message.text());
  });

  // The installed app, on the build being served.
  const pageEntry = await installedMember(page);
  const { oldEntry, newEntry } = entries();
  expect(await pageEntry()).toBe(oldEntry);
  await lookForNewerBuild(page);
  await expect(page.getByTestId('update-banner')).toHaveCount(0);

  // The deployment: the old build's files are gone from the server.
  replaceContents(served, nextBuild);
  const gone = await request.get(oldEntry);
  expect(gone.ok() && (gone.headers()['content-type'] ?? '').includes('javascript')).toBe(false);

  // Offered once: the banner, whatever the app checks again meanwhile.
  await lookForNewerBuild(page);
  const banner = page.getByTestId('update-banner');
  await expect(banner).toContainText('A new version is ready.');
  await lookForNewerBuild(page);
  await expect(banner).toHaveCount(1);

  // Not forced: until the member chooses, the page runs its own build whole, its chunks from the device.
  await go(page, '/dashboard/forms/PTSD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');
  await expect(page.getByRole('form', { name: 'PTSD Checklist for DSM-5 (PCL-5)' }).getByRole('button', { name: 'Next' })).toBeVisible();
  expect(await pageEntry()).toBe(oldEntry);

  // Applied: one reload, onto the new build, the same page.
  let loads = 0;
  page.on('load', () => (loads += 1));
  await banner.getByRole('button', { name: 'Reload' }).click();
  await expect.poll(() => loads, { message: 'the page reloaded' }).toBe(1);
  await expect.poll(pageEntry, { message: 'the page runs the new build' }).toBe(newEntry);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');
  await expect(page.getByRole('form', { name: 'PTSD Checklist for DSM-5 (PCL-5)' }).getByRole('button', { name: 'Next' })).toBeVisible();

  // Settled: nothing more to offer, no second reload, no chunk error on the way.
  await lookForNewerBuild(page);
  await expect(banner).toHaveCount(0);
  await go(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  expect(loads).toBe(1);
  expect(problems).toEqual([]);
});

test('a chunk the device does not keep, gone after a deployment, moves the page onto the new build with one reload', async ({ page }) => {
  test.setTimeout(180_000);
  const pageEntry = await installedMember(page);
  const { oldEntry, newEntry } = entries();
  expect(await pageEntry()).toBe(oldEntry);
  let loads = 0;
  page.on('load', () => (loads += 1));
  replaceContents(served, nextBuild);

  // The account pages are never kept on the device, nor prefetched: their old chunk is gone, so
  // the chunk-reload guard moves the page onto the new build, through the new service worker, once.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/dashboard/my-data');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect.poll(() => loads, { message: 'the page reloaded', timeout: 60_000 }).toBe(1);
  await expect.poll(pageEntry, { message: 'the page runs the new build' }).toBe(newEntry);
  await expect(page).toHaveURL(/\/dashboard\/my-data$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
  await lookForNewerBuild(page);
  await expect(page.getByTestId('update-banner')).toHaveCount(0);
  await go(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  expect(loads).toBe(1);
});
