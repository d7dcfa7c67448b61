import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ukLongDate } from '@model';
import { membershipGivesAccess, useSignedIn } from '../../api/checkout-api';
import { useMembership, useOrder, type Order } from '../../api/checkout-order';
import { orderAmount, productPath } from '../checkout/order-amount';
import './payment-success.css';

/** How long "confirming" may last before the page says it is taking longer than usual (the webhook normally answers in seconds). */
export const CONFIRMING_PATIENCE_MS = 60_000;

/**
 * `/payment-success?order=<id>` (members): where checkout returns after paying. It reads the
 * order live from Firestore and waits for the webhook's word: only the webhook marks an order
 * paid, so this page never says "paid" before the order does (and fulfils nothing itself).
 */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  if (!orderId) {
    return (
      <Outcome title="No order to show" state="none">
        <p>This page shows an order after checkout, and the address names none. If you have just paid, your orders are listed on the membership page.</p>
        <WaysOn />
      </Outcome>
    );
  }
  return <OrderOutcome key={orderId} orderId={orderId} />;
}

function OrderOutcome({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  const slow = useTakingLong(order.status === 'ready' && order.value?.status === 'pending');

  if (order.status === 'loading') return <Confirming title="Looking up your order…" />;
  if (order.status === 'error' || order.value === null) {
    const refused = order.status === 'ready' || order.error.code.endsWith('permission-denied');
    return (
      <Outcome title="We could not find this order" state="unknown">
        {refused ? (
          <p>It may belong to another account, or the link may be incomplete. Nothing has been charged by this page.</p>
        ) : (
          <div className="alert" role="alert">
            <p>{order.error.message}</p>
            <button type="button" className="button secondary" onClick={order.retry}>
              Try again
            </button>
          </div>
        )}
        <WaysOn />
      </Outcome>
    );
  }
  const o = order.value;
  if (o.status === 'paid') return <Paid order={o} />;
  if (o.status === 'failed') {
    return (
      <Outcome title="The payment did not go through" state="failed">
        <p>Nothing was charged and nothing has been added to your account.</p>
        {o.failureReason ? <p>{o.failureReason}</p> : null}
        <p>
          <Link className="button" to={productPath(o)}>
            Back to {o.productTitle}
          </Link>
        </p>
      </Outcome>
    );
  }
  if (o.status === 'cancelled') {
    return (
      <Outcome title="Checkout was cancelled" state="cancelled">
        <p>Nothing was charged and nothing has been added to your account.</p>
        <p>
          <Link className="button" to={productPath(o)}>
            Back to {o.productTitle}
          </Link>
        </p>
      </Outcome>
    );
  }
  return slow ? (
    <Outcome title="This is taking longer than usual" state="slow">
      <p>
        You have not been charged twice; this page updates by itself when the payment is confirmed. You can also check your orders on the{' '}
        <Link to="/membership">membership page</Link>.
      </p>
      <p className="payment-waiting" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" /> Still waiting for confirmation of {o.productTitle}…
      </p>
    </Outcome>
  ) : (
    <Confirming title="We are confirming your payment…" detail={`${o.productTitle} · ${orderAmount(o)}`} />
  );
}

/** True once `waiting` has lasted CONFIRMING_PATIENCE_MS without a break. */
function useTakingLong(waiting: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setSlow(true), CONFIRMING_PATIENCE_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [waiting]);
  return slow;
}

function Confirming({ title, detail }: { title: string; detail?: string }) {
  return (
    <Outcome title={title} state="confirming" live>
      <p className="payment-waiting">
        <span className="spinner" aria-hidden="true" /> {detail ?? 'One moment.'}
      </p>
      <p className="muted">Keep this page open or come back later: it updates by itself.</p>
    </Outcome>
  );
}

function Paid({ order }: { order: Order }) {
  if (order.kind === 'course' && order.courseId) {
    return (
      <Outcome title="Payment confirmed" state="paid">
        <p>
          Thank you. <strong>{order.productTitle}</strong> ({orderAmount(order)}) is yours: it is in My courses now.
        </p>
        <AgreedAtCheckout order={order} />
        <p className="payment-actions">
          <Link className="button" to={`/courses/${order.courseId}/learn`}>
            Start the course
          </Link>
          <Link className="button secondary" to="/courses/my-courses">
            My courses
          </Link>
        </p>
      </Outcome>
    );
  }
  return <PaidMembership order={order} />;
}

/** The order is paid by checkout's event; the membership itself comes with the subscription's event, which can follow a moment later. */
function PaidMembership({ order }: { order: Order }) {
  const { user } = useSignedIn();
  const membership = useMembership(user?.uid ?? null);
  const m = membership.status === 'ready' ? membership.value : null;
  const active = m !== null && membershipGivesAccess(m, new Date()) && m.renewsAt !== null;
  return (
    <Outcome title="Payment confirmed" state={active ? 'paid' : 'paid-setting-up'}>
      <p>
        Thank you for joining: <strong>{order.productTitle}</strong> ({orderAmount(order)}).
      </p>
      <AgreedAtCheckout order={order} />
      {active ? (
        <p>Your membership is active until {ukLongDate(m.renewsAt!)}{m.cancelAtPeriodEnd ? ', when it ends' : ', when it renews'}.</p>
      ) : membership.status === 'error' ? (
        <p className="alert" role="alert">
          We could not load your membership just now ({membership.error.message}) — your payment is confirmed; the membership page shows it.
        </p>
      ) : (
        <p className="payment-waiting" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" /> Setting up your membership…
        </p>
      )}
      <p className="payment-actions">
        <Link className="button" to="/resources">
          Members’ resources
        </Link>
        <Link className="button secondary" to="/courses">
          Courses
        </Link>
        <Link className="button secondary" to="/membership">
          Your membership
        </Link>
      </p>
    </Outcome>
  );
}

/**
 * The confirmation of the buyer's request for access at once, in the words they ticked (the
 * Consumer Contracts Regulations ask for it with the order's confirmation); "Your orders" keeps it.
 */
function AgreedAtCheckout({ order }: { order: Order }) {
  if (!order.immediateAccess) return null;
  return (
    <p className="muted payment-agreement">
      At checkout you asked for access straight away: “{order.immediateAccess.words}” Your orders on the membership page keep this record.
    </p>
  );
}

function WaysOn() {
  return (
    <p className="payment-actions">
      <Link to="/membership">Your membership and orders</Link>
      <Link to="/shop">The shop</Link>
      <Link to="/dashboard">Dashboard</Link>
    </p>
  );
}

/**
 * One state of the page, its heading focused whenever the state changes, so a screen reader
 * hears the news (confirming → confirmed) without hunting for it. `live`: the heading itself is
 * a polite status (the waiting states).
 */
function Outcome({ title, state, live = false, children }: { title: string; state: string; live?: boolean; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    heading.current?.focus();
  }, [state]);
  useEffect(() => {
    document.title = `${title} · Wellness`;
  }, [title]);
  return (
    <section className="payment-outcome" aria-labelledby="page-title" data-state={state}>
      <div role={live ? 'status' : undefined} aria-live={live ? 'polite' : undefined}>
        <h1 id="page-title" ref={heading} tabIndex={-1}>
          {title}
        </h1>
      </div>
      {children}
    </section>
  );
}
