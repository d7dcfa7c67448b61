import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dragAnnouncements as live, dragByKeyboardInJsdom, nextTask, pickUpByKeyboard } from '../../../../ui/testing/keyboard-drag';
import { renderWorkspace } from '../../testing/render';

// Keyboard drags through the whole workspace in jsdom (no layout here: the keyboard plan never
// reads where things are drawn). Pointer drags need real layout: tests/e2e/form-builder-mouse.spec.ts.
const SLOW = { timeout: 30_000 };

const pickUp = (testId: string) => pickUpByKeyboard(screen.getByTestId(testId));

/** Several arrow presses delivered back to back, before React draws anything in between. */
function burst(code: 'ArrowUp' | 'ArrowDown', times: number) {
  act(() => {
    for (let i = 0; i < times; i++) fireEvent.keyDown(document.activeElement ?? document.body, { code, key: code });
  });
}

const drop = async () => {
  fireEvent.keyDown(document.activeElement ?? document.body, { code: 'Space', key: ' ' });
  await nextTask();
};

dragByKeyboardInJsdom();

describe('BuilderDnd by keyboard: N arrow presses move N slots, however quickly they come', SLOW, () => {
  it('a burst that crosses into the next section and steps on lands where its last sentence said', async () => {
    const { sectionFields } = renderWorkspace();
    await pickUp('drag-handle-perDay');
    expect(live()).toHaveTextContent('Picked up question “How many a day?”. It is at position 3 of 3 in section “About you”.');
    burst('ArrowDown', 2);
    expect(live()).toHaveTextContent('would move to position 2 of 3 in section “Mood”.');
    await drop();
    expect(live()).toHaveTextContent('moved to position 2 of 3 in section “Mood”.');
    expect(sectionFields()).toEqual({ about: ['name', 'smoker'], feelings: ['mood', 'perDay', 'sleep'] });
  });

  it('a burst up across the section boundary and on, and a new question from the palette likewise', async () => {
    const { sectionFields, latest } = renderWorkspace();
    await pickUp('drag-handle-sleep');
    burst('ArrowUp', 3);
    expect(live()).toHaveTextContent('would move to position 3 of 4 in section “About you”.');
    await drop();
    expect(sectionFields()).toEqual({ about: ['name', 'smoker', 'sleep', 'perDay'], feelings: ['mood'] });

    // picked up where its button would add it (the end of the last section), then up across and on
    await pickUp('palette-handle-rating');
    expect(live()).toHaveTextContent('Picked up a new Rating scale question. It would be added at position 2 of 2 in section “Mood”.');
    burst('ArrowUp', 3);
    expect(live()).toHaveTextContent('The new Rating scale question would be added at position 4 of 5 in section “About you”.');
    await drop();
    expect(sectionFields()).toEqual({ about: ['name', 'smoker', 'sleep', 'rating', 'perDay'], feelings: ['mood'] });
    // dragged in, it is titled as a pressed palette button titles it
    expect(latest().schema.properties?.rating?.title).toBe('New rating scale question');
  });
});
