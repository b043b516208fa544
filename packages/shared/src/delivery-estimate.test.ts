import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  arrivesBetween,
  dayRange,
  deliveryWindow,
  shippingRateFor,
} from './delivery-estimate';

// Local dates: the estimate is a calendar day where the shopper is.
const day = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

describe('addBusinessDays', () => {
  it('skips Saturdays and Sundays', () => {
    // Friday 27 November 2026 + 1 business day is Monday 30 November.
    expect(day(addBusinessDays(new Date(2026, 10, 27, 15), 1))).toEqual([2026, 11, 30]);
    expect(day(addBusinessDays(new Date(2026, 10, 23), 4))).toEqual([2026, 11, 27]);
    expect(day(addBusinessDays(new Date(2026, 10, 23), 5))).toEqual([2026, 11, 30]);
    // Zero days from a Saturday is the Monday: nothing ships at the weekend.
    expect(day(addBusinessDays(new Date(2026, 10, 28), 0))).toEqual([2026, 11, 30]);
  });
});

describe('deliveryWindow', () => {
  it('adds production then transit days, fewest for the first day and most for the last', () => {
    const window = deliveryWindow(
      new Date(2026, 10, 23),
      { minDays: 2, maxDays: 4 },
      { minDays: 3, maxDays: 5 },
    );
    expect(day(window.earliest)).toEqual([2026, 11, 30]); // Mon + 5 business days
    expect(day(window.latest)).toEqual([2026, 12, 4]); // Mon + 9 business days
    expect(arrivesBetween(window)).toBe('Arrives between Mon, Nov 30 and Fri, Dec 4');
  });
});

describe('shippingRateFor', () => {
  const rates = [
    { destination: 'US', priceCents: 999 },
    { destination: '*', priceCents: 2499 },
  ];
  it("takes the country's own rate, else the rest-of-the-world rate", () => {
    expect(shippingRateFor(rates, 'us')?.priceCents).toBe(999);
    expect(shippingRateFor(rates, 'FR')?.priceCents).toBe(2499);
    expect(shippingRateFor(rates.slice(0, 1), 'FR')).toBeNull();
  });
});

it('dayRange writes one number when the range is a single day', () => {
  expect(dayRange(3, 5)).toBe('3–5');
  expect(dayRange(4, 4)).toBe('4');
});
