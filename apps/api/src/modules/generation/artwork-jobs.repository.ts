import type { ArtworkFailureKind } from '@atelier/shared/schemas/artwork-failures';
import { and, asc, desc, eq, isNotNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { artworks, type Artwork } from '../../db/schema/generation';

// An artwork's job state: created queued, claimed by one worker under a renewed lease, then
// succeeded, requeued or failed; and the sweeper's lists. Functions take the database or a
// transaction.

const now = sql`now()`;

export type NewArtwork = typeof artworks.$inferInsert;

export async function insertArtwork(tx: Database, values: NewArtwork): Promise<Artwork> {
  const [row] = await tx.insert(artworks).values(values).returning();
  return row!;
}

/** How long a running attempt is held: a lease renewed by its worker, never past a hard cap. */
export type AttemptLease = {
  /** Each claim or renewal holds the attempt this much longer. */
  leaseMs: number;
  /** Counted from the attempt's start: the per-attempt timeout plus a margin. */
  maxMs: number;
};

const secs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/**
 * Starts an attempt: only a queued artwork, or a running one past its deadline (its worker is
 * gone), with attempts left. Null when another delivery already took it or it is finished.
 * The deadline is a short lease the running worker keeps renewing (renewLease).
 */
export async function claimAttempt(
  db: Database,
  artworkId: string,
  lease: AttemptLease,
): Promise<Artwork | null> {
  const [row] = await db
    .update(artworks)
    .set({
      status: 'running',
      attempts: sql`${artworks.attempts} + 1`,
      startedAt: now,
      deadlineAt: sql`now() + ${secs(Math.min(lease.leaseMs, lease.maxMs))}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(artworks.id, artworkId),
        lt(artworks.attempts, artworks.maxAttempts),
        or(
          eq(artworks.status, 'queued'),
          and(eq(artworks.status, 'running'), lt(artworks.deadlineAt, now)),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The running worker's heartbeat: holds its attempt another lease, capped at the attempt's hard
 * deadline. False when the attempt is no longer this worker's (the sweeper or another delivery
 * took it over while this worker could not renew, e.g. during a database outage).
 * A lapsed lease nobody took yet is renewed: its worker is evidently alive.
 */
export async function renewLease(
  db: Database,
  artworkId: string,
  attempt: number,
  lease: AttemptLease,
): Promise<boolean> {
  const renewed = await db
    .update(artworks)
    .set({
      deadlineAt: sql`LEAST(now() + ${secs(lease.leaseMs)}, ${artworks.startedAt} + ${secs(lease.maxMs)})`,
    })
    .where(
      and(
        eq(artworks.id, artworkId),
        eq(artworks.status, 'running'),
        eq(artworks.attempts, attempt),
      ),
    )
    .returning({ id: artworks.id });
  return renewed.length > 0;
}

/** Writes the outcome of a running attempt, only while that attempt is still the current one. */
async function updateCurrentAttempt(
  db: Database,
  artworkId: string,
  attempt: number,
  values: PgUpdateSetSource<typeof artworks>,
  extra?: SQL,
) {
  const [row] = await db
    .update(artworks)
    .set({ ...values, deadlineAt: null, updatedAt: now })
    .where(
      and(
        eq(artworks.id, artworkId),
        eq(artworks.status, 'running'),
        eq(artworks.attempts, attempt),
        extra,
      ),
    )
    .returning();
  return row ?? null;
}

export function markSucceeded(
  db: Database,
  artworkId: string,
  attempt: number,
  result: { originalKey: string; previewKey: string; width: number; height: number },
) {
  return updateCurrentAttempt(db, artworkId, attempt, {
    status: 'succeeded',
    ...result,
    lastError: null,
    finishedAt: now,
  });
}

/** Back to 'queued' for another attempt; only from the attempt that is still current. */
export function markRequeued(
  tx: Database,
  artworkId: string,
  attempt: number,
  lastError: string,
  opts: { onlyPastDeadline?: boolean } = {},
) {
  return updateCurrentAttempt(
    tx,
    artworkId,
    attempt,
    // Its job is sent again now: it waits behind the jobs queued before this moment.
    { status: 'queued', lastError, queuedAt: now },
    opts.onlyPastDeadline ? lt(artworks.deadlineAt, now) : undefined,
  );
}

/**
 * A stopping worker gives its running attempt back: queued again as if it never started (the
 * attempt is not counted), only while that attempt is still this worker's.
 */
export function markHandedBack(tx: Database, artworkId: string, attempt: number) {
  return updateCurrentAttempt(tx, artworkId, attempt, {
    status: 'queued',
    attempts: sql`${artworks.attempts} - 1`,
    startedAt: null,
    queuedAt: now,
  });
}

/**
 * Final failure; never overrides a success. With `attempt`, only from that attempt while it runs
 * (an attempt taken over and requeued is no longer that worker's to fail).
 */
export async function markFailed(
  tx: Database,
  artworkId: string,
  lastError: string,
  attempt?: number,
  failureKind: ArtworkFailureKind = 'internal',
) {
  const [row] = await tx
    .update(artworks)
    .set({
      status: 'failed',
      lastError,
      failureKind,
      deadlineAt: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(artworks.id, artworkId),
        // A finished artwork stays as it finished: a failure path running again (a duplicate
        // delivery, the sweeper) changes nothing and announces nothing a second time.
        notInArray(artworks.status, ['succeeded', 'failed']),
        attempt === undefined ? undefined : eq(artworks.attempts, attempt),
        attempt === undefined ? undefined : eq(artworks.status, 'running'),
      ),
    )
    .returning();
  return row ?? null;
}

export async function runningPastDeadline(db: Database, limit = 100) {
  return db
    .select({ id: artworks.id, attempts: artworks.attempts, maxAttempts: artworks.maxAttempts })
    .from(artworks)
    .where(and(eq(artworks.status, 'running'), lt(artworks.deadlineAt, now)))
    .limit(limit);
}

export async function queuedSince(db: Database, olderThanMs: number, limit = 100) {
  return db
    .select({ id: artworks.id, priority: artworks.priority })
    .from(artworks)
    .where(
      and(
        eq(artworks.status, 'queued'),
        lt(artworks.updatedAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .orderBy(asc(artworks.updatedAt))
    .limit(limit);
}

/** Every queued artwork in the order the queue fetches jobs (priority first, then queue time). */
export function queuedInFetchOrder(db: Database) {
  return db
    .select({
      id: artworks.id,
      visionBoardId: artworks.visionBoardId,
      priority: artworks.priority,
    })
    .from(artworks)
    .where(eq(artworks.status, 'queued'))
    .orderBy(desc(artworks.priority), artworks.queuedAt, artworks.createdAt, artworks.id);
}

/**
 * Jobs a worker holds now (running, lease not run out), whichever process runs them: in a
 * deployment with worker processes, more than this process's WORKER_CONCURRENCY.
 */
export async function runningNow(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(artworks)
    .where(and(eq(artworks.status, 'running'), sql`${artworks.deadlineAt} > now()`));
  return row?.n ?? 0;
}

/** Durations (started → finished, ms) of the newest `limit` succeeded shopper jobs. */
export async function recentJobDurationsMs(db: Database, limit: number): Promise<number[]> {
  const rows = await db
    .select({
      ms: sql<number>`extract(epoch from (${artworks.finishedAt} - ${artworks.startedAt})) * 1000`.mapWith(
        Number,
      ),
    })
    .from(artworks)
    .where(
      and(
        eq(artworks.status, 'succeeded'),
        eq(artworks.purpose, 'shopper'),
        isNotNull(artworks.startedAt),
        isNotNull(artworks.finishedAt),
      ),
    )
    .orderBy(desc(artworks.finishedAt))
    .limit(limit);
  return rows.map((r) => r.ms);
}
