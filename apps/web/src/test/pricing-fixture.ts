import type { Pricing } from '@atelier/shared/schemas/content';

/**
 * GET /api/pricing of a shop with only the free plan (3 a month), the given canvas sizes, a $4.99
 * PNG, and canvas shipping to the US ($9.99, 3–5 days) and everywhere else ($24.99, 7–14 days).
 */
export const freePlanPricing = (canvasSizes: Pricing['canvasSizes']): Pricing => ({
  plans: [
    {
      id: 'free',
      name: 'Free',
      description: null,
      priceCents: 0,
      currency: 'usd',
      interval: 'month',
      generationsPerMonth: 3,
      features: [],
      priceId: 'free',
    },
  ],
  canvasSizes,
  pngDownload: { priceCents: 499, currency: 'usd' },
  shippingRates: [
    { destination: 'US', label: 'United States', priceCents: 999, minDays: 3, maxDays: 5 },
    { destination: '*', label: 'Rest of the world', priceCents: 2499, minDays: 7, maxDays: 14 },
  ],
  productionDays: { minDays: 2, maxDays: 4 },
});
