import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { initialAutosave } from '../../hooks/autosave-machine';
import { PublishButton, type PublishButtonProps } from './PublishButton';

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
});
