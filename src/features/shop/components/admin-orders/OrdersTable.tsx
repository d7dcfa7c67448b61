import { Link } from 'react-router-dom';
import type { AdminOrder } from '../../api/admin-orders-api';
import { ORDER_STATUS_LABELS, formatPence, memberPath, memberText, orderTime, productKindText } from './format';

export interface OrdersTableProps {
  orders: readonly AdminOrder[];
  /** uid -> name (or email) of the members on the loaded pages */
  names: Readonly<Record<string, string>>;
}

/**
 * Orders with who placed them, what, for how much, their status and when. One table: on a phone
 * each row becomes a card (CSS only), so the same links serve both. Cells never get display:flex
 * (a flex td leaves the row's line behind): layout inside a cell is by inline elements.
 */
export function OrdersTable({ orders, names }: OrdersTableProps) {
  return (
    <table className="ao-table">
      <caption className="visually-hidden">Orders, newest first, with the member, product, amount, status and date</caption>
      <thead>
        <tr>
          <th scope="col">Member</th>
          <th scope="col">Product</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid={`order-row-${order.id}`}>
            <th scope="row" className="ao-member">
              <Link to={memberPath(order.uid)}>
                {memberText(order.uid, names)}
              </Link>
            </th>
            <td data-label="Product">
              {order.productTitle || order.productId}
              <span className="muted ao-small ao-block">{productKindText(order)}</span>
            </td>
            <td data-label="Amount" className="ao-amount">{formatPence(order.amountPence)}</td>
            <td data-label="Status">
              <span className={`ao-badge ao-badge-${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
              {order.testMode ? (
                <>
                  {' '}
                  <span className="ao-badge ao-badge-test" title="Local test checkout: no money was taken">Test mode</span>
                </>
              ) : null}
              {order.failureReason && order.status !== 'paid' ? <span className="muted ao-small ao-block">{order.failureReason}</span> : null}
            </td>
            <td data-label="Date">
              {order.createdAt ? <time dateTime={order.createdAt.toISOString()}>{orderTime(order.createdAt)}</time> : <span className="muted">Unknown</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
