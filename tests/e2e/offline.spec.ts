import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { FIRESTORE } from './builder';
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

test('PCL-5 filled in and submitted with no signal waits on the device, and is stored once when the signal returns', async ({ context, page, request }) => {
  test.setTimeout(180_000);
  const net = await connection(context);
  const member = accounts.member;

  // Online, once: the app is installed (service worker active, the page under its control) and the
  // dashboard keeps the member's forms on the device.
  await signIn(page, member, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { message: 'the service worker controls the page' }).toBe(true);
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
