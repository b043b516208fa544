import type { AdminUserListQuery, AdminUserRoleBody } from '@atelier/shared/schemas/admin-users';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { escapeLike } from '../../../db/like-pattern';
import { creditGrants } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { products } from '../../../db/schema/catalogue';
import { pricingPlans } from '../../../db/schema/commerce';
import { artworks, visionBoards } from '../../../db/schema/generation';
import { orders } from '../../../db/schema/orders';
import { checkoutSessions, subscriptions } from '../../../db/schema/payments';

// Every statement of the admin's accounts pages. Functions take the database or a transaction
// (app.db inside the audit wrapper is that transaction).

const SORTS = {
  createdAt: users.createdAt,
  email: users.email,
  name: users.name,
  generationsUsed: users.generationsUsed,
} as const;

type UserFilter = Pick<AdminUserListQuery, 'q' | 'role' | 'plan'>;

function userFilter(filter: UserFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.q) {
    const q = escapeLike(filter.q.toLowerCase());
    // E-mail: a prefix (users_email_lower_idx); name: anywhere in it.
    where.push(
      sql`(lower(${users.email}) like ${`${q}%`} or lower(${users.name}) like ${`%${q}%`})`,
    );
  }
  if (filter.role) where.push(eq(users.role, filter.role));
  if (filter.plan) where.push(eq(users.isPremium, filter.plan === 'premium'));
  return where.length > 0 ? and(...where) : undefined;
}

/** One page of accounts, each row with the filter's whole count (`total`). */
export async function listUsers(
  db: Database,
  filter: UserFilter,
  page: {
    sort: keyof typeof SORTS | undefined;
    dir: 'asc' | 'desc' | undefined;
    limit: number;
    offset: number;
  },
) {
  const column = SORTS[page.sort ?? 'createdAt'];
  const order = page.dir === 'asc' ? asc : desc;
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      isPremium: users.isPremium,
      banned: users.banned,
      generationsUsed: users.generationsUsed,
      generationsLimit: users.generationsLimit,
      createdAt: users.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .where(userFilter(filter))
    .orderBy(order(column), order(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countUsers(db: Database, filter: UserFilter) {
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(userFilter(filter));
  return count?.n ?? 0;
}

export async function findUser(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserEmail(db: Database, id: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
  return row;
}

export async function findSubscription(db: Database, userId: string) {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return sub;
}

/** The account's subscription row, locked until the transaction ends. */
export async function lockSubscription(db: Database, userId: string) {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .for('update');
  return sub;
}

export async function listCreditGrants(db: Database, userId: string) {
  return db
    .select({
      id: creditGrants.id,
      amount: creditGrants.amount,
      reason: creditGrants.reason,
      grantedBy: creditGrants.grantedBy,
      grantedByEmail: users.email,
      createdAt: creditGrants.createdAt,
    })
    .from(creditGrants)
    .leftJoin(users, eq(users.id, creditGrants.grantedBy))
    .where(eq(creditGrants.userId, userId))
    .orderBy(desc(creditGrants.createdAt));
}

/** The account's latest 50 vision boards with their artworks counted. */
export async function listBoards(db: Database, userId: string) {
  return db
    .select({
      id: visionBoards.id,
      items: visionBoards.items,
      productName: products.title,
      createdAt: visionBoards.createdAt,
      artworkCount:
        sql<number>`(select count(*) from ${artworks} a where a.vision_board_id = ${visionBoards.id})`.mapWith(
          Number,
        ),
      succeededCount:
        sql<number>`(select count(*) from ${artworks} a where a.vision_board_id = ${visionBoards.id} and a.status = 'succeeded')`.mapWith(
          Number,
        ),
      failedCount:
        sql<number>`(select count(*) from ${artworks} a where a.vision_board_id = ${visionBoards.id} and a.status = 'failed')`.mapWith(
          Number,
        ),
    })
    .from(visionBoards)
    .leftJoin(products, eq(products.id, visionBoards.productId))
    .where(and(eq(visionBoards.userId, userId), eq(visionBoards.purpose, 'shopper')))
    .orderBy(desc(visionBoards.createdAt))
    .limit(50);
}

/** The boards' artworks, each ranked within its board from the newest (rank 1). */
export async function listRankedArtworks(db: Database, boardIds: string[]) {
  return db
    .select({
      id: artworks.id,
      boardId: artworks.visionBoardId,
      status: artworks.status,
      createdAt: artworks.createdAt,
      previewKey: artworks.previewKey,
      rank: sql<number>`row_number() over (partition by ${artworks.visionBoardId} order by ${artworks.createdAt} desc, ${artworks.id} desc)`.mapWith(
        Number,
      ),
    })
    .from(artworks)
    .where(inArray(artworks.visionBoardId, boardIds));
}

export async function listOrders(db: Database, userId: string) {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
}

/** The account's checkouts with what each was for (an order's total, a plan's price). */
export async function listPayments(db: Database, userId: string) {
  return db
    .select({
      id: checkoutSessions.id,
      planId: checkoutSessions.planId,
      orderId: checkoutSessions.orderId,
      provider: checkoutSessions.provider,
      status: checkoutSessions.status,
      createdAt: checkoutSessions.createdAt,
      orderTotal: orders.amountCents,
      orderCurrency: orders.currency,
      planPrice: pricingPlans.priceCents,
      planCurrency: pricingPlans.currency,
    })
    .from(checkoutSessions)
    .leftJoin(orders, eq(orders.id, checkoutSessions.orderId))
    .leftJoin(pricingPlans, eq(pricingPlans.id, checkoutSessions.planId))
    .where(eq(checkoutSessions.userId, userId))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(100);
}

/** Every admin row, locked FOR UPDATE in id order (see the service's lockAdmins). */
export async function lockAdminRows(db: Database) {
  return db
    .select({ id: users.id, banned: users.banned })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
}

export async function setUserRole(db: Database, id: string, role: AdminUserRoleBody['role']) {
  await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

/** The account's subscription becomes an active 'comp' premium one (inserted or replaced). */
export async function upsertCompSubscription(db: Database, userId: string, now: Date) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId,
      planId: 'premium',
      provider: 'comp',
      status: 'active',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        planId: 'premium',
        provider: 'comp',
        stripeSubscriptionId: null,
        status: 'active',
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        paidThrough: null,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function cancelSubscription(db: Database, id: string, now: Date) {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', currentPeriodEnd: now, updatedAt: now })
    .where(eq(subscriptions.id, id));
}

/** The grant, unless the account has one with this key already (then undefined). */
export async function insertCreditGrant(
  db: Database,
  grant: { userId: string; amount: number; reason: string; grantedBy: string; key: string },
) {
  const [inserted] = await db
    .insert(creditGrants)
    .values({
      userId: grant.userId,
      amount: grant.amount,
      reason: grant.reason,
      grantedBy: grant.grantedBy,
      idempotencyKey: grant.key,
    })
    .onConflictDoNothing({ target: [creditGrants.userId, creditGrants.idempotencyKey] })
    .returning();
  return inserted;
}

export async function findCreditGrant(db: Database, userId: string, key: string) {
  const [grant] = await db
    .select()
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, userId), eq(creditGrants.idempotencyKey, key)));
  return grant;
}

export async function raiseGenerationsLimit(db: Database, id: string, amount: number) {
  await db
    .update(users)
    .set({
      generationsLimit: sql`${users.generationsLimit} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}
