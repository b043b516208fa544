import { dayRange } from '@atelier/shared/delivery-estimate';
import type { ProductionDays, ShippingRate } from '@atelier/shared/schemas/content';
import { formatPrice } from '../lib/format-price';

/**
 * Canvas shipping per destination as the shop sets it (GET /api/pricing), with the days in
 * transit, so the cost of a canvas is known before its checkout.
 */
export function ShippingRatesTable({
  rates,
  productionDays,
  currency,
}: {
  rates: readonly ShippingRate[];
  productionDays: ProductionDays;
  currency: string;
}) {
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto rounded-2xl border border-parchment bg-white shadow-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Canvas shipping by destination</caption>
          <thead className="bg-cream text-navy">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Ships to
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Delivery
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Shipping
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.destination} className="border-t border-parchment">
                <th scope="row" className="px-4 py-3 font-semibold text-navy">
                  {rate.label}
                </th>
                <td className="px-4 py-3 text-navy-soft">
                  {`${dayRange(rate.minDays, rate.maxDays)} business days in transit`}
                </td>
                <td className="px-4 py-3 text-right font-semibold text-navy">
                  {formatPrice(rate.priceCents, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-center text-sm text-navy-soft">
        {`Each canvas is made to order in ${dayRange(productionDays.minDays, productionDays.maxDays)} business days, then shipped. Shipping is per order, whatever the size.`}
      </p>
    </div>
  );
}
