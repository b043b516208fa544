import { z } from 'zod';

// What every admin API area (/api/admin, DESIGN.md §3 "Admin") shares: the messages, versions,
// text and image fields, ids and lists its bodies are made of. Bodies are strict:
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

export const trimmed = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} can be at most ${max} characters.` });
export const required = (max: number, label: string) =>
  trimmed(max, label).min(1, { error: `${label} is required.` });
/** Optional text: empty becomes null. */
export const optionalText = (max: number, label: string) =>
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
export const optionalImage = imageRefSchema
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

export const idSchema = z.uuid({ error: 'must be an id (UUID)' });

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

/** POST /api/admin/products/:id/archive and /restore carry the version too. */
export const versionBodySchema = z.strictObject({ updatedAt: versionSchema });
