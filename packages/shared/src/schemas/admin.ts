import { z } from 'zod';
import {
  FIELD_TYPES,
  productContentSchema,
  productFieldSchema,
  type ProductContent,
} from './catalogue';
import {
  canvasSizeSchema,
  galleryItemSchema,
  pngDownloadPriceSchema,
  pricingPlanSchema,
  testimonialSchema,
} from './content';

// The admin catalogue and content API (/api/admin, DESIGN.md §3 "Admin"). Bodies are strict:
// an unknown key is a 400. Every update carries the version it edits (`updatedAt`, as the
// server sent it); a stale one gets 409 STALE_EDIT and changes nothing.

export const ADMIN_MESSAGES = {
  staleEdit: (what: string) =>
    `Someone else changed this ${what} after you opened it. Reload to see their version, then make your change again.`,
  heroBullets:
    'Hero bullet points need exactly 4, none empty: with any other number the product page shows the 4 default bullets instead.',
  duplicateFieldName: (name: string) =>
    `Two fields are named '${name}'. Each field of a product needs its own name.`,
  selectOptions: 'A select field needs at least one option.',
  visualOptions: 'A visual selector needs at least one option, each with a title and an image.',
  noOptions: (type: string) => `A ${type} field takes no options.`,
  photosOnlyForImages: (type: string) =>
    `A ${type} field takes no photos: only an image field says how many photos it takes.`,
  categoryInUse: (products: number, gallery: number) =>
    `This category is still used by ${products} product${products === 1 ? '' : 's'} and ${gallery} gallery item${gallery === 1 ? '' : 's'}. Move them to another category first.`,
} as const;

/** The version an edit is based on: the `updatedAt` the server sent with the row. */
export const versionSchema = z.iso.datetime({
  offset: true,
  error: 'updatedAt must be the version you are editing (the updatedAt the server sent).',
});

