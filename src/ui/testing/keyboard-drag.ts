/**
 * Test support for @dnd-kit keyboard drags in jsdom (the form builder's questions, the course
 * builder's chapters). No layout here: the keyboard plan never reads where things are drawn.
 */
import { act, fireEvent } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/** The live region where @dnd-kit announces each step of a drag. */
export const dragAnnouncements = (): Element | null => document.querySelector('[id^="DndLiveRegion"]');

/**
 * @dnd-kit's keyboard sensor listens for arrow keys one zero-delay timer after the pick-up, and
 * announces a drop on another: the timers are fake, so this runs exactly those that are waiting.
 */
export const nextTask = () => act(() => void vi.runOnlyPendingTimers());

/** Space on a drag handle, as a keyboard user picks it up; resolves once the sensor listens. */
export async function pickUpByKeyboard(handle: HTMLElement): Promise<void> {
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  await nextTask();
}

/** For the suite: fake zero-delay timers, and no scrolling (jsdom draws nothing, so every handle seems off screen and is scrolled to). */
export function dragByKeyboardInJsdom(): void {
  let scrollIntoView: typeof Element.prototype.scrollIntoView | undefined;
  beforeAll(() => {
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
}
