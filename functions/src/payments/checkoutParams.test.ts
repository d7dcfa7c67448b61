import { describe, expect, it } from 'vitest';
import { IMMEDIATE_ACCESS, readProduct } from '@model';
import { checkoutParams } from './checkoutParams.ts';
import { localCheckoutEvents, periodEndSeconds } from './localEvents.ts';

const course = readProduct('course-x', { kind: 'course', courseId: 'x', title: 'X', active: true });
const annual = readProduct('annual', { kind: 'membership', plan: 'annual', pricePence: 15000, title: 'Annual', active: true });

describe('checkoutParams', () => {
  it('charges a course once at the server price, VAT included, for this member, returning to the app', () => {
    const params = checkoutParams({ priced: { productId: 'course-x', product: course, title: 'X', amountPence: 4900 }, uid: 'u1', email: 'a@b.test', orderId: 'o1', origin: 'https://site.example', immediateAccess: IMMEDIATE_ACCESS.version });
    expect(params).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 4900, tax_behavior: 'inclusive', product_data: { name: 'X' } } }],
      client_reference_id: 'u1',
      metadata: { orderId: 'o1', uid: 'u1', productId: 'course-x', immediateAccessVersion: IMMEDIATE_ACCESS.version },
      // the words the buyer ticked, above Stripe's Pay button
      custom_text: { submit: { message: `You asked for access straight away: “${IMMEDIATE_ACCESS.words.course}”` } },
      customer_email: 'a@b.test',
      success_url: 'https://site.example/payment-success?order=o1',
      cancel_url: 'https://site.example/courses/x?checkout=cancelled',
    });
    expect(params.line_items?.[0]?.price_data?.recurring).toBeUndefined();
  });

  it('subscribes to a membership yearly, with the member and plan on the subscription', () => {
    const params = checkoutParams({ priced: { productId: 'annual', product: annual, title: 'Annual', amountPence: 15000 }, uid: 'u1', email: null, orderId: 'o2', origin: 'https://site.example', immediateAccess: IMMEDIATE_ACCESS.version });
    expect(params).toMatchObject({ mode: 'subscription', subscription_data: { metadata: { uid: 'u1', productId: 'annual', plan: 'annual' } }, cancel_url: 'https://site.example/membership?checkout=cancelled' });
    expect(params.line_items?.[0]?.price_data?.recurring).toEqual({ interval: 'year' });
    expect(params.customer_email).toBeUndefined();
    expect(params.custom_text).toEqual({ submit: { message: expect.stringContaining(IMMEDIATE_ACCESS.words.membership) } });
  });
});

describe('localCheckoutEvents', () => {
  const order = { uid: 'u1', productId: 'annual', amountPence: 15000, mode: 'subscription' as const, plan: 'annual' as const, checkoutSessionId: 'cs_local_o3' };
  const ids = (n: number) => `evt_${n}`;

  it('Pay: a paid checkout for this order, then the subscription with a period a year ahead', () => {
    const events = localCheckoutEvents({ orderId: 'o3', order, outcome: 'pay', nowSeconds: 1_767_225_600, eventId: ids });
    expect(events.map((e) => e.type)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    expect(events[0]!.data.object).toMatchObject({ id: 'cs_local_o3', payment_status: 'paid', amount_total: 15000, client_reference_id: 'u1', metadata: { orderId: 'o3', uid: 'u1' }, subscription: 'sub_local_o3' });
    expect(events[1]!.data.object).toMatchObject({ id: 'sub_local_o3', status: 'active', metadata: { uid: 'u1', plan: 'annual' } });
    expect(periodEndSeconds('annual', 1_767_225_600)).toBe(1_798_761_600); // 2026-01-01 -> 2027-01-01
    expect(new Set(events.map((e) => e.id)).size).toBe(2);
  });

  it('Fail and Cancel: one unpaid checkout event each, no subscription', () => {
    expect(localCheckoutEvents({ orderId: 'o3', order, outcome: 'fail', nowSeconds: 1, eventId: ids }).map((e) => [e.type, e.data.object.subscription])).toEqual([['checkout.session.async_payment_failed', null]]);
    expect(localCheckoutEvents({ orderId: 'o3', order, outcome: 'cancel', nowSeconds: 1, eventId: ids }).map((e) => e.type)).toEqual(['checkout.session.expired']);
  });
});
