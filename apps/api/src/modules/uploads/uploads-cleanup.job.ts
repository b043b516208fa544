import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { IntervalJob } from '../../lib/job-runner';
import type { Storage } from '../../storage/storage';
import { createUploadsRepository, type UploadRow } from './uploads.repository';

export const UPLOADS_CLEANUP_INTERVAL_MS = 60 * 60_000;
/** A guest's uploads are kept this long for sign-in to claim them. */
export const GUEST_UPLOAD_TTL_MS = 24 * 60 * 60_000;
const BATCH = 200;

/**
 * Hourly: deletes (object, then row) guest uploads no account claimed within 24 h, and uploads
 * older than UPLOAD_RETENTION_DAYS that no vision board refers to. Answers how many went.
 */
export async function cleanupUploads(
  deps: { db: Database; storage: Storage; log: FastifyBaseLogger; retentionDays: number },
  signal?: AbortSignal,
  now = new Date(),
): Promise<number> {
  const repo = createUploadsRepository(deps.db);
  let removed = 0;
  const remove = async (rows: UploadRow[]) => {
    for (const row of rows) {
      if (signal?.aborted) return;
      await deps.storage.delete(row.key);
      await repo.deleteByKey(row.key);
      removed++;
    }
  };
  const guestBefore = new Date(now.getTime() - GUEST_UPLOAD_TTL_MS);
  const retainBefore = new Date(now.getTime() - deps.retentionDays * 24 * 60 * 60_000);
  for (;;) {
    const rows = await repo.unclaimedGuestUploadsBefore(guestBefore, BATCH);
    await remove(rows);
    if (rows.length < BATCH || signal?.aborted) break;
  }
  for (;;) {
    const rows = await repo.unreferencedUploadsBefore(retainBefore, BATCH);
    await remove(rows);
    if (rows.length < BATCH || signal?.aborted) break;
  }
  if (removed > 0) deps.log.info({ removed }, 'old uploads deleted');
  return removed;
}

export function uploadsCleanupJob(deps: {
  db: Database;
  storage: Storage;
  log: FastifyBaseLogger;
  retentionDays: number;
}): IntervalJob {
  return {
    name: 'uploads-cleanup',
    intervalMs: UPLOADS_CLEANUP_INTERVAL_MS,
    async run(signal) {
      await cleanupUploads(deps, signal);
    },
  };
}
