import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { announceMigrationError } from '../lib/announce';
import { MIGRATION, browserStorage, needsMigration } from '../lib/migration-storage';
import { authToken } from '@/lib/auth-token';
import { useAuth } from '@/lib/auth';

/**
 * SPEC.md §4: about 1 s after a user and their token are available, moves a legacy favorites
 * list into the account unless this user's migration is marked complete. The engine is
 * loaded only then, so visitors never download it.
 */
export function useFavoritesMigration(): void {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || !authToken.get()) return;
    const storage = browserStorage();
    if (!storage || !needsMigration(storage, userId)) return;
    const timer = setTimeout(() => {
      import('../lib/run-migration')
        .then((m) => m.runFavoritesMigration(userId, queryClient))
        .catch((error: unknown) => {
          console.warn('Favorites migration could not start', error);
          announceMigrationError();
        });
    }, MIGRATION.startDelayMs);
    return () => clearTimeout(timer);
  }, [userId, queryClient]);
}
