import { formatPence, ORDER_STATUS_WORDS, orderKindText } from '../../../../lib';
import { useMemberOrders, type AdminOrder } from '../../api/member-orders';
import { formatDateTime } from './format';
import './member-shop.css';


function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <table className="mo-table">
      <caption className="visually-hidden">The member’s orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid={`member-order-${order.id}`}>
            <th scope="row" className="mo-product">
              {order.productTitle || order.productId}
              <span className="muted mo-small mo-block">{orderKindText(order)}</span>
            </th>
            <td data-label="Amount" className="mo-amount">{formatPence(order.amountPence)}</td>
            <td data-label="Status">
              <span className={`mo-badge mo-badge-${order.status}`}>{ORDER_STATUS_WORDS[order.status]}</span>
              {order.testMode ? (
                <>
                  {' '}
                  <span className="mo-badge mo-badge-test" title="Local test checkout: no money was taken">Test mode</span>
                </>
              ) : null}
              {order.failureReason && order.status !== 'paid' ? <span className="muted mo-small mo-block">{order.failureReason}</span> : null}
            </td>
            <td data-label="Date">
              {order.createdAt ? <time dateTime={order.createdAt.toISOString()}>{formatDateTime(order.createdAt)}</time> : <span className="muted">Unknown</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The member's orders on their record, newest first: what they bought, for how much, and how it went. */
export function MemberOrders({ memberId }: { memberId: string }) {
  const orders = useMemberOrders(memberId);
  return (
    <section className="card mr-card" aria-labelledby="mr-orders">
      <h2 id="mr-orders">Orders</h2>
      {orders.isPending ? (
        <p className="muted" role="status">Loading orders…</p>
      ) : orders.isError ? (
        <div className="alert" role="alert">
          <p>The member’s orders could not be loaded. {orders.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void orders.refetch()}>Try again</button>
        </div>
      ) : orders.data.length === 0 ? (
        <p className="muted">No orders</p>
      ) : (
        <OrdersTable orders={orders.data} />
      )}
    </section>
  );
}
