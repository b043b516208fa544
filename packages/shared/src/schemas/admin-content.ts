import { z } from 'zod';
import {
  adminListQuerySchema,
  idSchema,
  imageRefSchema,
  optionalImage,
  optionalText,
  paged,
  required,
  slugSchema,
  versionSchema,
} from './admin';
import { galleryItemSchema, testimonialSchema } from './content';

// The admin's shop content lists (/api/admin): categories, gallery items, testimonials and the
// shop's images.

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
