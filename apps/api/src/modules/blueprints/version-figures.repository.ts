import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { blueprintLiveMoves, blueprintVersions } from '../../db/schema/blueprints';

// "Which version sells" (decision 026): the figures of each version of a blueprint, from
// shoppers' artworks only (artworks.purpose = 'shopper': an admin's test runs, replays and
// regression re-runs never count). One aggregate over the blueprint's artworks (found through
// artworks_version_idx), its versions, and the live pointer's moves for the periods.

/** The counts one version's figures are made of (rates are worked out by the caller). */
export type VersionCounts = {
  versionId: string;
  artworks: number;
  /** Finished = succeeded + failed (queued and running are neither yet). */
  finished: number;
  failed: number;
  succeeded: number;
  medianMs: number | null;
  favorited: number;
  regenerated: number;
  pngBought: number;
  canvasBought: number;
  splitArtworks: number;
};

/**
 * Per version of the blueprint (versions without shoppers' artworks are absent): artworks made,
 * finished, failed, succeeded, the median duration of the succeeded ones, and of the succeeded
 * ones how many have a favourite, a later artwork on their board (a regenerate), a bought PNG,
 * a bought canvas; and how many took the version through the traffic split.
 */
export async function artworkCounts(db: Database, blueprintId: string): Promise<VersionCounts[]> {
  const query = sql`
    select version_id as "versionId",
      count(*)::int as artworks,
      count(*) filter (where status in ('succeeded', 'failed'))::int as finished,
      count(*) filter (where status = 'failed')::int as failed,
      count(*) filter (where ok)::int as succeeded,
      round(percentile_cont(0.5) within group (order by ms) filter (where ok))::float8 as "medianMs",
      count(*) filter (where ok and favorited)::int as favorited,
      count(*) filter (where ok and regenerated)::int as regenerated,
      count(*) filter (where ok and png)::int as "pngBought",
      count(*) filter (where ok and canvas)::int as "canvasBought",
      count(*) filter (where split_arm is not null)::int as "splitArtworks"
    from (
      select a.blueprint_version_id as version_id, a.status, a.split_arm,
        a.status = 'succeeded' as ok,
        extract(epoch from (a.finished_at - a.started_at)) * 1000 as ms,
        a.status = 'succeeded' and exists (select 1 from favorites f where f.artwork_id = a.id)
          as favorited,
        a.status = 'succeeded' and exists (select 1 from artworks later
          where later.vision_board_id = a.vision_board_id and later.purpose = 'shopper'
            and later.created_at > a.created_at) as regenerated,
        coalesce(bought.png, false) as png, coalesce(bought.canvas, false) as canvas
      from artworks a
      -- One probe of orders_artwork_idx for both kinds; an order counts as bought when it is
      -- paid and not refunded or cancelled afterwards.
      left join lateral (
        select bool_or(o.kind = 'png') as png, bool_or(o.kind = 'canvas') as canvas
        from orders o
        where o.artwork_id = a.id and o.kind in ('png', 'canvas') and o.paid_at is not null
          and o.status not in ('refunded', 'cancelled')
      ) bought on a.status = 'succeeded'
      where a.purpose = 'shopper' and a.blueprint_version_id in (
        select v.id from blueprint_versions v where v.blueprint_id = ${blueprintId})
    ) x
    group by version_id`;
  // Without JIT: on the large shop (40,000 artworks a product) compiling the plan took longer
  // (~350 ms) than running it (~210 ms on 2 busy cores); every step is an index probe.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return (await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  });
  return result.rows.map((r) => ({
    versionId: String(r.versionId),
    artworks: Number(r.artworks),
    finished: Number(r.finished),
    failed: Number(r.failed),
    succeeded: Number(r.succeeded),
    medianMs: r.medianMs == null ? null : Number(r.medianMs),
    favorited: Number(r.favorited),
    regenerated: Number(r.regenerated),
    pngBought: Number(r.pngBought),
    canvasBought: Number(r.canvasBought),
    splitArtworks: Number(r.splitArtworks),
  }));
}

/**
 * The live pointer's moves, oldest first: each starts a period of its version. Moves of one
 * transaction share a time (a first version revised at once): the newer version is the later.
 */
export function liveMovesInOrder(db: Database, blueprintId: string) {
  return db
    .select({ at: blueprintLiveMoves.createdAt, versionId: blueprintLiveMoves.toVersionId })
    .from(blueprintLiveMoves)
    .innerJoin(blueprintVersions, eq(blueprintVersions.id, blueprintLiveMoves.toVersionId))
    .where(eq(blueprintLiveMoves.blueprintId, blueprintId))
    .orderBy(asc(blueprintLiveMoves.createdAt), asc(blueprintVersions.version));
}
