import { type LocalCheckoutOutcome, type OrderDocument } from '@model';
import { addPlanInterval } from './fulfilment.ts';

/** A Stripe-shaped event as the webhook receives it (only the fields it reads, plus the envelope). */
export interface LocalEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  data: { object: Record<string, unknown> };
}

/** The subscription a local membership order starts: named after the order, so a retry names the same one. */
export const localSubscriptionId = (orderId: string): string => `sub_local_${orderId}`;

/** `from` plus one period of the plan, in seconds (the webhook's own rule, addPlanInterval). */
export function periodEndSeconds(plan: 'monthly' | 'annual', fromSeconds: number): number {
  return Math.floor(addPlanInterval(plan, new Date(fromSeconds * 1000)).getTime() / 1000);
}

/**
 * Pure: the events Stripe would send when the buyer presses Pay, Fail or Cancel on its checkout:
 * Pay → `checkout.session.completed` (paid), and for a membership the subscription's
 * `customer.subscription.created`; Fail → `checkout.session.async_payment_failed`; Cancel →
 * `checkout.session.expired`. `eventId` makes each id unique.
 */
export function localCheckoutEvents(input: {
  orderId: string;
  order: Pick<OrderDocument<unknown>, 'uid' | 'productId' | 'amountPence' | 'mode' | 'plan' | 'checkoutSessionId'>;
  outcome: LocalCheckoutOutcome;
  nowSeconds: number;
  eventId: (n: number) => string;
}): LocalEvent[] {
  const { orderId, order, outcome, nowSeconds, eventId } = input;
  const subscription = order.mode === 'subscription' ? localSubscriptionId(orderId) : null;
  const metadata = { orderId, uid: order.uid, productId: order.productId };
  const session = {
    id: order.checkoutSessionId ?? `cs_local_${orderId}`,
    object: 'checkout.session',
    mode: order.mode,
    currency: 'gbp',
    amount_total: order.amountPence,
    client_reference_id: order.uid,
    metadata,
    subscription: outcome === 'pay' ? subscription : null,
    livemode: false,
  };
  const envelope = (n: number, type: string, object: Record<string, unknown>): LocalEvent => ({
    id: eventId(n),
    object: 'event',
    api_version: 'local-test',
    created: nowSeconds,
    livemode: false,
    type,
    data: { object },
  });

  if (outcome === 'fail') return [envelope(0, 'checkout.session.async_payment_failed', { ...session, status: 'complete', payment_status: 'unpaid' })];
  if (outcome === 'cancel') return [envelope(0, 'checkout.session.expired', { ...session, status: 'expired', payment_status: 'unpaid' })];

  const events = [envelope(0, 'checkout.session.completed', { ...session, status: 'complete', payment_status: 'paid' })];
  if (subscription && order.plan) {
    const periodEnd = periodEndSeconds(order.plan, nowSeconds);
    events.push(
      envelope(1, 'customer.subscription.created', {
        id: subscription,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: false,
        metadata: { uid: order.uid, productId: order.productId, plan: order.plan },
        items: { object: 'list', data: [{ object: 'subscription_item', current_period_start: nowSeconds, current_period_end: periodEnd }] },
        livemode: false,
      }),
    );
  }
  return events;
}
