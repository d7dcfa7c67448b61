import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { autosaveReducer, initialAutosave, type AutosaveEvent } from '../lib';
import { AutosaveStatus } from './AutosaveStatus';

const at = new Date('2026-03-01T10:00:00Z');
const after = (...events: AutosaveEvent[]) => events.reduce(autosaveReducer, initialAutosave(1));
const props = { onRetry: () => undefined, className: 'x-save', buttonClassName: 'x-button', savedAtText: (when: Date) => when.toISOString() };

describe('AutosaveStatus', () => {
  it('says Saved in the good tone, with the last save\'s time on hover', () => {
    render(<AutosaveStatus {...props} state={after({ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveSucceeded', revision: 2, at })} />);
    const status = screen.getByRole('status', { name: 'Save status' });
    expect(status).toHaveTextContent('Saved');
    expect(status).toHaveAttribute('title', 'Last saved 2026-03-01T10:00:00.000Z');
    expect(status.parentElement).toHaveClass('x-save', 'x-save-good');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('after a failed save says Not saved with the reason, and Retry asks again', async () => {
    const onRetry = vi.fn();
    render(<AutosaveStatus {...props} onRetry={onRetry} state={after({ type: 'edited' }, { type: 'saveStarted' }, { type: 'saveFailed', message: 'You are offline.' })} />);
    expect(screen.getByRole('status', { name: 'Save status' })).toHaveTextContent('Not saved');
    expect(screen.getByText('You are offline.')).toHaveClass('x-save-reason');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('counts the problems holding edits back, in the bad tone', () => {
    render(<AutosaveStatus {...props} problems={3} testId="save" state={after({ type: 'edited' }, { type: 'blocked' })} />);
    expect(screen.getByTestId('save')).toHaveTextContent('Not saved: fix the 3 problems shown');
    expect(screen.getByTestId('save').parentElement).toHaveClass('x-save-bad');
  });
});
