import { fromData } from '../../../data';

/** The administrators' orders list's door to the data layer. */
export { DataError, type AdminOrder, type OrdersFilter, type OrdersPage, type PageCursor } from '../../../data';

export const listOrders = fromData('orders-admin', 'listOrders');
export const loadMemberNames = fromData('member-names', 'loadMemberNames');
