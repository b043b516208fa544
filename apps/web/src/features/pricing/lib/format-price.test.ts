import { describe, expect, it } from 'vitest';
import { formatPlanPrice, formatPrice } from './format-price';

describe('formatPrice', () => {
  it('formats cents as US dollars, dropping .00 on whole amounts', () => {
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(4900, 'usd')).toBe('$49');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(12950)).toBe('$129.50');
    expect(formatPrice(149900)).toBe('$1,499');
  });

  it('adds the billing interval', () => {
    expect(formatPlanPrice(999, 'usd', 'month')).toBe('$9.99/month');
    expect(formatPlanPrice(499, 'usd', 'once')).toBe('$4.99');
  });
});
