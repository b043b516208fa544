import type { ProductionDays, ShippingRate } from './schemas/content';

// When a canvas should arrive: the shop's production days, then the destination's
// days in transit, both counted in business days (Monday to Friday) from the day of payment.

/** The rate for a country: its own, else the '*' rate, else none (not shipped there). */
export function shippingRateFor<T extends Pick<ShippingRate, 'destination'>>(
  rates: readonly T[],
  country: string,
): T | null {
  const code = country.toUpperCase();
  return (
    rates.find((r) => r.destination === code) ?? rates.find((r) => r.destination === '*') ?? null
  );
}

/** `days` business days after `from` (a weekend start counts from the Monday). */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let left = days;
  while (left > 0 || date.getDay() === 0 || date.getDay() === 6) {
    date.setDate(date.getDate() + 1);
    if (date.getDay() !== 0 && date.getDay() !== 6) left -= 1;
  }
  return date;
}

export interface DeliveryWindow {
  earliest: Date;
  latest: Date;
}

/** The first and last day a canvas paid on `from` should arrive. */
export function deliveryWindow(
  from: Date,
  production: ProductionDays,
  rate: Pick<ShippingRate, 'minDays' | 'maxDays'>,
): DeliveryWindow {
  return {
    earliest: addBusinessDays(from, production.minDays + rate.minDays),
    latest: addBusinessDays(from, production.maxDays + Math.max(rate.minDays, rate.maxDays)),
  };
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});

/** 'Arrives between Thu, Dec 3 and Wed, Dec 9'. */
export function arrivesBetween({ earliest, latest }: DeliveryWindow): string {
  return `Arrives between ${dayFormat.format(earliest)} and ${dayFormat.format(latest)}`;
}

/** 'Ships in 2–4 business days, then 3–5 days in transit' style range: '3–5'. */
export const dayRange = (min: number, max: number) => (min === max ? `${min}` : `${min}–${max}`);
