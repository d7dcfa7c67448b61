import { describe, expect, it } from 'vitest';
import type { Membership } from '@model';
import { annualSavingPence, membershipText, priceText } from './shop-words';

const NOW = new Date('2026-11-23T12:00:00Z');
const member = (over: Partial<Membership<Date>>): Membership<Date> => ({
  plan: 'monthly', status: 'active', renewsAt: new Date('2027-01-05T12:00:00Z'), cancelAtPeriodEnd: false, subscriptionId: 'sub_1',
  productId: 'membership-monthly', eventCreated: 1, updatedAt: null, ...over,
});

describe('priceText', () => {
  it('says a course price alone and a plan per period', () => {
    expect(priceText({ kind: 'course', plan: null, pricePence: 4900 })).toBe('£49.00');
    expect(priceText({ kind: 'membership', plan: 'monthly', pricePence: 1500 })).toBe('£15.00 a month');
    expect(priceText({ kind: 'membership', plan: 'annual', pricePence: 15000 })).toBe('£150.00 a year');
  });
});

describe('annualSavingPence', () => {
  it('compares a year of monthly with annual, never below nothing', () => {
    expect(annualSavingPence(1500, 15000)).toBe(3000);
    expect(annualSavingPence(1000, 15000)).toBe(0);
  });
});

describe('membershipText', () => {
  it('says each state in words', () => {
    expect(membershipText(member({ status: 'none', renewsAt: null }), NOW)).toEqual({ tone: 'none', text: 'You are not a member yet.' });
    expect(membershipText(member({}), NOW)).toEqual({ tone: 'active', text: 'Active, renews 5 January 2027.' });
    expect(membershipText(member({ cancelAtPeriodEnd: true }), NOW).text).toBe('Ends on 5 January 2027.');
    expect(membershipText(member({ status: 'past_due' }), NOW).text).toBe('Payment failed, we are retrying: update your card.');
    expect(membershipText(member({ status: 'cancelled' }), NOW)).toEqual({ tone: 'ended', text: 'Ended on 5 January 2027.' });
    expect(membershipText(member({ status: 'lapsed' }), NOW).tone).toBe('ended');
  });

  it('counts an active membership whose period and grace are over as ended', () => {
    expect(membershipText(member({ renewsAt: new Date('2026-11-20T12:00:00Z') }), NOW).tone).toBe('ended');
  });
});
