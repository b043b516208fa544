import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
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

/** A shopper's own artwork (never an admin's saved variant), or null. */
export async function findOwnedArtwork(db: Database, userId: string, artworkId: string) {
  const [row] = await db
    .select()
    .from(artworks)
    .where(
      and(eq(artworks.id, artworkId), eq(artworks.userId, userId), eq(artworks.purpose, 'shopper')),
    );
  return row ?? null;
}

/**
 * How many revisions the line started by `rootId` counts: a revision that finally failed gives
 * its free revision back, as a failed generation gives its credit back.
 */
export async function revisionsOf(db: Database, rootId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(artworks)
    .where(and(eq(artworks.revisionOf, rootId), ne(artworks.status, 'failed')));
  return Number(row?.n ?? 0);
}

/** Whether the user is premium now (their jobs go first in the queue). */
export async function isPremiumUser(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ isPremium: users.isPremium })
    .from(users)
    .where(eq(users.id, userId));
  return row?.isPremium ?? false;
}

export async function productWithFields(db: Database, productId: string) {
  const [product] = await db
    .select({ id: products.id, title: products.title, freeRevisions: products.freeRevisions })
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
        // A free revision took no credit: there is none to give back.
        eq(artworks.freeRevision, false),
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

/**
 * What the artwork's ready or failed mail needs: whom it goes to (and whether they want it), the
 * product's title, and how the generation was paid (a free revision took no credit).
 */
export async function artworkMailFacts(db: Database, artworkId: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      artworkMails: users.artworkMails,
      purpose: artworks.purpose,
      visionBoardId: artworks.visionBoardId,
      previewKey: artworks.previewKey,
      freeRevision: artworks.freeRevision,
      creditRefundedAt: artworks.creditRefundedAt,
      productTitle: products.title,
    })
    .from(artworks)
    .innerJoin(users, eq(users.id, artworks.userId))
    .innerJoin(visionBoards, eq(visionBoards.id, artworks.visionBoardId))
    .leftJoin(products, eq(products.id, visionBoards.productId))
    .where(eq(artworks.id, artworkId));
  return row ?? null;
}
