import { expect, type Page } from '@playwright/test';
import { freshEmail, register } from './support';

// A keyboard user filling an AssessmentForm in Chromium (for forms-keyboard.spec.ts): Tab, Shift+Tab,
// arrow keys, Space, Enter and typed text only, and before each answer a check that Tab reached the
// question expected next, so a focus trap or a widget Tab cannot reach fails the test.

/** One question as a keyboard user answers it, in the order Tab reaches the questions. */
export type Answer =
  | { field: string; type: string } // text box or text area
  | { field: string; date: string } // yyyy-mm-dd, typed as the date box's digits
  | { field: string; choose: number } // radio group: option index
  | { field: string; tick: number[]; of: number } // tick boxes: the options ticked, of how many
  | { field: string; consent: true }
  | { field: string; sign: string } // the signature's typed-name box
  | { field: string; skip: true }; // optional: Tab past it (a group of radios is one stop)

/** Tab to the next stop. Chromium's date box has a stop per part (day, month, year): Tab past them. */
export async function tab(page: Page): Promise<void> {
  const from = await focused(page);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 3 && from.type === 'date' && (await focused(page)).id === from.id; i++) await page.keyboard.press('Tab');
}

export interface Focused {
  field: string | null;
  id: string;
  tag: string;
  type: string | null;
  text: string;
}

export const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      field: el?.closest('[data-field-id]')?.getAttribute('data-field-id') ?? null,
      id: el?.id ?? '',
      tag: el?.tagName.toLowerCase() ?? '',
      type: el?.getAttribute('type') ?? null,
      text: el?.textContent?.trim() ?? '',
    };
  });

export const domId = (formId: string, field: string) => `af-${formId}_${field}`;

/** Tab on and expect the keyboard to land on `field`. */
export async function tabTo(page: Page, formId: string, field: string): Promise<void> {
  await tab(page);
  await expect.poll(async () => (await focused(page)).field, { message: `Tab should reach ${field}` }).toBe(domId(formId, field));
}

export async function answer(page: Page, formId: string, a: Answer): Promise<void> {
  const control = (suffix = '') => page.locator(`#${domId(formId, a.field)}${suffix}`);
  if ('tick' in a) {
    for (let i = 0; i < a.of; i++) {
      await tabTo(page, formId, a.field);
      if (a.tick.includes(i)) await page.keyboard.press('Space');
    }
    for (let i = 0; i < a.of; i++) await expect(control(`-${i}`)).toBeChecked({ checked: a.tick.includes(i) });
    return;
  }
  await tabTo(page, formId, a.field);
  if ('type' in a) {
    await page.keyboard.type(a.type);
    await expect(control()).toHaveValue(a.type);
  } else if ('date' in a) {
    // Chromium orders the box's day and month by its own UI language, not the page's locale:
    // dates whose day equals their month type the same either way
    const [y, m, d] = a.date.split('-');
    expect(d, 'a date typed the same in dd/mm and mm/dd order').toBe(m);
    await page.keyboard.type(`${d}${m}${y}`);
    await expect(control()).toHaveValue(a.date);
  } else if ('choose' in a) {
    // Tab enters an unanswered group on its first option; arrows move and choose, Space chooses
    expect((await focused(page)).id).toBe(`${domId(formId, a.field)}-0`);
    if (a.choose === 0) await page.keyboard.press('Space');
    for (let k = 0; k < a.choose; k++) await page.keyboard.press('ArrowRight');
    await expect(control(`-${a.choose}`)).toBeChecked();
  } else if ('consent' in a) {
    await page.keyboard.press('Space');
    await expect(control()).toBeChecked();
  } else if ('sign' in a) {
    // the canvas and a disabled "Clear drawing" are not stops: Tab lands on the typed name
    expect((await focused(page)).id).toBe(`${domId(formId, a.field)}-typed`);
    await page.keyboard.type(a.sign);
    await expect(control('-typed')).toHaveValue(a.sign);
  }
}

/** Tab on to Next (or Submit), past Back, and press Enter. */
export async function pressNext(page: Page, name: 'Next' | 'Submit' = 'Next'): Promise<void> {
  await page.keyboard.press('Tab');
  if ((await focused(page)).text === 'Back') await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ tag: 'button', text: name });
  await page.keyboard.press('Enter');
}

/** Tab on (past anything else) to Next or Submit, at most 12 stops, and press Enter. */
export async function pressNextFrom(page: Page, name: 'Next' | 'Submit'): Promise<void> {
  for (let i = 0; i < 12 && (await focused(page)).text !== name; i++) await tab(page);
  expect(await focused(page)).toMatchObject({ tag: 'button', text: name });
  await page.keyboard.press('Enter');
}

/** On a step: check where the keyboard starts, answer each question in Tab order, move on. */
export async function completeStep(page: Page, formId: string, step: number, count: number, answers: Answer[], last = false) {
  await expect(page.locator('.af-progress__text')).toHaveText(new RegExp(`^Step ${step} of ${count}:`));
  // after a step change focus sits on the step's heading, so the next Tab is its first question
  if (step > 1) await expect.poll(async () => (await focused(page)).tag).toBe('h2');
  for (const a of answers) await answer(page, formId, a);
  await pressNext(page, last ? 'Submit' : 'Next');
}

/** Registers a new member and gives the health-data consent (clicks: this is not the form). */
export async function registerMember(page: Page, name: string): Promise<void> {
  await register(page, { name, email: freshEmail('kb'), password: 'a-good-password' });
  await expect(page).toHaveURL(/\/dashboard\/forms\/initial-assessment$/);
  await page.getByRole('checkbox', { name: /I consent/ }).check();
  await page.getByRole('button', { name: 'Give consent and continue' }).click();
  await expect(page.getByText(/Step 1 of \d+/)).toBeVisible();
}

/**
 * From wherever focus is on the page, Tab (at most 40 stops: header, links) until the form's first
 * question, then Shift+Tab back one stop, so the first answer's Tab lands on it again.
 */
export async function tabIntoForm(page: Page, formId: string, firstField: string): Promise<void> {
  // the questions arrive after the page has painted (their code loads then): Tab once they are there
  await expect(page.locator(`[id^="${domId(formId, firstField)}"]`).first()).toBeVisible();
  for (let i = 0; i < 40 && (await focused(page)).field !== domId(formId, firstField); i++) await page.keyboard.press('Tab');
  expect((await focused(page)).field, `Tab from the top of the page should reach ${firstField}`).toBe(domId(formId, firstField));
  await page.keyboard.press('Shift+Tab');
  expect((await focused(page)).field).toBeNull();
}
