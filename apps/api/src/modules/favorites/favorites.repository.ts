import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { artworks, favorites, type Artwork } from '../../db/schema/generation';

export type FavoriteRow = typeof favorites.$inferSelect;

export function createFavoritesRepository(db: Database) {
  return {
    /**
     * Adds the favorite once: concurrent duplicate adds meet the unique (user, artwork) index and
     * all but one get null back, leaving one row.
     */
    async add(userId: string, artworkId: string): Promise<FavoriteRow | null> {
      const [row] = await db
        .insert(favorites)
        .values({ userId, artworkId })
        .onConflictDoNothing({ target: [favorites.userId, favorites.artworkId] })
        .returning();
      return row ?? null;
    },

    async remove(userId: string, artworkId: string): Promise<boolean> {
      const rows = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.artworkId, artworkId)))
        .returning({ id: favorites.id });
      return rows.length > 0;
    },

    /** The user's favorite artworks (their own only), newest favorite first. */
    list(userId: string): Promise<{ artwork: Artwork; favoritedAt: Date }[]> {
      return db
        .select({ artwork: artworks, favoritedAt: favorites.createdAt })
        .from(favorites)
        .innerJoin(artworks, eq(artworks.id, favorites.artworkId))
        .where(
          and(
            eq(favorites.userId, userId),
            eq(artworks.userId, userId),
            eq(artworks.purpose, 'shopper'),
          ),
        )
        .orderBy(desc(favorites.createdAt), desc(favorites.id));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
