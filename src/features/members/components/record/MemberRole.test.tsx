import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '../../api/member-api';
import { MemberRole } from './MemberRole';

vi.mock('../../api/member-api', async (original) => ({
  ...(await original<typeof data>()),
  loadMemberRole: vi.fn(),
  setAdministrator: vi.fn(),
}));
const m = vi.mocked(data);

function renderRole(memberId = 'robin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemberRole memberId={memberId} name="Robin Hale" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  data.useSignedIn.setState({ status: 'ready', user: { uid: 'boss', email: 'boss@demo.test', displayName: 'Boss', isAdmin: true }, profile: null, error: null });
});
afterEach(() => vi.clearAllMocks());

describe('MemberRole', () => {
  it('grants the role after a confirmation saying what it means, and announces it', async () => {
    m.loadMemberRole.mockResolvedValueOnce({ isAdmin: false, email: 'robin@demo.test' }).mockResolvedValue({ isAdmin: true, email: 'robin@demo.test' });
    m.setAdministrator.mockResolvedValue({ uid: 'robin', email: 'robin@demo.test', admin: true, secondFactorEnrolled: false });
    const user = renderRole();
    expect(await screen.findByTestId('member-role')).toHaveTextContent('Member');
    await user.click(screen.getByRole('button', { name: 'Make administrator' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Robin Hale an administrator?' });
    expect(dialog).toHaveTextContent('Their email address must be verified');
    expect(dialog).toHaveTextContent('they must set up a second factor');
    await user.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    expect(m.setAdministrator).toHaveBeenCalledWith('robin', true);
    // granted pending enrolment: they set up a second factor first
    expect(await screen.findByText(/Robin Hale is now an administrator\..*once they have set up a second factor/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByTestId('member-role')).toHaveTextContent('Administrator');
    expect(screen.getByRole('button', { name: 'Remove administrator role' })).toBeInTheDocument();
  });

  it("shows the server's refusal in the dialog and changes nothing", async () => {
    m.loadMemberRole.mockResolvedValue({ isAdmin: false, email: 'robin@demo.test' });
    m.setAdministrator.mockRejectedValue(new data.DataError('functions/failed-precondition', 'robin@demo.test has not verified its email address yet.'));
    const user = renderRole();
    await user.click(await screen.findByRole('button', { name: 'Make administrator' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Make administrator' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not granted: robin@demo.test has not verified its email address yet.');
    expect(screen.getByTestId('member-role')).toHaveTextContent('Member');
  });

  it('revokes after a confirmation that starts on Cancel and says their sessions end', async () => {
    m.loadMemberRole.mockResolvedValueOnce({ isAdmin: true, email: 'robin@demo.test' }).mockResolvedValue({ isAdmin: false, email: 'robin@demo.test' });
    m.setAdministrator.mockResolvedValue({ uid: 'robin', email: 'robin@demo.test', admin: false, secondFactorEnrolled: false });
    const user = renderRole();
    await user.click(await screen.findByRole('button', { name: 'Remove administrator role' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Robin Hale’s administrator role?' });
    expect(dialog).toHaveTextContent('Their sessions end on every device');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove the role' }));
    expect(m.setAdministrator).toHaveBeenCalledWith('robin', false);
    expect(await screen.findByText(/Robin Hale is no longer an administrator/)).toBeInTheDocument();
  });

  it('offers no way to remove your own role', async () => {
    m.loadMemberRole.mockResolvedValue({ isAdmin: true, email: 'boss@demo.test' });
    renderRole('boss');
    expect(await screen.findByText(/This is you/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove administrator role' })).toBeNull();
  });

  it('says when the role cannot be loaded and tries again', async () => {
    m.loadMemberRole.mockRejectedValueOnce(new data.DataError('unavailable', 'We could not reach the server.')).mockResolvedValue({ isAdmin: false, email: null });
    const user = renderRole();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The member’s role could not be loaded. We could not reach the server.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('member-role')).toHaveTextContent('Member');
  });
});
