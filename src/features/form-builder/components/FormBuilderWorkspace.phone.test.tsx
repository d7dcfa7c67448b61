import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWorkspace } from '../testing/render';
import { LAYOUT_QUERIES } from './workspace-context';

// whole-workspace renders in jsdom are slow on a busy machine: a generous limit, not a speed check
const SLOW = { timeout: 30_000 };

type Screen = 'phone' | 'tablet' | 'desktop' | 'wide';

/** Which of the workspace's layout queries a screen of this kind matches (workspace.css uses the same). */
const MATCHING: Record<Screen, string[]> = {
  phone: [LAYOUT_QUERIES.phone, LAYOUT_QUERIES.stacked],
  tablet: [LAYOUT_QUERIES.stacked],
  desktop: [],
  wide: [LAYOUT_QUERIES.wide],
};

/** matchMedia answers the workspace's layout queries as a screen of this kind would. */
function screenWidth(kind: Screen) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: MATCHING[kind].includes(query),
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const heading = () => screen.getByTestId('question-settings-heading');

describe('FormBuilderWorkspace: choosing a question', SLOW, () => {
  it('on a phone, brings the question’s settings (below the canvas) into view with focus on their heading', async () => {
    screenWidth('phone');
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('question-sleep'));
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveTextContent('Rating scale');
    expect(heading()).toHaveTextContent('sleep');
    expect(scrolled).toEqual([heading()]);
  });

  it('on a phone, also when the question was already chosen and another tab is open', async () => {
    screenWidth('phone');
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('question-mood'));
    await user.click(screen.getByTestId('tab-scoring'));
    await user.click(screen.getByTestId('question-mood'));
    expect(screen.getByTestId('tab-question')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(heading()).toHaveTextContent('mood');
  });

  it('on a wider screen, leaves focus and scrolling on the canvas (the panel is beside it)', async () => {
    screenWidth('desktop');
    // the phone's reveal waits for a zero-delay timer: with fake timers, every timer the choice left is run below
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('question-sleep'));
    expect(heading()).toHaveTextContent('sleep');
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(screen.getByTestId('question-sleep')).toHaveFocus();
    expect(scrolled).toEqual([]);
  });

  it('on a tablet, where the panel is below the canvas too, brings the settings into view the same way', async () => {
    screenWidth('tablet');
    const { user } = renderWorkspace();
    await user.click(screen.getByTestId('tab-try'));
    await user.click(screen.getByTestId('question-sleep'));
    expect(screen.getByTestId('tab-question')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(heading()).toHaveFocus());
    expect(scrolled).toEqual([heading()]);
  });
});

describe('FormBuilderWorkspace: the live preview by screen width', SLOW, () => {
  it('on a wide screen, shows the preview under the settings (no Preview tab) and follows a typed title', async () => {
    screenWidth('wide');
    const { user } = renderWorkspace();
    expect(screen.queryByTestId('tab-preview')).toBeNull();
    const preview = within(await screen.findByTestId('panel-preview'));
    expect(await preview.findByRole('textbox', { name: 'Your name' })).toBeVisible();
    await user.type(preview.getByRole('textbox', { name: 'Your name' }), 'Sam');
    await user.click(screen.getByTestId('question-name'));
    expect(screen.getByTestId('panel-question')).toBeVisible();
    await user.type(within(screen.getByTestId('panel-question')).getByRole('textbox', { name: 'Question' }), ' in full');
    // the settings and the preview are both in view: the preview follows without a tab switch
    await waitFor(() => expect(preview.getByRole('textbox', { name: 'Your name in full' })).toHaveValue('Sam'));
    expect(screen.getByTestId('panel-question')).toBeVisible();
    // nothing scrolled, focus stays where the administrator typed
    expect(scrolled).toEqual([]);
  });

  it('on a wide screen, folds the preview away and back, still up to date', async () => {
    screenWidth('wide');
    const { user } = renderWorkspace();
    const preview = within(await screen.findByTestId('panel-preview'));
    await preview.findByRole('textbox', { name: 'Your name' });
    const fold = preview.getByRole('button', { name: 'Hide preview' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(preview.getByRole('button', { name: 'Show preview' })).toHaveAttribute('aria-expanded', 'false');
    expect(preview.queryByRole('textbox', { name: 'Your name' })).toBeNull();
    await user.click(screen.getByTestId('question-name'));
    await user.type(within(screen.getByTestId('panel-question')).getByRole('textbox', { name: 'Question' }), ' in full');
    await user.click(preview.getByRole('button', { name: 'Show preview' }));
    expect(await preview.findByRole('textbox', { name: 'Your name in full' })).toBeVisible();
  });

  it('on a narrower desktop, keeps the preview as a tab', async () => {
    screenWidth('desktop');
    const { user } = renderWorkspace();
    expect(screen.queryByTestId('panel-preview')).toBeNull();
    await user.click(screen.getByTestId('tab-preview'));
    expect(within(screen.getByTestId('panel-preview')).getByRole('textbox', { name: 'Your name' })).toBeVisible();
  });
});
