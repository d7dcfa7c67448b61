import { describe, expect, it } from 'vitest';
import { emptyText, formatPence, memberText, orderTime, ordersTotalText, productKindText, statusFromParam } from './order-list-words';

describe('orders wording', () => {
  it('writes pounds and pence, and the date and time in UK style', () => {
    expect(formatPence(4900)).toBe('£49.00');
    expect(formatPence(31_800)).toBe('£318.00');
    expect(formatPence(0)).toBe('£0.00');
    expect(orderTime(new Date(2026, 10, 23, 14, 5))).toBe('23 Nov 2026, 14:05');
  });

  it('totals the paid orders shown, counting test-mode payments apart', () => {
    const paid = { status: 'paid' as const, amountPence: 4900, testMode: false };
    expect(ordersTotalText([paid, { ...paid, amountPence: 900 }, { ...paid, status: 'failed' as const }])).toBe('3 orders shown · £58.00 paid');
    expect(ordersTotalText([paid, { ...paid, testMode: true, amountPence: 1500 }])).toBe('2 orders shown · £49.00 paid · £15.00 paid in test mode, nothing charged');
    expect(ordersTotalText([{ ...paid, status: 'pending' as const }])).toBe('1 order shown · £0.00 paid');
  });

  it('reads the status filter from the address, anything unknown as every status', () => {
    expect(statusFromParam('failed')).toBe('failed');
    expect(statusFromParam('refunded')).toBeNull();
    expect(statusFromParam(null)).toBeNull();
  });

  it('names the member, the product kind and an empty filter', () => {
    expect(memberText('u1', { u1: 'Sam Member' })).toBe('Sam Member');
    expect(memberText('u2', { u1: 'Sam Member' })).toBe('Account u2');
    expect(productKindText({ kind: 'membership', plan: 'annual' })).toBe('Membership, annual');
    expect(productKindText({ kind: 'course', plan: null })).toBe('Course');
    expect(emptyText(null)).toBe('No orders yet');
    expect(emptyText('failed')).toBe('No failed payments');
    expect(emptyText('pending')).toBe('No orders awaiting payment');
  });
});
