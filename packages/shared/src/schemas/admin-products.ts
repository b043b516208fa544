import { MAX_FREE_REVISIONS } from './revisions';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminListQuerySchema,
  idSchema,
  imageRefSchema,
  optionalImage,
  optionalText,
  paged,
  required,
  slugSchema,
  trimmed,
  versionSchema,
} from './admin';
import {
  FIELD_TYPES,
  productContentSchema,
  productFieldSchema,
  type ProductContent,
} from './catalogue';
import { fieldRolesSchema } from './field-roles';

// The admin product editor's bodies (/api/admin/products): a product with its form fields,
// hero and content sections, and its list.

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
  /** Free changes per artwork ("Ask for a change"). Absent: 2 for a new product, unchanged on an edit. */
  freeRevisions: z
    .number({ error: 'Free revisions must be a whole number.' })
    .int({ error: 'Free revisions must be a whole number.' })
    .min(0, { error: 'Free revisions must be 0 or more.' })
    .max(MAX_FREE_REVISIONS, { error: `Free revisions must be at most ${MAX_FREE_REVISIONS}.` })
    .optional(),
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
  /**
   * The live version's stored field roles (fields without one are read by their type:
   * resolveFieldRoles); optional until every API answer carries them.
   */
  fieldRoles: fieldRolesSchema.optional(),
  /** The blueprint the version belongs to (/admin/blueprints/:blueprintId). */
  blueprintId: z.string().optional(),
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
  freeRevisions: z.number().int(),
  orderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * On a create or update answer: BLUEPRINT_MESSAGES.unusedField for each field the live
   * blueprint version neither gives a role nor names in a template.
   */
  roleWarnings: z.array(z.string()).optional(),
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
