import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as data from '../../api/member-api';
import { NoteForm } from './NoteForm';

vi.mock('../../api/member-api', async (original) => ({ ...(await original<typeof data>()), addMemberNote: vi.fn(), addResponseNote: vi.fn() }));
const m = vi.mocked(data);

function setup(target: Parameters<typeof NoteForm>[0]['target'] = { kind: 'member', memberId: 'sam' }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NoteForm target={target} label="Add a note about this member" />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), box: screen.getByLabelText('Add a note about this member') as HTMLTextAreaElement };
}

afterEach(() => vi.clearAllMocks());

describe('NoteForm', () => {
  it('explains that notes are never edited and a correction is a new note', () => {
    const { box } = setup();
    expect(box).toHaveAccessibleDescription(/cannot be edited or deleted: a correction is a new note/);
  });

  it('refuses an empty or blank note with a message tied to the box, and saves nothing', async () => {
    const { user, box } = setup();
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the note.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Write the note\./);
    expect(m.addMemberNote).not.toHaveBeenCalled();
  });

  it('refuses a note over 2000 characters', async () => {
    const { user, box } = setup();
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Keep the note under 2001 characters.');
    expect(m.addMemberNote).not.toHaveBeenCalled();
  });

  it('saves a note about the member and empties the box', async () => {
    m.addMemberNote.mockResolvedValue(undefined);
    const { user, box } = setup();
    await user.type(box, 'Called to check in');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(m.addMemberNote).toHaveBeenCalledWith('sam', 'Called to check in');
    await waitFor(() => expect(box.value).toBe(''));
  });

  it('saves a note on a response, and keeps the text with the reason when saving fails', async () => {
    m.addResponseNote.mockRejectedValue(new Error('You are offline.'));
    const { user, box } = setup({ kind: 'response', responseId: 'r1' });
    await user.type(box, 'Discussed item 9');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(m.addResponseNote).toHaveBeenCalledWith('r1', 'Discussed item 9');
    expect(await screen.findByRole('alert')).toHaveTextContent('The note was not saved. You are offline.');
    expect(box.value).toBe('Discussed item 9');
  });
});
