import { countryName } from '@atelier/shared/schemas/prints';
import {
  arrivesBetween,
  dayRange,
  deliveryWindow,
  shippingRateFor,
} from '@atelier/shared/delivery-estimate';
import { Truck } from 'lucide-react';
import { usePricing } from '@/lib/pricing';

/**
 * 'Arrives between …' before paying: from today, the shop's production days and
 * the destination's days in transit (GET /api/pricing). Nothing when they cannot be read: the
 * order and its price do not depend on it.
 */
export function DeliveryEstimate({ country }: { country: string }) {
  const pricing = usePricing();
  const rate = pricing.data ? shippingRateFor(pricing.data.shippingRates, country) : null;
  if (!pricing.data || !rate) return null;
  const { productionDays } = pricing.data;
  const window = deliveryWindow(new Date(), productionDays, rate);
  return (
    <div
      role="group"
      aria-label="Delivery estimate"
      className="flex items-start gap-3 rounded-2xl border border-parchment bg-cream p-4"
    >
      <Truck className="mt-0.5 size-5 shrink-0 text-gold-ink" aria-hidden />
      <p className="grid gap-0.5">
        <span className="font-semibold">{arrivesBetween(window)}</span>
        <span className="text-sm text-navy-soft">
          {`Made to order in ${dayRange(productionDays.minDays, productionDays.maxDays)} business days, then ${dayRange(rate.minDays, rate.maxDays)} business days in transit to ${countryName(country)}.`}
        </span>
      </p>
    </div>
  );
}
