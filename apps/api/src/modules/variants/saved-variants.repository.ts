import type { SavedVariantFilters } from '@atelier/shared/schemas/admin-variants';
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cursorTime } from '../../db/keyset';
import { artworks, visionBoards } from '../../db/schema/generation';
import { regressionRuns, savedVariants } from '../../db/schema/variants';

// The saved variants' list, edits and deletes, and the regression runs (decision 026).

/** Ids of one page of the grid (newest first) with each row's cursor position. */
export async function listVariantIds(db: Database, f: SavedVariantFilters) {
  const where: SQL[] = [];
  if (f.productId) where.push(eq(savedVariants.productId, f.productId));
  if (f.blueprintId) where.push(eq(savedVariants.blueprintId, f.blueprintId));
  if (f.versionId) where.push(eq(savedVariants.versionId, f.versionId));
  if (f.version === 'draft') where.push(isNull(savedVariants.versionId));
  if (f.regressionRunId) where.push(eq(savedVariants.regressionRunId, f.regressionRunId));
  if (f.minScore !== undefined) where.push(gte(savedVariants.score, f.minScore));
  if (f.unscored === 'true') where.push(isNull(savedVariants.score));
  if (f.unscored === 'false') where.push(sql`${savedVariants.score} IS NOT NULL`);
  if (f.inRegressionSet)
    where.push(eq(savedVariants.inRegressionSet, f.inRegressionSet === 'true'));
  if (f.purpose) where.push(eq(savedVariants.purpose, f.purpose));
  if (f.cursor) {
    const at = sql`${f.cursor.at}::timestamptz`;
    where.push(
      or(
        lt(savedVariants.createdAt, at),
        and(eq(savedVariants.createdAt, at), lt(savedVariants.id, f.cursor.id)),
      )!,
    );
  }
  return db
    .select({ id: savedVariants.id, at: cursorTime(savedVariants.createdAt) })
    .from(savedVariants)
    .where(and(...where))
    .orderBy(desc(savedVariants.createdAt), desc(savedVariants.id))
    .limit(f.limit + 1);
}

export async function updateVariant(
  db: Database,
  id: string,
  expectedUpdatedAt: Date,
  changes: { score?: number | null; note?: string; inRegressionSet?: boolean },
) {
  const [row] = await db
    .update(savedVariants)
    // A new version even within the same millisecond (as every admin edit does).
    .set({
      ...changes,
      updatedAt: sql`greatest(clock_timestamp(), ${savedVariants.updatedAt} + interval '1 millisecond')`,
    })
    .where(
      and(
        eq(savedVariants.id, id),
        sql`date_trunc('milliseconds', ${savedVariants.updatedAt}) = ${expectedUpdatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning();
  return row ?? null;
}

/** The variant's board and artwork go with it (the board cascades to the artwork and variant). */
export async function deleteVariantBoard(db: Database, artworkId: string) {
  const [artwork] = await db
    .select({ boardId: artworks.visionBoardId, userId: artworks.userId })
    .from(artworks)
    .where(and(eq(artworks.id, artworkId), sql`${artworks.purpose} <> 'shopper'`));
  if (!artwork) return null;
  await db
    .delete(visionBoards)
    .where(and(eq(visionBoards.id, artwork.boardId), sql`${visionBoards.purpose} <> 'shopper'`));
  return artwork;
}

/** Sets a variant's pHash once (a concurrent reader computed the same). */
export async function setPhash(db: Database, id: string, phash: string) {
  await db
    .update(savedVariants)
    .set({ phash })
    .where(and(eq(savedVariants.id, id), isNull(savedVariants.phash)));
}

/** The originals of a blueprint's regression set, oldest first. */
export function regressionSet(db: Database, blueprintId: string) {
  return db
    .select()
    .from(savedVariants)
    .where(
      and(
        eq(savedVariants.blueprintId, blueprintId),
        eq(savedVariants.inRegressionSet, true),
        sql`${savedVariants.purpose} <> 'regression'`,
      ),
    )
    .orderBy(savedVariants.createdAt, savedVariants.id);
}

export async function insertRegressionRun(
  db: Database,
  values: { blueprintId: string; versionId: string; createdBy: string },
) {
  const [row] = await db.insert(regressionRuns).values(values).returning();
  return row!;
}

export async function regressionRunById(db: Database, id: string) {
  const [row] = await db.select().from(regressionRuns).where(eq(regressionRuns.id, id));
  return row ?? null;
}

/** The newest regression run of a version, or null. */
export async function latestRegressionRun(db: Database, versionId: string) {
  const [row] = await db
    .select()
    .from(regressionRuns)
    .where(eq(regressionRuns.versionId, versionId))
    .orderBy(desc(regressionRuns.createdAt), desc(regressionRuns.id))
    .limit(1);
  return row ?? null;
}

/** The re-runs of a regression run with the ids of their originals. */
export function regressionReruns(db: Database, runId: string) {
  return db
    .select({ id: savedVariants.id, sourceVariantId: savedVariants.sourceVariantId })
    .from(savedVariants)
    .where(eq(savedVariants.regressionRunId, runId))
    .orderBy(savedVariants.createdAt, savedVariants.id);
}

/** Variants whose artwork succeeded and whose pHash is not measured yet. */
export function variantsWithoutPhash(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: savedVariants.id, artworkId: savedVariants.artworkId, userId: artworks.userId })
    .from(savedVariants)
    .innerJoin(artworks, eq(artworks.id, savedVariants.artworkId))
    .where(
      and(
        inArray(savedVariants.id, [...ids]),
        isNull(savedVariants.phash),
        eq(artworks.status, 'succeeded'),
      ),
    );
}

/** The variant's artwork (owner, board, status, keys) for its image and events. */
export async function variantArtwork(db: Database, variantId: string) {
  const [row] = await db
    .select({
      variantId: savedVariants.id,
      artworkId: artworks.id,
      userId: artworks.userId,
      visionBoardId: artworks.visionBoardId,
      status: artworks.status,
      originalKey: artworks.originalKey,
      previewKey: artworks.previewKey,
    })
    .from(savedVariants)
    .innerJoin(artworks, eq(artworks.id, savedVariants.artworkId))
    .where(eq(savedVariants.id, variantId));
  return row ?? null;
}

export async function variantArtworks(db: Database, variantIds: readonly string[]) {
  if (variantIds.length === 0) return [];
  return db
    .select({
      variantId: savedVariants.id,
      visionBoardId: artworks.visionBoardId,
      artworkId: artworks.id,
      status: artworks.status,
    })
    .from(savedVariants)
    .innerJoin(artworks, eq(artworks.id, savedVariants.artworkId))
    .where(inArray(savedVariants.id, [...variantIds]));
}
