import { describe, expect, it } from 'vitest';
import { formatPence, ORDER_STATUS_WORDS, orderKindText } from './orders';

describe('orders in words', () => {
  it('says pence as pounds', () => {
    expect(formatPence(4900)).toBe('£49.00');
    expect(formatPence(15)).toBe('£0.15');
    expect(formatPence(1_000_000)).toBe('£10,000.00');
  });

  it('names every status and kind', () => {
    expect(ORDER_STATUS_WORDS.pending).toBe('Awaiting payment');
    expect(orderKindText({ kind: 'course', plan: null })).toBe('Course');
    expect(orderKindText({ kind: 'membership', plan: 'annual' })).toBe('Membership, annual');
    expect(orderKindText({ kind: 'membership', plan: null })).toBe('Membership');
  });
});
