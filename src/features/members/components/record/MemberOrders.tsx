import { OrdersTable } from '../../../../ui/OrdersTable';
import { useMemberOrders } from '../../api/member-orders';
import './member-shop.css';

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
        <OrdersTable orders={orders.data} caption="The member’s orders, newest first" rowTestId={(order) => `member-order-${order.id}`} />
      )}
    </section>
  );
}
