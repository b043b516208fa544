import type { Database } from '../client';
import { insertArtworks, numberSucceededArtworks } from './large/artworks';
import { readCatalogue } from './large/catalogue';
import { countLargeShop, largeShopUsers } from './large/counts';
import { insertContactMessages, insertMails } from './large/messages';
import {
  deleteLargeShopOrders,
  insertArtworkRequests,
  insertCanvasPrints,
  insertPngPurchases,
} from '../../modules/orders/large-shop-orders';
import {
  LARGE_EMAILS_LIKE,
  LARGE_USERS_LIKE,
  LargeShopExistsError,
  planLargeShop,
  type LargeShopCounts,
  type LargeShopOptions,
} from './large/shop';
import { executor, type Execute } from './large/sql';
import { insertSubscriptions, insertUsers } from './large/users';
import { insertVisionBoards } from './large/vision-boards';

// The large shop: 10,000 users, ~50,000 vision boards, 200,000 artworks and 100,000 orders of
// every kind and status over the last two years (more of them recently), with their timelines,
// subscriptions, contact messages and mail, ON TOP of a seeded catalogue. For the admin budgets
// (dashboard, order list, CSV export) on a realistic volume: `npm run db:seed-large`.
//
// Every row is made by set-based SQL (INSERT ... SELECT over generate_series) in batches, all in
// one transaction; each table's rows are made in large/<table>.ts. Every "random" choice is a hash
// of the row's number (hashint8), so two runs make the same shop (times are relative to the run's
// `now`). The rows are recognisable: user ids start with 'lgu_', e-mails end in '@large.example'
// (shopper00042@large.example, admin00001@large.example); none of these accounts can sign in (no
// password rows).

/** Removes the large shop (its users and everything hanging off them, its messages and mail). */
async function deleteLargeShop(run: Execute) {
  // Deleting an artwork or board sets orders.artwork_id / vision_board_id to null; the indexes
  // orders_artwork_idx and orders_board_idx (migration 0006) find those rows (without them this
  // took 8 minutes for the full shop).
  await deleteLargeShopOrders(run, LARGE_USERS_LIKE);
  await run(`DELETE FROM artworks WHERE user_id LIKE ${LARGE_USERS_LIKE}`);
  await run(`DELETE FROM vision_boards WHERE user_id LIKE ${LARGE_USERS_LIKE}`);
  await run(`DELETE FROM users WHERE id LIKE ${LARGE_USERS_LIKE}`);
  await run(`DELETE FROM contact_messages WHERE email LIKE ${LARGE_EMAILS_LIKE}`);
  await run(`DELETE FROM mail_outbox WHERE "to" LIKE ${LARGE_EMAILS_LIKE}`);
}

/**
 * Fills `db` with the large shop. Needs a catalogue (products, canvas sizes, shipping rates): the
 * CLI seeds the normal shop first when it is empty. Refuses when a large shop is there already,
 * unless `reset`. Everything happens in one transaction; ANALYZE follows.
 */
export async function seedLargeShop(
  db: Database,
  opts: LargeShopOptions = {},
): Promise<LargeShopCounts> {
  const plan = planLargeShop(opts);
  const { log } = plan;

  await db.transaction(async (tx) => {
    const run = executor(tx);
    // The statements are long expressions over many rows: PostgreSQL's JIT would spend half a
    // minute compiling them (measured) for nothing.
    await run(`SET LOCAL jit = off`);
    const existing = await largeShopUsers(tx);
    if (existing > 0) {
      if (!opts.reset) throw new LargeShopExistsError(existing);
      log(`deleting the earlier large shop (${existing} users)`);
      await deleteLargeShop(run);
    }
    const catalogue = await readCatalogue(run);

    await insertUsers(run, plan);
    await insertSubscriptions(run, plan);
    // Fresh statistics after each big table, so the joins of the next ones are planned for its
    // real size (hash joins and index lookups, not loops over a table believed empty).
    await run('ANALYZE users');

    await insertVisionBoards(run, plan, catalogue.productCount);
    await run('ANALYZE vision_boards');

    await insertArtworks(run, plan);
    await run('ANALYZE artworks');

    const succeededCount = await numberSucceededArtworks(run);
    await insertArtworkRequests(run, plan);
    await insertCanvasPrints(run, plan, catalogue, succeededCount);
    await insertPngPurchases(run, plan, catalogue, succeededCount);

    log(`contact messages: ${plan.contactMessageCount}, mails: ${plan.mailCount}`);
    await insertContactMessages(run, plan);
    await insertMails(run, plan);
  });

  // VACUUM as autovacuum would on a live shop: the visibility map lets the dashboard's covering
  // indexes answer without reading the table (index-only scans); ANALYZE for the planner.
  log('VACUUM ANALYZE');
  await executor(db)('VACUUM ANALYZE');
  return countLargeShop(db);
}
