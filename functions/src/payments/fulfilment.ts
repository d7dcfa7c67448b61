/**
 * What a Stripe event means for the practice, as pure decisions: given the event's facts and what
 * is stored now (the order, the member's membership), the writes it implies and a short outcome
 * for the ledger. webhook.ts reads, calls these, and writes in one transaction.
 *
 * Guards, in words:
 * - an order is paid only when the checkout's member and amount are the order's own (a tampered or
 *   mismatched checkout grants nothing and fails the order);
 * - a membership changes only for events not older than the last one applied
 *   (`membership.eventCreated`): Stripe does not promise order, so a late `updated` after a
 *   `deleted` changes nothing;
 * - while a membership gives access through one subscription, events of another subscription do
 *   not touch it (an old subscription's late `deleted` must not end the new one).
 */
import { MEMBERSHIP_PLANS, PLAN_INTERVAL, type Membership, type MembershipPlan, type MembershipStatus, type OrderDocument, type OrderStatus } from '@model';
import type { CheckoutFacts, InvoiceFacts, SubscriptionFacts } from './events.ts';

export const FAILURE_REASONS = {
  paymentFailed: 'The payment did not go through. Nothing was charged.',
  cancelled: 'Checkout was cancelled. Nothing was charged.',
  mismatch: 'This payment did not match the order, so nothing was given. Please contact the practice.',
} as const;

/** The order fields an event changes (the rest stay as stored). */
export interface OrderChange {
  status: OrderStatus;
  updatedAt: Date;
  failureReason?: string | null;
  paidAt?: Date;
  checkoutSessionId?: string | null;
  subscriptionId?: string | null;
}

export interface Fulfilment {
  /** for the ledger: 'order paid', 'ignored: unknown order', ... */
  outcome: string;
  orderId: string | null;
  uid: string | null;
  order: OrderChange | null;
  /** create enrollments/{uid}_{courseId} (source 'purchase') */
  enrolCourseId: string | null;
  /** the member's whole membership after the event */
  membership: Membership<Date> | null;
}

const nothing = (outcome: string, orderId: string | null = null, uid: string | null = null): Fulfilment => ({
  outcome, orderId, uid, order: null, enrolCourseId: null, membership: null,
});

/** Stripe's subscription status in the practice's words; null: not a state to record (incomplete: not paid yet). */
export function membershipStatusFor(stripeStatus: string | null): MembershipStatus | null {
  switch (stripeStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'canceled':
      return 'cancelled';
    case 'unpaid':
    case 'incomplete_expired':
      return 'lapsed';
    default:
      return null;
  }
}

