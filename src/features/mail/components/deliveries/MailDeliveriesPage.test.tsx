import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailDeliveryRow } from '@model';
import * as data from '../../api/deliveries-api';
import { MailDeliveriesPage } from './MailDeliveriesPage';

vi.mock('../../api/deliveries-api', async (original) => ({
  ...(await original<typeof data>()),
  listMailDeliveries: vi.fn(),
  resendMail: vi.fn(),
}));
const m = vi.mocked(data);

const row = (id: string, overrides: Partial<MailDeliveryRow> = {}): MailDeliveryRow => ({
  id, kind: 'flag-alert', recipient: 'a•••@practice.example', state: 'SUCCESS', attempts: 1, error: null, skipped: null,
  createdAt: '2026-11-23T14:05:00.000Z', lastAttemptAt: '2026-11-23T14:05:01.000Z', nextAttemptAt: null, ...overrides,
});

function Where() {
  return <p data-testid="where">{useLocation().search}</p>;
}

function renderAt(path = '/admin/mail') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes><Route path="/admin/mail" element={<MailDeliveriesPage />} /></Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.clearAllMocks());

describe('MailDeliveriesPage', () => {
  it('says it is loading, then lists each email with its kind, masked recipient, state, attempts and problem — no subject or body', async () => {
    m.listMailDeliveries.mockResolvedValue({
      rows: [
        row('m2', { kind: 'measure-due', recipient: 'Ada Member', state: 'ERROR', attempts: 5, error: '550 Mailbox unavailable' }),
        row('m1'),
        row('m0', { kind: 'booking-reminder', recipient: 'A member no longer registered', skipped: 'No one to send to: the member was erased or has switched these emails off.' }),
      ],
      next: null,
    });
    renderAt();
    expect(screen.getByRole('status')).toHaveTextContent('Loading deliveries…');
    const failed = await screen.findByTestId('delivery-m2');
    expect(within(failed).getByRole('rowheader')).toHaveTextContent('Form due reminder');
    expect(failed).toHaveTextContent('Ada Member');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('5 attempts');
    expect(failed).toHaveTextContent('550 Mailbox unavailable');
    expect(within(screen.getByTestId('delivery-m1')).getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-m1')).toHaveTextContent('a•••@practice.example');
    expect(screen.getByTestId('delivery-m0')).toHaveTextContent('Not sent');
    // only the failed email can be sent again
    expect(within(failed).getByRole('button', { name: 'Send the form due reminder email to Ada Member again' })).toBeInTheDocument();
    expect(within(screen.getByTestId('delivery-m1')).queryByRole('button')).toBeNull();
    expect(m.listMailDeliveries).toHaveBeenCalledWith('all', null);
  });

  it('sends a failed email again and says how it went; the list reloads', async () => {
    m.listMailDeliveries.mockResolvedValue({ rows: [row('m2', { state: 'ERROR', attempts: 5, error: 'Connection refused' })], next: null });
    m.resendMail.mockResolvedValue({ row: row('m2', { state: 'SUCCESS', attempts: 1 }) });
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: /Send the risk alert email .* again/ }));
    expect(await screen.findByText('Sent again: the risk alert email was delivered.')).toBeInTheDocument();
    expect(m.resendMail).toHaveBeenCalledWith('m2');
    expect(m.listMailDeliveries).toHaveBeenCalledTimes(2);
  });

  it('says in words when sending again is refused, keeping the row', async () => {
    m.listMailDeliveries.mockResolvedValue({ rows: [row('m2', { state: 'RETRY', attempts: 2, error: 'Timeout', nextAttemptAt: '2026-11-23T14:20:00.000Z' })], next: null });
    m.resendMail.mockRejectedValue(new Error('This email is being sent now: wait a minute and look again.'));
    const user = renderAt();
    expect(await screen.findByTestId('delivery-m2')).toHaveTextContent(/Waiting to retry \(next try 23 Nov 2026, 14:20\)/);
    await user.click(screen.getByRole('button', { name: /again/ }));
    expect(await screen.findByText('It could not be sent again. This email is being sent now: wait a minute and look again.')).toBeInTheDocument();
    expect(screen.getByTestId('delivery-m2')).toBeInTheDocument();
  });

  it('filters to what needs attention, kept in the address, and says when nothing does', async () => {
    m.listMailDeliveries.mockResolvedValueOnce({ rows: [row('m1')], next: null }).mockResolvedValueOnce({ rows: [], next: null });
    const user = renderAt();
    await screen.findByTestId('delivery-m1');
    await user.click(screen.getByRole('radio', { name: /Needs attention/ }));
    expect(await screen.findByText(/Nothing needs attention/)).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?show=failed');
    expect(m.listMailDeliveries).toHaveBeenLastCalledWith('failed', null);
  });

  it('loads more a page at a time', async () => {
    m.listMailDeliveries.mockResolvedValueOnce({ rows: [row('m2')], next: 'm2' }).mockResolvedValueOnce({ rows: [row('m1')], next: null });
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByTestId('delivery-m1');
    expect(m.listMailDeliveries).toHaveBeenLastCalledWith('all', 'm2');
    expect(screen.getByText(/That is every email still kept/)).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again on request', async () => {
    m.listMailDeliveries.mockRejectedValueOnce(new Error('Only administrators can do this.')).mockResolvedValueOnce({ rows: [], next: null });
    const user = renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('The deliveries could not be loaded. Only administrators can do this.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No emails have been sent yet.')).toBeInTheDocument();
  });
});
