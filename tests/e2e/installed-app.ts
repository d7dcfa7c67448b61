import { expect, type Page } from '@playwright/test';

/** The app installed: the service worker active and controlling the page (a reload after the first visit). */
export async function installed(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { message: 'the service worker controls the page' }).toBe(true);
}
