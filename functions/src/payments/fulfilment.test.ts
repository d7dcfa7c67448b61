// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readMembership, readOrder, type Membership, type OrderDocument } from '@model';
import type { CheckoutFacts, SubscriptionFacts } from './events.ts';
import {
  FAILURE_REASONS,
  addPlanInterval,
  checkoutCompleted,
  checkoutExpired,
  checkoutFailed,
  invoicePaymentFailed,
  membershipStatusFor,
  subscriptionChanged,
} from './fulfilment.ts';

const now = new Date('2026-03-10T12:00:00Z');
const courseOrder = (fields: Partial<OrderDocument<unknown>> = {}) => ({
  ...readOrder<unknown>({ uid: 'u1', productId: 'course-calm', kind: 'course', courseId: 'calm', amountPence: 4900, mode: 'payment', status: 'pending' }),
  ...fields,
});
const membershipOrder = (fields: Partial<OrderDocument<unknown>> = {}) => ({
  ...readOrder<unknown>({ uid: 'u1', productId: 'membership-annual', kind: 'membership', plan: 'annual', amountPence: 9900, mode: 'subscription', status: 'pending' }),
  ...fields,
});
const checkout = (fields: Partial<CheckoutFacts> = {}): CheckoutFacts => ({
  checkoutId: 'cs_1', orderId: 'o1', clientReferenceId: 'u1', metadataUid: 'u1', amountTotal: 4900, paymentStatus: 'paid', subscriptionId: null, ...fields,
});
const none = (): Membership<Date> => readMembership<Date>(null);
const member = (fields: Partial<Membership<Date>> = {}): Membership<Date> => ({
  plan: 'monthly', status: 'active', renewsAt: new Date('2026-04-01T00:00:00Z'), cancelAtPeriodEnd: false,
  subscriptionId: 'sub_1', productId: 'membership-monthly', eventCreated: 1000, updatedAt: now, ...fields,
});
const subscription = (fields: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  subscriptionId: 'sub_1', uid: 'u1', productId: 'membership-monthly', plan: 'monthly', status: 'active', periodEnd: 1_780_000_000, cancelAtPeriodEnd: false, ...fields,
});

describe('membershipStatusFor', () => {
  it.each([
    ['active', 'active'], ['trialing', 'active'], ['past_due', 'past_due'], ['canceled', 'cancelled'],
    ['unpaid', 'lapsed'], ['incomplete_expired', 'lapsed'], ['incomplete', null], ['paused', null], [null, null],
  ] as const)('%s → %s', (stripe, ours) => {
    expect(membershipStatusFor(stripe)).toBe(ours);
  });
});

describe('addPlanInterval', () => {
  it('adds a calendar month for monthly (and when the plan is unknown), a year for annual', () => {
    expect(addPlanInterval('monthly', now).toISOString()).toBe('2026-04-10T12:00:00.000Z');
    expect(addPlanInterval(null, now).toISOString()).toBe('2026-04-10T12:00:00.000Z');
    expect(addPlanInterval('annual', now).toISOString()).toBe('2027-03-10T12:00:00.000Z');
  });
});

