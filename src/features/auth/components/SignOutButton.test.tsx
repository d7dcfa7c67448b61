import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SignOutButton } from './SignOutButton';

const api = vi.hoisted(() => ({
  outbox: [] as { state: string }[],
  signOut: vi.fn(),
  waitForUser: vi.fn(),
  listOutbox: vi.fn(),
  sendOutbox: vi.fn(),
  removeUnsent: vi.fn(),
}));
vi.mock('../api/auth-api', () => ({ ...api, useSignedIn: (pick: (s: unknown) => unknown) => pick({ user: { uid: 'm1' } }) }));

beforeEach(() => {
  vi.clearAllMocks();
  api.outbox = [];
  api.listOutbox.mockImplementation(async () => api.outbox);
  api.signOut.mockResolvedValue(undefined);
  api.waitForUser.mockResolvedValue(undefined);
  api.sendOutbox.mockResolvedValue(undefined);
  api.removeUnsent.mockResolvedValue(undefined);
});

const show = () =>
  render(
    <MemoryRouter>
      <SignOutButton />
    </MemoryRouter>,
  );

describe('SignOutButton', () => {
  it('signs out at once when nothing waits to be sent (a sent result does not count)', async () => {
    api.outbox = [{ state: 'sent' }];
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.signOut).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks first when an assessment has not been sent, and Cancel keeps it and stays signed in', async () => {
    api.outbox = [{ state: 'waiting' }];
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: '1 assessment has not been sent' });
    expect(dialog).toHaveTextContent('Signing out removes everything kept on this device.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.signOut).not.toHaveBeenCalled();
    expect(api.removeUnsent).not.toHaveBeenCalled();
  });

  it('sends it now, then signs out once nothing waits', async () => {
    api.outbox = [{ state: 'waiting' }];
    api.sendOutbox.mockImplementation(async () => {
      api.outbox = [{ state: 'sent' }];
    });
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send it now' }));
    await waitFor(() => expect(api.signOut).toHaveBeenCalled());
    expect(api.sendOutbox).toHaveBeenCalledWith('m1');
  });

  it('stays, and says so, when sending fails; deleting then signs out', async () => {
    api.outbox = [{ state: 'waiting' }];
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send it now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It could not be sent');
    expect(api.signOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete it and sign out' }));
    await waitFor(() => expect(api.signOut).toHaveBeenCalled());
    expect(api.removeUnsent).toHaveBeenCalledWith('m1');
  });
});
