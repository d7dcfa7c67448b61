import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { FIRESTORE } from './builder';
import { installed } from './installed-app';
import { accounts, rateEveryStepAndSubmit, signIn } from './support';

// A member on a train with one bar of signal: the app opens with none, PCL-5 is filled in and
// submitted into the outbox on the device, and it reaches the server once, when the signal returns.
//
// `context.setOffline` does not cut the service worker's own fetches (microsoft/playwright#2311):
// with PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS the context's routes see them too, and the
// route below aborts every request while "offline", so nothing reaches a server by any path. The
// test checks that a request really fails, and that the emulator stored nothing meanwhile.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

test.use({ serviceWorkers: 'allow' });

/** Cuts (or restores) every connection of the context: the page's, and the service worker's. */
async function connection(context: BrowserContext) {
  let offline = false;
  const aborted: string[] = [];
  await context.route('**/*', (route) => {
    if (!offline) return route.continue();
    aborted.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  return {
    aborted,
    set: async (online: boolean) => {
      offline = !online;
      await context.setOffline(!online);
    },
  };
}

/** The member's submitted PCL-5 responses on the emulator (rules bypassed). */
async function storedResponses(request: APIRequestContext, memberId: string): Promise<number> {
  const response = await request.post(`${FIRESTORE}:runQuery`, {
    headers: { Authorization: 'Bearer owner' },
    data: {
      structuredQuery: {
        from: [{ collectionId: 'responses' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              { fieldFilter: { field: { fieldPath: 'memberId' }, op: 'EQUAL', value: { stringValue: memberId } } },
              { fieldFilter: { field: { fieldPath: 'formId' }, op: 'EQUAL', value: { stringValue: 'ptsd' } } },
              { fieldFilter: { field: { fieldPath: 'status' }, op: 'EQUAL', value: { stringValue: 'submitted' } } },
            ],
          },
        },
      },
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { document?: unknown }[]).filter((row) => row.document).length;
}

/** Whether the device store holds this member's copy of a form (kept after the dashboard listed it). */
const formKept = (page: Page, uid: string, formId: string) =>
  page.evaluate(
    ([owner, form]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('wellness-device');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('forms')) return resolve(false);
          const get = db.transaction('forms').objectStore('forms').get(`${owner}:${form}`);
          get.onsuccess = () => resolve(get.result !== undefined);
          get.onerror = () => resolve(false);
        };
      }),
    [uid, formId] as const,
  );

/** The UK crisis routes, as every page that shows them lists them: tappable, nothing to download. */
async function expectCrisisRoutes(page: Page) {
  const routes = page.locator('.crisis-routes');
  await expect(routes.getByRole('heading', { name: 'If you need help now' })).toBeVisible();
  for (const href of ['tel:999', 'tel:111', 'tel:116123', 'sms:85258?body=SHOUT']) await expect(routes.locator(`a[href="${href}"]`)).toBeVisible();
}

