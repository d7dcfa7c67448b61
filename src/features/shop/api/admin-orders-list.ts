import { useInfiniteQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@model';
import { listOrders, loadMemberNames, type AdminOrder, type PageCursor } from './admin-orders-api';
import { adminOrderKeys } from './admin-orders-keys';

/** How many orders one "page" of the list reads. */
export const ORDERS_PAGE_SIZE = 25;

/** A page of orders with the names of the members on it (uid -> name, or email when no name). */
export interface NamedOrdersPage {
  orders: AdminOrder[];
  next: PageCursor | null;
  names: Record<string, string>;
}

/**
 * One page of orders, then one read per distinct member on it for their name. A failed name read
 * leaves the page readable (the member's id is shown instead): the orders are what was asked for.
 */
export async function loadNamedOrdersPage(status: OrderStatus | null, cursor: PageCursor | null, pageSize = ORDERS_PAGE_SIZE): Promise<NamedOrdersPage> {
  const page = await listOrders({ status, cursor, pageSize });
  const uids = [...new Set(page.orders.map((order) => order.uid).filter((uid) => uid !== ''))];
  const names = uids.length === 0 ? {} : await loadMemberNames(uids).catch(() => ({}));
  return { ...page, names };
}

/** Orders newest first, optionally of one status, paged with Firestore cursors ("Load more"). */
export function useOrdersList(status: OrderStatus | null) {
  return useInfiniteQuery({
    queryKey: adminOrderKeys.list(status),
    initialPageParam: null as PageCursor | null,
    queryFn: ({ pageParam }) => loadNamedOrdersPage(status, pageParam),
    getNextPageParam: (last) => last.next,
  });
}
