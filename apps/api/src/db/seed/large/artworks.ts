import { ARTWORK_FAILURE_KINDS } from '@atelier/shared/schemas/artwork-failures';
import { hashFraction, inBatches, pickOne, sqlString, toNumber, uuidOf, type Execute } from './sql';
import { LARGE_USERS_LIKE, type LargeShopPlan } from './shop';
import { FAILURE_ERRORS } from './words';

/**
 * The artworks, made within days of their board (most within hours). Mostly succeeded; ~4 % failed
 * with a failure kind; a few queued or running (recent, some past their time: the dashboard's
 * stuck jobs). Running ones are on their last attempt, so the server's sweeper fails them rather
 * than rendering them again.
 */
export async function insertArtworks(run: Execute, plan: LargeShopPlan) {
  const { now, boardCount, artworkCount, boardId, log } = plan;
  log(`artworks: ${artworkCount}`);
  const kinds = ARTWORK_FAILURE_KINDS;
  const errorOf = `CASE failure_kind ${kinds.map((kind) => `WHEN ${sqlString(kind)} THEN ${sqlString(FAILURE_ERRORS[kind])}`).join(' ')} END`;
  await inBatches(artworkCount, (first, last) =>
    run(`INSERT INTO artworks (id, vision_board_id, user_id, blueprint_version_id, status, provider, prompt,
        seed, attempts, max_attempts, deadline_at, last_error, original_key, preview_key, width,
        height, is_approved, approved_at, failure_kind, credit_refunded_at, queued_at,
        started_at, finished_at, created_at, updated_at)
      SELECT id, board_id, user_id, blueprint_version_id, status, provider,
        'A personalised portrait in soft divine light, number ' || a, seed,
        CASE status WHEN 'queued' THEN 0 WHEN 'running' THEN 3 WHEN 'failed' THEN 3
          ELSE 1 + (rk < 0.05)::int END,
        3,
        CASE WHEN status = 'running' THEN started_at + interval '3 minutes' END,
        CASE WHEN status = 'failed' THEN ${errorOf} END,
        CASE WHEN status = 'succeeded' THEN coalesce(sample_image_url, 'generated-artwork/' || user_id || '/' || id || '/original.png') END,
        CASE WHEN status = 'succeeded' THEN coalesce(sample_image_url, 'generated-artwork/' || user_id || '/' || id || '/preview.webp') END,
        CASE WHEN status = 'succeeded' THEN 1024 END,
        CASE WHEN status = 'succeeded' THEN 1280 END,
        status = 'succeeded' AND rk < 0.3,
        CASE WHEN status = 'succeeded' AND rk < 0.3 THEN least(${now}, finished_at + interval '2 minutes') END,
        failure_kind,
        CASE WHEN status = 'failed' THEN finished_at END,
        queued_at, started_at, finished_at, queued_at, coalesce(finished_at, started_at, queued_at)
      FROM (
        SELECT q.*,
          CASE WHEN status = 'queued' THEN NULL
            ELSE least(${now}, queued_at + interval '1 second' * (0.2 + 8 * power(rw, 3))) END AS started_at,
          CASE WHEN status IN ('succeeded', 'failed') THEN least(${now}, queued_at
            + interval '1 second' * (0.2 + 8 * power(rw, 3))
            + interval '1 second' * CASE
                WHEN status = 'failed' AND failure_kind = 'timeout' THEN 180
                WHEN status = 'failed' THEN 1 + 20 * rd
                WHEN provider = 'local' THEN 6 + 30 * power(rd, 2)
                WHEN provider = 'openai' THEN 15 + 60 * power(rd, 2)
                ELSE 20 + 80 * power(rd, 2) END) END AS finished_at
        FROM (
          SELECT k.*,
            CASE WHEN status IN ('queued', 'running')
              THEN greatest(board_at, ${now} - interval '40 minutes' * rq)
              ELSE board_at + least(interval '3 days', greatest(${now} - interval '30 minutes' - board_at, interval '0'))
                * power(rq, 4) END AS queued_at,
            CASE WHEN status = 'failed' THEN ${pickOne(kinds, 'a', 67)} END AS failure_kind
          FROM (
            SELECT s.*, vb.id AS board_id, vb.user_id, vb.created_at AS board_at,
              p.blueprint_version_id, p.sample_image_url,
              CASE WHEN rs < 0.0001 THEN 'queued' WHEN rs < 0.0002 THEN 'running'
                WHEN rs < 0.0402 THEN 'failed' ELSE 'succeeded' END AS status,
              CASE WHEN rp < 0.8 THEN 'local' WHEN rp < 0.93 THEN 'openai'
                ELSE 'replicate' END AS provider
            FROM (
              SELECT a, ${uuidOf(`'large-artwork-' || a`)} AS id,
                ${boardId(`1 + floor(${hashFraction('a', 60)} * ${boardCount})::int`)} AS bid,
                ${hashFraction('a', 61)} AS rs, ${hashFraction('a', 62)} AS rp, ${hashFraction('a', 63)} AS rq,
                ${hashFraction('a', 64)} AS rd, ${hashFraction('a', 65)} AS rk, ${hashFraction('a', 66)} AS rw,
                floor(${hashFraction('a', 68)} * 2147483647)::int AS seed
              FROM generate_series(${first}, ${last}) a
            ) s
            JOIN vision_boards vb ON vb.id = s.bid
            LEFT JOIN large_products p ON p.id = vb.product_id
          ) k
        ) q
      ) f`),
  );
}

/**
 * Numbers the succeeded artworks in the temporary table `large_ok` (what canvas prints and PNG
 * purchases are bought of) and answers how many there are.
 */
export async function numberSucceededArtworks(run: Execute): Promise<number> {
  await run(`CREATE TEMP TABLE large_ok ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id)::int AS rn, id, user_id, vision_board_id, finished_at
    FROM artworks WHERE user_id LIKE ${LARGE_USERS_LIKE} AND status = 'succeeded'`);
  await run(`CREATE INDEX ON large_ok (rn)`);
  await run(`ANALYZE large_ok`);
  const [succeeded] = await run(`SELECT count(*) AS n FROM large_ok`);
  const succeededCount = toNumber(succeeded?.n);
  if (succeededCount === 0) throw new Error('no succeeded artworks to make orders of');
  return succeededCount;
}
