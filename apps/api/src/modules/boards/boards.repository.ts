import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productFields, products } from '../../db/schema/catalogue';
import { liveFieldRoles } from '../blueprints/blueprints.service';
import { uploadedImages, visionBoards, type VisionBoard } from '../../db/schema/generation';

export type BoardWithProduct = {
  board: VisionBoard;
  product: { slug: string; title: string } | null;
};
export type UploadedImageRow = typeof uploadedImages.$inferSelect;

const boardWithProduct = {
  board: visionBoards,
  product: { slug: products.slug, title: products.title },
};

type ImageValues = { visionBoardId: string; filename: string; key: string };

/**
 * Registers an image under its filename; the same filename again replaces the key (a retried
 * or corrected submission), so a board never holds two images of one name.
 */
async function upsertImage(db: Database, values: ImageValues): Promise<UploadedImageRow> {
  const [row] = await db
    .insert(uploadedImages)
    .values(values)
    .onConflictDoUpdate({
      target: [uploadedImages.visionBoardId, uploadedImages.filename],
      set: { key: values.key, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}

export function createBoardsRepository(db: Database) {
  return {
    async findActiveProduct(productId: string) {
      const [row] = await db
        .select({ id: products.id, slug: products.slug, title: products.title })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')))
        .limit(1);
      return row ?? null;
    },

    /** The fields a board's items are checked against (SPEC.md §3), in form order. */
    productFields(productId: string) {
      return db
        .select({
          fieldName: productFields.fieldName,
          fieldLabel: productFields.fieldLabel,
          fieldType: productFields.fieldType,
          isRequired: productFields.isRequired,
          isPremiumOnly: productFields.isPremiumOnly,
          fieldOptions: productFields.fieldOptions,
          maxImages: productFields.maxImages,
        })
        .from(productFields)
        .where(eq(productFields.productId, productId))
        .orderBy(asc(productFields.stepNumber), asc(productFields.sortOrder));
    },

    /** The roles of the product's live blueprint version (the artwork heading's title role). */
    fieldRoles: (productId: string) => liveFieldRoles(db, productId),

    async insertBoard(values: { userId: string; productId: string; items: string }) {
      const [row] = await db.insert(visionBoards).values(values).returning();
      return row!;
    },

    /** The board when it is the user's; null for anyone else's or a missing id. */
    async findOwnedBoard(userId: string, id: string): Promise<BoardWithProduct | null> {
      const [row] = await db
        .select(boardWithProduct)
        .from(visionBoards)
        .leftJoin(products, eq(visionBoards.productId, products.id))
        .where(
          and(
            eq(visionBoards.id, id),
            eq(visionBoards.userId, userId),
            eq(visionBoards.purpose, 'shopper'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    listBoards(userId: string): Promise<BoardWithProduct[]> {
      return db
        .select(boardWithProduct)
        .from(visionBoards)
        .leftJoin(products, eq(visionBoards.productId, products.id))
        .where(and(eq(visionBoards.userId, userId), eq(visionBoards.purpose, 'shopper')))
        .orderBy(desc(visionBoards.createdAt), desc(visionBoards.id));
    },

    upsertImage: (values: ImageValues) => upsertImage(db, values),

    /**
     * `upsertImage` for a field that takes at most `cap.max` photos. When the board already
     * holds that many of the field under other filenames (`cap.holds` tells a filename's field)
     * it stores nothing and answers those filenames. The board row is locked meanwhile, so two
     * registrations at once cannot both take the last place.
     */
    async upsertCappedImage(
      values: ImageValues,
      cap: { max: number; holds: (filename: string) => boolean },
    ): Promise<{ image: UploadedImageRow } | { full: string[] }> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: visionBoards.id })
          .from(visionBoards)
          .where(eq(visionBoards.id, values.visionBoardId))
          .for('update');
        const rows = await tx
          .select({ filename: uploadedImages.filename })
          .from(uploadedImages)
          .where(eq(uploadedImages.visionBoardId, values.visionBoardId));
        const others = rows
          .map((r) => r.filename)
          .filter((name) => name !== values.filename && cap.holds(name));
        if (others.length >= cap.max) return { full: others };
        return { image: await upsertImage(tx, values) };
      });
    },

    listImages(visionBoardId: string): Promise<UploadedImageRow[]> {
      return db
        .select()
        .from(uploadedImages)
        .where(eq(uploadedImages.visionBoardId, visionBoardId))
        .orderBy(asc(uploadedImages.filename));
    },
  };
}

export type BoardsRepository = ReturnType<typeof createBoardsRepository>;
