/** Pure wording of the administrators' orders list. */
import { ukDateTime, type OrderStatus } from '@model';
import { formatPence, ORDER_STATUS_WORDS, orderKindText } from '../../../../lib';
import type { AdminOrder } from '../../api/admin-orders-api';

export { formatPence };

/** "23 Nov 2026, 14:05" in UK time */
export const orderTime = ukDateTime;

/** The filter's choices, in the order shown; null is every status. */
export const STATUS_FILTERS: readonly { status: OrderStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  { status: 'paid', label: 'Paid' },
  { status: 'pending', label: 'Pending' },
  { status: 'failed', label: 'Failed' },
  { status: 'cancelled', label: 'Cancelled' },
];

/** A `?status=` value as a filter: anything unknown shows every status. */
export function statusFromParam(value: string | null): OrderStatus | null {
  return STATUS_FILTERS.find((choice) => choice.status !== null && choice.status === value)?.status ?? null;
}

/** The status badge's words: what happened to the money. */
export const ORDER_STATUS_LABELS = ORDER_STATUS_WORDS;

/** What kind of thing was bought: "Course", "Membership, monthly". */
export const productKindText = orderKindText;

/** Who placed the order as the list names them: their name (or email), else their account id. */
export function memberText(uid: string, names: Readonly<Record<string, string>>): string {
  return names[uid] ?? (uid ? `Account ${uid}` : 'Unknown member');
}

/**
 * "12 orders shown · £318.00 paid". Test-mode payments took no money, so they are counted apart
 * ("· £49.00 paid in test mode, nothing charged") rather than added to what the practice received.
 */
export function ordersTotalText(orders: readonly Pick<AdminOrder, 'status' | 'amountPence' | 'testMode'>[]): string {
  const paid = orders.filter((order) => order.status === 'paid');
  const live = paid.filter((order) => !order.testMode).reduce((sum, order) => sum + order.amountPence, 0);
  const test = paid.filter((order) => order.testMode).reduce((sum, order) => sum + order.amountPence, 0);
  const shown = `${orders.length} ${orders.length === 1 ? 'order' : 'orders'} shown · ${formatPence(live)} paid`;
  return test > 0 ? `${shown} · ${formatPence(test)} paid in test mode, nothing charged` : shown;
}

const EMPTY_WORDS: Readonly<Record<OrderStatus, string>> = {
  paid: 'No paid orders',
  pending: 'No orders awaiting payment',
  failed: 'No failed payments',
  cancelled: 'No cancelled orders',
};

/** What the list says when a filter matches nothing. */
export function emptyText(status: OrderStatus | null): string {
  return status === null ? 'No orders yet' : EMPTY_WORDS[status];
}

export const memberPath = (uid: string): string => `/admin/member/${encodeURIComponent(uid)}`;
