import { toast } from '@/components/ui/use-toast';
import type { MigrationResult } from './migrate-favorites';

// SPEC.md §4 and §8: what the user is told about the migration. Toasts show one at a time,
// so each outcome is a single toast.

const favorites = (n: number) => `${n} favorite${n === 1 ? '' : 's'}`;

export const MIGRATION_ERROR_TOAST = {
  title: 'Migration Error',
  description:
    'There was an issue migrating your favorites. Your favorites are still available locally.',
} as const;

export function announceMigration(result: MigrationResult): void {
  if (result.kind === 'migrated') {
    const missing =
      result.failed > 0
        ? ` ${favorites(result.failed)} could not be migrated and may no longer exist.`
        : '';
    toast({
      title: 'Favorites Migrated',
      description: `${favorites(result.migrated)} moved to your account.${missing}`,
      variant: 'success',
    });
  } else if (result.kind === 'partial') {
    toast({
      title: 'Some Favorites Not Migrated',
      description: `${favorites(result.failed)} of ${result.total} could not be migrated and may no longer exist.`,
      variant: 'destructive',
    });
  }
}

export function announceMigrationError(): void {
  toast({ ...MIGRATION_ERROR_TOAST, variant: 'destructive' });
}
