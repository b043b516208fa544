import { z } from 'zod';
import { optionalText, required, versionSchema } from './admin';
import { canvasSizeSchema, pngDownloadPriceSchema, pricingPlanSchema } from './content';

// The admin pricing screen (/api/admin/pricing): plans, canvas sizes, shipping rates with their
// days in transit, and the PNG download price.

const cents = (label: string) =>
  z
    .number()
    .int({ error: `${label} is in cents (a whole number).` })
    .min(0, { error: `${label} cannot be negative.` })
    .max(10_000_000, { error: `${label} is too large.` });

export const adminPlanUpdateSchema = z.strictObject({
  name: required(80, 'Plan name'),
  description: optionalText(300, 'Description').optional().default(null),
  priceCents: cents('Price'),
  generationsPerMonth: z
    .number()
    .int()
    .min(0, { error: 'Generations per month cannot be negative.' })
    .max(100_000),
  features: z.array(required(200, 'Feature')).max(20),
  isActive: z.boolean(),
  /** Stripe price id (price_…); set by the server when the price changes with Stripe configured. */
  stripePriceId: z
    .string()
    .trim()
    .regex(/^price_\w+$/, { error: 'A Stripe price id starts with price_.' })
    .nullable()
    .optional(),
  updatedAt: versionSchema,
});
export type AdminPlanUpdate = z.input<typeof adminPlanUpdateSchema>;

export const adminPlanSchema = pricingPlanSchema.omit({ priceId: true }).extend({
  isActive: z.boolean(),
  stripePriceId: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const adminCanvasSizeInputSchema = z.strictObject({
  label: required(60, 'Label'),
  widthInches: z.number().int().min(4, { error: 'Width is at least 4 in.' }).max(96),
  heightInches: z.number().int().min(4, { error: 'Height is at least 4 in.' }).max(96),
  priceCents: cents('Price'),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
});
export const adminCanvasSizeUpdateSchema = adminCanvasSizeInputSchema.extend({
  updatedAt: versionSchema,
});
export type AdminCanvasSizeInput = z.input<typeof adminCanvasSizeInputSchema>;
export const adminCanvasSizeSchema = canvasSizeSchema.extend({
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCanvasSize = z.infer<typeof adminCanvasSizeSchema>;

/** ISO 3166-1 alpha-2 (upper case), or '*' for everywhere without a rate of its own. */
export const shippingDestinationSchema = z
  .string()
  .trim()
  .regex(/^([A-Z]{2}|\*)$/, {
    error: 'Destination is a two-letter country code (US, GB, …) or * for everywhere else.',
  });
/** Most business days a delivery estimate may count, in production or in transit. */
export const MAX_DELIVERY_DAYS = 60;

/**
 * A shortest-to-longest span of business days ('delivery' in transit, 'production' at the lab):
 * whole numbers 0–60, the shortest not above the longest. Both screens and the API use it.
 */
export const DAY_RANGE_MESSAGES = (what: 'delivery' | 'production') => ({
  minDays: `Shortest ${what} time is a whole number of days from 0 to ${MAX_DELIVERY_DAYS}.`,
  maxDays: `Longest ${what} time is a whole number of days from 0 to ${MAX_DELIVERY_DAYS}.`,
  order: `The shortest ${what} time cannot be longer than the longest.`,
});
const dayCount = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_DELIVERY_DAYS, { error: message });
/** A day range's shortest and longest whole days (a shipping rate's transit, the production time). */
export const dayFields = (what: 'delivery' | 'production') => {
  const m = DAY_RANGE_MESSAGES(what);
  return { minDays: dayCount(m.minDays), maxDays: dayCount(m.maxDays) };
};
/** The shortest-not-above-longest check, reported under the longest (the field to fix). */
export const daysInOrder =
  (what: 'delivery' | 'production') =>
  (d: { minDays?: number; maxDays?: number }, ctx: z.RefinementCtx) => {
    if (d.minDays != null && d.maxDays != null && d.minDays > d.maxDays)
      ctx.addIssue({ code: 'custom', message: DAY_RANGE_MESSAGES(what).order, path: ['maxDays'] });
  };

const shippingRateShape = {
  destination: shippingDestinationSchema,
  label: required(80, 'Label'),
  priceCents: cents('Shipping price'),
  isActive: z.boolean().default(true),
  sortOrder: z.number().int().default(0),
};
/** A new rate; without days it gets the database's 3–7 (docs/operations.md). */
export const adminShippingRateInputSchema = z
  .strictObject({
    ...shippingRateShape,
    minDays: dayFields('delivery').minDays.default(3),
    maxDays: dayFields('delivery').maxDays.default(7),
  })
  .superRefine(daysInOrder('delivery'));
/** An edit says the days too: a PUT replaces the row, so absent days are not silently reset. */
export const adminShippingRateUpdateSchema = z
  .strictObject({ ...shippingRateShape, ...dayFields('delivery'), updatedAt: versionSchema })
  .superRefine(daysInOrder('delivery'));
export type AdminShippingRateInput = z.input<typeof adminShippingRateInputSchema>;
export const adminShippingRateSchema = z.object({
  id: z.string(),
  destination: z.string(),
  label: z.string(),
  priceCents: z.number().int(),
  /** Business days in transit, fewest to most. */
  minDays: z.number().int(),
  maxDays: z.number().int(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminShippingRate = z.infer<typeof adminShippingRateSchema>;

export const adminPngPriceUpdateSchema = z.strictObject({
  priceCents: cents('PNG price'),
  updatedAt: versionSchema,
});

/** GET /api/admin/pricing: everything the pricing screen edits. */
export const adminPricingSchema = z.object({
  plans: z.array(adminPlanSchema),
  canvasSizes: z.array(adminCanvasSizeSchema),
  pngDownload: pngDownloadPriceSchema.extend({ updatedAt: z.string() }),
  shippingRates: z.array(adminShippingRateSchema),
  /** With Stripe configured a premium price change creates a new Stripe Price. */
  stripeConfigured: z.boolean(),
});
export type AdminPricing = z.infer<typeof adminPricingSchema>;
