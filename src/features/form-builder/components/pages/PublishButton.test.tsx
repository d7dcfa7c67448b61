import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api/forms-api';
import { initialAutosave } from '../../../../lib';
import { PublishButton, type PublishButtonProps } from './PublishButton';

vi.mock('../../api/forms-api', async (original) => ({ ...(await original<typeof api>()), publishForm: vi.fn() }));

const saved = initialAutosave(1);

function setup(props: Partial<PublishButtonProps>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const all = (more: Partial<PublishButtonProps>): PublishButtonProps => ({
    formId: 'sleep',
    publishable: true,
    problemCount: 0,
    saveState: saved,
    flush: vi.fn(async () => 1),
    ...props,
    ...more,
  });
  const view = render(<PublishButton {...all({})} />, { wrapper });
  return { ...view, rerenderWith: (more: Partial<PublishButtonProps>) => view.rerender(<PublishButton {...all(more)} />) };
}

describe('PublishButton', () => {
  // The layout itself (a slot of fixed size, pages.css) is for a browser to check; here: the note
  // lives in one slot that is there whether or not a note shows, and still describes the button.
  it('shows "Checking the form for problems…" in a slot that stays when the note goes', () => {
    const { container, rerenderWith } = setup({ publishable: false, problemCount: 0 });
    const publish = screen.getByRole('button', { name: 'Publish' });
    const slot = container.querySelector('.fb-publish-note');
    expect(slot).not.toBeNull();
    expect(slot).toContainElement(screen.getByText('Checking the form for problems…'));
    expect(publish).toHaveAccessibleDescription('Checking the form for problems…');
    expect(publish).toHaveAttribute('aria-disabled', 'true');

    rerenderWith({ publishable: true });
    expect(screen.queryByText('Checking the form for problems…')).not.toBeInTheDocument();
    expect(container.querySelector('.fb-publish-note')).toBe(slot);
    expect(publish).not.toHaveAttribute('aria-describedby');

    rerenderWith({ publishable: false, problemCount: 2 });
    expect(container.querySelector('.fb-publish-note')).toBe(slot);
    expect(slot).toContainElement(screen.getByText('Fix the 2 problems listed under Problems first.'));
    expect(publish).toHaveAccessibleDescription('Fix the 2 problems listed under Problems first.');
  });

  it('keeps the publish outcome, a polite status, in the same slot', () => {
    const { container } = setup({});
    expect(container.querySelector('.fb-publish-note')).toContainElement(screen.getByRole('status'));
  });

  // A live region is announced only when it changes while already in the accessibility tree: one
  // added with its text, or shown from display:none, is often not read. The page's own CSS is
  // applied here (jsdom computes display, :empty included).
  describe('live regions, with pages.css applied', () => {
    let style: HTMLStyleElement;
    beforeEach(() => {
      vi.mocked(api.publishForm).mockReset();
      style = document.createElement('style');
      style.textContent = readFileSync(join(import.meta.dirname, 'pages.css'), 'utf8');
      document.head.append(style);
    });
    afterEach(() => style.remove());

    const shown = (element: HTMLElement) => {
      for (let node: HTMLElement | null = element; node; node = node.parentElement) expect(getComputedStyle(node).display).not.toBe('none');
    };

    it('the outcome is there, empty and displayed, before publishing, and the same element then says the version', async () => {
      vi.mocked(api.publishForm).mockResolvedValue({ version: 2, changed: true, contentHash: 'h' });
      setup({});
      const outcome = screen.getByRole('status');
      expect(outcome).toBeEmptyDOMElement();
      shown(outcome);
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(await screen.findByText('Published version 2')).toBe(outcome);
      expect(screen.getByRole('status')).toBe(outcome);
    });

    it('the error alert is there, empty and displayed, before publishing, and the same element then says what failed', async () => {
      vi.mocked(api.publishForm).mockRejectedValue(new api.DataError('functions/invalid-argument', 'A scale has no items.'));
      setup({});
      const alert = screen.getByRole('alert');
      expect(alert).toBeEmptyDOMElement();
      shown(alert);
      fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
      expect(await screen.findByText('A scale has no items.')).toBe(alert);
    });
  });
});
