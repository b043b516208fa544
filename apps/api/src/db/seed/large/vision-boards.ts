import { hashFraction, inBatches, pickOne, type Execute } from './sql';
import type { LargeShopPlan } from './shop';
import { BOARD_ITEMS } from './words';

/**
 * The vision boards: over the two years like the sign-ups (linearly more each day: ~16 % in the
 * last 60 days), never before their owner's sign-up (a board made before it is made at it). Each
 * is of a product of `large_products`, `productCount` long.
 */
export async function insertVisionBoards(run: Execute, plan: LargeShopPlan, productCount: number) {
  const { now, userCount, boardCount, userId, boardId, log } = plan;
  log(`vision boards: ${boardCount}`);
  await inBatches(boardCount, (first, last) =>
    run(`INSERT INTO vision_boards (id, user_id, product_id, items, created_at, updated_at)
      SELECT ${boardId('b')}, u.id, p.id, ${pickOne(BOARD_ITEMS, 'b', 51)}, at, at
      FROM (SELECT b, ${userId(`1 + floor(${hashFraction('b', 50)} * ${userCount})::int`)} AS uid,
          1 + floor(${hashFraction('b', 52)} * ${productCount})::int AS pi, ${hashFraction('b', 53)} AS r
        FROM generate_series(${first}, ${last}) b) s
      JOIN users u ON u.id = s.uid
      JOIN large_products p ON p.i = s.pi
      CROSS JOIN LATERAL (SELECT greatest(u.created_at, ${now} - interval '730 days' * (1 - sqrt(s.r))) AS at) t`),
  );
}
