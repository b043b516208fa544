import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalogue';
import { artworks, uploadedImages, visionBoards } from '../../db/schema/generation';
import { productFieldsOf } from '../blueprints/blueprints.repository';

// The generation pipeline's reads of boards and products (blueprint versions: modules/blueprints), and the credit a
// generation takes or gives back. The artwork's job state is artwork-jobs.repository.ts.
// Functions take the database or a transaction.

const now = sql`now()`;

export async function findOwnedBoard(db: Database, userId: string, boardId: string) {
  const [board] = await db
    .select()
    .from(visionBoards)
    // A saved variant's board is the admin's, but never a shopper's board (decision 026).
    .where(
      and(
        eq(visionBoards.id, boardId),
        eq(visionBoards.userId, userId),
        eq(visionBoards.purpose, 'shopper'),
      ),
    )
    .limit(1);
  return board ?? null;
}

/** The caller's board, locked until the transaction ends (one generate per board at a time). */
export async function lockOwnedBoard(tx: Database, userId: string, boardId: string) {
  const [board] = await tx
    .select()
    .from(visionBoards)
    // A saved variant's board is the admin's, but never a shopper's board (decision 026).
    .where(
      and(
        eq(visionBoards.id, boardId),
        eq(visionBoards.userId, userId),
        eq(visionBoards.purpose, 'shopper'),
      ),
    )
    .for('update');
  return board ?? null;
}

export async function findBoard(db: Database, boardId: string) {
  const [board] = await db.select().from(visionBoards).where(eq(visionBoards.id, boardId));
  return board ?? null;
}

export async function inFlightArtwork(db: Database, boardId: string) {
  const [row] = await db
    .select()
    .from(artworks)
    .where(
      and(eq(artworks.visionBoardId, boardId), inArray(artworks.status, ['queued', 'running'])),
    )
    .orderBy(desc(artworks.createdAt))
    .limit(1);
  return row ?? null;
}

export async function boardArtworks(db: Database, boardId: string) {
  return db
    .select()
    .from(artworks)
    .where(eq(artworks.visionBoardId, boardId))
    .orderBy(asc(artworks.createdAt));
}

export async function productWithFields(db: Database, productId: string) {
  const [product] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  return { ...product, fields: await productFieldsOf(db, productId) };
}

export async function boardImages(db: Database, boardId: string) {
  return db
    .select({ filename: uploadedImages.filename, key: uploadedImages.key })
    .from(uploadedImages)
    .where(eq(uploadedImages.visionBoardId, boardId))
    .orderBy(asc(uploadedImages.createdAt));
}

// ---- allowance ----------------------------------------------------------------------------

/** Takes one credit if one is left; null when the limit is reached (nothing changed). */
export async function reserveCredit(tx: Database, userId: string) {
  const [row] = await tx
    .update(users)
    .set({ generationsUsed: sql`${users.generationsUsed} + 1`, updatedAt: now })
    .where(and(eq(users.id, userId), lt(users.generationsUsed, users.generationsLimit)))
    .returning({ isPremium: users.isPremium, used: users.generationsUsed });
  return row ?? null;
}

/** Gives the credit of a finally failed artwork back, at most once per artwork. */
export async function refundCreditOnce(tx: Database, artworkId: string): Promise<boolean> {
  const [marked] = await tx
    .update(artworks)
    .set({ creditRefundedAt: now })
    // An admin's saved variant was never charged (decision 026): nothing to give back.
    .where(
      and(
        eq(artworks.id, artworkId),
        isNull(artworks.creditRefundedAt),
        eq(artworks.purpose, 'shopper'),
      ),
    )
    .returning({ userId: artworks.userId });
  if (!marked) return false;
  await tx
    .update(users)
    .set({ generationsUsed: sql`GREATEST(${users.generationsUsed} - 1, 0)`, updatedAt: now })
    .where(eq(users.id, marked.userId));
  return true;
}
