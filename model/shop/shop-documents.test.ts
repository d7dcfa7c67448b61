import { describe, expect, it } from 'vitest';
import {
  MEMBERSHIP_GRACE_HOURS,
  SHOP_LIMITS,
  checkoutCancelPath,
  checkoutDestination,
  localCheckoutPath,
  membershipGivesAccess,
  parseLocalCheckoutEventRequest,
  paymentSuccessPath,
  readMembership,
  readOrder,
  readProduct,
} from './shop-documents.ts';
import { IMMEDIATE_ACCESS, IMMEDIATE_ACCESS_REFUSALS, parseCreateCheckoutSessionRequest } from './checkout-request.ts';

describe('readProduct', () => {
  it('reads a membership plan with its own price and includes', () => {
    expect(readProduct('membership-monthly', {
      title: 'Monthly membership', summary: 'Everything', includes: ['All courses', '', 7, 'Cancel any time'],
      kind: 'membership', plan: 'monthly', pricePence: 1200, active: true, order: 2,
    })).toEqual({
      title: 'Monthly membership', summary: 'Everything', includes: ['All courses', 'Cancel any time'],
      kind: 'membership', courseId: null, plan: 'monthly', pricePence: 1200, active: true, order: 2,
    });
  });
  it('keeps no price on a course product (the course\'s price is the one price) and no plan', () => {
    expect(readProduct('course-calm', { kind: 'course', courseId: 'calm', pricePence: 100, plan: 'annual' }))
      .toMatchObject({ kind: 'course', courseId: 'calm', pricePence: 0, plan: null });
  });
  it('reads an older seed\'s priceGBP (pence) and bounds the price', () => {
    expect(readProduct('m', { kind: 'membership', plan: 'annual', priceGBP: 9900 }).pricePence).toBe(9900);
    expect(readProduct('m', { kind: 'membership', plan: 'annual', pricePence: 99_000_000 }).pricePence).toBe(SHOP_LIMITS.pricePence);
    expect(readProduct('m', { kind: 'membership', plan: 'annual', pricePence: -5 }).pricePence).toBe(0);
  });
  it('fills safe defaults: the id as title, a course, active, order 0; an unknown plan reads null', () => {
    expect(readProduct('p1', null)).toEqual({
      title: 'p1', summary: '', includes: [], kind: 'course', courseId: null, plan: null, pricePence: 0, active: true, order: 0,
    });
    expect(readProduct('p1', { kind: 'membership', plan: 'weekly', active: false }).plan).toBeNull();
    expect(readProduct('p1', { active: false }).active).toBe(false);
  });
  it('caps includes at the limit and each line at its length', () => {
    const product = readProduct('p', { includes: Array.from({ length: 20 }, () => 'x'.repeat(500)) });
    expect(product.includes).toHaveLength(SHOP_LIMITS.includes);
    expect(product.includes[0]).toHaveLength(SHOP_LIMITS.includeText);
  });
});

describe('readOrder', () => {
  it('reads a stored order and keeps its timestamps as given', () => {
    const at = { seconds: 1 };
    expect(readOrder({
      uid: 'u1', productId: 'membership-annual', productTitle: 'Annual', kind: 'membership', plan: 'annual', amountPence: 9900,
      mode: 'subscription', status: 'paid', testMode: true, checkoutSessionId: 'cs_local_1', subscriptionId: 'sub_1',
      immediateAccess: { version: '2026-11-28', words: IMMEDIATE_ACCESS.words.membership },
      createdAt: at, updatedAt: at, paidAt: at,
    })).toEqual({
      uid: 'u1', productId: 'membership-annual', productTitle: 'Annual', kind: 'membership', courseId: null, plan: 'annual', amountPence: 9900,
      currency: 'gbp', mode: 'subscription', status: 'paid', testMode: true, checkoutSessionId: 'cs_local_1', subscriptionId: 'sub_1',
      failureReason: null, immediateAccess: { version: '2026-11-28', words: IMMEDIATE_ACCESS.words.membership }, createdAt: at, updatedAt: at, paidAt: at,
    });
  });
  it('reads a missing or strange order as a pending payment with nothing charged', () => {
    expect(readOrder({ status: 'refunded', amountPence: 'lots', currency: 'usd', testMode: 'yes' })).toMatchObject({
      status: 'pending', amountPence: 0, currency: 'gbp', mode: 'payment', testMode: false, immediateAccess: null, createdAt: null, paidAt: null,
    });
  });
});

describe('readMembership', () => {
  it('reads a missing membership as none', () => {
    expect(readMembership(undefined)).toEqual({
      plan: null, status: 'none', renewsAt: null, cancelAtPeriodEnd: false, subscriptionId: null, productId: null, eventCreated: 0, updatedAt: null,
    });
  });
  it('reads a stored one; an unknown status reads none, a bad eventCreated 0', () => {
    const renewsAt = new Date('2026-05-01T00:00:00Z');
    expect(readMembership({ plan: 'monthly', status: 'past_due', renewsAt, cancelAtPeriodEnd: true, subscriptionId: 'sub_1', eventCreated: 1700000000.7 }))
      .toMatchObject({ plan: 'monthly', status: 'past_due', renewsAt, cancelAtPeriodEnd: true, subscriptionId: 'sub_1', eventCreated: 1700000000 });
    expect(readMembership({ status: 'gold', eventCreated: -1 })).toMatchObject({ status: 'none', eventCreated: 0 });
  });
});

