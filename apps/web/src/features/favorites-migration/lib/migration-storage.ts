// The legacy favorites list and the migration marker in browser storage (SPEC.md §3, §4, §9).
// This file is small on purpose: the app shell imports it to decide whether the migration
// engine needs loading at all.

/** SPEC.md §3 "one key": where the old client kept its favorites. */
export const LEGACY_FAVORITES_KEY = 'favorites';
/** Where the migration marker lives: `{ completed, version, timestamp, userId }`. */
export const MIGRATION_MARKER_KEY = 'favoritesMigration';

/** SPEC.md §9: batch 5, pause 100 ms, success threshold 80 %, start delay 1000 ms, v1. */
export const MIGRATION = {
  batchSize: 5,
  pauseMs: 100,
  successThreshold: 0.8,
  startDelayMs: 1000,
  version: 'v1',
} as const;

export interface MigrationMarker {
  completed: boolean;
  version: string;
  timestamp: string;
  userId: string;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser refuses it (privacy settings, no DOM). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readMarker(storage: KeyValueStorage): MigrationMarker | null {
  const raw = storage.getItem(MIGRATION_MARKER_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<MigrationMarker> | null;
    return value && typeof value === 'object' ? (value as MigrationMarker) : null;
  } catch {
    return null;
  }
}

/** Complete means: marked completed, for this version, by this user. */
export function isMigrationComplete(storage: KeyValueStorage, userId: string): boolean {
  const marker = readMarker(storage);
  return (
    marker?.completed === true && marker.version === MIGRATION.version && marker.userId === userId
  );
}

export function writeMarker(storage: KeyValueStorage, userId: string, now = new Date()): void {
  const marker: MigrationMarker = {
    completed: true,
    version: MIGRATION.version,
    timestamp: now.toISOString(),
    userId,
  };
  storage.setItem(MIGRATION_MARKER_KEY, JSON.stringify(marker));
}

/** Whether this user has a legacy list that was not migrated yet (the engine is needed). */
export function needsMigration(storage: KeyValueStorage, userId: string): boolean {
  return storage.getItem(LEGACY_FAVORITES_KEY) !== null && !isMigrationComplete(storage, userId);
}
