import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecondFactorCode, type CodeFactor } from './SecondFactorCode';

const phone: CodeFactor = { id: 'f1', kind: 'sms', name: 'My phone', phoneNumber: '+*******0123' };
const app: CodeFactor = { id: 'f2', kind: 'app', name: null, phoneNumber: null };

describe('SecondFactorCode', () => {
  it('texts a code through the given send, then finishes with the typed code', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const finish = vi.fn().mockResolvedValue(undefined);
    const onDone = vi.fn();
    const user = userEvent.setup();
    render(<SecondFactorCode factors={[phone]} send={send} finish={finish} onDone={onDone} />);
    expect(screen.queryByLabelText(/6-digit code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(send).toHaveBeenCalledWith('f1', screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByLabelText(/6-digit code/)).toHaveFocus();
    await user.type(screen.getByLabelText(/6-digit code/), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(finish).toHaveBeenCalledWith('f1', '123 456');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('lets the person choose the authenticator app, which needs no text, and says a short code in words', async () => {
    const send = vi.fn();
    const finish = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(<SecondFactorCode factors={[phone, app]} send={send} finish={finish} onDone={vi.fn()} confirmLabel="Delete" />);
    await user.click(screen.getByRole('radio', { name: /your authenticator app/ }));
    await user.type(screen.getByLabelText(/6-digit code/), '12');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(finish).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});
