import { isUuid } from '@atelier/shared/schemas/uuid';
import { ApiError, apiFetch, errorMessage } from '@/lib/api-client';
import {
  LEGACY_FAVORITES_KEY,
  MIGRATION,
  isMigrationComplete,
  writeMarker,
  type KeyValueStorage,
} from './migration-storage';

// SPEC.md §4 "Favorites migration": the engine, free of React so it can be tested with fake
// timers and a mocked fetch. The shell loads it only for a signed-in user with a legacy list.

function candidates(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (typeof value === 'string') return value.split(',');
  if (value && typeof value === 'object') {
    // Set-like object: { "<id>": true }; an entry set to false is not a favorite.
    return Object.entries(value)
      .filter(([, on]) => Boolean(on))
      .map(([id]) => id);
  }
  return [];
}

/**
 * SPEC.md §3: the legacy list is a JSON array of UUID strings, a set-like object, or
 * comma-separated text. Returns the distinct UUIDs in their original order (lower case).
 */
export function parseLegacyFavorites(raw: string | null): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    value = raw; // not JSON: comma-separated text
  }
  const ids = candidates(value)
    .map((id) => id.trim().toLowerCase())
    // SPEC.md §5: legacy ids must look like a UUID (8-4-4-4-12 hex digits) or are ignored.
    .filter(isUuid);
  return [...new Set(ids)];
}

export type MigrationResult =
  | { kind: 'already-complete' }
  /** The list held no valid id: marked complete, nothing sent. */
  | { kind: 'empty' }
  /** At least 80 % moved: marked complete and the legacy list cleared. */
  | { kind: 'migrated'; migrated: number; failed: number; total: number }
  /** Under 80 %: not marked, the legacy list kept for a later attempt. */
  | { kind: 'partial'; migrated: number; failed: number; total: number };

export interface MigrationOptions {
  storage: KeyValueStorage;
  /** Pause between batches; a timer by default. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => Date;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isAlreadyFavorite = (error: ApiError) =>
  error.status === 409 || /already/i.test(errorMessage(error, error.message));

/**
 * One legacy id: true when it is a server favorite afterwards. An HTTP answer that refuses it
 * (missing artwork, not the caller's, ...) is a failed item; anything else (network down)
 * throws and ends the run, since "may no longer exist" would then be untrue.
 */
async function migrateOne(artworkId: string): Promise<boolean> {
  try {
    await apiFetch(`/api/artwork/${artworkId}`, { method: 'GET' });
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
  try {
    await apiFetch('/api/favorites', { method: 'POST', body: { artworkId } });
    return true;
  } catch (error) {
    if (error instanceof ApiError) return isAlreadyFavorite(error);
    throw error;
  }
}

/** Runs SPEC.md §4's steps 1-5 for `userId`; throws on an unexpected fault (nothing marked). */
export async function migrateLegacyFavorites(
  userId: string,
  { storage, sleep = wait, now = () => new Date() }: MigrationOptions,
): Promise<MigrationResult> {
  if (isMigrationComplete(storage, userId)) return { kind: 'already-complete' };
  const ids = parseLegacyFavorites(storage.getItem(LEGACY_FAVORITES_KEY));
  if (ids.length === 0) {
    writeMarker(storage, userId, now());
    return { kind: 'empty' };
  }

  let migrated = 0;
  for (let start = 0; start < ids.length; start += MIGRATION.batchSize) {
    if (start > 0) await sleep(MIGRATION.pauseMs);
    const batch = ids.slice(start, start + MIGRATION.batchSize);
    const outcomes = await Promise.all(batch.map(migrateOne));
    migrated += outcomes.filter(Boolean).length;
  }

  const total = ids.length;
  const failed = total - migrated;
  if (migrated / total >= MIGRATION.successThreshold) {
    writeMarker(storage, userId, now());
    storage.removeItem(LEGACY_FAVORITES_KEY);
    return { kind: 'migrated', migrated, failed, total };
  }
  return { kind: 'partial', migrated, failed, total };
}
