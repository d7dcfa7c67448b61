/** The administrators' orders list's door to the data layer. */
export { DataError, listOrders, loadMemberNames, type AdminOrder, type OrdersPage, type PageCursor } from '../../../data';
