import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { blueprintVersions } from '../../db/schema/blueprints';
import { productFields, products } from '../../db/schema/catalogue';
import { artworks, uploadedImages, visionBoards } from '../../db/schema/generation';
import { savedVariants, type SavedVariantRow } from '../../db/schema/variants';

// Statements of the saved variants (decision 026). modules/variants owns every write to
// saved_variants, sample_photos and regression_runs, and the admin-owned boards its runs use.

export type NewSavedVariant = typeof savedVariants.$inferInsert;

/** The admin-owned board a variant's artwork is made from (purpose 'test_run' etc.: never listed). */
export async function insertVariantBoard(
  tx: Database,
  values: { userId: string; productId: string; items: string; purpose: NewSavedVariant['purpose'] },
) {
  const [row] = await tx.insert(visionBoards).values(values).returning();
  return row!;
}

/** The board's photos: {fieldName}_{index}.jpg pointing at the storage keys the run reads. */
export async function insertVariantImages(
  tx: Database,
  boardId: string,
  images: readonly { filename: string; key: string }[],
) {
  if (images.length === 0) return;
  await tx.insert(uploadedImages).values(images.map((i) => ({ ...i, visionBoardId: boardId })));
}

export async function insertSavedVariant(
  tx: Database,
  values: NewSavedVariant,
): Promise<SavedVariantRow> {
  const [row] = await tx.insert(savedVariants).values(values).returning();
  return row!;
}

export async function savedVariantById(db: Database, id: string): Promise<SavedVariantRow | null> {
  const [row] = await db.select().from(savedVariants).where(eq(savedVariants.id, id));
  return row ?? null;
}

/** Saved variants with their artwork, product, version and author, for the views. */
export async function variantRowsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      v: savedVariants,
      status: artworks.status,
      draft: artworks.draft,
      startedAt: artworks.startedAt,
      finishedAt: artworks.finishedAt,
      lastError: artworks.lastError,
      productTitle: products.title,
      versionNumber: blueprintVersions.version,
      author: { id: users.id, name: users.name, email: users.email },
    })
    .from(savedVariants)
    .innerJoin(artworks, eq(artworks.id, savedVariants.artworkId))
    .innerJoin(products, eq(products.id, savedVariants.productId))
    .leftJoin(blueprintVersions, eq(blueprintVersions.id, savedVariants.versionId))
    .leftJoin(users, eq(users.id, savedVariants.createdBy))
    .where(inArray(savedVariants.id, [...ids]));
}
export type VariantViewRow = Awaited<ReturnType<typeof variantRowsByIds>>[number];

/** The product's fields as a run checks its values and photos. */
export function productFieldsForRun(db: Database, productId: string) {
  return db
    .select({
      fieldName: productFields.fieldName,
      fieldType: productFields.fieldType,
      maxImages: productFields.maxImages,
    })
    .from(productFields)
    .where(eq(productFields.productId, productId));
}

export async function whoById(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** A shopper's artwork as a replay reads it (never another variant). */
export async function shopperArtwork(db: Database, artworkId: string) {
  const [row] = await db
    .select({ id: artworks.id, seed: artworks.seed, visionBoardId: artworks.visionBoardId })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), eq(artworks.purpose, 'shopper')));
  return row ?? null;
}
