import { ARTWORK_FAILURE_KINDS } from '@atelier/shared/schemas/artwork-failures';
import type {
  AdminGenerationListQuery,
  AdminGenerationRow,
  AdminGenerationStats,
} from '@atelier/shared/schemas/admin-generations';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { cursorTime, nextCursorOf } from '../../../db/keyset';
import { users } from '../../../db/schema/auth';
import { products } from '../../../db/schema/catalogue';
import { blueprintVersions } from '../../../db/schema/blueprints';
import { artworks, visionBoards } from '../../../db/schema/generation';
import { provenanceColumns, provenanceOf } from '../provenance';

// The admin generations screen's statements. Lists page by keyset on (created_at, id): the
// cursor holds the last row's created_at with microseconds (db/keyset.ts) and its id.

type ListQuery = Partial<AdminGenerationListQuery> &
  Pick<AdminGenerationListQuery, 'view' | 'limit'> & { onlyId?: string };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function listGenerations(db: Database, query: ListQuery) {
  const active = query.view === 'active';
  const where: (SQL | undefined)[] = [
    // Shoppers' artworks: an admin's saved variants have their own page (decision 026).
    eq(artworks.purpose, 'shopper'),
    active ? inArray(artworks.status, ['queued', 'running']) : eq(artworks.status, 'failed'),
    query.provider ? eq(artworks.provider, query.provider) : undefined,
    !active && query.kind ? eq(artworks.failureKind, query.kind) : undefined,
    query.onlyId ? eq(artworks.id, query.onlyId) : undefined,
  ];
  if (query.cursor) {
    const { at, id } = query.cursor;
    // Active: the oldest first (what waits longest is on top); failed: the newest first.
    where.push(
      active
        ? sql`(${artworks.createdAt}, ${artworks.id}) > (${at}::timestamptz, ${id}::uuid)`
        : sql`(${artworks.createdAt}, ${artworks.id}) < (${at}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      artwork: artworks,
      email: users.email,
      productId: products.id,
      productTitle: products.title,
      productSlug: products.slug,
      ageSeconds: sql<number | null>`CASE
        WHEN ${artworks.status} = 'running' THEN extract(epoch FROM now() - coalesce(${artworks.startedAt}, ${artworks.queuedAt}))
        WHEN ${artworks.status} = 'queued' THEN extract(epoch FROM now() - ${artworks.queuedAt})
        END`.mapWith((v: unknown) => (v === null ? null : Number(v))),
      at: cursorTime(artworks.createdAt),
      v: provenanceColumns,
    })
    .from(artworks)
    .leftJoin(blueprintVersions, eq(blueprintVersions.id, artworks.blueprintVersionId))
    .innerJoin(users, eq(users.id, artworks.userId))
    .innerJoin(visionBoards, eq(visionBoards.id, artworks.visionBoardId))
    .leftJoin(products, eq(products.id, visionBoards.productId))
    .where(and(...where))
    .orderBy(
      active
        ? sql`${artworks.createdAt} ASC, ${artworks.id} ASC`
        : sql`${artworks.createdAt} DESC, ${artworks.id} DESC`,
    )
    .limit(query.limit + 1);

  const page = rows.slice(0, query.limit);
  const items: AdminGenerationRow[] = page.map(({ artwork: a, ...r }) => ({
    id: a.id,
    status: a.status,
    provider: a.provider,
    attempts: a.attempts,
    maxAttempts: a.maxAttempts,
    user: { id: a.userId, email: r.email },
    product: r.productId ? { id: r.productId, title: r.productTitle!, slug: r.productSlug! } : null,
    visionBoardId: a.visionBoardId,
    ageSeconds: active && r.ageSeconds !== null ? Math.max(0, Math.round(r.ageSeconds)) : null,
    failureKind: a.failureKind,
    lastError: a.lastError,
    adminRetries: a.adminRetries,
    creditRefunded: a.creditRefundedAt !== null,
    queuedAt: a.queuedAt.toISOString(),
    startedAt: iso(a.startedAt),
    finishedAt: iso(a.finishedAt),
    createdAt: a.createdAt.toISOString(),
    provenance: provenanceOf(a, r.v),
  }));
  const nextCursor = nextCursorOf(rows, query.limit, (r) => ({ at: r.at, id: r.artwork.id }));
  return { items, nextCursor };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** Per provider and per failure kind over the artworks created in the last `days` days. */
export async function generationStats(db: Database, days: number): Promise<AdminGenerationStats> {
  const since = sql`now() - make_interval(days => ${days})`;
  const duration = sql`extract(epoch FROM (${artworks.finishedAt} - ${artworks.startedAt})) * 1000`;
  const succeeded = sql`${artworks.status} = 'succeeded' AND ${artworks.startedAt} IS NOT NULL AND ${artworks.finishedAt} IS NOT NULL`;
  const providers = await db
    .select({
      provider: artworks.provider,
      total: sql<number>`count(*)::int`,
      succeeded: sql<number>`(count(*) FILTER (WHERE ${artworks.status} = 'succeeded'))::int`,
      failed: sql<number>`(count(*) FILTER (WHERE ${artworks.status} = 'failed'))::int`,
      medianMs: sql<unknown>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${duration}) FILTER (WHERE ${succeeded})`,
      p95Ms: sql<unknown>`percentile_cont(0.95) WITHIN GROUP (ORDER BY ${duration}) FILTER (WHERE ${succeeded})`,
    })
    .from(artworks)
    .where(sql`${artworks.createdAt} >= ${since} and ${artworks.purpose} = 'shopper'`)
    .groupBy(artworks.provider)
    .orderBy(artworks.provider);
  const kinds = await db
    .select({ kind: artworks.failureKind, count: sql<number>`count(*)::int` })
    .from(artworks)
    .where(
      and(
        eq(artworks.status, 'failed'),
        eq(artworks.purpose, 'shopper'),
        sql`${artworks.failureKind} IS NOT NULL`,
        sql`${artworks.createdAt} >= ${since}`,
      ),
    )
    .groupBy(artworks.failureKind);
  const byKind = new Map(kinds.map((k) => [k.kind, Number(k.count)]));
  return {
    days,
    providers: providers.map((p) => {
      const finished = Number(p.succeeded) + Number(p.failed);
      const median = num(p.medianMs);
      const p95 = num(p.p95Ms);
      return {
        provider: p.provider,
        total: Number(p.total),
        succeeded: Number(p.succeeded),
        failed: Number(p.failed),
        successRate: finished ? Number(p.succeeded) / finished : null,
        medianMs: median === null ? null : Math.round(median),
        p95Ms: p95 === null ? null : Math.round(p95),
      };
    }),
    failuresByKind: ARTWORK_FAILURE_KINDS.map((kind) => ({ kind, count: byKind.get(kind) ?? 0 })),
  };
}

/** The artwork locked for the retry (FOR UPDATE: two retries at once queue it once). */
export async function lockArtwork(tx: Database, id: string) {
  const [row] = await tx.select().from(artworks).where(eq(artworks.id, id)).for('update');
  return row ?? null;
}

/**
 * Queued again by an admin: a fresh set of attempts, no failure, one more admin retry. The
 * credit is left alone: credit_refunded_at stays, so a second failure refunds nothing.
 */
export async function requeueFailed(tx: Database, id: string) {
  const [row] = await tx
    .update(artworks)
    .set({
      status: 'queued',
      attempts: 0,
      failureKind: null,
      lastError: null,
      adminRetries: sql`${artworks.adminRetries} + 1`,
      queuedAt: sql`now()`,
      deadlineAt: null,
      startedAt: null,
      finishedAt: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(artworks.id, id), eq(artworks.status, 'failed')))
    .returning();
  return row ?? null;
}
