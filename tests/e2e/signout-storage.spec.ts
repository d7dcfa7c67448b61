import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';
import { createForm, uniqueTitle } from './builder';

// On a shared computer, signing out leaves nothing of the account in the browser.
// The app keeps local copies under `wellness:<kind>:<uid>:<id>` (src/lib/account-storage.ts): the
// step a member was on, an administrator's unsaved builder edits; a member's answers, forms and
// profile in the device store (IndexedDB, src/data/device-store.ts). Each
// test makes such a copy the way a person would, signs out with the button, and then finds no key
// of that account in localStorage or sessionStorage, also after a reload (nothing writes it back).

test.use({ viewport: { width: 1400, height: 1000 } });

/** Every key of this account's local copies, in both storages. */
function accountCopies(page: Page, uid: string): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate((owner) => {
    const ofOwner = (storage: Storage) => {
      const keys: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        const [scheme, kind, keyUid] = key.split(':');
        if (scheme === 'wellness' && kind !== undefined && keyUid === owner) keys.push(key);
      }
      return keys.sort();
    };
    return { local: ofOwner(localStorage), session: ofOwner(sessionStorage) };
  }, uid);
}

const localCopy = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k) ?? '', key);

/** The account's records in the device store (IndexedDB `wellness-device`, src/data/device-store.ts), as `store:key`. */
function deviceCopies(page: Page, uid: string): Promise<string[]> {
  return page.evaluate(
    (owner) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('wellness-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const names = [...db.objectStoreNames];
          if (names.length === 0) return resolve([]);
          const found: string[] = [];
          const tx = db.transaction(names, 'readonly');
          for (const name of names) {
            const all = tx.objectStore(name).getAllKeys();
            all.onsuccess = () => found.push(...all.result.map(String).filter((key) => key === owner || key.startsWith(`${owner}:`)).map((key) => `${name}:${key}`));
          }
          tx.oncomplete = () => resolve(found.sort());
        };
      }),
    uid,
  );
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
}

test('a member’s unsent answers leave the browser when they sign out', async ({ page }) => {
  const uid = accounts.member.uid;
  await signIn(page, accounts.member, '/dashboard/forms/PTSD');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PTSD checklist (PCL-5)');

  // Part of the checklist: past the optional description, one item answered.
  await page.getByRole('button', { name: 'Next' }).click();
  const first = page.locator('fieldset:has(input[type="radio"])').first();
  await first.getByRole('radio').nth(3).check();

  // The device now holds a copy of the answers (health data) under this account: the device
  // store (IndexedDB), with the profile and the form read for it.
  await expect.poll(() => deviceCopies(page, uid), { message: 'the answers were copied to the device store' }).toContain(`drafts:${uid}:ptsd`);

  await signOut(page);
  expect(await accountCopies(page, uid)).toEqual({ local: [], session: [] });
  await expect.poll(() => deviceCopies(page, uid), { message: 'the device store kept nothing of the account' }).toEqual([]);

  // Nothing comes back after a reload either (no late write from the form that was open).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await accountCopies(page, uid)).toEqual({ local: [], session: [] });
  expect(await deviceCopies(page, uid)).toEqual([]);
});

test('an administrator’s unsaved builder edits leave the browser when they sign out', async ({ page }) => {
  const uid = accounts.admin.uid;
  await signIn(page, accounts.admin, '/admin/forms');
  const formId = await createForm(page, uniqueTitle('Sign-out copy'));

  // The connection drops: saves fail, so the edit lives only in the browser's copy.
  await page.route(/documents:commit/, (route) => route.abort('internetdisconnected'));
  await page.getByTestId('palette-shortText').click();
  await expect(page.getByTestId('question-shortText')).toBeVisible();
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill('Who else uses this computer?');
  const backupKey = `wellness:builder:${uid}:${formId}`;
  await expect.poll(() => localCopy(page, backupKey), { message: 'the edit was copied to localStorage' }).toContain('Who else uses this computer?');

  // Leaving with unsaved changes may ask first; the administrator leaves anyway.
  page.on('dialog', (dialog) => void dialog.accept());
  await signOut(page);
  expect(await accountCopies(page, uid)).toEqual({ local: [], session: [] });

  await page.unroute(/documents:commit/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await accountCopies(page, uid)).toEqual({ local: [], session: [] });
});
