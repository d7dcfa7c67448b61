import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('says Free, a price in pounds, or included with membership', () => {
    expect(formatPrice({ access: 'free', pricePence: 0 })).toBe('Free');
    expect(formatPrice({ access: 'paid', pricePence: 4900 })).toBe('£49.00');
    expect(formatPrice({ access: 'paid', pricePence: 123456 })).toBe('£1,234.56');
    expect(formatPrice({ access: 'membership', pricePence: 0 })).toBe('Included with membership');
  });

  it('never calls a paid course without a price free', () => {
    expect(formatPrice({ access: 'paid', pricePence: 0 })).toBe('Price to be announced');
  });
});