describe('checkoutCompleted', () => {
  const completed = (fields: Partial<Parameters<typeof checkoutCompleted>[0]> = {}) =>
    checkoutCompleted({ checkout: checkout(), order: courseOrder(), membership: none(), enrolled: false, eventCreated: 2000, now, ...fields });

  it('pays a course order and enrols the member', () => {
    expect(completed()).toEqual({
      outcome: 'order paid; enrolled', orderId: 'o1', uid: 'u1', enrolCourseId: 'calm', membership: null,
      order: { status: 'paid', paidAt: now, updatedAt: now, failureReason: null, checkoutSessionId: 'cs_1', subscriptionId: null },
    });
  });
  it('keeps an existing enrolment (no second one)', () => {
    expect(completed({ enrolled: true })).toMatchObject({ outcome: 'order paid; already enrolled', enrolCourseId: null, order: { status: 'paid' } });
  });
  it('accepts no_payment_required as paid', () => {
    expect(completed({ checkout: checkout({ paymentStatus: 'no_payment_required' }) }).order?.status).toBe('paid');
  });
  it('leaves an unpaid checkout\'s order pending and grants nothing', () => {
    expect(completed({ checkout: checkout({ paymentStatus: 'unpaid' }) })).toMatchObject({ outcome: 'pending: payment not received yet', order: null, enrolCourseId: null });
  });
  it('changes nothing for an order already paid', () => {
    expect(completed({ order: courseOrder({ status: 'paid' }) })).toMatchObject({ outcome: 'already paid', order: null, enrolCourseId: null, membership: null });
  });
  it('ignores an unknown order (Stripe must not retry it for ever)', () => {
    expect(completed({ order: null })).toMatchObject({ outcome: 'ignored: unknown order', orderId: 'o1', order: null });
    expect(completed({ checkout: checkout({ orderId: null }) })).toMatchObject({ outcome: 'ignored: unknown order', orderId: null });
  });
  it.each([
    ['another amount', { amountTotal: 100 }, 'refused: the amount does not match the order'],
    ['no amount', { amountTotal: null }, 'refused: the amount does not match the order'],
    ['another client_reference_id', { clientReferenceId: 'u2' }, 'refused: the member does not match the order'],
    ['another metadata uid', { metadataUid: 'u2' }, 'refused: the member does not match the order'],
    ['no member at all', { clientReferenceId: null, metadataUid: null }, 'refused: the member does not match the order'],
  ])('fails the order and grants nothing for %s', (_name, fields, outcome) => {
    expect(completed({ checkout: checkout(fields) })).toEqual({
      outcome, orderId: 'o1', uid: 'u1', enrolCourseId: null, membership: null,
      order: { status: 'failed', failureReason: FAILURE_REASONS.mismatch, checkoutSessionId: 'cs_1', updatedAt: now },
    });
  });
  it('accepts a checkout naming the member in one place only', () => {
    expect(completed({ checkout: checkout({ metadataUid: null }) }).order?.status).toBe('paid');
  });

  it('pays a membership order: active, renewing one plan period from now, on the checkout\'s subscription', () => {
    const result = completed({ order: membershipOrder(), checkout: checkout({ amountTotal: 9900, subscriptionId: 'sub_9' }) });
    expect(result).toMatchObject({ outcome: 'order paid; membership active', enrolCourseId: null, order: { status: 'paid', subscriptionId: 'sub_9' } });
    expect(result.membership).toEqual({
      plan: 'annual', status: 'active', renewsAt: new Date('2027-03-10T12:00:00Z'), cancelAtPeriodEnd: false,
      subscriptionId: 'sub_9', productId: 'membership-annual', eventCreated: 2000, updatedAt: now,
    });
  });
  it('keeps the period end a subscription event of the same subscription already set', () => {
    const known = member({ subscriptionId: 'sub_9', renewsAt: new Date('2027-03-11T00:00:00Z'), eventCreated: 2000, cancelAtPeriodEnd: true });
    const result = completed({ order: membershipOrder(), checkout: checkout({ amountTotal: 9900, subscriptionId: 'sub_9' }), membership: known });
    expect(result.membership).toMatchObject({ status: 'active', renewsAt: new Date('2027-03-11T00:00:00Z'), cancelAtPeriodEnd: true, eventCreated: 2000 });
  });
  it('pays the order but leaves the membership alone when a newer event was applied', () => {
    const result = completed({ order: membershipOrder(), checkout: checkout({ amountTotal: 9900, subscriptionId: 'sub_9' }), membership: member({ eventCreated: 2001 }) });
    expect(result).toMatchObject({ outcome: 'order paid; membership kept (a newer event was applied)', order: { status: 'paid' }, membership: null });
  });
});

describe('checkoutFailed and checkoutExpired', () => {
  it('fail a pending order with the member\'s words; cancel one; grant nothing', () => {
    expect(checkoutFailed(checkout(), courseOrder(), now)).toEqual({
      outcome: 'order failed', orderId: 'o1', uid: 'u1', enrolCourseId: null, membership: null,
      order: { status: 'failed', failureReason: 'The payment did not go through. Nothing was charged.', checkoutSessionId: 'cs_1', updatedAt: now },
    });
    expect(checkoutExpired(checkout(), courseOrder(), now)).toMatchObject({ outcome: 'order cancelled', order: { status: 'cancelled' }, enrolCourseId: null });
  });
  it('leave an order that is no longer pending, and ignore unknown orders', () => {
    expect(checkoutFailed(checkout(), courseOrder({ status: 'paid' }), now)).toMatchObject({ outcome: 'ignored: order already paid', order: null });
    expect(checkoutExpired(checkout(), courseOrder({ status: 'failed' }), now)).toMatchObject({ outcome: 'ignored: order already failed', order: null });
    expect(checkoutExpired(checkout(), null, now)).toMatchObject({ outcome: 'ignored: unknown order', order: null });
  });
});

