import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { smsCodeAfter } from './support';

// Helpers for the FormBuilder end-to-end tests (form-builder-*.spec.ts): keyboard moves that check
// where focus lands, reading the canvas and the live regions, and the stored draft read straight
// from the Firestore emulator (rules bypassed), so a test checks what was saved, not only what shows.

export const PROJECT = 'demo-test';
export const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT}/databases/(default)/documents`;

/** A title no other test (or earlier run against the same emulators) has used. */
export const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Press Tab (or Shift+Tab) until `target` has focus, at most `max` times: the keyboard user's walk.
 * Fails naming the stops passed, so a control left out of the Tab order (or a trap) is caught.
 * `target` must match one element (it is resolved once, before the walk).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<number> {
  const element = await target.elementHandle({ timeout: 5_000 });
  const passed: string[] = [];
  for (let i = 0; ; i++) {
    const at = await element.evaluate((el) => {
      const active = document.activeElement as HTMLElement | null;
      const words = active?.getAttribute('data-testid') ?? active?.getAttribute('aria-label') ?? (active?.textContent ?? '').trim().slice(0, 40);
      return { hit: el === active, words: words || active?.tagName.toLowerCase() || '' };
    });
    if (at.hit) return i;
    if (i === max) break;
    if (i > 0) passed.push(at.words);
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target} in ${max} stops; passed: ${passed.join(' | ')}`);
}

/**
 * Signs in with the keyboard only: Tab to the email box, type, Tab, type, Enter; an account with an
 * SMS second factor then Tabs to "Text me a code", presses Enter and types the emulator's code.
 */
export async function signInByKeyboard(page: Page, account: { email: string; password: string; secondFactorPhone?: string }, next: string): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await tabTo(page, page.getByLabel('Email'), { max: 40 });
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  if (account.secondFactorPhone) {
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible({ timeout: 30_000 });
    const code = await smsCodeAfter(account.secondFactorPhone, async () => {
      await tabTo(page, page.getByRole('button', { name: 'Text me a code' }), { max: 20 });
      await page.keyboard.press('Enter');
    });
    // the code box takes the focus once the text is sent
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
  }
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
}

/** The canvas as drawn: each section's id and its questions' variable names, in order. */
export const canvasOrder = (page: Page): Promise<{ section: string; questions: string[] }[]> =>
  page.locator('.fb-canvas section.fb-section').evaluateAll((sections) =>
    sections.map((s) => ({
      section: (s.getAttribute('data-testid') ?? '').replace(/^section-/, ''),
      questions: [...s.querySelectorAll('[data-question]')].map((q) => q.getAttribute('data-question') ?? ''),
    })),
  );

/** The same shape from a definition's `sections`. */
export const sectionOrder = (definition: StoredDefinition | null) =>
  (definition?.sections ?? []).map((s) => ({ section: s.id, questions: s.fields }));

/** The builder's own polite live region (what an edit, undo or redo did). */
export const builderAnnouncer = (page: Page) => page.getByTestId('builder-announcer');

/** @dnd-kit's live region (what a drag is doing: picked up, over, dropped). */
export const dragAnnouncer = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/**
 * One key of a keyboard drag, and what the live region says after it. After the pick-up it waits
 * a frame: @dnd-kit's keyboard sensor starts listening for arrow keys one task after Space (no
 * person is that quick, a test is). Each step waits for its sentence before the next key, as a
 * screen-reader user hears each move before the next (see the report on quicker key repeats).
 */
export async function dragKey(page: Page, key: 'Space' | 'ArrowUp' | 'ArrowDown' | 'Escape', says: string | RegExp): Promise<void> {
  await page.keyboard.press(key);
  await expect(dragAnnouncer(page)).toHaveText(says);
  if (key === 'Space') await nextFrame(page);
}

export interface Point {
  x: number;
  y: number;
}

/**
 * A mouse drag as a person makes one: press on `handle`, move a few pixels (the pointer sensor
 * starts a drag after 6 px, so a click still selects); returns where the pointer is.
 */
export async function pressAndLift(page: Page, handle: Locator): Promise<Point> {
  // the previous drop's card must have finished flying home: while it does, it lies over the canvas
  await expect(page.locator('.fb-drag-preview')).toHaveCount(0);
  // nor may the canvas be about to move: while the deep checks catch up after an edit, Publish
  // has a note beside it that can wrap the toolbar onto a second line (see the report)
  await expect(page.getByText('Checking the form for problems…')).toHaveCount(0);
  // the pointer on the handle (hover waits until it stands still and nothing covers it), and the
  // handle really under it, or the press would start a text selection instead of a drag
  let x = 0;
  let y = 0;
  await expect(async () => {
    await handle.hover();
    const box = (await handle.boundingBox())!;
    x = box.x + box.width / 2;
    y = box.y + box.height / 2;
    expect(await handle.evaluate((el, p) => el.contains(document.elementFromPoint(p.x, p.y)), { x, y })).toBe(true);
  }).toPass({ timeout: 5_000 });
  await page.mouse.down();
  await page.mouse.move(x + 4, y + 4, { steps: 2 });
  await page.mouse.move(x + 8, y + 8, { steps: 2 });
  return { x: x + 8, y: y + 8 };
}

