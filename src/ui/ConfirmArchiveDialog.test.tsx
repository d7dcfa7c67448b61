import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmArchiveDialog } from './ConfirmArchiveDialog';

const props = { title: 'Yoga basics', consequence: 'Members stop seeing it.', pending: false, error: null, onConfirm: () => undefined, onClose: () => undefined };

describe('ConfirmArchiveDialog', () => {
  it('asks to archive by name, says what it means and confirms with Archive', async () => {
    const onConfirm = vi.fn();
    render(<ConfirmArchiveDialog {...props} archiving onConfirm={onConfirm} />);
    expect(screen.getByRole('dialog', { name: 'Archive “Yoga basics”?' })).toHaveTextContent('Members stop seeing it.');
    const archive = screen.getByRole('button', { name: 'Archive' });
    expect(archive).toHaveFocus();
    await userEvent.click(archive);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('offers Unarchive when bringing it back, and Cancel or Escape closes', async () => {
    const onClose = vi.fn();
    render(<ConfirmArchiveDialog {...props} archiving={false} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Unarchive “Yoga basics”?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unarchive' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while the request runs, says so and cannot be confirmed or cancelled; a failure is shown in words', () => {
    const { rerender } = render(<ConfirmArchiveDialog {...props} archiving pending />);
    expect(screen.getByRole('button', { name: 'Archiving…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<ConfirmArchiveDialog {...props} archiving error="You are offline." />);
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline.');
  });
});