test('PCL-5 filled in and submitted with no signal waits on the device, and is stored once when the signal returns', async ({ context, page, request }) => {
  test.setTimeout(180_000);
  const net = await connection(context);
  const member = accounts.member;

  // Online, once: the app is installed (service worker active, the page under its control) and the
  // dashboard keeps the member's forms on the device.
  await signIn(page, member, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await installed(page);
  await expect.poll(() => formKept(page, member.uid, 'ptsd'), { message: 'PCL-5 was kept on the device', timeout: 30_000 }).toBe(true);
  const before = await storedResponses(request, member.uid);

  // No signal: proved by a request that fails, through the page and through the service worker.
  await net.set(false);
  expect(await page.evaluate(() => fetch('/build-id.json', { cache: 'no-store' }).then(() => 'reached', () => 'failed'))).toBe('failed');

  // The app opens, and so does PCL-5.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await page.goto('/dashboard/forms/PTSD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');
  await page.getByRole('button', { name: 'Next' }).click();
  await rateEveryStepAndSubmit(page, 3);
  await expect(page.getByTestId('assessment-queued')).toContainText('Saved on this phone. It will be sent when you are back online — you can close the app.');
  // the help it offers meanwhile opens with no signal
  await page.getByTestId('assessment-queued').getByRole('link', { name: 'get help now' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feeling overwhelmed?');
  await expectCrisisRoutes(page);

  // Still waiting after a reload with no signal, listed on the dashboard.
  await page.goto('/dashboard');
  const waiting = page.getByTestId('outbox-item');
  await expect(waiting).toHaveAttribute('data-state', 'waiting');
  await expect(waiting).toContainText('PCL-5');
  await expect(waiting.getByRole('button', { name: 'Send now' })).toBeVisible();

  // Signing out asks first; Cancel keeps it (and the member signed in).
  await page.getByRole('button', { name: 'Sign out' }).click();
  const ask = page.getByRole('dialog', { name: '1 assessment has not been sent' });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Send it now' })).toBeVisible();
  await expect(ask.getByRole('button', { name: 'Delete it and sign out' })).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(waiting).toHaveAttribute('data-state', 'waiting');

  // Nothing reached the server while offline, though the app tried.
  expect(await storedResponses(request, member.uid)).toBe(before);
  expect(net.aborted.length).toBeGreaterThan(0);

  // The signal returns: sent by itself (the `online` event), stored exactly once, the score shown.
  await net.set(true);
  await expect(waiting).toHaveAttribute('data-state', 'sent', { timeout: 60_000 });
  await expect(page.getByTestId('outbox-result')).toContainText('out of 80');
  expect(await storedResponses(request, member.uid)).toBe(before + 1);
  // a reload (the next start) sends nothing again
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await expect(page.getByTestId('outbox-item')).toHaveAttribute('data-state', 'sent');
  expect(await storedResponses(request, member.uid)).toBe(before + 1);
});

test('a Submit whose reply is lost while online waits on the device, is sent again by itself, and is stored once', async ({ context, page, request }) => {
  test.setTimeout(150_000);
  const member = accounts.member;
  // no `online` event is what this case is about: count them
  await page.addInitScript(() => {
    const counted = window as unknown as { onlineEvents: number };
    counted.onlineEvents = 0;
    window.addEventListener('online', () => (counted.onlineEvents += 1));
  });
  // The first submission reaches the server, which stores it, but its reply is lost on the way
  // back (a connection reset, with the browser online throughout); the next ones go through.
  let posts = 0;
  await context.route('**/submitResponse', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    posts += 1;
    if (posts > 1) return route.continue();
    await route.fetch();
    return route.abort('connectionreset');
  });

  await signIn(page, member, '/dashboard/forms/PTSD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');
  const before = await storedResponses(request, member.uid);
  await rateEveryStepAndSubmit(page, 3);

  // Said as it is: the server did not answer; the answers are on the phone and go by themselves.
  const queued = page.getByTestId('assessment-queued');
  await expect(queued).toContainText('We could not reach the server. Your answers are saved on this phone and will be sent automatically — you can close the app.');
  expect(posts).toBe(1);
  expect(await storedResponses(request, member.uid)).toBe(before + 1); // the lost reply's submission

  // Tried again by itself after its pause (no `online` event comes): the result shows here.
  await expect(page.getByTestId('assessment-result')).toContainText('Screening score: 60 out of 80', { timeout: 90_000 });
  expect(posts).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { onlineEvents: number }).onlineEvents)).toBe(0);
  // exactly once: the same submission key stored nothing twice
  expect(await storedResponses(request, member.uid)).toBe(before + 1);
});

/** A visit with no signal after one online visit: the app's page and its chunks from the device. */
async function visitorContext(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  return { context, net: await connection(context), page: await context.newPage() };
}

test('/overwhelmed and its crisis routes open with no signal after one visit, signed in or not', async ({ browser, context, page }) => {
  test.setTimeout(120_000);
  const net = await connection(context);

  // A member who opened the app once.
  await signIn(page, accounts.member, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await installed(page);
  await net.set(false);
  expect(await page.evaluate(() => fetch('/build-id.json', { cache: 'no-store' }).then(() => 'reached', () => 'failed'))).toBe('failed');
  await page.goto('/overwhelmed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Feeling overwhelmed?');
  await expectCrisisRoutes(page);
  await expect(page.getByRole('heading', { name: 'A minute to steady yourself' })).toBeVisible();

  // A visitor who is not signed in, after one visit to the home page.
  const visitor = await visitorContext(browser);
  try {
    await visitor.page.goto('/');
    await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
    await installed(visitor.page);
    await visitor.net.set(false);
    await visitor.page.goto('/overwhelmed');
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('Feeling overwhelmed?');
    await expectCrisisRoutes(visitor.page);
    // the page asked the network and was cut off (some of its requests go out only after the load)
    await expect.poll(() => visitor.net.aborted.length, { message: 'a request of the page was cut' }).toBeGreaterThan(0);
  } finally {
    await visitor.context.close();
  }
});
