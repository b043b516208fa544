import type { Database } from '../../client';
import { LARGE_EMAILS_LIKE, LARGE_USERS_LIKE, type LargeShopCounts } from './shop';
import { executor, toNumber } from './sql';

/** Large-shop users already in the database. */
export async function largeShopUsers(db: Database): Promise<number> {
  const [row] = await executor(db)(
    `SELECT count(*) AS n FROM users WHERE id LIKE ${LARGE_USERS_LIKE}`,
  );
  return toNumber(row?.n);
}

/** What the large shop holds now (its own rows only). */
export async function countLargeShop(db: Database): Promise<LargeShopCounts> {
  const run = executor(db);
  const [totals] =
    await run(`SELECT count(*) AS users, count(*) FILTER (WHERE role = 'admin') AS admins,
      (SELECT count(*) FROM subscriptions s WHERE s.user_id LIKE ${LARGE_USERS_LIKE}
        AND s.status = 'active' AND NOT s.cancel_at_period_end) AS premium_active,
      (SELECT count(*) FROM subscriptions s WHERE s.user_id LIKE ${LARGE_USERS_LIKE}
        AND s.status = 'active' AND s.cancel_at_period_end) AS premium_cancelling,
      (SELECT count(*) FROM vision_boards WHERE user_id LIKE ${LARGE_USERS_LIKE}) AS boards,
      (SELECT count(*) FROM order_events e JOIN orders o ON o.id = e.order_id
        WHERE o.user_id LIKE ${LARGE_USERS_LIKE}) AS order_events,
      (SELECT count(*) FROM contact_messages WHERE email LIKE ${LARGE_EMAILS_LIKE}) AS contact
    FROM users WHERE id LIKE ${LARGE_USERS_LIKE}`);
  const artworks: Record<string, number> = {};
  for (const row of await run(`SELECT status, count(*) AS n FROM artworks
      WHERE user_id LIKE ${LARGE_USERS_LIKE} GROUP BY status ORDER BY status`))
    artworks[String(row.status)] = toNumber(row.n);
  const orders: Record<string, Record<string, number>> = {};
  for (const row of await run(`SELECT kind, status, count(*) AS n FROM orders
      WHERE user_id LIKE ${LARGE_USERS_LIKE} GROUP BY kind, status ORDER BY kind, status`))
    (orders[String(row.kind)] ??= {})[String(row.status)] = toNumber(row.n);
  const mails: Record<string, number> = {};
  for (const row of await run(`SELECT status, count(*) AS n FROM mail_outbox
      WHERE "to" LIKE ${LARGE_EMAILS_LIKE} GROUP BY status ORDER BY status`))
    mails[String(row.status)] = toNumber(row.n);
  return {
    users: toNumber(totals?.users),
    admins: toNumber(totals?.admins),
    premiumActive: toNumber(totals?.premium_active),
    premiumCancelling: toNumber(totals?.premium_cancelling),
    boards: toNumber(totals?.boards),
    artworks,
    orders,
    orderEvents: toNumber(totals?.order_events),
    contactMessages: toNumber(totals?.contact),
    mails,
  };
}

/** The counts as lines for the console. */
export function describeLargeShop(counts: LargeShopCounts): string {
  const total = (byStatus: Record<string, number>) =>
    Object.values(byStatus).reduce((sum, count) => sum + count, 0);
  const list = (byStatus: Record<string, number>) =>
    Object.entries(byStatus)
      .map(([status, count]) => `${status} ${count}`)
      .join(', ');
  return [
    `users: ${counts.users} (${counts.admins} admins; premium ${counts.premiumActive} active + ${counts.premiumCancelling} cancelling)`,
    `vision boards: ${counts.boards}`,
    `artworks: ${total(counts.artworks)} (${list(counts.artworks)})`,
    ...Object.entries(counts.orders).map(
      ([kind, byStatus]) => `orders ${kind}: ${total(byStatus)} (${list(byStatus)})`,
    ),
    `order events: ${counts.orderEvents}`,
    `contact messages: ${counts.contactMessages}`,
    `mail outbox: ${total(counts.mails)} (${list(counts.mails)})`,
  ].join('\n');
}
