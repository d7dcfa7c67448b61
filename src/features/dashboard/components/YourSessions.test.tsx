import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { MyBooking, SessionSummary } from '../api/my-sessions';
import { YourSessions } from './YourSessions';

const data = vi.hoisted(() => ({
  listMyBookings: vi.fn<(uid: string) => Promise<MyBooking[]>>(),
  listUpcomingSessions: vi.fn<(signedIn: boolean) => Promise<SessionSummary[]>>(),
}));
vi.mock('../api/dashboard-api', () => data);

const session = (id: string, title: string, over: Partial<SessionSummary> = {}): SessionSummary => ({
  id,
  title,
  description: '',
  kind: 'group',
  startsAt: new Date('2027-02-02T10:00:00Z'),
  endsAt: new Date('2027-02-02T11:00:00Z'),
  location: { kind: 'place', place: 'Studio 1' },
  capacity: 10,
  bookedCount: 1,
  audience: 'members',
  published: true,
  pricePence: null,
  cancelled: false,
  createdAt: null,
  updatedAt: null,
  updatedBy: null,
  ...over,
});
const booking = (s: SessionSummary): MyBooking => ({ booking: { uid: 'm1', displayName: 'Sam', email: 'sam@demo.test', sessionId: s.id, bookedAt: null }, session: s });

function renderIt(after = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (go: boolean) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <YourSessions uid="m1" after={go} />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(tree(after));
  return { go: () => view.rerender(tree(true)) };
}

beforeEach(() => {
  data.listMyBookings.mockReset();
  data.listUpcomingSessions.mockReset();
});

describe('YourSessions', () => {
  it('reads nothing while told to wait (the dashboard draws its assessments first), and says it is loading', async () => {
    data.listMyBookings.mockResolvedValue([]);
    data.listUpcomingSessions.mockResolvedValue([]);
    const { go } = renderIt(false);
    expect(screen.getByText('Loading your sessions…')).toBeInTheDocument();
    // a read that may start is asked for as the component mounts (the data layer is mocked, so synchronously)
    expect(data.listMyBookings).not.toHaveBeenCalled();
    expect(data.listUpcomingSessions).not.toHaveBeenCalled();
    go();
    expect(data.listMyBookings).toHaveBeenCalledWith('m1');
    expect(data.listUpcomingSessions).toHaveBeenCalledWith(true);
    expect(await screen.findByText('You have not booked a session yet.')).toBeInTheDocument();
  });

  it('lists the member\'s bookings in UK time, then the next sessions they have not booked', async () => {
    const grounding = session('g', 'Group grounding');
    data.listMyBookings.mockResolvedValue([booking(grounding)]);
    data.listUpcomingSessions.mockResolvedValue([grounding, session('w', 'Breath workshop', { kind: 'workshop' }), session('c', 'Called off', { cancelled: true })]);
    renderIt();
    const mine = await screen.findByRole('list', { name: 'Your bookings' });
    expect(within(mine).getByText('Group grounding')).toBeInTheDocument();
    expect(within(mine).getByText('Tuesday 2 February 2027, 10:00–11:00 (UK time)')).toBeInTheDocument();
    const next = screen.getByRole('list', { name: 'Coming up' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(1);
    expect(within(next).getByText('Breath workshop')).toBeInTheDocument();
    expect(data.listMyBookings).toHaveBeenCalledWith('m1');
    expect(data.listUpcomingSessions).toHaveBeenCalledWith(true);
    expect(screen.getByRole('link', { name: /Book, cancel/ })).toHaveAttribute('href', '/sessions');
  });

  it('says when nothing is booked', async () => {
    data.listMyBookings.mockResolvedValue([]);
    data.listUpcomingSessions.mockResolvedValue([]);
    renderIt();
    expect(await screen.findByText('You have not booked a session yet.')).toBeInTheDocument();
  });

  it('says when loading failed, and tries again', async () => {
    data.listMyBookings.mockRejectedValueOnce(new Error('Offline.')).mockResolvedValue([]);
    data.listUpcomingSessions.mockResolvedValue([]);
    renderIt();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your sessions. Offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not booked a session yet.')).toBeInTheDocument();
  });
});
