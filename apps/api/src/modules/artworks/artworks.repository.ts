import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks, favorites, type Artwork, type ArtworkStatus } from '../../db/schema/generation';

export type ArtworkWithFavorite = { artwork: Artwork; isFavorite: boolean };

/** Reads of the caller's artworks; every query is scoped to the owner. */
export function createArtworksRepository(db: Database) {
  async function select(userId: string, where: SQL | undefined, orderBy: SQL[], limit?: number) {
    const query = db
      .select({ artwork: artworks, favoriteId: favorites.id })
      .from(artworks)
      .leftJoin(favorites, and(eq(favorites.artworkId, artworks.id), eq(favorites.userId, userId)))
      .where(and(eq(artworks.userId, userId), eq(artworks.purpose, 'shopper'), where))
      .orderBy(...orderBy);
    const rows = limit ? await query.limit(limit) : await query;
    return rows.map((r) => ({ artwork: r.artwork, isFavorite: r.favoriteId !== null }));
  }
  const newestFirst = [desc(artworks.createdAt), desc(artworks.id)];

  return {
    /** Every artwork of the user, newest first, optionally of one status. */
    listByUser(userId: string, status?: ArtworkStatus): Promise<ArtworkWithFavorite[]> {
      return select(userId, status ? eq(artworks.status, status) : undefined, newestFirst);
    },

    async findOwned(userId: string, id: string): Promise<ArtworkWithFavorite | null> {
      const [row] = await select(userId, eq(artworks.id, id), newestFirst, 1);
      return row ?? null;
    },

    listByBoard(userId: string, boardId: string): Promise<ArtworkWithFavorite[]> {
      return select(userId, eq(artworks.visionBoardId, boardId), newestFirst);
    },

    async latestByBoard(userId: string, boardId: string): Promise<ArtworkWithFavorite | null> {
      const [row] = await select(userId, eq(artworks.visionBoardId, boardId), newestFirst, 1);
      return row ?? null;
    },

    /** Approved artworks of a board, most recently approved first. */
    listApprovedByBoard(userId: string, boardId: string): Promise<ArtworkWithFavorite[]> {
      return select(
        userId,
        and(eq(artworks.visionBoardId, boardId), eq(artworks.isApproved, true)),
        [desc(artworks.approvedAt), ...newestFirst],
      );
    },

    /**
     * The newest artwork of each of the given boards (one query: DISTINCT ON the board), for
     * board lists.
     */
    async latestByBoards(
      userId: string,
      boardIds: string[],
    ): Promise<Map<string, ArtworkWithFavorite>> {
      const out = new Map<string, ArtworkWithFavorite>();
      if (boardIds.length === 0) return out;
      const rows = await db
        .selectDistinctOn([artworks.visionBoardId], {
          artwork: artworks,
          favoriteId: favorites.id,
        })
        .from(artworks)
        .leftJoin(
          favorites,
          and(eq(favorites.artworkId, artworks.id), eq(favorites.userId, userId)),
        )
        .where(
          and(
            eq(artworks.userId, userId),
            eq(artworks.purpose, 'shopper'),
            inArray(artworks.visionBoardId, boardIds),
          ),
        )
        .orderBy(artworks.visionBoardId, desc(artworks.createdAt), desc(artworks.id));
      for (const r of rows) {
        out.set(r.artwork.visionBoardId, { artwork: r.artwork, isFavorite: r.favoriteId !== null });
      }
      return out;
    },

    /**
     * Approves a succeeded artwork (approvedAt kept when it already was) or removes the approval.
     * Null when the caller has no such artwork, or (approving) it has not succeeded.
     */
    async setApproved(userId: string, id: string, approved: boolean): Promise<Artwork | null> {
      const owned = and(
        eq(artworks.id, id),
        eq(artworks.userId, userId),
        eq(artworks.purpose, 'shopper'),
      );
      const [row] = approved
        ? await db
            .update(artworks)
            .set({
              isApproved: true,
              approvedAt: sql`coalesce(${artworks.approvedAt}, now())`,
              updatedAt: sql`now()`,
            })
            .where(and(owned, eq(artworks.status, 'succeeded')))
            .returning()
        : await db
            .update(artworks)
            .set({ isApproved: false, approvedAt: null, updatedAt: sql`now()` })
            .where(owned)
            .returning();
      return row ?? null;
    },
  };
}

export type ArtworksRepository = ReturnType<typeof createArtworksRepository>;
