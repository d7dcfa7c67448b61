import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as data from '../../api/member-api';
import type { AdminOrder } from '../../api/member-api';
import { MemberOrders } from './MemberOrders';

vi.mock('../../api/member-api', async (original) => ({ ...(await original<typeof data>()), listMemberOrders: vi.fn() }));
const m = vi.mocked(data);

const order = (id: string, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id, uid: 'sam', productId: 'calm-course', productTitle: 'Calm in ten minutes', kind: 'course', courseId: 'calm', plan: null,
  amountPence: 4900, currency: 'gbp', mode: 'payment', status: 'paid', testMode: false, checkoutSessionId: null, subscriptionId: null,
  failureReason: null, immediateAccess: null, createdAt: new Date(2026, 10, 23, 14, 5), updatedAt: null, paidAt: null, ...overrides,
});

function renderOrders() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemberOrders memberId="sam" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.clearAllMocks());

describe('MemberOrders', () => {
  it('lists the member’s orders newest first with product, amount, status in words, test mode and date', async () => {
    m.listMemberOrders.mockResolvedValue([
      order('o2', { kind: 'membership', plan: 'monthly', productTitle: 'Monthly membership', amountPence: 900, status: 'failed', failureReason: 'The card was declined.', testMode: true }),
      order('o1'),
    ]);
    renderOrders();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');
    const newest = await screen.findByTestId('member-order-o2');
    expect(m.listMemberOrders).toHaveBeenCalledWith('sam');
    expect(screen.getAllByRole('row').slice(1).map((r) => r.getAttribute('data-testid'))).toEqual(['member-order-o2', 'member-order-o1']);
    expect(newest).toHaveTextContent('Monthly membership');
    expect(newest).toHaveTextContent('Membership, monthly');
    expect(newest).toHaveTextContent('£9.00');
    expect(within(newest).getByText('Payment failed')).toHaveClass('orders-badge-failed');
    expect(newest).toHaveTextContent('The card was declined.');
    expect(within(newest).getByText('Test mode')).toBeInTheDocument();
    const older = screen.getByTestId('member-order-o1');
    expect(older).toHaveTextContent('£49.00');
    expect(within(older).getByText('Paid')).toHaveClass('orders-badge-paid');
    expect(older).toHaveTextContent('23 Nov 2026, 14:05');
    expect(within(older).queryByText('Test mode')).toBeNull();
    // no member column: this is their record
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Amount', 'Status', 'Date']);
  });

  it('says "No orders" when there are none', async () => {
    m.listMemberOrders.mockResolvedValue([]);
    renderOrders();
    expect(await screen.findByText('No orders')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the orders cannot be loaded, and tries again', async () => {
    m.listMemberOrders.mockRejectedValueOnce(new data.DataError('unavailable', 'We could not reach the server.'));
    m.listMemberOrders.mockResolvedValueOnce([order('o1')]);
    const user = renderOrders();
    expect(await screen.findByRole('alert')).toHaveTextContent('The member’s orders could not be loaded. We could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('member-order-o1')).toBeInTheDocument();
  });
});
