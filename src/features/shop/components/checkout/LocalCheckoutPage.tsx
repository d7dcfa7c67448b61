import { Link, useNavigate, useParams } from 'react-router-dom';
import { Loading, Page } from '../../../../ui';
import { checkoutCancelPath, paymentSuccessPath, type LocalCheckoutOutcome } from '../../api/checkout-api';
import { appPath, useLocalCheckoutEvent, useOrder, type Order } from '../../api/checkout-order';
import { orderAmount, productPath } from './order-amount';
import { TryAgain } from './TryAgain';
import './checkout.css';

/**
 * `/checkout/test/:orderId` (members): the local stand-in for Stripe Checkout, used when no
 * Stripe keys are configured. Its buttons ask the server to post signed Stripe-shaped events to
 * the webhook, the very path real payments take; this page never marks anything paid itself.
 */
export function LocalCheckoutPage() {
  const { orderId = '' } = useParams();
  // a new checkout (Try again) is a new order: start from a clean page
  return <TestCheckout key={orderId} orderId={orderId} />;
}

function TestCheckout({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  return (
    <Page title="Test checkout">
      <div className="checkout-test-banner" role="note">
        <strong>Test mode — no real payment is taken</strong>
        <span>This page stands in for the card payment page while the shop runs without Stripe. Nothing is charged.</span>
      </div>
      {order.status === 'loading' ? <Loading label="Loading your order…" /> : null}
      {order.status === 'error' ? <OrderUnavailable message={order.error.code.endsWith('permission-denied') ? null : order.error.message} retry={order.retry} /> : null}
      {order.status === 'ready' && order.value === null ? <OrderUnavailable message={null} /> : null}
      {order.status === 'ready' && order.value ? <Checkout order={order.value} /> : null}
    </Page>
  );
}

/** Someone else's order reads as refused (the rules let members read only their own), an unknown one as missing: the same words for both. */
function OrderUnavailable({ message, retry }: { message: string | null; retry?: () => void }) {
  if (message && retry) {
    return (
      <div className="alert" role="alert">
        <p>We could not load this order. {message}</p>
        <button type="button" className="button secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="alert" role="alert">
      <p>
        <strong>We could not find this order.</strong> It may belong to another account, or the link may be incomplete. Nothing has been charged.
      </p>
      <p>
        <Link to="/shop">Go to the shop</Link>
      </p>
    </div>
  );
}

function Checkout({ order }: { order: Order }) {
  const navigate = useNavigate();
  const event = useLocalCheckoutEvent();
  const pressed = event.variables?.outcome ?? null;
  // Pay and Cancel leave this page: keep it busy (not switching under the member) until it does
  const leaving = (pressed === 'pay' || pressed === 'cancel') && (event.isPending || event.isSuccess);
  const failedHere = pressed === 'fail' && event.isSuccess;

  const press = (outcome: LocalCheckoutOutcome) => {
    event.reset();
    event.mutateAsync({ orderId: order.id, outcome }).then(
      (answer) => {
        if (outcome === 'pay') navigate(appPath(answer.next, window.location.origin, paymentSuccessPath(order.id)));
        if (outcome === 'cancel') navigate(appPath(answer.next, window.location.origin, checkoutCancelPath(order)));
      },
      () => undefined, // shown below from the mutation's state
    );
  };

  const summary = (
    <dl className="checkout-summary card">
      <div>
        <dt>You are buying</dt>
        <dd>{order.productTitle}</dd>
      </div>
      <div>
        <dt>Amount (VAT included)</dt>
        <dd className="checkout-amount">{orderAmount(order)}</dd>
      </div>
    </dl>
  );

  if (!order.testMode) {
    return (
      <div className="notice" role="status">
        <p>This order is paid on Stripe’s secure checkout page, not here.</p>
        <p>
          <Link to={productPath(order)}>Back to {order.productTitle}</Link>
        </p>
      </div>
    );
  }
  if (!leaving && (failedHere || order.status === 'failed')) {
    return (
      <>
        {summary}
        <div className="alert checkout-outcome" role="alert">
          <p>
            <strong>The payment did not go through. Nothing was charged.</strong>
          </p>
          {order.failureReason ? <p>{order.failureReason}</p> : null}
        </div>
        <TryAgain productId={order.productId} kind={order.kind} back={productPath(order)} />
      </>
    );
  }
  if (!leaving && order.status === 'paid') {
    return (
      <div className="notice" role="status">
        <p>
          <strong>This order is already paid.</strong> It cannot be paid twice.
        </p>
        <p>
          <Link className="button" to={paymentSuccessPath(order.id)}>
            See your order
          </Link>
        </p>
      </div>
    );
  }
  if (!leaving && order.status === 'cancelled') {
    return (
      <>
        <div className="notice" role="status">
          <p>
            <strong>This checkout was cancelled. Nothing was charged.</strong>
          </p>
        </div>
        <TryAgain productId={order.productId} kind={order.kind} back={productPath(order)} />
      </>
    );
  }

  const busy = event.isPending || leaving;
  return (
    <>
      {summary}
      {order.immediateAccess ? (
        // as Stripe's page shows it above its Pay button (sessionParams: custom_text)
        <p className="muted checkout-agreement">You asked for access straight away: “{order.immediateAccess.words}”</p>
      ) : null}
      <p className="muted">Choose what the payment should do. Pay confirms the order through the same webhook a real payment uses.</p>
      <div className="checkout-buttons" aria-busy={busy}>
        <button type="button" className="button" onClick={() => press('pay')} disabled={busy}>
          {busy && pressed === 'pay' ? 'Paying…' : 'Pay (test)'}
        </button>
        <button type="button" className="button secondary" onClick={() => press('fail')} disabled={busy}>
          {busy && pressed === 'fail' ? 'Failing the payment…' : 'Fail the payment (test)'}
        </button>
        <button type="button" className="button secondary" onClick={() => press('cancel')} disabled={busy}>
          {busy && pressed === 'cancel' ? 'Cancelling…' : 'Cancel'}
        </button>
      </div>
      {event.isError ? (
        <div className="alert" role="alert">
          <p>That did not reach the payment service. {event.error.message}</p>
          <p>Nothing was charged: choose again.</p>
        </div>
      ) : null}
    </>
  );
}
