import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConflictDialog, describeConflict } from './ConflictDialog';

const conflict = { revision: 7, updatedBy: 'Xk2mQ9pLr4TtY7uVw1zA3bC5', updatedAt: new Date('2025-03-01T10:40:00Z') };
const now = new Date('2025-03-01T10:42:00Z');

function setup(over: Partial<Parameters<typeof ConflictDialog>[0]> = {}) {
  const props = { conflict, myUid: 'me', onDownloadMine: vi.fn(), onReloadTheirs: vi.fn(), onKeepMine: vi.fn(), ...over };
  render(<ConflictDialog {...props} />);
  return props;
}

describe('ConflictDialog', () => {
  it('says which revision was saved, by whom and when', () => {
    expect(describeConflict(conflict, 'me', now)).toMatch(/^revision 7, saved by another administrator 2 minutes ago \(1 Mar 2025, \d\d:40\)$/);
    expect(describeConflict({ ...conflict, updatedBy: 'me' }, 'me', now)).toContain('by you in another tab or window');
    expect(describeConflict({ revision: 3, updatedBy: null, updatedAt: null }, 'me', now)).toBe('revision 3, saved');
  });

  it('is a modal alert dialog that takes focus and names the revision', () => {
    setup();
    const dialog = screen.getByRole('alertdialog', { name: 'This form was changed elsewhere' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('revision 7');
    expect(screen.getByRole('button', { name: 'Download my version' })).toHaveFocus();
  });

  it('offers download, Reload theirs and Keep mine, each explained', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Download my version' }));
    expect(props.onDownloadMine).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reload theirs' })).toHaveAccessibleDescription(/unsaved changes are discarded/);
    fireEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(props.onKeepMine).toHaveBeenCalled();
  });

  it('reloads theirs, and says so readably when that fails', async () => {
    const props = setup({ onReloadTheirs: vi.fn().mockRejectedValue(new Error('We could not reach the server.')) });
    fireEvent.click(screen.getByRole('button', { name: 'Reload theirs' }));
    expect(props.onReloadTheirs).toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload theirs' })).toBeEnabled());
  });

  it('keeps Tab inside the dialog and cannot be dismissed with Escape', () => {
    const props = setup();
    const keep = screen.getByRole('button', { name: 'Keep mine' });
    keep.focus();
    fireEvent.keyDown(keep, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Download my version' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(props.onKeepMine).not.toHaveBeenCalled();
  });
});
