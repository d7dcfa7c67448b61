import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '../../api/member-api';
import { MemberErasure } from './MemberErasure';

vi.mock('../../api/member-api', async (original) => ({
  ...(await original<typeof data>()),
  eraseMember: vi.fn(),
}));
const m = vi.mocked(data);

const DONE = { pseudonym: 'erased-3f9a1c', status: 'done' as const, stepsDone: [] };

function renderErasure(memberId = 'robin', email: string | null = 'robin@demo.test') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/admin/member/${memberId}`]}>
        <Routes>
          <Route path="/admin/member/:id" element={<MemberErasure memberId={memberId} name="Robin Hale" email={email} />} />
          <Route path="/admin/members" element={<h1>Members list</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  data.useSignedIn.setState({ status: 'ready', user: { uid: 'boss', email: 'boss@demo.test', displayName: 'Boss', isAdmin: true }, profile: null, error: null });
});
afterEach(() => vi.clearAllMocks());

describe('MemberErasure', () => {
  it('explains what is deleted and kept, and refuses an email that is not the member’s without calling the server', async () => {
    const user = renderErasure();
    await user.click(screen.getByRole('button', { name: 'Carry out an erasure request' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase Robin Hale’s data?' });
    expect(dialog).toHaveTextContent('their responses and drafts');
    expect(dialog).toHaveTextContent('orders and payment records for accounting');
    const field = within(dialog).getByLabelText('The member’s email address');
    expect(field).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Erase their data' }));
    expect(field).toHaveAccessibleDescription(/Type the member’s email address to confirm/);

    await user.type(field, 'robin@demo.tset');
    await user.click(within(dialog).getByRole('button', { name: 'Erase their data' }));
    expect(field).toHaveAccessibleDescription(/That is not Robin Hale’s email address/);
    expect(field).toHaveFocus();
    expect(field).toHaveValue('robin@demo.tset');
    expect(m.eraseMember).not.toHaveBeenCalled();
  });

  it('erases with the typed email (any case), shows progress, then leads back to the members list', async () => {
    let finish: (answer: typeof DONE) => void = () => undefined;
    m.eraseMember.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderErasure();
    await user.click(screen.getByRole('button', { name: 'Carry out an erasure request' }));
    await user.type(screen.getByLabelText('The member’s email address'), '  Robin@Demo.test ');
    await user.keyboard('{Enter}');

    expect(m.eraseMember).toHaveBeenCalledWith('robin', 'Robin@Demo.test');
    expect(await screen.findByText(/Erasing… this can take a minute/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erasing…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish(DONE);
    const done = await screen.findByRole('dialog', { name: 'Erasure carried out' });
    expect(done).toHaveTextContent('erased-3f9a1c');
    const back = within(done).getByRole('button', { name: 'Back to the members list' });
    expect(back).toHaveFocus();
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Members list' })).toBeInTheDocument();
  });

  it('shows the server’s refusal, keeps what was typed, and tries again', async () => {
    m.eraseMember
      .mockRejectedValueOnce(new data.DataError('functions/aborted', 'The deletion stopped part-way. Please try again: it continues where it stopped.'))
      .mockResolvedValueOnce(DONE);
    const user = renderErasure();
    await user.click(screen.getByRole('button', { name: 'Carry out an erasure request' }));
    await user.type(screen.getByLabelText('The member’s email address'), 'robin@demo.test');
    await user.click(screen.getByRole('button', { name: 'Erase their data' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Erase Robin Hale’s data?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Not erased: The deletion stopped part-way. Please try again: it continues where it stopped.');
    expect(within(dialog).getByLabelText('The member’s email address')).toHaveValue('robin@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Erasure carried out' })).toBeInTheDocument();
    expect(m.eraseMember).toHaveBeenCalledTimes(2);
  });

  it('leaves the email check to the server when the profile has none', async () => {
    m.eraseMember.mockRejectedValue(new data.DataError('functions/invalid-argument', 'That email address is not this member’s.'));
    const user = renderErasure('robin', null);
    await user.click(screen.getByRole('button', { name: 'Carry out an erasure request' }));
    await user.type(screen.getByLabelText('The member’s email address'), 'someone@demo.test');
    await user.click(screen.getByRole('button', { name: 'Erase their data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not erased: That email address is not this member’s.');
    expect(m.eraseMember).toHaveBeenCalledWith('robin', 'someone@demo.test');
  });

  it('closes on Cancel or Escape without erasing', async () => {
    const user = renderErasure();
    await user.click(screen.getByRole('button', { name: 'Carry out an erasure request' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Carry out an erasure request' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(m.eraseMember).not.toHaveBeenCalled();
  });

  it('is not offered on the administrator’s own record', () => {
    renderErasure('boss', 'boss@demo.test');
    expect(screen.queryByRole('button', { name: 'Carry out an erasure request' })).toBeNull();
  });
});
