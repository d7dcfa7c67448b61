/**
 * Reading Stripe's objects defensively: the webhook trusts the signature, not the shape. Stripe's
 * API versions move fields (a subscription's `current_period_end` went onto its items; an
 * invoice's `subscription` went under `parent.subscription_details`), and the local test checkout
 * builds its own events, so every reader accepts both places and answers null for what is missing.
 */
import { asData, stringOrNull } from '@engine';

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
/** A Stripe reference: the id string, or the expanded object's id. */
const idOf = (value: unknown): string | null => stringOrNull(value) ?? stringOrNull(asData(value).id);
const metadataOf = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, entry] of Object.entries(asData(value))) if (typeof entry === 'string') out[key] = entry;
  return out;
};

/** The parts of a Stripe event the webhook uses. */
export interface EventFacts {
  id: string;
  type: string;
  /** seconds since the epoch */
  created: number;
  object: unknown;
}

export function readEvent(event: unknown): EventFacts | null {
  const data = asData(event);
  const id = stringOrNull(data.id);
  const type = stringOrNull(data.type);
  if (!id || !type) return null;
  return { id, type, created: Math.max(0, Math.floor(numberOrNull(data.created) ?? 0)), object: asData(data.data).object };
}

/** A Checkout Session (checkout.session.*). */
export interface CheckoutFacts {
  checkoutId: string | null;
  orderId: string | null;
  /** client_reference_id, the uid the checkout was created for */
  clientReferenceId: string | null;
  metadataUid: string | null;
  /** pence; null when Stripe did not say */
  amountTotal: number | null;
  /** 'paid' | 'unpaid' | 'no_payment_required' (Stripe's words), or null */
  paymentStatus: string | null;
  subscriptionId: string | null;
}

export function readCheckout(object: unknown): CheckoutFacts {
  const data = asData(object);
  const metadata = metadataOf(data.metadata);
  return {
    checkoutId: stringOrNull(data.id),
    orderId: stringOrNull(metadata.orderId),
    clientReferenceId: stringOrNull(data.client_reference_id),
    metadataUid: stringOrNull(metadata.uid),
    amountTotal: numberOrNull(data.amount_total),
    paymentStatus: stringOrNull(data.payment_status),
    subscriptionId: idOf(data.subscription),
  };
}

/** A Subscription (customer.subscription.*). */
export interface SubscriptionFacts {
  subscriptionId: string | null;
  uid: string | null;
  productId: string | null;
  plan: string | null;
  /** Stripe's status: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused */
  status: string | null;
  /** end of the current period, seconds; null when missing */
  periodEnd: number | null;
  cancelAtPeriodEnd: boolean;
}

export function readSubscription(object: unknown): SubscriptionFacts {
  const data = asData(object);
  const metadata = metadataOf(data.metadata);
  const items = asData(data.items).data;
  const firstItem = Array.isArray(items) ? asData(items[0]) : {};
  return {
    subscriptionId: stringOrNull(data.id),
    uid: stringOrNull(metadata.uid),
    productId: stringOrNull(metadata.productId),
    plan: stringOrNull(metadata.plan),
    status: stringOrNull(data.status),
    // newer API versions: on the item; older: on the subscription
    periodEnd: numberOrNull(firstItem.current_period_end) ?? numberOrNull(data.current_period_end),
    cancelAtPeriodEnd: data.cancel_at_period_end === true,
  };
}

/** An Invoice (invoice.payment_failed). */
export interface InvoiceFacts {
  invoiceId: string | null;
  subscriptionId: string | null;
  /** the subscription's metadata uid when the invoice carries it; else the webhook looks it up */
  uid: string | null;
}

export function readInvoice(object: unknown): InvoiceFacts {
  const data = asData(object);
  const details = asData(asData(data.parent).subscription_details);
  const olderDetails = asData(data.subscription_details);
  return {
    invoiceId: stringOrNull(data.id),
    subscriptionId: idOf(details.subscription) ?? idOf(data.subscription),
    uid: stringOrNull(metadataOf(details.metadata).uid) ?? stringOrNull(metadataOf(olderDetails.metadata).uid),
  };
}
