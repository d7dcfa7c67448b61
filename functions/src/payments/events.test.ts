// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCheckout, readEvent, readInvoice, readSubscription } from './events.ts';

describe('readEvent', () => {
  it('reads id, type, created and the object', () => {
    expect(readEvent({ id: 'evt_1', type: 'checkout.session.completed', created: 1700000000, data: { object: { id: 'cs_1' } } }))
      .toEqual({ id: 'evt_1', type: 'checkout.session.completed', created: 1700000000, object: { id: 'cs_1' } });
  });
  it('answers null without an id or a type; a missing created reads 0', () => {
    expect(readEvent({ type: 'x' })).toBeNull();
    expect(readEvent({ id: 'evt_1' })).toBeNull();
    expect(readEvent(null)).toBeNull();
    expect(readEvent({ id: 'evt_1', type: 'x', created: 'soon' })?.created).toBe(0);
  });
});

describe('readCheckout', () => {
  it('reads the order, the member twice (client_reference_id and metadata), the amount, the payment status and the subscription', () => {
    expect(readCheckout({
      id: 'cs_1', client_reference_id: 'u1', amount_total: 4900, payment_status: 'paid', subscription: 'sub_1',
      metadata: { orderId: 'o1', uid: 'u1', productId: 'p1' },
    })).toEqual({ checkoutId: 'cs_1', orderId: 'o1', clientReferenceId: 'u1', metadataUid: 'u1', amountTotal: 4900, paymentStatus: 'paid', subscriptionId: 'sub_1' });
  });
  it('takes an expanded subscription\'s id and answers null for what is missing or mistyped', () => {
    expect(readCheckout({ subscription: { id: 'sub_2' }, amount_total: '4900', metadata: { orderId: 7 } })).toEqual({
      checkoutId: null, orderId: null, clientReferenceId: null, metadataUid: null, amountTotal: null, paymentStatus: null, subscriptionId: 'sub_2',
    });
    expect(readCheckout(undefined).orderId).toBeNull();
  });
});

describe('readSubscription', () => {
  const base = { id: 'sub_1', status: 'active', cancel_at_period_end: true, metadata: { uid: 'u1', productId: 'membership-monthly', plan: 'monthly' } };
  it('reads the period end from the first item (newer API versions)', () => {
    expect(readSubscription({ ...base, items: { data: [{ current_period_end: 1800000000 }] } })).toEqual({
      subscriptionId: 'sub_1', uid: 'u1', productId: 'membership-monthly', plan: 'monthly', status: 'active', periodEnd: 1800000000, cancelAtPeriodEnd: true,
    });
  });
  it('reads it from the subscription itself (older API versions), the item winning when both say', () => {
    expect(readSubscription({ ...base, current_period_end: 1700000000 }).periodEnd).toBe(1700000000);
    expect(readSubscription({ ...base, current_period_end: 1700000000, items: { data: [{ current_period_end: 1800000000 }] } }).periodEnd).toBe(1800000000);
  });
  it('answers null for a missing period end, member or status; cancel_at_period_end only when true', () => {
    expect(readSubscription({ id: 'sub_1', items: { data: [] }, cancel_at_period_end: 'yes' })).toEqual({
      subscriptionId: 'sub_1', uid: null, productId: null, plan: null, status: null, periodEnd: null, cancelAtPeriodEnd: false,
    });
  });
});

describe('readInvoice', () => {
  it('reads the subscription and its member under parent.subscription_details (newer API versions)', () => {
    expect(readInvoice({ id: 'in_1', parent: { subscription_details: { subscription: 'sub_1', metadata: { uid: 'u1' } } } }))
      .toEqual({ invoiceId: 'in_1', subscriptionId: 'sub_1', uid: 'u1' });
  });
  it('reads invoice.subscription and subscription_details.metadata (older API versions)', () => {
    expect(readInvoice({ id: 'in_2', subscription: 'sub_2', subscription_details: { metadata: { uid: 'u2' } } }))
      .toEqual({ invoiceId: 'in_2', subscriptionId: 'sub_2', uid: 'u2' });
    expect(readInvoice({ subscription: { id: 'sub_3' } })).toEqual({ invoiceId: null, subscriptionId: 'sub_3', uid: null });
  });
  it('answers nulls for an invoice that is not a subscription\'s', () => {
    expect(readInvoice({ id: 'in_3' })).toEqual({ invoiceId: 'in_3', subscriptionId: null, uid: null });
  });
});
