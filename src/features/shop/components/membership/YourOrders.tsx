import { Loading } from '../../../../ui';
import { useMyOrders } from '../../api/shop-queries';
import { ORDER_STATUS_LABELS, formatPence, orderTime } from '../admin-orders/order-list-words';

/** "Your orders": the signed-in member's orders, newest first (date, product, amount, status in words). */
export function YourOrders({ uid }: { uid: string }) {
  const orders = useMyOrders(uid);
  return (
    <section className="membership-orders" aria-labelledby="your-orders-title">
      <h2 id="your-orders-title">Your orders</h2>
      {orders.isError ? (
        <div className="alert" role="alert">
          <p>We could not load your orders. {orders.error.message}</p>
          <button type="button" className="button secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
            {orders.isFetching ? 'Trying again…' : 'Try again'}
          </button>
        </div>
      ) : !orders.data ? (
        <Loading label="Loading your orders…" />
      ) : orders.data.length === 0 ? (
        <p className="muted">You have not ordered anything yet.</p>
      ) : (
        <div className="membership-orders-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Product</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.id}>
                  <td>{order.createdAt ? orderTime(order.createdAt) : '—'}</td>
                  <td>
                    {order.productTitle}
                    {order.immediateAccess ? (
                      <details className="order-agreement">
                        <summary>What you agreed at checkout</summary>
                        <p>{order.immediateAccess.words}</p>
                      </details>
                    ) : null}
                  </td>
                  <td>
                    {formatPence(order.amountPence)}
                    {order.testMode ? <span className="muted"> (test, nothing charged)</span> : null}
                  </td>
                  <td>{ORDER_STATUS_LABELS[order.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
