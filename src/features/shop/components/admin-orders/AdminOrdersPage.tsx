import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { OrderStatus } from '@model';
import { Page } from '../../../../ui';
import { OrdersTable } from '../../../../ui/OrdersTable';
import { useOrdersList } from '../../api/admin-orders-list';
import { STATUS_FILTERS, emptyText, memberPath, memberText, ordersTotalText, statusFromParam } from './order-list-words';
import './admin-orders.css';

const SKELETON_ROWS = 5;

/** Grey lines where the table will be, while the first page loads (the status says it in words). */
function OrdersSkeleton() {
  return (
    <div>
      <p role="status" className="visually-hidden">Loading orders…</p>
      <ul className="ao-skeleton" aria-hidden="true" data-testid="orders-skeleton">
        {Array.from({ length: SKELETON_ROWS }, (_, n) => (
          <li key={n}>
            <span className="ao-skeleton-line ao-wide" />
            <span className="ao-skeleton-line" />
            <span className="ao-skeleton-line ao-short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function StatusFilter({ status, onChange }: { status: OrderStatus | null; onChange(status: OrderStatus | null): void }) {
  return (
    <fieldset className="ao-filter">
      <legend>Status</legend>
      {STATUS_FILTERS.map((choice) => (
        <label key={choice.label}>
          <input type="radio" name="ao-status" checked={status === choice.status} onChange={() => onChange(choice.status)} /> {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

function Orders({ status }: { status: OrderStatus | null }) {
  const list = useOrdersList(status);
  const tableArea = useRef<HTMLDivElement>(null);
  const pagesShown = useRef(0);
  const pageCount = list.data?.pages.length ?? 0;

  // After "Load more", the first new order's link takes the focus: the button may be gone (last
  // page), and keyboard users carry on reading where the new orders start.
  useEffect(() => {
    const before = pagesShown.current;
    pagesShown.current = pageCount;
    if (before === 0 || pageCount <= before || !list.data) return;
    const firstNew = list.data.pages.slice(0, before).reduce((sum, page) => sum + page.orders.length, 0);
    tableArea.current?.querySelectorAll<HTMLAnchorElement>('tbody tr th a')[firstNew]?.focus();
  }, [pageCount, list.data]);

  if (list.isPending) return <OrdersSkeleton />;
  // A failed "Load more" keeps the orders already shown (the query is in error with its data).
  if (!list.data) {
    return (
      <div className="alert" role="alert">
        <p>The orders could not be loaded. {list.error?.message}</p>
        <button type="button" className="button secondary" onClick={() => void list.refetch()}>Try again</button>
      </div>
    );
  }
  const orders = list.data.pages.flatMap((page) => page.orders);
  const names = Object.assign({}, ...list.data.pages.map((page) => page.names)) as Record<string, string>;
  if (orders.length === 0) {
    return (
      <div className="placeholder">
        <p>{emptyText(status)}</p>
      </div>
    );
  }
  const loadingMore = list.isFetchingNextPage;
  return (
    <>
      <p role="status" className="ao-totals">{ordersTotalText(orders)}</p>
      <div ref={tableArea}>
        <OrdersTable
          orders={orders}
          caption="Orders, newest first, with the member, product, amount, status and date"
          rowTestId={(order) => `order-row-${order.id}`}
          who={{ heading: 'Member', cell: (order) => <Link to={memberPath(order.uid)}>{memberText(order.uid, names)}</Link> }}
          cards
        />
      </div>
      {list.isFetchNextPageError ? (
        <div className="alert" role="alert">
          <p>More orders could not be loaded. {list.error?.message}</p>
        </div>
      ) : null}
      {list.hasNextPage ? (
        <p>
          {/* aria-disabled, not disabled: a disabled button would drop the keyboard focus while loading */}
          <button type="button" className="button secondary" onClick={() => void (loadingMore ? null : list.fetchNextPage())} aria-disabled={loadingMore || undefined}>
            {loadingMore ? 'Loading more orders…' : list.isFetchNextPageError ? 'Try loading more again' : 'Load more'}
          </button>
        </p>
      ) : (
        <p className="muted">That is every order{status ? ' with this status' : ''}.</p>
      )}
    </>
  );
}

/** /admin/orders: every order in the shop, newest first, filtered by status, a page at a time. */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = statusFromParam(params.get('status'));
  const choose = (next: OrderStatus | null) => setParams(next ? { status: next } : {}, { replace: true });
  return (
    <Page title="Orders" intro="Every order placed in the shop, newest first: who bought what, for how much, and whether the payment went through.">
      <StatusFilter status={status} onChange={choose} />
      {/* a new filter is a new list: its own pages and focus bookkeeping */}
      <Orders key={status ?? 'all'} status={status} />
    </Page>
  );
}