describe('membershipGivesAccess', () => {
  const renewsAt = new Date('2026-05-01T00:00:00Z');
  const hour = 3_600_000;
  const at = (offsetHours: number) => new Date(renewsAt.getTime() + offsetHours * hour);

  it('opens for an active or past_due membership until renewsAt plus the grace hours', () => {
    for (const status of ['active', 'past_due'] as const) {
      expect(membershipGivesAccess({ status, renewsAt }, at(-100))).toBe(true);
      expect(membershipGivesAccess({ status, renewsAt }, at(MEMBERSHIP_GRACE_HOURS - 1))).toBe(true);
      expect(membershipGivesAccess({ status, renewsAt }, at(MEMBERSHIP_GRACE_HOURS))).toBe(false);
    }
  });
  it('closes for an ended membership at once, even before renewsAt', () => {
    for (const status of ['none', 'cancelled', 'lapsed'] as const) expect(membershipGivesAccess({ status, renewsAt }, at(-100))).toBe(false);
  });
  it('closes without a membership or without a renewal date', () => {
    expect(membershipGivesAccess(null, at(-1))).toBe(false);
    expect(membershipGivesAccess(undefined, at(-1))).toBe(false);
    expect(membershipGivesAccess({ status: 'active', renewsAt: null }, at(-1))).toBe(false);
  });
});

describe('parseCreateCheckoutSessionRequest', () => {
  const asked = { immediateAccess: IMMEDIATE_ACCESS.version };
  it('accepts the product with the request for access at once in the current words', () => {
    expect(parseCreateCheckoutSessionRequest({ productId: 'course-calm', ...asked })).toEqual({ ok: true, value: { productId: 'course-calm', immediateAccess: '2026-11-28' } });
  });
  it('refuses a checkout without that request, or with words that have since changed', () => {
    for (const immediateAccess of [undefined, '', true, 1]) {
      expect(parseCreateCheckoutSessionRequest({ productId: 'course-calm', immediateAccess })).toEqual({ ok: false, message: IMMEDIATE_ACCESS_REFUSALS.missing });
    }
    expect(parseCreateCheckoutSessionRequest({ productId: 'course-calm', immediateAccess: '2020-01-01' })).toEqual({ ok: false, message: IMMEDIATE_ACCESS_REFUSALS.changed });
  });
  it('refuses a request naming a price (or anything else) beside the product', () => {
    for (const extra of [{ pricePence: 1 }, { amount: 1 }, { uid: 'u2' }]) {
      expect(parseCreateCheckoutSessionRequest({ productId: 'course-calm', ...asked, ...extra }))
        .toEqual({ ok: false, message: 'Only the product can be chosen: prices are set by the practice.' });
    }
  });
  it('refuses a missing or malformed product id', () => {
    for (const productId of [undefined, '', 'a/b', '-x', 42, 'x'.repeat(129)]) {
      expect(parseCreateCheckoutSessionRequest({ productId, ...asked })).toEqual({ ok: false, message: 'Say which product to buy.' });
    }
    expect(parseCreateCheckoutSessionRequest(null)).toEqual({ ok: false, message: 'Say which product to buy.' });
  });
});

describe('parseLocalCheckoutEventRequest', () => {
  it('accepts an order and Pay, Fail or Cancel', () => {
    for (const outcome of ['pay', 'fail', 'cancel'] as const) {
      expect(parseLocalCheckoutEventRequest({ orderId: 'o1', outcome })).toEqual({ ok: true, value: { orderId: 'o1', outcome } });
    }
  });
  it('refuses a malformed order or another outcome', () => {
    expect(parseLocalCheckoutEventRequest({ orderId: 'a/b', outcome: 'pay' })).toEqual({ ok: false, message: 'Say which order this is.' });
    expect(parseLocalCheckoutEventRequest({ orderId: 'o1', outcome: 'refund' })).toEqual({ ok: false, message: 'Choose Pay, Fail or Cancel.' });
  });
});

describe('paths', () => {
  it('the local checkout, the success page and the cancel return to what was being bought', () => {
    expect(localCheckoutPath('o1')).toBe('/checkout/test/o1');
    expect(paymentSuccessPath('o1')).toBe('/payment-success?order=o1');
    expect(checkoutCancelPath({ kind: 'course', courseId: 'calm' })).toBe('/courses/calm?checkout=cancelled');
    expect(checkoutCancelPath({ kind: 'membership', courseId: null })).toBe('/membership?checkout=cancelled');
    expect(checkoutCancelPath({ kind: 'course', courseId: null })).toBe('/membership?checkout=cancelled');
  });
});

describe('checkoutDestination', () => {
  it('test mode stays in the app at the order\'s local checkout; live mode leaves for Stripe\'s page', () => {
    expect(checkoutDestination({ orderId: 'o1', url: '/checkout/test/o1', testMode: true })).toEqual({ path: '/checkout/test/o1' });
    // in test mode the answer's url is never followed: only the order id decides the path
    expect(checkoutDestination({ orderId: 'o2', url: 'https://evil.example/x', testMode: true })).toEqual({ path: '/checkout/test/o2' });
    expect(checkoutDestination({ orderId: 'o3', url: 'https://checkout.stripe.com/c/pay/cs_1', testMode: false })).toEqual({ href: 'https://checkout.stripe.com/c/pay/cs_1' });
  });
});