/** `from` plus one period of the plan (calendar month or year, in UTC). */
export function addPlanInterval(plan: MembershipPlan | null, from: Date): Date {
  const next = new Date(from.getTime());
  if (PLAN_INTERVAL[plan ?? 'monthly'] === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

const planOf = (value: string | null): MembershipPlan | null =>
  MEMBERSHIP_PLANS.includes(value as MembershipPlan) ? (value as MembershipPlan) : null;
const givesAccessStatus = (status: MembershipStatus): boolean => status === 'active' || status === 'past_due';
const isOlder = (eventCreated: number, membership: Membership<Date>): boolean => eventCreated < membership.eventCreated;
/** Another subscription than the one this membership runs on, while it gives access. */
const isOtherSubscription = (subscriptionId: string, membership: Membership<Date>): boolean =>
  membership.subscriptionId !== null && membership.subscriptionId !== subscriptionId && givesAccessStatus(membership.status);

type Order = OrderDocument<unknown>;

/**
 * checkout.session.completed / async_payment_succeeded. `enrolled`: the member already has an
 * enrolment in the order's course (kept as it is).
 */
export function checkoutCompleted(input: {
  checkout: CheckoutFacts;
  order: Order | null;
  membership: Membership<Date>;
  enrolled: boolean;
  eventCreated: number;
  now: Date;
}): Fulfilment {
  const { checkout, order, membership, enrolled, eventCreated, now } = input;
  const orderId = checkout.orderId;
  if (!orderId || !order) return nothing('ignored: unknown order', orderId, checkout.clientReferenceId ?? checkout.metadataUid);
  const uid = order.uid;
  if (order.status === 'paid') return nothing('already paid', orderId, uid);

  const uids = [checkout.clientReferenceId, checkout.metadataUid].filter((value): value is string => value !== null);
  const mismatch = uids.length === 0 || uids.some((value) => value !== uid)
    ? 'refused: the member does not match the order'
    : checkout.amountTotal !== order.amountPence
      ? 'refused: the amount does not match the order'
      : null;
  if (mismatch) {
    return { ...nothing(mismatch, orderId, uid), order: { status: 'failed', failureReason: FAILURE_REASONS.mismatch, checkoutSessionId: checkout.checkoutId, updatedAt: now } };
  }
  if (checkout.paymentStatus !== 'paid' && checkout.paymentStatus !== 'no_payment_required') {
    return nothing('pending: payment not received yet', orderId, uid);
  }

  const paid: OrderChange = {
    status: 'paid', paidAt: now, updatedAt: now, failureReason: null,
    checkoutSessionId: checkout.checkoutId, subscriptionId: checkout.subscriptionId ?? order.subscriptionId,
  };
  if (order.kind === 'course') {
    if (!order.courseId) return { ...nothing('order paid; no course on the order', orderId, uid), order: paid };
    return {
      ...nothing(enrolled ? 'order paid; already enrolled' : 'order paid; enrolled', orderId, uid),
      order: paid,
      enrolCourseId: enrolled ? null : order.courseId,
    };
  }
  if (isOlder(eventCreated, membership)) {
    return { ...nothing('order paid; membership kept (a newer event was applied)', orderId, uid), order: paid };
  }
  // A subscription event of the same subscription may have come first with the real period end.
  const known = checkout.subscriptionId !== null && membership.subscriptionId === checkout.subscriptionId
    && membership.renewsAt !== null && membership.renewsAt.getTime() > now.getTime();
  return {
    ...nothing('order paid; membership active', orderId, uid),
    order: paid,
    membership: {
      plan: order.plan ?? membership.plan,
      status: 'active',
      renewsAt: known ? membership.renewsAt : addPlanInterval(order.plan, now),
      cancelAtPeriodEnd: known ? membership.cancelAtPeriodEnd : false,
      subscriptionId: checkout.subscriptionId ?? order.subscriptionId,
      productId: order.productId,
      eventCreated: Math.max(eventCreated, membership.eventCreated),
      updatedAt: now,
    },
  };
}

/** checkout.session.async_payment_failed: the order fails, nothing is granted. */
export function checkoutFailed(checkout: CheckoutFacts, order: Order | null, now: Date): Fulfilment {
  if (!checkout.orderId || !order) return nothing('ignored: unknown order', checkout.orderId, checkout.clientReferenceId);
  if (order.status !== 'pending') return nothing(`ignored: order already ${order.status}`, checkout.orderId, order.uid);
  return {
    ...nothing('order failed', checkout.orderId, order.uid),
    order: { status: 'failed', failureReason: FAILURE_REASONS.paymentFailed, checkoutSessionId: checkout.checkoutId, updatedAt: now },
  };
}

/** checkout.session.expired: a pending order is cancelled (the buyer left or pressed back). */
export function checkoutExpired(checkout: CheckoutFacts, order: Order | null, now: Date): Fulfilment {
  if (!checkout.orderId || !order) return nothing('ignored: unknown order', checkout.orderId, checkout.clientReferenceId);
  if (order.status !== 'pending') return nothing(`ignored: order already ${order.status}`, checkout.orderId, order.uid);
  return {
    ...nothing('order cancelled', checkout.orderId, order.uid),
    order: { status: 'cancelled', failureReason: FAILURE_REASONS.cancelled, checkoutSessionId: checkout.checkoutId, updatedAt: now },
  };
}

/** customer.subscription.created / updated / deleted, for the member `uid` (null: nobody found). */
export function subscriptionChanged(input: {
  deleted: boolean;
  subscription: SubscriptionFacts;
  uid: string | null;
  membership: Membership<Date>;
  eventCreated: number;
  now: Date;
}): Fulfilment {
  const { deleted, subscription, uid, membership, eventCreated, now } = input;
  const subscriptionId = subscription.subscriptionId;
  if (!subscriptionId) return nothing('ignored: no subscription id');
  if (!uid) return nothing('ignored: no member for this subscription');
  if (isOlder(eventCreated, membership)) return nothing('ignored: older than the last applied event', null, uid);
  if (isOtherSubscription(subscriptionId, membership)) return nothing('ignored: another subscription than the membership\'s', null, uid);
  const status = deleted ? 'cancelled' : membershipStatusFor(subscription.status);
  if (!status) return nothing(`ignored: subscription ${subscription.status ?? 'without a status'}`, null, uid);

  const plan = planOf(subscription.plan) ?? membership.plan;
  const periodEnd = subscription.periodEnd !== null ? new Date(subscription.periodEnd * 1000) : null;
  // deleted: access ends now; otherwise Stripe's period end (or, if it did not say, what we had)
  const renewsAt = deleted ? now : periodEnd ?? membership.renewsAt ?? (status === 'active' ? addPlanInterval(plan, now) : null);
  return {
    ...nothing(`membership ${status}`, null, uid),
    membership: {
      plan,
      status,
      renewsAt,
      cancelAtPeriodEnd: deleted ? false : subscription.cancelAtPeriodEnd,
      subscriptionId,
      productId: subscription.productId ?? membership.productId,
      eventCreated: Math.max(eventCreated, membership.eventCreated),
      updatedAt: now,
    },
  };
}

/** invoice.payment_failed: a renewal failed; the member keeps access until renewsAt + grace while Stripe retries. */
export function invoicePaymentFailed(input: {
  invoice: InvoiceFacts;
  uid: string | null;
  membership: Membership<Date>;
  eventCreated: number;
  now: Date;
}): Fulfilment {
  const { invoice, uid, membership, eventCreated, now } = input;
  if (!invoice.subscriptionId) return nothing('ignored: not a subscription invoice');
  if (!uid) return nothing('ignored: no member for this subscription');
  if (isOlder(eventCreated, membership)) return nothing('ignored: older than the last applied event', null, uid);
  if (membership.subscriptionId !== invoice.subscriptionId) return nothing('ignored: another subscription than the membership\'s', null, uid);
  if (!givesAccessStatus(membership.status)) return nothing(`ignored: membership ${membership.status}`, null, uid);
  return {
    ...nothing('membership past_due', null, uid),
    membership: { ...membership, status: 'past_due', eventCreated: Math.max(eventCreated, membership.eventCreated), updatedAt: now },
  };
}
