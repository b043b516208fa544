import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Which version sells (issue 25 point 8, decision 026): per version of a blueprint, from
// shoppers' artworks only (purpose 'shopper'), what was made, how it went and what was bought.

export type VersionFigureRow = {
  version_id: string;
  made: number;
  failed: number;
  finished: number;
  succeeded: number;
  median_ms: number | null;
  favorited: number;
  regenerated: number;
  png: number;
  canvas: number;
  split: number;
};

/** One row per version that made at least one shopper artwork. */
export async function versionFigures(db: Database, blueprintId: string) {
  const result = await db.execute(sql`
    SELECT a.blueprint_version_id AS version_id,
      count(*)::int AS made,
      count(*) FILTER (WHERE a.status = 'failed')::int AS failed,
      count(*) FILTER (WHERE a.status IN ('succeeded', 'failed'))::int AS finished,
      count(*) FILTER (WHERE a.status = 'succeeded')::int AS succeeded,
      (percentile_cont(0.5) WITHIN GROUP (
        ORDER BY extract(epoch FROM a.finished_at - a.started_at) * 1000
      ) FILTER (WHERE a.status = 'succeeded' AND a.started_at IS NOT NULL
        AND a.finished_at IS NOT NULL))::float8 AS median_ms,
      count(*) FILTER (WHERE a.status = 'succeeded' AND EXISTS (
        SELECT 1 FROM favorites f WHERE f.artwork_id = a.id))::int AS favorited,
      count(*) FILTER (WHERE a.status = 'succeeded' AND EXISTS (
        SELECT 1 FROM artworks b WHERE b.vision_board_id = a.vision_board_id
          AND b.purpose = 'shopper' AND b.created_at > a.created_at))::int AS regenerated,
      count(*) FILTER (WHERE a.status = 'succeeded' AND EXISTS (
        SELECT 1 FROM orders o WHERE o.artwork_id = a.id AND o.kind = 'png'
          AND o.paid_at IS NOT NULL))::int AS png,
      count(*) FILTER (WHERE a.status = 'succeeded' AND EXISTS (
        SELECT 1 FROM orders o WHERE o.artwork_id = a.id AND o.kind = 'canvas'
          AND o.paid_at IS NOT NULL))::int AS canvas,
      count(*) FILTER (WHERE a.split_arm IS NOT NULL)::int AS split
    FROM artworks a
    JOIN blueprint_versions v ON v.id = a.blueprint_version_id
    WHERE v.blueprint_id = ${blueprintId} AND a.purpose = 'shopper'
    GROUP BY a.blueprint_version_id`);
  return (result as unknown as { rows: VersionFigureRow[] }).rows;
}
