import { Link, useNavigate } from 'react-router-dom';
import { checkoutDestination, useStartCheckout } from '../../api/checkout-order';

/** After a failed or cancelled checkout: a new checkout for the same product (a new order, the server's price), or back to it. */
export function TryAgain({ productId, back }: { productId: string; back: string }) {
  const navigate = useNavigate();
  const start = useStartCheckout();
  const again = () => {
    start.reset();
    start.mutateAsync(productId).then(
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
