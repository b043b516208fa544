import { z } from 'zod';
import { reviewSummarySchema } from './reviews';

// Public catalogue answers (GET /api/products, GET /api/products/:slug). Image fields hold
// URLs the browser can load: /media/static-assets/... for shop images, or absolute URLs.

export const FIELD_TYPES = [
  'text',
  'textarea',
  'select',
  'checkbox',
  'image',
  'visual_selector',
] as const;
export const fieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldTypeSchema>;

/**
 * Longest value a text or textarea field takes, in characters (the form's maxLength; the API
 * refuses a board with a longer value).
 */
export const FIELD_MAX_LENGTH = { text: 200, textarea: 2000 } as const;

export const visualOptionSchema = z.object({
  title: z.string(),
  imageUrl: z.string(),
  description: z.string().optional(),
});
export type VisualOption = z.infer<typeof visualOptionSchema>;

/** Strings for select; {title, imageUrl, description} for visual_selector; null otherwise. */
export const fieldOptionsSchema = z.union([z.array(z.string()), z.array(visualOptionSchema)]);

export const productFieldSchema = z.object({
  id: z.string(),
  fieldName: z.string(),
  fieldLabel: z.string(),
  fieldType: fieldTypeSchema,
  isRequired: z.boolean(),
  isPremiumOnly: z.boolean(),
  stepNumber: z.number().int(),
  sortOrder: z.number().int(),
  placeholderText: z.string().nullable(),
  tooltipText: z.string().nullable(),
  fieldOptions: fieldOptionsSchema.nullable(),
  /**
   * Image fields: how many photos the field takes. null: several (the form's picker takes many
   * files); 1: one photo (a new pick replaces it, and the API refuses a second). Null otherwise.
   */
  maxImages: z.number().int().nullable(),
  /**
   * The shop's artwork will not show what is written here: its provider is the local studio,
   * which paints no notes (`unpaintedTextFields`). The form says so under the field.
   */
  textNotPainted: z.boolean(),
});
export type ProductField = z.infer<typeof productFieldSchema>;

export const categoryRefSchema = z.object({ slug: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const productSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category: categoryRefSchema.nullable(),
  sortOrder: z.number().int(),
  sampleImageUrl: z.string().nullable(),
  heroBeforeImage: z.string().nullable(),
  heroAfterImage: z.string().nullable(),
  heroBulletPoints: z.array(z.string()).nullable(),
  heroButtonText: z.string().nullable(),
  heroBadgeText: z.string().nullable(),
  personalizeSectionTitle: z.string().nullable(),
  personalizeSectionSubtitle: z.string().nullable(),
  personalizeFormTitle: z.string().nullable(),
  benefitsSectionTitle: z.string().nullable(),
  benefitsSectionSubtitle: z.string().nullable(),
  benefitItem1Title: z.string().nullable(),
  benefitItem1Description: z.string().nullable(),
  benefitItem2Title: z.string().nullable(),
  benefitItem2Description: z.string().nullable(),
  benefitItem3Title: z.string().nullable(),
  benefitItem3Description: z.string().nullable(),
  benefitItem4Title: z.string().nullable(),
  benefitItem4Description: z.string().nullable(),
  benefitsCardImage: z.string().nullable(),
  benefitsCardTitle: z.string().nullable(),
  benefitsCardDescription: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * The product's own content (SPEC.md §3): what the admin edits and the storefront shows. The
 * admin's view of a product derives from it, so a new product field is added here once.
 */
export const productContentSchema = productSchema.omit({ id: true, category: true });
export type ProductContent = z.infer<typeof productContentSchema>;
/** The content fields that hold an image: a display URL publicly, the stored reference in the admin. */
export const PRODUCT_IMAGE_FIELDS = [
  'sampleImageUrl',
  'heroBeforeImage',
  'heroAfterImage',
  'benefitsCardImage',
] as const satisfies readonly (keyof ProductContent)[];

export const productListSchema = z.array(productSchema);

export const productDetailSchema = productSchema.extend({
  fields: z.array(productFieldSchema),
  /** Changes ("Ask for a change") each artwork of the product includes free (issue 27). */
  freeRevisions: z.number().int(),
  /**
   * The product's approved buyer reviews (GET /api/products/{slug} always sends it; the admin's
   * preview of an unsaved product has none).
   */
  reviews: reviewSummarySchema.optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productParamsSchema = z.object({
  slug: z.string().min(1).max(200),
});
