import { dayRange, shippingRateFor } from '@atelier/shared/delivery-estimate';
import type { Pricing } from '@atelier/shared/schemas/content';
import { countryName } from '@atelier/shared/schemas/prints';
import { formatMoney } from '@/lib/format-money';

// Shipping beside the sizes: the shopper sees what the parcel costs while choosing,
// not first at the review. The rates are the shop's (GET /api/pricing); the destination is the
// address this shopper used last, else the US, and the full list is one click away.

export type ShippingInfo = Pick<Pricing, 'shippingRates' | 'productionDays'> & {
  country: string;
  currency: string;
};

/** '+ $9.99 shipping to United States', for a size's row; nothing when not shipped there. */
export function shippingBeside(shipping: ShippingInfo | null): string | null {
  const rate = shipping ? shippingRateFor(shipping.shippingRates, shipping.country) : null;
  if (!shipping || !rate) return null;
  return `+ ${formatMoney(rate.priceCents, shipping.currency)} shipping to ${countryName(shipping.country)}`;
}

/** Every destination's rate and days, under the sizes. */
export function ShippingRatesList({ shipping }: { shipping: ShippingInfo }) {
  const { shippingRates, productionDays, currency } = shipping;
  if (shippingRates.length === 0) return null;
  return (
    <details className="rounded-xl border border-parchment bg-cream px-4 py-3 text-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold">
        Shipping rates and delivery times
      </summary>
      <p className="mt-2 text-navy-soft">
        {`Shipping is per order, whatever the size. Each canvas is made in ${dayRange(productionDays.minDays, productionDays.maxDays)} business days, then:`}
      </p>
      <dl className="mt-2 grid gap-1">
        {shippingRates.map((rate) => (
          <div key={rate.destination} className="flex flex-wrap justify-between gap-x-4">
            <dt>{rate.label}</dt>
            <dd>
              {`${formatMoney(rate.priceCents, currency)} · ${dayRange(rate.minDays, rate.maxDays)} business days`}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
