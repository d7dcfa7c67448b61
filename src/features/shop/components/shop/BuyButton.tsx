import { forwardRef, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { IMMEDIATE_ACCESS, type ProductKind } from '@model';
import { checkoutDestination, useStartCheckout } from '../../api/checkout-order';
import { loginPath, useShopReader } from '../../api/shop-queries';
import { ImmediateAccessBox, useImmediateAccess } from './ImmediateAccessBox';

/**
 * Buy or Join: a visitor goes to sign in and comes back to `returnTo` (the same product); a member
 * ticks the box asking for access straight away (the Consumer Contracts Regulations' express
 * request, IMMEDIATE_ACCESS), then starts a checkout (the server sets the price) and goes to the
 * test checkout page or Stripe's. Pressing without the box says why beside it and moves focus
 * there. One checkout per press: the button stays disabled until the page changes. A refusal is
 * said in words beside the button, and focus moves to it.
 */
export const BuyButton = forwardRef<HTMLButtonElement, { productId: string; kind: ProductKind; label: string; returnTo: string; disabledReason?: string | null }>(
  function BuyButton({ productId, kind, label, returnTo, disabledReason = null }, ref) {
    const navigate = useNavigate();
    const reader = useShopReader();
    const start = useStartCheckout();
    const started = useRef(false);
    const errorRef = useRef<HTMLDivElement>(null);
    const agreement = useImmediateAccess();
    useEffect(() => {
      if (start.isError) errorRef.current?.focus();
    }, [start.isError]);

    const press = () => {
      if (reader.kind === 'visitor') {
        navigate(loginPath(returnTo));
        return;
      }
      if (!agreement.confirm()) return;
      if (started.current) return; // a second press before React re-renders the disabled button
      started.current = true;
      start.reset();
      start.mutateAsync({ productId, immediateAccess: IMMEDIATE_ACCESS.version }).then(
        (answer) => {
          const destination = checkoutDestination(answer);
          if ('path' in destination) navigate(destination.path);
          else window.location.assign(destination.href);
        },
        () => {
          started.current = false; // shown below from the mutation's state; pressing again retries
        },
      );
    };
    // busy until the page changes: checkout is another page (or site)
    const busy = start.isPending || start.isSuccess;
    const reasonId = `buy-reason-${productId}`;
    const asksToAgree = reader.kind === 'member' && disabledReason === null;
    return (
      <div className="shop-buy">
        {asksToAgree ? <ImmediateAccessBox kind={kind} agreement={agreement} /> : null}
        <button
          ref={ref}
          type="button"
          className="button"
          onClick={press}
          disabled={busy || reader.kind === 'unknown' || disabledReason !== null}
          aria-busy={busy}
          aria-describedby={disabledReason ? reasonId : undefined}
        >
          {busy ? 'Starting checkout…' : label}
        </button>
        {disabledReason ? (
          <p id={reasonId} className="muted shop-buy-reason">
            {disabledReason}
          </p>
        ) : null}
        {start.isError ? (
          <div ref={errorRef} tabIndex={-1} className="alert shop-buy-error" role="alert">
            <p>We could not start checkout. {start.error.message}</p>
            <p>Nothing was charged: press “{label}” to try again.</p>
          </div>
        ) : null}
      </div>
    );
  },
);
