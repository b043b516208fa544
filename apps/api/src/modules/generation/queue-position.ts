import type { ArtworkQueue } from '@atelier/shared/schemas/generation';
import type { Database } from '../../db/client';
import * as jobs from './artwork-jobs.repository';

/** Finished shopper jobs whose durations give the estimate. */
export const QUEUE_ESTIMATE_SAMPLE = 50;

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The wait of a job with `ahead` jobs before it on `concurrency` workers: it starts once the
 * jobs ahead of it have gone through in rounds of `concurrency`, and then takes one job's time
 * itself. estimate = median × (floor(ahead / concurrency) + 1), in whole seconds (rounded up).
 */
export function estimateWaitSeconds(
  medianMs: number | null,
  ahead: number,
  concurrency: number,
): number | null {
  if (medianMs === null) return null;
  const rounds = Math.floor(ahead / Math.max(1, concurrency)) + 1;
  return Math.ceil((medianMs * rounds) / 1000);
}

/** The median duration (started → finished) of the newest succeeded shopper jobs, in ms. */
export async function medianJobMs(db: Database, sample = QUEUE_ESTIMATE_SAMPLE) {
  return median((await jobs.recentJobDurationsMs(db, sample)).map((ms) => Math.max(0, ms)));
}

/** A queued artwork's place (which board's stream it goes to, and the numbers). */
export type QueuedPlace = { artworkId: string; visionBoardId: string; queue: ArtworkQueue };

/**
 * Where each queued artwork stands, in the order the queue takes jobs (pg-boss fetches
 * `priority desc, created_on`; an artwork's queuedAt is set whenever its job is sent again):
 * every queued artwork, admin test runs too, since they share the workers. `boardIds` narrows
 * the answer to those boards' artworks (the count ahead is always over the whole queue).
 * `concurrency`: jobs the workers run at once (WORKER_CONCURRENCY). Worker processes may run
 * more between them (two `npm run worker` of 2 each, beside an API whose own setting is 2): the
 * jobs held now count when there are more of them, so the wait is not told twice too long.
 */
export async function queuePositions(
  db: Database,
  opts: { concurrency: number; boardIds?: readonly string[] },
): Promise<QueuedPlace[]> {
  const queued = await jobs.queuedInFetchOrder(db);
  const wanted = opts.boardIds ? new Set(opts.boardIds) : null;
  const mine = queued.flatMap((q, ahead) =>
    !wanted || wanted.has(q.visionBoardId) ? [{ ...q, ahead }] : [],
  );
  if (mine.length === 0) return [];
  const [medianMs, running] = await Promise.all([medianJobMs(db), jobs.runningNow(db)]);
  const concurrency = Math.max(opts.concurrency, running);
  return mine.map((q) => ({
    artworkId: q.id,
    visionBoardId: q.visionBoardId,
    queue: {
      position: q.ahead + 1,
      ahead: q.ahead,
      estimateSeconds: estimateWaitSeconds(medianMs, q.ahead, concurrency),
      prioritised: q.priority > 0,
    },
  }));
}
