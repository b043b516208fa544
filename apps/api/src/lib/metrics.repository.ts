import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// What the metrics' backlog gauges read when scraped.

export type BacklogRow = {
  queued: number;
  running: number;
  oldest_queued_s: number;
  outbox_pending: number;
  print_pending: number;
  print_rendering: number;
};

/** One query for every backlog gauge, on indexed status columns. */
export async function readBacklog(db: Database): Promise<BacklogRow> {
  const result = (await db.execute(sql`
    select
      (select count(*) from artworks where status = 'queued')::float8 as queued,
      (select count(*) from artworks where status = 'running')::float8 as running,
      coalesce((select extract(epoch from now() - min(updated_at)) from artworks
        where status = 'queued'), 0)::float8 as oldest_queued_s,
      (select count(*) from mail_outbox where status = 'pending')::float8 as outbox_pending,
      (select count(*) from orders where print_file_status = 'pending')::float8 as print_pending,
      (select count(*) from orders where print_file_status = 'rendering')::float8 as print_rendering
  `)) as unknown as { rows: BacklogRow[] };
  return result.rows[0]!;
}