const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` });
const required = (max: number, label: string) =>
  trimmed(max, label).min(1, { error: `${label} is required.` });
/** Optional text: empty becomes null. */
const optionalText = (max: number, label: string) =>
  trimmed(max, label)
    .nullable()
    .transform((v) => (v ? v : null));

/** An image: a static-assets/ key from the admin image upload, or an https URL. */
export const imageRefSchema = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^static-assets\/[\w./-]+$/.test(v) || /^https:\/\/\S+$/.test(v), {
    error: 'An image must be one of the shop’s images (static-assets/…) or an https URL.',
  });
const optionalImage = imageRefSchema
  .nullable()
  .or(z.literal('').transform(() => null))
  .optional()
  .transform((v) => v ?? null);

export const slugSchema = z
  .string()
  .trim()
  .min(1, { error: 'Slug is required.' })
  .max(120, { error: 'Slug can be at most 120 characters.' })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'Slug may hold lowercase letters, digits and single hyphens only (like my-product).',
  });

const idSchema = z.uuid({ error: 'must be an id (UUID)' });

// ---------------------------------------------------------------- lists

export const adminListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.string().max(40).optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
});

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const reorderSchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(1000),
});
export type Reorder = z.infer<typeof reorderSchema>;

export const idParamsSchema = z.object({ id: idSchema });

// ---------------------------------------------------------------- products

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const FIELD_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

export const adminFieldInputSchema = z
  .strictObject({
    /** Present for a field that already exists (keeps its id); absent for a new one. */
    id: idSchema.optional(),
    fieldName: z
      .string()
      .trim()
      .min(1, { error: 'Field name is required.' })
      .max(60, { error: 'Field name can be at most 60 characters.' })
      .regex(FIELD_NAME_PATTERN, {
        error: 'Field name may hold lowercase letters, digits, _ and - (made from the label).',
      }),
    fieldLabel: required(200, 'Label'),
    fieldType: z.enum(FIELD_TYPES),
    isRequired: z.boolean().default(false),
    isPremiumOnly: z.boolean().default(false),
    stepNumber: z.number().int().min(1, { error: 'Step must be 1 or more.' }).max(10).default(1),
    placeholderText: optionalText(200, 'Placeholder').optional().default(null),
    tooltipText: optionalText(500, 'Tooltip').optional().default(null),
    fieldOptions: z
      .union(
        [
          z.array(required(200, 'Option')),
          z.array(
            z.strictObject({
              title: required(120, 'Option title'),
              imageUrl: imageRefSchema,
              description: trimmed(300, 'Option description').optional(),
            }),
          ),
        ],
        {
          // Neither list (an option without its image, a mix): say what a list must hold.
          error: (iss) =>
            Array.isArray(iss.input) && iss.input.some((o) => typeof o === 'object')
              ? ADMIN_MESSAGES.visualOptions
              : 'Options are a list of texts (select) or of options with a title and an image (visual selector).',
        },
      )
      .nullable()
      .optional()
      .default(null),
    /** Image fields: 1 takes one photo, null several (what the form offers). */
    maxImages: z
      .literal(1, { error: 'Photos must be 1 (one photo) or null (several photos).' })
      .nullable()
      .optional()
      .default(null),
  })
  .superRefine((f, ctx) => {
    if (f.maxImages !== null && f.fieldType !== 'image')
      ctx.addIssue({
        code: 'custom',
        path: ['maxImages'],
        message: ADMIN_MESSAGES.photosOnlyForImages(f.fieldType),
      });
    const opts = f.fieldOptions;
    if (f.fieldType === 'select') {
      if (!opts?.length || typeof opts[0] !== 'string')
        ctx.addIssue({
          code: 'custom',
          path: ['fieldOptions'],
          message: ADMIN_MESSAGES.selectOptions,
        });
    } else if (f.fieldType === 'visual_selector') {
      if (!opts?.length || typeof opts[0] === 'string')
        ctx.addIssue({
          code: 'custom',
          path: ['fieldOptions'],
          message: ADMIN_MESSAGES.visualOptions,
        });
    } else if (opts && opts.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['fieldOptions'],
        message: ADMIN_MESSAGES.noOptions(f.fieldType),
      });
    }
  });
export type AdminFieldInput = z.input<typeof adminFieldInputSchema>;

/** SPEC.md §3: exactly 4 non-empty strings, or none (null: the page's defaults). */
export const heroBulletPointsSchema = z
  .array(trimmed(200, 'Bullet point'))
  .nullable()
  .refine((v) => v === null || (v.length === 4 && v.every((b) => b.length > 0)), {
    error: ADMIN_MESSAGES.heroBullets,
  });

/** The product's content (each field of productContentSchema, with its rule) and its fields. */
const adminProductShape = z.strictObject({
  slug: slugSchema,
  title: required(200, 'Title'),
  description: trimmed(2000, 'Description').default(''),
  categoryId: idSchema.nullable().default(null),
  status: productStatusSchema.default('draft'),
  /** The place in the shop (0 first). Absent: last for a new product, unchanged on an edit. */
  sortOrder: z.number().int().min(0, { error: 'Position must be 1 or more.' }).optional(),
  sampleImageUrl: optionalImage,
  heroBeforeImage: optionalImage,
  heroAfterImage: optionalImage,
  heroBulletPoints: heroBulletPointsSchema.default(null),
  heroButtonText: optionalText(80, 'Button text').default(null),
  heroBadgeText: optionalText(80, 'Badge text').default(null),
  personalizeSectionTitle: optionalText(200, 'Personalise section title').default(null),
  personalizeSectionSubtitle: optionalText(500, 'Personalise section subtitle').default(null),
  personalizeFormTitle: optionalText(200, 'Form title').default(null),
  benefitsSectionTitle: optionalText(200, 'Benefits title').default(null),
  benefitsSectionSubtitle: optionalText(500, 'Benefits subtitle').default(null),
  benefitItem1Title: optionalText(120, 'Benefit 1 title').default(null),
  benefitItem1Description: optionalText(500, 'Benefit 1 description').default(null),
  benefitItem2Title: optionalText(120, 'Benefit 2 title').default(null),
  benefitItem2Description: optionalText(500, 'Benefit 2 description').default(null),
  benefitItem3Title: optionalText(120, 'Benefit 3 title').default(null),
  benefitItem3Description: optionalText(500, 'Benefit 3 description').default(null),
  benefitItem4Title: optionalText(120, 'Benefit 4 title').default(null),
  benefitItem4Description: optionalText(500, 'Benefit 4 description').default(null),
  benefitsCardImage: optionalImage,
  benefitsCardTitle: optionalText(200, 'Benefits card title').default(null),
  benefitsCardDescription: optionalText(500, 'Benefits card description').default(null),
  fields: z.array(adminFieldInputSchema).max(50).default([]),
  // Every content field of productContentSchema needs its rule here: a new one fails to compile.
} satisfies Record<keyof ProductContent, z.ZodType> & Record<string, z.ZodType>);

function uniqueFieldNames(p: { fields: { fieldName: string }[] }, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  p.fields.forEach((f, i) => {
    if (seen.has(f.fieldName))
      ctx.addIssue({
        code: 'custom',
        path: ['fields', i, 'fieldName'],
        message: ADMIN_MESSAGES.duplicateFieldName(f.fieldName),
      });
    seen.add(f.fieldName);
  });
}

/** POST /api/admin/products: the whole product with its fields, in form order. */
export const adminProductInputSchema = adminProductShape
  .extend({
    /**
     * Create only: what the product makes. The new product gets a starter blueprint of this
     * kind (its prompt uses every field), so it can generate as soon as it is active.
     */
    artworkKind: z.enum(['portrait', 'vision_board']).default('portrait'),
  })
  .superRefine(uniqueFieldNames);
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductValues = z.output<typeof adminProductInputSchema>;

/** PUT /api/admin/products/:id: the whole product (fields included) and the version edited. */
export const adminProductUpdateSchema = adminProductShape
  .extend({ updatedAt: versionSchema })
  .superRefine(uniqueFieldNames);

export const blueprintRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  version: z.number().int(),
  kind: z.enum(['portrait', 'vision_board']),
  /** The {{fieldName}} placeholders its prompt and caption templates use. */
  placeholders: z.array(z.string()),
});
export type BlueprintRef = z.infer<typeof blueprintRefSchema>;

/** An admin's full view of a product: stored image references (keys or URLs), not display URLs. */
export const adminProductSchema = productContentSchema.extend({
  id: z.string(),
  categoryId: z.string().nullable(),
  status: productStatusSchema,
  // As stored: the storefront's hint (textNotPainted) is the preview's, and a client may send
  // these fields back as they came.
  fields: z.array(productFieldSchema.omit({ textNotPainted: true })),
  activeBlueprint: blueprintRefSchema.nullable(),
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: productStatusSchema,
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Display URL of the sample image (/media/… or absolute), or null. */
  thumbnailUrl: z.string().nullable(),
  fieldCount: z.number().int(),
  orderCount: z.number().int(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;
export const adminProductListSchema = paged(adminProductListItemSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const adminProductListQuerySchema = adminListQuerySchema.extend({
  status: productStatusSchema.optional(),
  category: idSchema.optional(),
  sort: z.enum(['title', 'status', 'sortOrder', 'updatedAt', 'createdAt']).default('sortOrder'),
});

/** POST /api/admin/products/:id/archive and /restore carry the version too. */
export const versionBodySchema = z.strictObject({ updatedAt: versionSchema });

// ---------------------------------------------------------------- categories

export const adminCategoryInputSchema = z.strictObject({
  name: required(120, 'Name'),
  /** Made from the name with the slug helper when absent. */
  slug: slugSchema.optional(),
  description: optionalText(500, 'Description').optional().default(null),
});
export const adminCategoryUpdateSchema = adminCategoryInputSchema.extend({
  updatedAt: versionSchema,
});
export type AdminCategoryInput = z.input<typeof adminCategoryInputSchema>;

export const adminCategorySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  productCount: z.number().int(),
  galleryCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const adminCategoryListSchema = paged(adminCategorySchema);
export const adminCategoryListQuerySchema = adminListQuerySchema.extend({
  sort: z.enum(['name', 'sortOrder', 'productCount']).default('sortOrder'),
});

// ---------------------------------------------------------------- gallery

export const adminGalleryInputSchema = z.strictObject({
  title: required(200, 'Title'),
  description: optionalText(1000, 'Description').optional().default(null),
  imageUrl: imageRefSchema,
  productId: idSchema.nullable().default(null),
  categoryId: idSchema.nullable().default(null),
  isHero: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export const adminGalleryUpdateSchema = adminGalleryInputSchema.extend({
  updatedAt: versionSchema,
});
/** PATCH: the inline toggles of the list (one or both), with the version. */
export const adminGalleryPatchSchema = z.strictObject({
  isActive: z.boolean().optional(),
  isHero: z.boolean().optional(),
  updatedAt: versionSchema,
});
export type AdminGalleryInput = z.input<typeof adminGalleryInputSchema>;

/** The public gallery item's fields (imageUrl: the stored reference here) and the admin's own. */
export const adminGalleryItemSchema = galleryItemSchema
  .omit({ productSlug: true, categorySlug: true })
  .extend({
    /** Display URL. */
    thumbnailUrl: z.string(),
    productTitle: z.string().nullable(),
    categoryName: z.string().nullable(),
    isActive: z.boolean(),
    sortOrder: z.number().int(),
    updatedAt: z.string(),
  });
export type AdminGalleryItem = z.infer<typeof adminGalleryItemSchema>;
export const adminGalleryListSchema = paged(adminGalleryItemSchema);
export const adminGalleryListQuerySchema = adminListQuerySchema.extend({
  product: idSchema.optional(),
  category: idSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  hero: z.enum(['true', 'false']).optional(),
  sort: z.enum(['title', 'sortOrder', 'updatedAt']).default('sortOrder'),
});

// ---------------------------------------------------------------- testimonials

export const adminTestimonialInputSchema = z.strictObject({
  quote: required(1000, 'Quote'),
  name: required(120, 'Name'),
  location: optionalText(120, 'Location').optional().default(null),
  avatar: optionalImage,
  rating: z
    .number()
    .int()
    .min(1, { error: 'Rating is 1 to 5 stars.' })
    .max(5, { error: 'Rating is 1 to 5 stars.' })
    .default(5),
  isActive: z.boolean().default(true),
  featured: z.boolean().default(false),
  artwork: optionalImage,
  productId: idSchema.nullable().default(null),
});
export const adminTestimonialUpdateSchema = adminTestimonialInputSchema.extend({
  updatedAt: versionSchema,
});
export const adminTestimonialPatchSchema = z.strictObject({
  isActive: z.boolean().optional(),
  featured: z.boolean().optional(),
  updatedAt: versionSchema,
});
export type AdminTestimonialInput = z.input<typeof adminTestimonialInputSchema>;

/** The public testimonial's fields (avatar, artwork: stored references here) and the admin's own. */
export const adminTestimonialSchema = testimonialSchema.extend({
  /** As stored: the public answer clamps it to 1–5. */
  rating: z.number().int(),
  avatarUrl: z.string().nullable(),
  artworkUrl: z.string().nullable(),
  productTitle: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const adminTestimonialListSchema = paged(adminTestimonialSchema).extend({
  /** Over the whole table, whatever the filters. */
  activeCount: z.number().int(),
  featuredCount: z.number().int(),
  /** Active and featured: the landing page shows the first 3 of these. */
  shownOnLanding: z.number().int(),
});
export type AdminTestimonialList = z.infer<typeof adminTestimonialListSchema>;
export const adminTestimonialListQuerySchema = adminListQuerySchema.extend({
  product: idSchema.optional(),
  active: z.enum(['true', 'false']).optional(),
  featured: z.enum(['true', 'false']).optional(),
  sort: z.enum(['name', 'rating', 'sortOrder', 'updatedAt']).default('sortOrder'),
});

// ---------------------------------------------------------------- pricing

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
const dayFields = (what: 'delivery' | 'production') => {
  const m = DAY_RANGE_MESSAGES(what);
  return { minDays: dayCount(m.minDays), maxDays: dayCount(m.maxDays) };
};
/** The shortest-not-above-longest check, reported under the longest (the field to fix). */
const daysInOrder =
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

// ---------------------------------------------------------------- settings

export const faqEntrySchema = z.strictObject({
  question: required(300, 'Question'),
  answer: required(5000, 'Answer'),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

const pageInput = (label: string) =>
  z.strictObject({
    title: required(120, `${label} title`),
    markdown: trimmed(100_000, `${label} text`),
  });

/** Everything the site content screen edits (the storefront's settings). */
export const adminSettingsValuesSchema = z.strictObject({
  socialProof: z.strictObject({
    landing: z.strictObject({
      families: z.number().int().min(0),
      rating: z.number().min(1).max(5),
    }),
    product: z.strictObject({
      count: z.number().int().min(0),
      rating: z.number().min(1).max(5),
    }),
  }),
  guarantee: z.strictObject({
    days: z.number().int().min(0).max(365),
    text: required(120, 'Guarantee text'),
  }),
  liveCounter: z
    .strictObject({
      enabled: z.boolean(),
      min: z.number().int().min(0),
      max: z.number().int().min(0),
    })
    .refine((c) => c.min <= c.max, {
      error: 'The live counter’s lowest number must not be above its highest.',
      path: ['max'],
    }),
  landing: z.strictObject({
    heroTitle: required(200, 'Hero title'),
    heroSubtitle: trimmed(500, 'Hero subtitle'),
    missionTitle: required(200, 'Mission title'),
    missionText: trimmed(3000, 'Mission text'),
  }),
  pages: z.strictObject({
    terms: pageInput('Terms'),
    privacy: pageInput('Privacy'),
    returns: pageInput('Returns'),
    /** The FAQ is stored as markdown (`## Question` then the answer); the screen edits entries. */
    faq: z.strictObject({
      title: required(120, 'FAQ title'),
      entries: z.array(faqEntrySchema).max(100),
    }),
  }),
  shopEmail: z.email({ error: 'Shop e-mail must be an e-mail address.' }),
  /** Business days from payment until a canvas leaves the lab (setting shipping.productionDays). */
  productionDays: z.strictObject(dayFields('production')).superRefine(daysInOrder('production')),
});
export type AdminSettingsValues = z.infer<typeof adminSettingsValuesSchema>;
export type AdminSettingsInput = z.input<typeof adminSettingsValuesSchema>;

export const adminSettingsUpdateSchema = adminSettingsValuesSchema.extend({
  updatedAt: versionSchema,
});
export const adminSettingsSchema = adminSettingsValuesSchema.extend({ updatedAt: z.string() });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

// ---------------------------------------------------------------- images

export const adminImageSchema = z.object({
  key: z.string(),
  /** Display URL (/media/…). */
  url: z.string(),
  filename: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;
export const adminImageListSchema = paged(adminImageSchema);
export const adminImageListQuerySchema = adminListQuerySchema.extend({
  sort: z.enum(['createdAt', 'filename']).default('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
