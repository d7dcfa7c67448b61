import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWorkspace } from '../testing/render';
import { PHONE_QUERY } from './workspace-context';

// whole-workspace renders in jsdom are slow on a busy machine: a generous limit, not a speed check
const SLOW = { timeout: 30_000 };

/** A screen as wide as `phone` says: matchMedia answers the workspace's phone query accordingly. */
function screenWidth(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  // jsdom lays nothing out, so it has no scrollIntoView: record what would have been scrolled to
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const heading = () => screen.getByTestId('question-settings-heading');

describe('FormBuilderWorkspace: choosing a question', SLOW, () => {
  it('on a phone, brings the question’s settings (below the canvas) into view with focus on their heading', async () => {
    screenWidth(true);
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('question-sleep'));
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveTextContent('Rating scale');
    expect(heading()).toHaveTextContent('sleep');
    expect(scrolled).toEqual([heading()]);
  });

  it('on a phone, also when the question was already chosen and another tab is open', async () => {
    screenWidth(true);
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('question-mood'));
    await user.click(screen.getByTestId('tab-scoring'));
    await user.click(screen.getByTestId('question-mood'));
    expect(screen.getByTestId('tab-question')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveTextContent('mood');
  });

  it('on a wider screen, leaves focus and scrolling on the canvas (the panel is beside it)', async () => {
    screenWidth(false);
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('question-sleep'));
    expect(heading()).toHaveTextContent('sleep');
    // the phone's reveal waits for one zero-delay timer: a timer queued now runs after it
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('question-sleep')).toHaveFocus();
    expect(scrolled).toEqual([]);
  });
});
