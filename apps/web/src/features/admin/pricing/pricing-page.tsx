import { AdminLoadError, AdminLoading } from '@/features/admin/components/admin-load-state';
import { AdminIntro } from '@/features/admin/shell/admin-intro';
import { useAdminPricing } from './api/get-admin-pricing';
import { CanvasSizesSection } from './components/canvas-sizes-section';
import { PlanCard } from './components/plan-card';
import { PngPriceForm } from './components/png-price-form';
import { ShippingRatesSection } from './components/shipping-rates-section';
import { TestRunPricesForm } from './components/test-run-prices-form';

/** /admin/pricing: the plans, canvas sizes, the PNG price, shipping rates and test-run prices. */
export function AdminPricingPage() {
  const pricing = useAdminPricing();

  return (
    <>
      <AdminIntro title="Pricing">Plans, canvas sizes, download prices and shipping.</AdminIntro>
      <div className="grid grid-cols-1 gap-12 px-4 pb-10 sm:px-6">
        {pricing.isPending ? (
          <AdminLoading label="Loading prices" rows={4} rowClassName="h-24" />
        ) : pricing.isError ? (
          <AdminLoadError
            error={pricing.error}
            fallback="We could not load the prices just now."
            onRetry={() => void pricing.refetch()}
          />
        ) : (
          <>
            <section aria-labelledby="plans-title" className="grid gap-4">
              <div>
                <h2 id="plans-title" className="text-xl font-semibold text-navy">
                  Plans
                </h2>
                <p className="text-sm text-muted">
                  The free allowance and the Premium subscription shown on /pricing.
                </p>
              </div>
              <div className="grid gap-6 xl:grid-cols-2">
                {pricing.data.plans.map((plan) => (
                  <PlanCard
                    key={plan.id}
                    plan={plan}
                    stripeConfigured={pricing.data.stripeConfigured}
                  />
                ))}
              </div>
            </section>
            <CanvasSizesSection sizes={pricing.data.canvasSizes} />
            <PngPriceForm png={pricing.data.pngDownload} />
            <ShippingRatesSection rates={pricing.data.shippingRates} />
            <TestRunPricesForm />
          </>
        )}
      </div>
    </>
  );
}
