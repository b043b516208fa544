import { z } from 'zod';

// Public storefront content answers: testimonials, gallery, canvas sizes, pricing, statistics,
// storefront settings and content pages. Image fields hold URLs the browser can load.

export const testimonialSchema = z.object({
  id: z.string(),
  quote: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  avatar: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  isActive: z.boolean(),
  featured: z.boolean(),
  artwork: z.string().nullable(),
  productId: z.string().nullable(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialListSchema = z.array(testimonialSchema);

export const galleryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  productId: z.string().nullable(),
  productSlug: z.string().nullable(),
  categoryId: z.string().nullable(),
  categorySlug: z.string().nullable(),
  isHero: z.boolean(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export const galleryListSchema = z.array(galleryItemSchema);

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const galleryQuerySchema = z.object({
  productId: z.uuid({ error: 'must be a product id (UUID)' }).optional(),
  category: z.string().min(1).max(200).optional(),
  includeHero: queryBoolean,
});
export type GalleryQuery = z.input<typeof galleryQuerySchema>;

export const canvasSizeSchema = z.object({
  id: z.string(),
  label: z.string(),
  widthInches: z.number().int(),
  heightInches: z.number().int(),
  priceCents: z.number().int(),
});
export type CanvasSize = z.infer<typeof canvasSizeSchema>;
export const canvasSizeListSchema = z.array(canvasSizeSchema);

export const pricingPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  priceCents: z.number().int(),
  currency: z.string(),
  interval: z.enum(['month', 'year', 'once']),
  generationsPerMonth: z.number().int(),
  features: z.array(z.string()),
  /** The plan id ('premium'); the upgrade checkout takes it. */
  priceId: z.string(),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

export const pngDownloadPriceSchema = z.object({
  priceCents: z.number().int(),
  currency: z.string(),
});
export type PngDownloadPrice = z.infer<typeof pngDownloadPriceSchema>;

/** A destination's canvas shipping: price and business days in transit. */
export const shippingRateSchema = z.object({
  /** ISO 3166-1 alpha-2 code, or '*' for every country without a rate of its own. */
  destination: z.string(),
  label: z.string(),
  priceCents: z.number().int(),
  minDays: z.number().int().min(0),
  maxDays: z.number().int().min(0),
});
export type ShippingRate = z.infer<typeof shippingRateSchema>;

/** Business days from payment until a canvas leaves the lab. */
export const productionDaysSchema = z
  .object({ minDays: z.number().int().min(0), maxDays: z.number().int().min(0) })
  .refine((d) => d.minDays <= d.maxDays, 'minDays must not exceed maxDays');
export type ProductionDays = z.infer<typeof productionDaysSchema>;

export const pricingSchema = z.object({
  plans: z.array(pricingPlanSchema),
  canvasSizes: canvasSizeListSchema,
  pngDownload: pngDownloadPriceSchema,
  /** Where canvases ship and what it costs, in the shop's order ('*' last). */
  shippingRates: z.array(shippingRateSchema),
  productionDays: productionDaysSchema,
});
export type Pricing = z.infer<typeof pricingSchema>;

export const publicStatisticsSchema = z.object({
  artworksCreated: z.number().int(),
  customers: z.number().int(),
  /** Mean rating of active testimonials, one decimal; 0 when there are none. */
  averageRating: z.number(),
  reviewCount: z.number().int(),
});
export type PublicStatistics = z.infer<typeof publicStatisticsSchema>;

export const publicSettingsSchema = z.object({
  socialProof: z.object({
    landing: z.object({ families: z.number().int(), rating: z.number() }),
    product: z.object({ count: z.number().int(), rating: z.number() }),
  }),
  guarantee: z.object({ days: z.number().int(), text: z.string() }),
  liveCounter: z.object({
    enabled: z.boolean(),
    min: z.number().int(),
    max: z.number().int(),
  }),
  landing: z.object({
    heroTitle: z.string(),
    heroSubtitle: z.string(),
    missionTitle: z.string(),
    missionText: z.string(),
  }),
  /** Where shoppers can write (the admin's Shop e-mail, else SHOP_EMAIL): shown on /contact. */
  shopEmail: z.string(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const CONTENT_PAGE_SLUGS = ['terms', 'privacy', 'returns', 'faq'] as const;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

export const contentPageParamsSchema = z.object({ slug: z.string().min(1).max(100) });

export const contentPageSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS),
  title: z.string(),
  /** Markdown; the FAQ uses `## Question` headings followed by answer paragraphs. */
  markdown: z.string(),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
