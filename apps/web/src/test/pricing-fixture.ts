import type { Pricing } from '@atelier/shared/schemas/content';

/** GET /api/pricing of a shop with only the free plan (3 a month), the given canvas sizes and a $4.99 PNG. */
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
});
