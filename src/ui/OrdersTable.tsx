import type { ReactNode } from 'react';
import { ukDateTime } from '@model';
import { formatPence, ORDER_STATUS_WORDS, orderKindText, type OrderLine } from '../lib';
import './orders-table.css';

export interface OrdersTableProps<Order extends OrderLine> {
  orders: readonly Order[];
  /** what the table lists, for screen readers */
  caption: string;
  rowTestId(order: Order): string;
  /** a first column, the row's header, naming who placed each order; absent: the product heads each row */
  who?: { heading: string; cell(order: Order): ReactNode };
  /** on a phone each row becomes a card (a page of its own) rather than a stacked block (inside a card) */
  cards?: boolean;
}

/**
 * Orders: what was bought, for how much, how the payment went and when. One table: on a phone each
 * row stacks with its cells labelled (CSS only). Cells never get display:flex (a flex td leaves the
 * row's line behind): layout inside a cell is by inline elements.
 */
export function OrdersTable<Order extends OrderLine>({ orders, caption, rowTestId, who, cards = false }: OrdersTableProps<Order>) {
  return (
    <table className={cards ? 'orders-table orders-table-cards' : 'orders-table'}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {who ? <th scope="col">{who.heading}</th> : null}
          <th scope="col">Product</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const product = (
            <>
              {order.productTitle || order.productId}
              <span className="muted orders-small orders-block">{orderKindText(order)}</span>
            </>
          );
          return (
            <tr key={order.id} data-testid={rowTestId(order)}>
              {who ? (
                <>
                  <th scope="row" className="orders-who">{who.cell(order)}</th>
                  <td data-label="Product">{product}</td>
                </>
              ) : (
                <th scope="row" className="orders-who">{product}</th>
              )}
              <td data-label="Amount" className="orders-amount">{formatPence(order.amountPence)}</td>
              <td data-label="Status">
                <span className={`orders-badge orders-badge-${order.status}`}>{ORDER_STATUS_WORDS[order.status]}</span>
                {order.testMode ? (
                  <>
                    {' '}
                    <span className="orders-badge orders-badge-test" title="Local test checkout: no money was taken">Test mode</span>
                  </>
                ) : null}
                {order.failureReason && order.status !== 'paid' ? <span className="muted orders-small orders-block">{order.failureReason}</span> : null}
              </td>
              <td data-label="Date">
                {order.createdAt ? <time dateTime={order.createdAt.toISOString()}>{ukDateTime(order.createdAt)}</time> : <span className="muted">Unknown</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
