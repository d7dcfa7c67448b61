import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@model';
import * as data from '../../api/admin-orders-api';
import type { AdminOrder, OrdersFilter, PageCursor } from '../../api/admin-orders-api';
import { AdminOrdersPage } from './AdminOrdersPage';

vi.mock('../../api/admin-orders-api', async (original) => ({
  ...(await original<typeof data>()),
  listOrders: vi.fn(),
  loadMemberNames: vi.fn(),
}));
const m = vi.mocked(data);

const order = (id: string, overrides: Partial<AdminOrder> = {}): AdminOrder => ({
  id, uid: 'sam', productId: 'calm-course', productTitle: 'Calm in ten minutes', kind: 'course', courseId: 'calm', plan: null,
  amountPence: 4900, currency: 'gbp', mode: 'payment', status: 'paid', testMode: false, checkoutSessionId: null, subscriptionId: null,
  failureReason: null, immediateAccess: null, createdAt: new Date(2026, 10, 23, 14, 5), updatedAt: null, paidAt: null, ...overrides,
});
const cursorAfter = (id: string): PageCursor => ({ at: 1, id });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path = '/admin/orders') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/orders" element={<AdminOrdersPage />} />
          <Route path="/admin/member/:id" element={<h1>Member record</h1>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  m.loadMemberNames.mockResolvedValue({ sam: 'Sam Member', ren: 'ren@demo.test' });
});
afterEach(() => vi.clearAllMocks());