describe('subscriptionChanged', () => {
  const changed = (fields: Partial<Parameters<typeof subscriptionChanged>[0]> = {}) =>
    subscriptionChanged({ deleted: false, subscription: subscription(), uid: 'u1', membership: none(), eventCreated: 2000, now, ...fields });

  it('sets the membership from the subscription: status, period end, plan, cancel at period end', () => {
    expect(changed({ subscription: subscription({ cancelAtPeriodEnd: true }) })).toEqual({
      outcome: 'membership active', orderId: null, uid: 'u1', order: null, enrolCourseId: null,
      membership: {
        plan: 'monthly', status: 'active', renewsAt: new Date(1_780_000_000 * 1000), cancelAtPeriodEnd: true,
        subscriptionId: 'sub_1', productId: 'membership-monthly', eventCreated: 2000, updatedAt: now,
      },
    });
  });
  it.each([['past_due', 'past_due'], ['canceled', 'cancelled'], ['unpaid', 'lapsed'], ['incomplete_expired', 'lapsed']] as const)(
    'maps %s to %s', (stripe, ours) => {
      expect(changed({ membership: member(), subscription: subscription({ status: stripe }) }).membership?.status).toBe(ours);
    },
  );
  it('ignores an incomplete subscription (not paid yet)', () => {
    expect(changed({ subscription: subscription({ status: 'incomplete' }) })).toMatchObject({ outcome: 'ignored: subscription incomplete', membership: null });
  });
  it('applies an event of the same second as the last one, and ignores an older one', () => {
    expect(changed({ membership: member({ eventCreated: 2000 }) }).membership).not.toBeNull();
    expect(changed({ membership: member({ eventCreated: 2001 }) })).toMatchObject({ outcome: 'ignored: older than the last applied event', membership: null });
  });
  it('deleted: cancelled, access ending now', () => {
    expect(changed({ deleted: true, membership: member(), subscription: subscription({ status: 'canceled', cancelAtPeriodEnd: true }) }).membership)
      .toMatchObject({ status: 'cancelled', renewsAt: now, cancelAtPeriodEnd: false, subscriptionId: 'sub_1' });
  });
  it('a late update after a deletion changes nothing', () => {
    const afterDelete = changed({ deleted: true, membership: member(), eventCreated: 3000 }).membership!;
    expect(changed({ membership: afterDelete, eventCreated: 2500 })).toMatchObject({ outcome: 'ignored: older than the last applied event', membership: null });
  });
  it('leaves a membership running on another subscription alone; takes over an ended one', () => {
    expect(changed({ membership: member({ subscriptionId: 'sub_old' }) })).toMatchObject({ outcome: 'ignored: another subscription than the membership\'s', membership: null });
    expect(changed({ membership: member({ subscriptionId: 'sub_old', status: 'cancelled' }) }).membership).toMatchObject({ status: 'active', subscriptionId: 'sub_1' });
  });
  it('keeps what it had when the event does not say: the plan, the product, the period end', () => {
    const result = changed({ membership: member({ plan: 'annual', productId: 'membership-annual' }), subscription: subscription({ plan: 'weekly', productId: null, periodEnd: null }) });
    expect(result.membership).toMatchObject({ plan: 'annual', productId: 'membership-annual', renewsAt: new Date('2026-04-01T00:00:00Z') });
  });
  it('ignores a subscription without a member or an id', () => {
    expect(changed({ uid: null })).toMatchObject({ outcome: 'ignored: no member for this subscription', membership: null });
    expect(changed({ subscription: subscription({ subscriptionId: null }) })).toMatchObject({ outcome: 'ignored: no subscription id', membership: null });
  });
});

describe('invoicePaymentFailed', () => {
  const failed = (fields: Partial<Parameters<typeof invoicePaymentFailed>[0]> = {}) =>
    invoicePaymentFailed({ invoice: { invoiceId: 'in_1', subscriptionId: 'sub_1', uid: 'u1' }, uid: 'u1', membership: member(), eventCreated: 2000, now, ...fields });

  it('makes an active membership past_due, keeping its period end (access until renewsAt + grace)', () => {
    expect(failed().membership).toEqual({ ...member(), status: 'past_due', eventCreated: 2000, updatedAt: now });
  });
  it('changes nothing for an older event, another subscription, an ended membership or no member', () => {
    expect(failed({ eventCreated: 999 })).toMatchObject({ outcome: 'ignored: older than the last applied event', membership: null });
    expect(failed({ invoice: { invoiceId: 'in_1', subscriptionId: 'sub_2', uid: 'u1' } }).membership).toBeNull();
    expect(failed({ membership: member({ status: 'cancelled' }) })).toMatchObject({ outcome: 'ignored: membership cancelled', membership: null });
    expect(failed({ uid: null }).membership).toBeNull();
    expect(failed({ invoice: { invoiceId: 'in_1', subscriptionId: null, uid: 'u1' } })).toMatchObject({ outcome: 'ignored: not a subscription invoice' });
  });
});
