import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWorkspace } from '../../testing/render';

// Keyboard drags through the whole workspace in jsdom (no layout here: the keyboard plan never
// reads where things are drawn). Pointer drags need real layout: tests/e2e/form-builder-mouse.spec.ts.
const SLOW = { timeout: 30_000 };

const live = () => document.querySelector('[id^="DndLiveRegion"]');
/**
 * @dnd-kit's keyboard sensor listens for arrow keys one zero-delay timer after the pick-up, and
 * announces a drop on another: the timers are fake, so this runs exactly those that are waiting.
 */
const nextTask = () => act(() => void vi.runOnlyPendingTimers());

async function pickUp(testId: string) {
  const handle = screen.getByTestId(testId);
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await nextTask();
}

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

let scrollIntoView: typeof Element.prototype.scrollIntoView | undefined;
beforeAll(() => {
  // jsdom draws nothing, so @dnd-kit finds every handle off screen and scrolls it into view
  scrollIntoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView!;
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

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