describe('AdminOrdersPage', () => {
  it('shows a skeleton, then every order with its member, product, amount, status in words, test mode and date', async () => {
    m.listOrders.mockResolvedValue({
      orders: [
        order('o2', { uid: 'ren', kind: 'membership', plan: 'annual', productTitle: 'Annual membership', amountPence: 9000, testMode: true }),
        order('o1', { status: 'failed', failureReason: 'The card was declined.' }),
      ],
      next: null,
    });
    renderAt();
    expect(screen.getByTestId('orders-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders…');

    const row = await screen.findByTestId('order-row-o2');
    expect(within(row).getByRole('link', { name: 'ren@demo.test' })).toHaveAttribute('href', '/admin/member/ren');
    expect(row).toHaveTextContent('Annual membership');
    expect(row).toHaveTextContent('Membership, annual');
    expect(row).toHaveTextContent('£90.00');
    expect(row).toHaveTextContent('Paid');
    expect(within(row).getByText('Test mode')).toBeInTheDocument();
    expect(row).toHaveTextContent('23 Nov 2026, 14:05');
    const failed = screen.getByTestId('order-row-o1');
    expect(within(failed).getByRole('link', { name: 'Sam Member' })).toHaveAttribute('href', '/admin/member/sam');
    expect(failed).toHaveTextContent('Payment failed');
    expect(failed).toHaveTextContent('The card was declined.');
    expect(within(failed).queryByText('Test mode')).toBeNull();
    // newest first, as the data layer answered them
    expect(screen.getAllByRole('row').slice(1).map((r) => r.getAttribute('data-testid'))).toEqual(['order-row-o2', 'order-row-o1']);
    expect(screen.getByRole('status')).toHaveTextContent('2 orders shown · £0.00 paid · £90.00 paid in test mode, nothing charged');
    // one name read for the distinct members of the page
    expect(m.loadMemberNames).toHaveBeenCalledTimes(1);
    expect(m.loadMemberNames).toHaveBeenCalledWith(['ren', 'sam']);
    expect(m.listOrders).toHaveBeenCalledWith({ status: null, cursor: null, pageSize: 25 });
    expect(screen.getByText('That is every order.')).toBeInTheDocument();
  });

  it('lays the table out as labelled cells, which a phone shows as stacked cards', async () => {
    m.listOrders.mockResolvedValue({ orders: [order('o1')], next: null });
    renderAt();
    const table = await screen.findByRole('table');
    expect(table).toHaveClass('orders-table');
    const cells = within(screen.getByTestId('order-row-o1')).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Product', 'Amount', 'Status', 'Date']);
  });

  it('filters by status from the keyboard, keeping the choice in the address', async () => {
    m.listOrders.mockImplementation(async (filter: OrdersFilter) => ({
      orders: filter.status === 'failed' ? [order('f1', { status: 'failed' })] : [order('o1'), order('f1', { status: 'failed' })],
      next: null,
    }));
    const user = renderAt();
    await screen.findByTestId('order-row-o1');
    const all = screen.getByRole('radio', { name: 'All' });
    expect(all).toBeChecked();
    all.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
    await waitFor(() => expect(screen.queryByTestId('order-row-o1')).toBeNull());
    expect(screen.getByTestId('order-row-f1')).toBeInTheDocument();
    expect(m.listOrders).toHaveBeenLastCalledWith({ status: 'failed', cursor: null, pageSize: 25 });
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/orders?status=failed');
    expect(screen.getByText('That is every order with this status.')).toBeInTheDocument();
  });

  it('opens on the status the address names, and says when a filter matches nothing', async () => {
    m.listOrders.mockResolvedValue({ orders: [], next: null });
    renderAt('/admin/orders?status=pending');
    expect(await screen.findByText('No orders awaiting payment')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pending' })).toBeChecked();
    expect(m.listOrders).toHaveBeenCalledWith({ status: 'pending', cursor: null, pageSize: 25 });
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says "No orders yet" when the shop has none', async () => {
    m.listOrders.mockResolvedValue({ orders: [], next: null });
    renderAt();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(m.loadMemberNames).not.toHaveBeenCalled();
  });

  it('loads more with the cursor, adds to the totals and moves the focus to the first new order', async () => {
    const pages: Record<string, { orders: AdminOrder[]; next: PageCursor | null }> = {
      first: { orders: [order('o3'), order('o2', { amountPence: 900 })], next: cursorAfter('o2') },
      o2: { orders: [order('o1', { uid: 'ren', status: 'pending' })], next: null },
    };
    m.listOrders.mockImplementation(async (filter: OrdersFilter) => pages[filter.cursor?.id ?? 'first']!);
    const user = renderAt();
    await screen.findByTestId('order-row-o3');
    expect(screen.getByRole('status')).toHaveTextContent('2 orders shown · £58.00 paid');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const added = await screen.findByTestId('order-row-o1');
    expect(m.listOrders).toHaveBeenLastCalledWith({ status: null, cursor: cursorAfter('o2'), pageSize: 25 });
    expect(screen.getAllByRole('row').slice(1).map((r) => r.getAttribute('data-testid'))).toEqual(['order-row-o3', 'order-row-o2', 'order-row-o1']);
    expect(screen.getByRole('status')).toHaveTextContent('3 orders shown · £58.00 paid');
    await waitFor(() => expect(within(added).getByRole('link', { name: 'ren@demo.test' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the orders shown when loading more fails, and can try again', async () => {
    let failNext = true;
    m.listOrders.mockImplementation(async (filter: OrdersFilter) => {
      if (!filter.cursor) return { orders: [order('o2')], next: cursorAfter('o2') };
      if (failNext) {
        failNext = false;
        throw new data.DataError('unavailable', 'We could not reach the server.');
      }
      return { orders: [order('o1')], next: null };
    });
    const user = renderAt();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More orders could not be loaded. We could not reach the server.');
    expect(screen.getByTestId('order-row-o2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try loading more again' }));
    expect(await screen.findByTestId('order-row-o1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the orders cannot be loaded, and tries again', async () => {
    m.listOrders.mockRejectedValueOnce(new data.DataError('permission-denied', 'You do not have permission to do that.'));
    m.listOrders.mockResolvedValueOnce({ orders: [order('o1')], next: null });
    const user = renderAt();
    expect(await screen.findByRole('alert')).toHaveTextContent('The orders could not be loaded. You do not have permission to do that.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-row-o1')).toBeInTheDocument();
  });

  it('still lists the orders when the names cannot be read, naming the account instead', async () => {
    m.loadMemberNames.mockRejectedValue(new data.DataError('unavailable', 'offline'));
    m.listOrders.mockResolvedValue({ orders: [order('o1')], next: null });
    renderAt();
    const row = await screen.findByTestId('order-row-o1');
    expect(within(row).getByRole('link', { name: 'Account sam' })).toHaveAttribute('href', '/admin/member/sam');
  });

  it.each<[OrderStatus, string]>([
    ['paid', 'Paid'],
    ['pending', 'Awaiting payment'],
    ['cancelled', 'Cancelled'],
  ])('words the %s status as "%s"', async (status, words) => {
    m.listOrders.mockResolvedValue({ orders: [order('o1', { status })], next: null });
    renderAt();
    const row = await screen.findByTestId('order-row-o1');
    expect(within(row).getByText(words)).toHaveClass(`orders-badge-${status}`);
  });
});
