import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_IN_AGAIN_CANCELLED, SignInAgainDialog } from './SignInAgainDialog';

const data = vi.hoisted(() => ({ prompt: null as null | (() => Promise<void>) }));
vi.mock('../../../data', async (original) => ({
  ...(await original<object>()),
  setSignInAgainPrompt: (next: () => Promise<void>) => {
    data.prompt = next;
    return () => {
      data.prompt = null;
    };
  },
}));
const api = vi.hoisted(() => ({ signInAgain: vi.fn(), sendSignInCode: vi.fn(), finishSignInWithCode: vi.fn() }));
vi.mock('../api/auth-api', () => api);

const factors = [{ id: 'f1', kind: 'sms', name: 'Work phone', phoneNumber: '+*******0100', enrolledAt: null }];

afterEach(() => vi.clearAllMocks());

/** What a sensitive call does when refused: asks, and waits for the answer. */
function ask(): { settled: Promise<'done' | string> } {
  let settled!: Promise<'done' | string>;
  act(() => {
    settled = data.prompt!().then(() => 'done', (error: Error) => error.message);
  });
  return { settled };
}

describe('SignInAgainDialog', () => {
  it('shows nothing until a sensitive call asks; then the password and the texted code, and the call carries on', async () => {
    const user = userEvent.setup();
    render(<SignInAgainDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const { settled } = ask();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.getByLabelText('Your password')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your password.')).toBeVisible();
    expect(api.signInAgain).not.toHaveBeenCalled();

    api.signInAgain.mockRejectedValueOnce(Object.assign(new Error('Enter the code'), { code: 'auth/multi-factor-auth-required', details: { factors } }));
    await user.type(screen.getByLabelText('Your password'), 'Admin-demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(api.signInAgain).toHaveBeenCalledWith('Admin-demo-2026!');
    expect(await screen.findByText(/a text message to \+\*{7}0100 \(Work phone\)/)).toBeVisible();

    api.sendSignInCode.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    api.finishSignInWithCode.mockResolvedValueOnce(undefined);
    await user.type(await screen.findByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(api.finishSignInWithCode).toHaveBeenCalledWith('f1', '123456');
    await expect(settled).resolves.toBe('done');
    expect(dialog).not.toBeInTheDocument();
  });

  it('a wrong password is said in place; Cancel closes it and the call is not done, in words', async () => {
    const user = userEvent.setup();
    render(<SignInAgainDialog />);
    const { settled } = ask();
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    api.signInAgain.mockRejectedValueOnce(Object.assign(new Error('That password is not right. Check it and try again.'), { code: 'auth/invalid-credential' }));
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That password is not right. Check it and try again.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(settled).resolves.toBe(SIGN_IN_AGAIN_CANCELLED);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
