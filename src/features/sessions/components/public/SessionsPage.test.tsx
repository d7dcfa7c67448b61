import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { MyBooking, SessionSummary } from '../../api/sessions-public';
import { signedInAs } from '../../../../ui/testing/sign-in-states';
import { SessionsPage } from './SessionsPage';

const state = vi.hoisted(() => ({ signIn: null as unknown }));
const api = vi.hoisted(() => ({
  listUpcomingSessions: vi.fn<(signedIn: boolean) => Promise<SessionSummary[]>>(),
  listMyBookings: vi.fn<(uid: string) => Promise<MyBooking[]>>(),
  bookSession: vi.fn<(id: string) => Promise<unknown>>(),
  cancelBooking: vi.fn<(id: string) => Promise<unknown>>(),
}));
vi.mock('../../api/sessions-public', () => ({ ...api, useSignedIn: () => state.signIn, hasSignedInHint: () => false }));

const session = (id: string, over: Partial<SessionSummary> = {}): SessionSummary => ({
  id,
  title: id,
  description: '',
  kind: 'group',
  startsAt: new Date('2030-02-05T10:00:00Z'),
  endsAt: new Date('2030-02-05T11:00:00Z'),
  location: { kind: 'online', url: 'https://meet.example.com/x' },
  capacity: 10,
  bookedCount: 2,
  audience: 'public',
  published: true,
  pricePence: null,
  cancelled: false,
  createdAt: null,
  updatedAt: null,
  updatedBy: null,
  ...over,
});
const mine = (s: SessionSummary): MyBooking => ({ booking: { uid: 'u-active', displayName: '', email: '', sessionId: s.id, bookedAt: null }, session: s });

const renderPage = () =>
  render(
    <MemoryRouter>
      <SessionsPage />
    </MemoryRouter>,
  );
const card = async (name: string) => within(await screen.findByRole('list', { name: 'Upcoming sessions' })).getByRole('listitem', { name });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.listMyBookings.mockResolvedValue([]);
});

describe('SessionsPage', () => {
  it('shows a visitor public sessions in UK time with Sign in to book, and no bookings section', async () => {
    state.signIn = signedInAs('visitor');
    api.listUpcomingSessions.mockResolvedValue([session('Yoga', { pricePence: 1250, location: { kind: 'place', place: 'Studio 1' } })]);
    renderPage();
    const yoga = await card('Yoga');
    expect(yoga).toHaveTextContent('Tuesday 5 February 2030, 10:00–11:00 (UK time)');
    expect(yoga).toHaveTextContent('Studio 1');
    expect(yoga).toHaveTextContent('£12.50, pay at the session');
    expect(yoga).toHaveTextContent('8 of 10 places left');
    expect(within(yoga).getByRole('link', { name: 'Sign in to book Yoga' })).toHaveAttribute('href', '/login?next=%2Fsessions');
    expect(api.listUpcomingSessions).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('region', { name: 'Your bookings' })).not.toBeInTheDocument();
  });

  it('offers a member without a membership Join on members-only sessions, Book on the others', async () => {
    state.signIn = signedInAs('member');
    api.listUpcomingSessions.mockResolvedValue([session('Members class', { audience: 'members' }), session('Open class')]);
    renderPage();
    expect(within(await card('Members class')).getByRole('link', { name: 'Join to book Members class' })).toHaveAttribute('href', '/membership');
    expect(within(await card('Open class')).getByRole('button', { name: 'Book Open class' })).toBeEnabled();
    expect(api.listUpcomingSessions).toHaveBeenCalledWith(true);
  });

  it('books, says so in the status line, and reloads both lists', async () => {
    state.signIn = signedInAs('active');
    const s = session('Grounding', { audience: 'members' });
    api.listUpcomingSessions.mockResolvedValue([s]);
    api.bookSession.mockResolvedValue({ sessionId: 'Grounding', seatsLeft: 7 });
    renderPage();
    api.listMyBookings.mockResolvedValue([mine({ ...s, bookedCount: 3 })]);
    await userEvent.click(within(await card('Grounding')).getByRole('button', { name: 'Book Grounding' }));
    expect(api.bookSession).toHaveBeenCalledWith('Grounding');
    expect(await screen.findByText(/You are booked on Grounding/)).toHaveAttribute('role', 'status');
    const bookings = await screen.findByRole('list', { name: 'Your bookings' });
    expect(within(bookings).getByRole('button', { name: 'Add Grounding to calendar (.ics)' })).toBeInTheDocument();
    expect(within(bookings).getByRole('link', { name: 'join link' })).toHaveAttribute('href', 'https://meet.example.com/x');
    expect(await card('Grounding')).toHaveTextContent('You are booked');
  });

  it('shows a refusal in the server\'s words', async () => {
    state.signIn = signedInAs('active');
    api.listUpcomingSessions.mockResolvedValue([session('Last place', { capacity: 3, bookedCount: 2 })]);
    api.bookSession.mockRejectedValue(new Error('This session is full.'));
    renderPage();
    await userEvent.click(within(await card('Last place')).getByRole('button', { name: 'Book Last place' }));
    expect(await screen.findByText('This session is full.', { selector: '[role="status"]' })).toHaveClass('alert');
  });

  it('cancels only after confirming; Keep my booking changes nothing', async () => {
    state.signIn = signedInAs('active');
    const s = session('Stretch');
    api.listUpcomingSessions.mockResolvedValue([s]);
    api.listMyBookings.mockResolvedValue([mine(s)]);
    api.cancelBooking.mockResolvedValue({ sessionId: 'Stretch', cancelled: true });
    renderPage();
    const bookings = await screen.findByRole('list', { name: 'Your bookings' });
    await userEvent.click(within(bookings).getByRole('button', { name: 'Cancel booking for Stretch' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your booking?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my booking' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my booking' }));
    expect(api.cancelBooking).not.toHaveBeenCalled();
    await userEvent.click(within(bookings).getByRole('button', { name: 'Cancel booking for Stretch' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(api.cancelBooking).toHaveBeenCalledWith('Stretch');
    expect(await screen.findByText('Your booking for Stretch is cancelled.')).toBeInTheDocument();
  });

  it('says when there are no sessions, and when loading failed (with Try again)', async () => {
    state.signIn = signedInAs('visitor');
    api.listUpcomingSessions.mockRejectedValueOnce(new Error('Offline.')).mockResolvedValue([]);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the sessions. Offline.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No sessions are scheduled just now/)).toBeInTheDocument();
  });
});
