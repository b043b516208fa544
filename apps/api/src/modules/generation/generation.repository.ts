import type { ArtworkFailureKind } from '@atelier/shared/schemas/artwork-failures';
import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { productFields, products } from '../../db/schema/catalogue';
import {
  artworks,
  blueprints,
  uploadedImages,
  visionBoards,
  type Artwork,
} from '../../db/schema/generation';

// Every statement of the generation pipeline. Functions take the database or a transaction.

const now = sql`now()`;

export async function findOwnedBoard(db: Database, userId: string, boardId: string) {
  const [board] = await db
    .select()
    .from(visionBoards)
    .where(and(eq(visionBoards.id, boardId), eq(visionBoards.userId, userId)))
    .limit(1);
  return board ?? null;
}

/** The caller's board, locked until the transaction ends (one generate per board at a time). */
export async function lockOwnedBoard(tx: Database, userId: string, boardId: string) {
  const [board] = await tx
    .select()
    .from(visionBoards)
    .where(and(eq(visionBoards.id, boardId), eq(visionBoards.userId, userId)))
    .for('update');
  return board ?? null;
}

export async function findBoard(db: Database, boardId: string) {
  const [board] = await db.select().from(visionBoards).where(eq(visionBoards.id, boardId));
  return board ?? null;
}

export async function inFlightArtwork(db: Database, boardId: string) {
  const [row] = await db
    .select()
    .from(artworks)
    .where(
      and(eq(artworks.visionBoardId, boardId), inArray(artworks.status, ['queued', 'running'])),
    )
    .orderBy(desc(artworks.createdAt))
    .limit(1);
  return row ?? null;
}

export async function boardArtworks(db: Database, boardId: string) {
  return db
    .select()
    .from(artworks)
    .where(eq(artworks.visionBoardId, boardId))
    .orderBy(asc(artworks.createdAt));
}

export async function activeBlueprint(db: Database, productId: string) {
  const [row] = await db
    .select()
    .from(blueprints)
    .where(and(eq(blueprints.productId, productId), eq(blueprints.isActive, true)))
    .orderBy(desc(blueprints.version))
    .limit(1);
  return row ?? null;
}

export async function blueprintById(db: Database, id: string) {
  const [row] = await db.select().from(blueprints).where(eq(blueprints.id, id));
  return row ?? null;
}

export async function productWithFields(db: Database, productId: string) {
  const [product] = await db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const fields = await db
    .select({
      fieldName: productFields.fieldName,
      fieldLabel: productFields.fieldLabel,
      fieldType: productFields.fieldType,
      fieldOptions: productFields.fieldOptions,
    })
    .from(productFields)
    .where(eq(productFields.productId, productId))
    .orderBy(asc(productFields.stepNumber), asc(productFields.sortOrder));
  return { ...product, fields };
}

export async function boardImages(db: Database, boardId: string) {
  return db
    .select({ filename: uploadedImages.filename, key: uploadedImages.key })
    .from(uploadedImages)
    .where(eq(uploadedImages.visionBoardId, boardId))
    .orderBy(asc(uploadedImages.createdAt));
}

// ---- allowance ----------------------------------------------------------------------------

/** Takes one credit if one is left; null when the limit is reached (nothing changed). */
export async function reserveCredit(tx: Database, userId: string) {
  const [row] = await tx
    .update(users)
    .set({ generationsUsed: sql`${users.generationsUsed} + 1`, updatedAt: now })
    .where(and(eq(users.id, userId), lt(users.generationsUsed, users.generationsLimit)))
    .returning({ isPremium: users.isPremium, used: users.generationsUsed });
  return row ?? null;
}

/** Gives the credit of a finally failed artwork back, at most once per artwork. */
export async function refundCreditOnce(tx: Database, artworkId: string): Promise<boolean> {
  const [marked] = await tx
    .update(artworks)
    .set({ creditRefundedAt: now })
    .where(and(eq(artworks.id, artworkId), isNull(artworks.creditRefundedAt)))
    .returning({ userId: artworks.userId });
  if (!marked) return false;
  await tx
    .update(users)
    .set({ generationsUsed: sql`GREATEST(${users.generationsUsed} - 1, 0)`, updatedAt: now })
    .where(eq(users.id, marked.userId));
  return true;
}

// ---- artwork job state ----------------------------------------------------------------------

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

export async function markSucceeded(
  db: Database,
  artworkId: string,
  attempt: number,
  result: { originalKey: string; previewKey: string; width: number; height: number },
) {
  const [row] = await db
    .update(artworks)
    .set({
      status: 'succeeded',
      ...result,
      lastError: null,
      deadlineAt: null,
      finishedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(artworks.id, artworkId),
        eq(artworks.status, 'running'),
        eq(artworks.attempts, attempt),
      ),
    )
    .returning();
  return row ?? null;
}

/** Back to 'queued' for another attempt; only from the attempt that is still current. */
export async function markRequeued(
  tx: Database,
  artworkId: string,
  attempt: number,
  lastError: string,
  opts: { onlyPastDeadline?: boolean } = {},
) {
  const [row] = await tx
    .update(artworks)
    .set({ status: 'queued', lastError, deadlineAt: null, updatedAt: now })
    .where(
      and(
        eq(artworks.id, artworkId),
        eq(artworks.status, 'running'),
        eq(artworks.attempts, attempt),
        opts.onlyPastDeadline ? lt(artworks.deadlineAt, now) : undefined,
      ),
    )
    .returning();
  return row ?? null;
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
        ne(artworks.status, 'succeeded'),
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
