import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePricing } from '@/lib/pricing';
import { formatPrice } from '../lib/format-price';
import { CanvasSizesTable } from './canvas-sizes-table';
import { PlanCards } from './plan-cards';
import { ShippingRatesTable } from './shipping-rates-table';

/**
 * The /pricing body from GET /api/pricing: plans, canvas print sizes and their shipping, the PNG
 * download.
 */
export function PricingView() {
  const pricing = usePricing();

  if (pricing.isPending) {
    return (
      <div role="status" aria-label="Loading prices" className="grid gap-6 md:grid-cols-2">
        <div className="h-80 animate-pulse rounded-2xl bg-cream" />
        <div className="h-80 animate-pulse rounded-2xl bg-cream" />
      </div>
    );
  }
  if (pricing.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 rounded-2xl bg-cream p-8">
        <p>We could not load our prices just now.</p>
        <Button variant="outline" onClick={() => void pricing.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const { plans, canvasSizes, pngDownload, shippingRates, productionDays } = pricing.data;
  return (
    <div className="grid gap-12">
      <section aria-labelledby="plans-title" className="grid gap-6">
        <h2 id="plans-title" className="text-center text-2xl font-semibold">
          Plans
        </h2>
        <PlanCards plans={plans} />
      </section>

      {canvasSizes.length > 0 ? (
        <section aria-labelledby="canvas-title" className="grid gap-4">
          <div className="text-center">
            <h2 id="canvas-title" className="text-2xl font-semibold">
              Canvas prints
            </h2>
            <p className="mt-2 text-navy-soft">
              Gallery-wrapped, archival canvas of any artwork you create, shipped ready to hang.
            </p>
          </div>
          <CanvasSizesTable sizes={canvasSizes} currency={pngDownload.currency} />
        </section>
      ) : null}

      {canvasSizes.length > 0 && shippingRates.length > 0 ? (
        <section aria-labelledby="shipping-title" className="grid gap-4">
          <h2 id="shipping-title" className="text-center text-2xl font-semibold">
            Shipping
          </h2>
          <ShippingRatesTable
            rates={shippingRates}
            productionDays={productionDays}
            currency={pngDownload.currency}
          />
        </section>
      ) : null}

      <section
        aria-labelledby="png-title"
        className="grid items-center gap-4 rounded-2xl bg-cream p-6 sm:grid-cols-[auto_1fr_auto]"
      >
        <Download className="size-8 text-gold-ink" aria-hidden />
        <div>
          <h2 id="png-title" className="text-lg font-semibold">
            Full-resolution PNG download
          </h2>
          <p className="text-sm text-navy-soft">
            Unlock the unwatermarked, full-resolution file of one artwork, yours to print anywhere.
          </p>
        </div>
        <p className="text-2xl font-bold text-navy">
          {formatPrice(pngDownload.priceCents, pngDownload.currency)}
        </p>
      </section>
    </div>
  );
}
