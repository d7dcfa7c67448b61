import { describe, expect, it } from 'vitest';
import { orderAmount, productPath } from './order-amount';

describe('orderAmount', () => {
  it('says a one-off price in pounds and a membership per period', () => {
    expect(orderAmount({ amountPence: 4900, mode: 'payment', plan: null })).toBe('£49.00');
    expect(orderAmount({ amountPence: 1500, mode: 'subscription', plan: 'monthly' })).toBe('£15.00 a month');
    expect(orderAmount({ amountPence: 15000, mode: 'subscription', plan: 'annual' })).toBe('£150.00 a year');
  });
});

describe('productPath', () => {
  it('leads back to the course sold, or to the membership plans with the plan chosen', () => {
    expect(productPath({ kind: 'course', courseId: 'calm', plan: null })).toBe('/courses/calm');
    expect(productPath({ kind: 'membership', courseId: null, plan: 'annual' })).toBe('/membership?plan=annual');
    expect(productPath({ kind: 'membership', courseId: null, plan: null })).toBe('/membership');
  });
});
