/**
 * Orders for administrators: every order newest first, a page at a time, optionally of
 * one status, and one member's orders for their record. Orders are written only by functions;
 * the rules let administrators read them all (members read their own, through `shop.ts`).
 *
 * The status filter needs the composite index orders(status asc, createdAt desc) and a member's
 * orders orders(uid asc, createdAt desc) (firestore.indexes.json); ties on createdAt are broken by
 * document id, which those indexes carry implicitly.
 */
import { COLLECTIONS, readOrder, type OrderDocument, type OrderStatus } from '@model';
import { Timestamp, collection, documentId, getDocs, limit, orderBy, query, startAfter, where, type QueryConstraint } from 'firebase/firestore/lite';
import { guard } from './errors';
import type { PageCursor } from './member-records';
import { toDate } from './timestamps';
import { liteDb } from './lite';

/** An order as the administrators' pages show it. */
export type AdminOrder = OrderDocument<Date> & { id: string };

export interface OrdersFilter {
  /** null: every status */
  status?: OrderStatus | null;
  /** where this page starts (the previous page's `next`); null or absent: the newest orders */
  cursor?: PageCursor | null;
  pageSize: number;
}

export interface OrdersPage {
  orders: AdminOrder[];
  /** where the next page starts, or null when this was the last one */
  next: PageCursor | null;
}

/** The most orders one member's record shows (a member places a handful). */
export const MEMBER_ORDERS_MAX = 50;

/** Pure: a stored order (Firestore Timestamps) -> AdminOrder with Dates. */
export function toAdminOrder(id: string, data: Record<string, unknown> | undefined): AdminOrder {
  const order = readOrder<unknown>(data ?? {});
  return { ...order, id, createdAt: toDate(order.createdAt), updatedAt: toDate(order.updatedAt), paidAt: toDate(order.paidAt) };
}

/** Pure: the query constraints of one page, newest first (createdAt desc, then id desc). */
export function ordersPageConstraints(filter: OrdersFilter): QueryConstraint[] {
  const { status = null, cursor = null, pageSize } = filter;
  return [
    ...(status ? [where('status', '==', status)] : []),
    orderBy('createdAt', 'desc'),
    orderBy(documentId(), 'desc'),
    ...(cursor ? [startAfter(Timestamp.fromMillis(cursor.at), cursor.id)] : []),
    // One more than shown tells whether another page exists without an extra query.
    limit(pageSize + 1),
  ];
}

/** Administrators: a page of orders, newest first, optionally of one status. */
export function listOrders(filter: OrdersFilter): Promise<OrdersPage> {
  return guard(async () => {
    const snap = await getDocs(query(collection(liteDb(), COLLECTIONS.orders), ...ordersPageConstraints(filter)));
    const orders = snap.docs.slice(0, filter.pageSize).map((d) => toAdminOrder(d.id, d.data()));
    const last = orders[orders.length - 1];
    return { orders, next: snap.docs.length > filter.pageSize && last?.createdAt ? { at: last.createdAt.getTime(), id: last.id } : null };
  });
}

/** Administrators: one member's orders, newest first (at most MEMBER_ORDERS_MAX). */
export function listMemberOrders(uid: string, max = MEMBER_ORDERS_MAX): Promise<AdminOrder[]> {
  return guard(async () => {
    const snap = await getDocs(query(collection(liteDb(), COLLECTIONS.orders), where('uid', '==', uid), orderBy('createdAt', 'desc'), limit(max)));
    return snap.docs.map((d) => toAdminOrder(d.id, d.data()));
  });
}
