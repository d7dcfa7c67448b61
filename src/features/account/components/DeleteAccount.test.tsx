import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ACCOUNT_DELETED_NOTICE, DeleteAccount } from './DeleteAccount';

const api = vi.hoisted(() => ({ deleteMyAccount: vi.fn(), waitForUser: vi.fn() }));
vi.mock('../api/erasure', () => ({ deleteMyAccount: api.deleteMyAccount, waitForUser: api.waitForUser }));

function LoginStub() {
  const { state } = useLocation();
  return <p>Sign-in page: {(state as { notice?: string } | null)?.notice}</p>;
}

const renderSection = () =>
  render(
    <MemoryRouter initialEntries={['/dashboard/my-data']}>
      <Routes>
        <Route path="/dashboard/my-data" element={<DeleteAccount />} />
        <Route path="/login" element={<LoginStub />} />
      </Routes>
    </MemoryRouter>,
  );

const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

beforeEach(() => {
  vi.clearAllMocks();
  api.waitForUser.mockResolvedValue(undefined);
});

describe('DeleteAccount', () => {
  it('says what is deleted and what is kept, then asks for the password with focus on the confirmation', async () => {
    const user = userEvent.setup();
    renderSection();
    const section = screen.getByRole('region', { name: 'Delete your account' });
    expect(section).toHaveTextContent('every assessment you started or sent');
    expect(section).toHaveTextContent('your orders and payment records, for six years');
    expect(section).toHaveTextContent('a record that an account was deleted');
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(screen.getByText('Enter your password to confirm it is you.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your password/)).toHaveFocus();
    expect(api.deleteMyAccount).not.toHaveBeenCalled();
  });

  it('says a wrong password beside the field and keeps the form', async () => {
    api.deleteMyAccount.mockRejectedValueOnce(failure('auth/invalid-credential', 'That password is not right. Check it and try again.'));
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByLabelText(/Your password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('That password is not right. Check it and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Your password/)).toHaveFocus();
    expect(screen.getByLabelText(/Your password/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('explains a deletion that stopped part-way, and trying again continues', async () => {
    api.deleteMyAccount.mockRejectedValueOnce(failure('functions/aborted', 'The deletion stopped part-way. Please try again: it continues where it stopped.'));
    api.deleteMyAccount.mockResolvedValueOnce({ pseudonym: 'erased-1', status: 'done', stepsDone: [] });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByLabelText(/Your password/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('continues where it stopped');
    expect(screen.getByRole('alert')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText(`Sign-in page: ${ACCOUNT_DELETED_NOTICE}`)).toBeInTheDocument();
    expect(api.deleteMyAccount).toHaveBeenCalledTimes(2);
    expect(api.deleteMyAccount).toHaveBeenLastCalledWith('right-password', expect.any(Function));
  });

  it('shows progress while it runs and lands on the sign-in page, signed out, with the confirmation', async () => {
    let finish: () => void = () => undefined;
    api.deleteMyAccount.mockImplementation((_password: string, onStage: (stage: string) => void) => {
      onStage('erasing');
      return new Promise((resolve) => {
        finish = () => resolve({ pseudonym: 'erased-1', status: 'done', stepsDone: [] });
      });
    });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.type(screen.getByLabelText(/Your password/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText(/Deleting your account and your data/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep my account' })).toBeDisabled();
    finish();
    expect(await screen.findByText(`Sign-in page: ${ACCOUNT_DELETED_NOTICE}`)).toBeInTheDocument();
    expect(api.waitForUser).toHaveBeenCalledWith(false);
  });

  it('lets the member keep their account, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
    expect(api.deleteMyAccount).not.toHaveBeenCalled();
  });
});
