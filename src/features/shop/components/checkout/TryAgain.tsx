import { Link, useNavigate } from 'react-router-dom';
import { IMMEDIATE_ACCESS, type ProductKind } from '@model';
import { checkoutDestination, useStartCheckout } from '../../api/checkout-order';
import { ImmediateAccessBox, useImmediateAccess } from '../shop/ImmediateAccessBox';

/**
 * After a failed or cancelled checkout: a new checkout for the same product (a new order, the
 * server's price), asked for with the box again (a new order keeps its own request for access at
 * once), or back to it.
 */
export function TryAgain({ productId, kind, back }: { productId: string; kind: ProductKind; back: string }) {
  const navigate = useNavigate();
  const start = useStartCheckout();
  const agreement = useImmediateAccess();
  const again = () => {
    if (!agreement.confirm()) return;
    start.reset();
    start.mutateAsync({ productId, immediateAccess: IMMEDIATE_ACCESS.version }).then(
      (answer) => {
        const destination = checkoutDestination(answer);
        if ('path' in destination) navigate(destination.path);
        else window.location.assign(destination.href);
      },
      () => undefined, // shown below from the mutation's state
    );
  };
  const busy = start.isPending || start.isSuccess;
  return (
    <>
      <ImmediateAccessBox kind={kind} agreement={agreement} />
      <div className="checkout-buttons">
        <button type="button" className="button" onClick={again} disabled={busy} aria-busy={busy}>
          {busy ? 'Opening a new checkout…' : 'Try again'}
        </button>
        <Link className="button secondary" to={back}>
          Back
        </Link>
      </div>
      {start.isError ? (
        <div className="alert" role="alert">
          <p>We could not open a new checkout. {start.error.message}</p>
        </div>
      ) : null}
    </>
  );
}
