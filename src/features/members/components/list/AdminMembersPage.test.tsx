import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_MEMBERS_FILTER } from '@model';
import * as data from '../../api/member-api';
import type { MemberListRow } from '../../api/member-api';
import { AdminMembersPage } from './AdminMembersPage';
import { SEARCH_DEBOUNCE_MS } from './member-list-words';

vi.mock('../../api/member-api', async (original) => ({
  ...(await original<typeof data>()),
  listMembers: vi.fn(),
}));
const m = vi.mocked(data);

const row = (uid: string, overrides: Partial<MemberListRow> = {}): MemberListRow => ({
  uid, displayName: `Name ${uid}`, email: `${uid}@demo.test`, joinedAt: new Date(2026, 0, 5), plan: 'none', membershipPlan: null, membershipStatus: 'none',
  onboarded: true, isAdmin: false, lastSubmissionAt: null, openFlags: 0, ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path = '/admin/members') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/members" element={<AdminMembersPage />} />
          <Route path="/admin/member/:id" element={<h1>Member record</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('AdminMembersPage', () => {
  it('shows a skeleton, then each member with email, joined, plan, last submission and open flags, linked to their record', async () => {
    let answer!: (page: data.MembersPage) => void;
    m.listMembers.mockReturnValue(new Promise((resolve) => { answer = resolve; }));
    renderAt();
    expect(screen.getByTestId('members-skeleton')).toBeInTheDocument();
    await act(async () => answer({
      members: [
        row('sam', { displayName: 'Sam Patel', plan: 'annual', membershipPlan: 'annual', membershipStatus: 'past_due', lastSubmissionAt: new Date(2026, 1, 3), openFlags: 2 }),
        row('jo', { displayName: 'Jo Evans', onboarded: false, isAdmin: true }),
      ],
      next: null,
    }));
    const sam = await screen.findByTestId('member-row-sam');
    expect(within(sam).getByRole('link', { name: 'Sam Patel' })).toHaveAttribute('href', '/admin/member/sam');
    expect(sam).toHaveTextContent('sam@demo.test');
    expect(sam).toHaveTextContent('5 Jan 2026');
    expect(sam).toHaveTextContent('Annual (payment being retried)');
    expect(sam).toHaveTextContent('3 Feb 2026');
    expect(sam).toHaveTextContent('2 open flags');
    const jo = screen.getByTestId('member-row-jo');
    expect(jo).toHaveTextContent('Administrator');
    expect(jo).toHaveTextContent('Onboarding not finished');
    expect(jo).toHaveTextContent('None yet');
    expect(screen.getByRole('status')).toHaveTextContent('2 members.');
    expect(m.listMembers).toHaveBeenCalledWith(EMPTY_MEMBERS_FILTER, null);
  });

  it('reads the filters from the address and writes a change back, starting again at page 1', async () => {
    m.listMembers.mockResolvedValue({ members: [row('sam')], next: null });
    renderAt('/admin/members?plan=monthly&flags=open&bogus=1');
    await screen.findByTestId('member-row-sam');
    expect(m.listMembers).toHaveBeenLastCalledWith({ ...EMPTY_MEMBERS_FILTER, plan: 'monthly', flags: 'open' }, null);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Administrators');
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/members?plan=monthly&flags=open&role=admin');
    await waitFor(() => expect(m.listMembers).toHaveBeenLastCalledWith({ ...EMPTY_MEMBERS_FILTER, plan: 'monthly', flags: 'open', role: 'admin' }, null));
  });

  it('searches as you type, once the typing pauses', async () => {
    m.listMembers.mockResolvedValue({ members: [], next: null });
    renderAt();
    await screen.findByText(/No members yet/);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'sam p');
    // nothing asked per key: the address changes after the pause
    expect(m.listMembers).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/admin/members?q=sam+p'), { timeout: SEARCH_DEBOUNCE_MS * 10 });
    await waitFor(() => expect(m.listMembers).toHaveBeenLastCalledWith({ ...EMPTY_MEMBERS_FILTER, q: 'sam p' }, null));
    expect(m.listMembers).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('status')).toHaveTextContent('No members match “sam p”');
  });

  it('pages with Next and Previous by cursor, moving focus to the page line', async () => {
    const cursor = { key: 1, id: 'sam' };
    m.listMembers.mockImplementation(async (_filter, after) => (after ? { members: [row('zoe')], next: null } : { members: [row('sam')], next: cursor }));
    renderAt();
    await screen.findByTestId('member-row-sam');
    expect(screen.getByRole('status')).toHaveTextContent('Page 1: 1 member, more on the next page.');
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('member-row-zoe');
    expect(m.listMembers).toHaveBeenLastCalledWith(EMPTY_MEMBERS_FILTER, cursor);
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('Page 2: 1 member.');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByTestId('member-row-sam');
    expect(screen.queryByTestId('member-row-zoe')).toBeNull();
  });

  it('says what went wrong and tries again', async () => {
    m.listMembers.mockRejectedValueOnce(new data.DataError('permission-denied', 'You do not have permission to do that.'));
    m.listMembers.mockResolvedValueOnce({ members: [row('sam')], next: null });
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The members could not be loaded. You do not have permission to do that.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('member-row-sam');
  });
});
