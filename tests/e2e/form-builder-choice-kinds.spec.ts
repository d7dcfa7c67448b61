import { expect, test, type Page } from '@playwright/test';
import { accounts, signIn } from './support';
import { createForm, uniqueTitle } from './builder';

// The slider, the exclusive choice and the ranking in a real browser, through the builder's live
// preview (the member's renderer): the slider is set by a real pointer on its track and by keys,
// "None of these" clears the other ticks, the ranking is placed by buttons and reordered by a real
// keyboard drag (dnd-kit measures the list, which jsdom cannot), and at phone width nothing is
// wider than the screen.

const preview = (page: Page) => page.getByTestId('panel-preview');

async function add(page: Page, kind: string) {
  await page.getByTestId(`palette-${kind}`).click();
  await expect(page.getByTestId(`question-${kind}`)).toBeVisible();
}

test.describe('the newer kinds in the live preview', () => {
  test.use({ viewport: { width: 1500, height: 950 } });

  test('slider by pointer and keys, exclusive tick, ranking by buttons and keyboard drag; nothing overflows at phone width', async ({ page }) => {
    await signIn(page, accounts.admin, '/admin/forms');
    await createForm(page, uniqueTitle('Newer kinds'));
    await add(page, 'slider');
    await add(page, 'multipleChoice');
    await add(page, 'ranking');

    // the slider starts unanswered, then takes the point under the pointer, then steps by key
    const slider = preview(page).getByRole('slider');
    await expect(slider).not.toHaveAttribute('aria-valuenow', /.*/);
    await expect(slider).toHaveAttribute('aria-valuetext', /^Not answered yet, from 0 Not at all to 100 Extremely$/);
    const trackLine = preview(page).locator('.af-slider__track');
    await trackLine.scrollIntoViewIfNeeded();
    const track = (await trackLine.boundingBox())!;
    await page.mouse.click(track.x + track.width * 0.75, track.y + track.height / 2);
    await expect(slider).toHaveAttribute('aria-valuenow', /^\d+$/);
    const at = Number(await slider.getAttribute('aria-valuenow'));
    expect(at).toBeGreaterThanOrEqual(73);
    expect(at).toBeLessThanOrEqual(77);
    await expect(slider).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', String(at - 1));
    await page.keyboard.press('PageUp');
    await expect(slider).toHaveAttribute('aria-valuenow', String(Math.min(100, at + 9)));

    // "Option 3" made exclusive in the tick-box list's settings
    await page.getByTestId('question-multipleChoice').click();
    await page.getByTestId('panel-question').getByRole('checkbox', { name: /Ticking “Option 3” clears the other answers/ }).check();
    const list = preview(page).getByRole('group', { name: /New multiple choice question/ });
    await list.getByRole('checkbox', { name: 'Option 1' }).check();
    await list.getByRole('checkbox', { name: 'Option 3' }).check();
    await expect(list.getByRole('checkbox', { name: 'Option 1' })).not.toBeChecked();
    await list.getByRole('checkbox', { name: 'Option 2' }).check();
    await expect(list.getByRole('checkbox', { name: 'Option 3' })).not.toBeChecked();

    // the ranking: placed by buttons, then Option 1 moved down one place by a keyboard drag
    const ranking = preview(page).getByRole('group', { name: /New ranking question/ });
    for (const n of [1, 2, 3]) await ranking.getByRole('button', { name: `Add ‘Option ${n}’ as number ${n}` }).click();
    await ranking.getByRole('button', { name: 'Move ‘Option 1’, number 1 of 3' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    const order = ranking.getByRole('list', { name: 'Your order' }).locator('.af-ranking__label');
    await expect(order).toHaveText(['Option 2', 'Option 1', 'Option 3']);

    // at phone width the slider's ends and the ranking's rows fit the screen
    await preview(page).getByRole('radio', { name: 'Phone (390 px)' }).check();
    for (const selector of ['.af-slider', '.af-ranking']) {
      const overflow = await preview(page).locator(selector).evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, selector).toBeLessThanOrEqual(0);
    }
  });
});
