import type { QueryClient } from '@tanstack/react-query';
import { announceMigration, announceMigrationError } from './announce';
import { migrateLegacyFavorites } from './migrate-favorites';
import { browserStorage } from './migration-storage';

/** The favorites list's query key (GET /api/favorites); refreshed after every run. */
const FAVORITES_KEY = ['/api/favorites'] as const;

const running = new Set<string>();

/** Migrates once per user at a time, tells the user how it went, refreshes their favorites. */
export async function runFavoritesMigration(
  userId: string,
  queryClient: QueryClient,
): Promise<void> {
  const storage = browserStorage();
  if (!storage || running.has(userId)) return;
  running.add(userId);
  try {
    announceMigration(await migrateLegacyFavorites(userId, { storage }));
  } catch (error) {
    console.warn('Favorites migration failed', error);
    announceMigrationError();
  } finally {
    running.delete(userId);
    await queryClient.invalidateQueries({ queryKey: FAVORITES_KEY });
  }
}