/**
 * Glide the pressed mouse in steps over `target`, at `at` of its height (0 top, 1 bottom). With
 * `levelFrom` (where the pointer is), first straight up or down to that height, then across: the
 * pointer then enters the target's section at that height instead of crossing other questions on a
 * slant (where a new question enters a section decides where it first stands).
 */
export async function glideOver(page: Page, target: Locator, at: number, levelFrom?: Point): Promise<void> {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height * at;
  if (levelFrom) await page.mouse.move(levelFrom.x, y, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2, y, { steps: 12 });
}

/** Waits for the page's next frame and the task after it. */
export const nextFrame = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

export const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });

/** Creates a form on /admin/form-builder (the page must be open and signed in); returns its id. */
export async function createForm(page: Page, title: string): Promise<string> {
  await page.goto('/admin/form-builder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New form');
  await page.getByLabel('Title').fill(title);
  const id = (await page.getByTestId('new-form-id').textContent())!.trim();
  await page.getByRole('button', { name: 'Create form' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]id=${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Form builder');
  return id;
}

// --- the stored draft, read from the emulator ---------------------------------------------------

export interface StoredDefinition {
  id: string;
  title: string;
  schema: { properties?: Record<string, { title?: string; type?: string }>; required?: string[] };
  sections?: { id: string; title: string; fields: string[] }[];
  conditions?: { id: string; show: string[]; when: unknown }[];
  checks?: { id: string; kind: string }[];
  scoring?: { scales?: Record<string, unknown>; flags?: unknown[] };
  settings?: { kind?: string };
}

export interface StoredDraft {
  revision: number;
  definition: StoredDefinition;
}

type FirestoreValue = Record<string, unknown>;

/** A Firestore REST value as plain JSON. */
export function plain(value: FirestoreValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('stringValue' in value) return value.stringValue;
  if ('timestampValue' in value) return value.timestampValue;
  if ('arrayValue' in value) return ((value.arrayValue as { values?: FirestoreValue[] }).values ?? []).map(plain);
  if ('mapValue' in value) return plainFields((value.mapValue as { fields?: Record<string, FirestoreValue> }).fields ?? {});
  throw new Error(`unexpected Firestore value ${JSON.stringify(value)}`);
}

const plainFields = (fields: Record<string, FirestoreValue>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, plain(v)]));

/** A document as plain JSON, or null when it does not exist. */
export async function storedDoc(request: APIRequestContext, path: string): Promise<Record<string, unknown> | null> {
  const response = await request.get(`${FIRESTORE}/${path}`, { headers: { Authorization: 'Bearer owner' } });
  if (response.status() === 404) return null;
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return plainFields(((await response.json()) as { fields?: Record<string, FirestoreValue> }).fields ?? {});
}

/** forms/{id}/private/draft: the builder's saved working draft. */
export async function storedDraft(request: APIRequestContext, formId: string): Promise<StoredDraft | null> {
  const doc = await storedDoc(request, `forms/${formId}/private/draft`);
  return doc ? { revision: doc.revision as number, definition: doc.definition as StoredDefinition } : null;
}

/**
 * A section's rows as drawn on screen (ordered by where each row is painted, moves still in flight
 * included), the palette's "goes here" placeholder as `+new`: the drop indicator a person sees.
 */
export const shownOrder = (page: Page, section: string): Promise<string[]> =>
  page.getByTestId(`zone-${section}`).locator('li.fb-question').evaluateAll((rows) =>
    rows
      .map((row) => ({ top: row.getBoundingClientRect().top, name: row.classList.contains('fb-placeholder') ? '+new' : (row.getAttribute('data-question') ?? '') }))
      .sort((a, b) => a.top - b.top)
      .map((row) => row.name),
  );

/** Glide the pressed mouse from `from` to `to` in one straight, slanted line of `steps` moves. */
export async function glideTo(page: Page, from: Point, to: Point, steps = 16): Promise<Point> {
  for (let i = 1; i <= steps; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  return to;
}

/** A point at `at` of `target`'s height (0 top, 1 bottom), `across` of its width. */
export async function pointIn(target: Locator, at: number, across = 0.5): Promise<Point> {
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width * across, y: box.y + box.height * at };
}

/**
 * `times` presses of an arrow key delivered in one task of the page: between two presses the page
 * finishes its most urgent work (microtasks: React's discrete updates and their effects) but nothing
 * scheduled for later runs (no other task: no default-priority render, no paint, no measuring). The
 * worst timing a fast key repeat or a busy phone can give; real presses from the test runner usually
 * leave the page time to catch up in between.
 */
export async function keyBurst(page: Page, key: 'ArrowUp' | 'ArrowDown', times: number): Promise<void> {
  await page.evaluate(
    async ({ key, times }) => {
      for (let i = 0; i < times; i++) {
        // where the key goes now, as a real key would (a step into another section redraws the row: focus falls to <body>)
        const target = document.activeElement ?? document.body;
        for (const type of ['keydown', 'keyup']) target.dispatchEvent(new KeyboardEvent(type, { key, code: key, bubbles: true, cancelable: true }));
        // already resolved: the queue of microtasks never empties, so no other task runs in between
        for (let j = 0; j < 10; j++) await Promise.resolve();
      }
    },
    { key, times },
  );
}
