import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ACCOUNT_DELETED_NOTICE, DeleteAccount } from './DeleteAccount';

const api = vi.hoisted(() => ({ deleteMyAccount: vi.fn(), eraseMyAccount: vi.fn(), sendSignInCode: vi.fn(), finishSignInWithCode: vi.fn(), waitForUser: vi.fn() }));
vi.mock('../api/erasure', () => api);

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

  describe('with a second factor', () => {
    const phone = { id: 'f1', kind: 'sms', name: 'My phone', phoneNumber: '+*******0123', enrolledAt: null };
    const codeNeeded = () => Object.assign(failure('auth/multi-factor-auth-required', 'Enter the code from your second factor to finish signing in.'), { details: { factors: [phone] } });

    const passwordThenCodeStep = async (user: ReturnType<typeof userEvent.setup>) => {
      api.deleteMyAccount.mockRejectedValueOnce(codeNeeded());
      renderSection();
      await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
      await user.type(screen.getByLabelText(/Your password/), 'right-password');
      await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
      expect(await screen.findByRole('heading', { name: 'Enter your code' })).toHaveFocus();
      expect(screen.getByText(/a text message to \+\*+0123 \(My phone\)/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Text me a code' }));
      expect(api.sendSignInCode).toHaveBeenCalledWith('f1', expect.any(HTMLElement));
      expect(await screen.findByText(/We sent a code to \+\*+0123/)).toBeInTheDocument();
    };

    it('asks for the code after the password, then deletes the account with the same progress words', async () => {
      api.sendSignInCode.mockResolvedValue(undefined);
      api.finishSignInWithCode.mockResolvedValue(undefined);
      let finish: () => void = () => undefined;
      api.eraseMyAccount.mockImplementation((onStage: (stage: string) => void) => {
        onStage('erasing');
        return new Promise((resolve) => {
          finish = () => resolve({ pseudonym: 'erased-1', status: 'done', stepsDone: [] });
        });
      });
      const user = userEvent.setup();
      await passwordThenCodeStep(user);
      expect(api.eraseMyAccount).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText(/6-digit code/), '123456');
      await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
      expect(api.finishSignInWithCode).toHaveBeenCalledWith('f1', '123456');
      expect(await screen.findByText(/Deleting your account and your data/)).toBeInTheDocument();
      finish();
      expect(await screen.findByText(`Sign-in page: ${ACCOUNT_DELETED_NOTICE}`)).toBeInTheDocument();
      expect(api.eraseMyAccount).toHaveBeenCalledTimes(1);
      expect(api.waitForUser).toHaveBeenCalledWith(false);
    });

    it('says a wrong code beside the field and deletes nothing', async () => {
      api.sendSignInCode.mockResolvedValue(undefined);
      api.finishSignInWithCode.mockRejectedValueOnce(failure('auth/invalid-verification-code', 'That code is not right. Check it and try again, or send a new one.'));
      const user = userEvent.setup();
      await passwordThenCodeStep(user);
      await user.type(screen.getByLabelText(/6-digit code/), '000000');
      await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
      expect(await screen.findByText('That code is not right. Check it and try again, or send a new one.')).toBeInTheDocument();
      expect(screen.getByLabelText(/6-digit code/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/6-digit code/)).toHaveValue('000000');
      expect(api.eraseMyAccount).not.toHaveBeenCalled();
    });

    it('cancel returns to the password step and deletes nothing', async () => {
      api.sendSignInCode.mockResolvedValue(undefined);
      const user = userEvent.setup();
      await passwordThenCodeStep(user);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('heading', { name: 'Enter your code' })).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Your password/)).toHaveFocus();
      expect(screen.getByLabelText(/Your password/)).toHaveValue('');
      expect(api.eraseMyAccount).not.toHaveBeenCalled();
    });
  });
});
