import {
  ADMIN_USER_MESSAGES,
  type AdminUserCreditsBody,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserRoleBody,
  adminUserListQuerySchema,
} from '@atelier/shared/schemas/admin-users';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeLike } from '../../../db/like-pattern';
import { afterCommit } from '../../../db/scoped';
import { creditGrants } from '../../../db/schema/admin';
import { users } from '../../../db/schema/auth';
import { products } from '../../../db/schema/catalogue';
import { artworks, visionBoards } from '../../../db/schema/generation';
import { orders } from '../../../db/schema/orders';
import { checkoutSessions, subscriptions } from '../../../db/schema/payments';
import { pricingPlans } from '../../../db/schema/commerce';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { assertSameRequest } from '../../../lib/idempotency';
import { expirePremiumIfDue, PAYING_STATUSES } from '../../generation/allowance';
import { syncPremium } from '../../payments/fulfilment';

// The admin's view of accounts and its actions (issue 15 point 2). Every write runs inside the
// audit wrapper's transaction: app.db is that transaction, and so is better-auth's adapter
// (built on app.db in plugins/auth.ts). Mail leaves after the commit.

const LATEST_ARTWORKS = 4;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const SORTS = {
  createdAt: users.createdAt,
  email: users.email,
  name: users.name,
  generationsUsed: users.generationsUsed,
} as const;

export function createAdminUsersService(app: FastifyInstance) {
  async function list(rawQuery: AdminUserListQuery): Promise<AdminUserList> {
    const query = adminUserListQuerySchema.parse(rawQuery);
    const where: SQL[] = [];
    if (query.q) {
      const q = escapeLike(query.q.toLowerCase());
      // E-mail: a prefix (users_email_lower_idx); name: anywhere in it.
      where.push(
        sql`(lower(${users.email}) like ${`${q}%`} or lower(${users.name}) like ${`%${q}%`})`,
      );
    }
    if (query.role) where.push(eq(users.role, query.role));
    if (query.plan) where.push(eq(users.isPremium, query.plan === 'premium'));
    const column = SORTS[query.sort ?? 'createdAt'];
    const order = query.dir === 'asc' ? asc : desc;
    const rows = await app.db
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
      .where(where.length > 0 ? and(...where) : undefined)
      .orderBy(order(column), order(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.page > 1) {
      const [count] = await app.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(users)
        .where(where.length > 0 ? and(...where) : undefined);
      total = count?.n ?? 0;
    }
    return {
      items: rows.map((r) => ({
        id: r.id,
        email: r.email,
        name: r.name,
        role: r.role,
        plan: r.isPremium ? 'premium' : 'free',
        banned: r.banned,
        generationsUsed: r.generationsUsed,
        generationsLimit: r.generationsLimit,
        createdAt: r.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function userRow(id: string) {
    const [row] = await app.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
    return row;
  }

  async function detail(id: string, viewerId: string): Promise<AdminUserDetail> {
    const user = await userRow(id);
    const [sub] = await app.db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    const grants = await app.db
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
      .where(eq(creditGrants.userId, id))
      .orderBy(desc(creditGrants.createdAt));
    const boards = await app.db
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
      .where(eq(visionBoards.userId, id))
      .orderBy(desc(visionBoards.createdAt))
      .limit(50);
    const boardIds = boards.map((b) => b.id);
    const latest =
      boardIds.length === 0
        ? []
        : await app.db
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
    const userOrders = await app.db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(100);
    const payments = await app.db
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
      .where(eq(checkoutSessions.userId, id))
      .orderBy(desc(checkoutSessions.createdAt))
      .limit(100);

    return {
      id: user.id,
      email: user.email,
      name: user.name,
      image: user.image,
      emailVerified: user.emailVerified,
      role: user.role,
      banned: user.banned,
      banReason: user.banReason,
      createdAt: user.createdAt.toISOString(),
      plan: user.isPremium ? 'premium' : 'free',
      subscription: sub
        ? {
            planId: sub.planId,
            provider: sub.provider,
            status: sub.status,
            currentPeriodEnd: iso(sub.currentPeriodEnd),
            cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          }
        : null,
      allowance: {
        used: user.generationsUsed,
        limit: user.generationsLimit,
        renewsOn: iso(user.allowanceRenewsAt),
      },
      creditGrants: grants.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })),
      boards: await Promise.all(
        boards.map(async (b) => ({
          ...b,
          createdAt: b.createdAt.toISOString(),
          latestArtworks: await Promise.all(
            latest
              .filter((a) => a.boardId === b.id && a.rank <= LATEST_ARTWORKS)
              .sort((x, y) => x.rank - y.rank)
              .map(async (a) => ({
                id: a.id,
                status: a.status,
                createdAt: a.createdAt.toISOString(),
                // The preview the shopper sees (watermarked), never the original.
                thumbnailUrl:
                  a.status === 'succeeded' && a.previewKey
                    ? await app.storage.signedUrl(a.previewKey)
                    : null,
              })),
          ),
        })),
      ),
      orders: userOrders.map((o) => ({
        id: o.id,
        kind: o.kind,
        status: o.status,
        totalCents: o.amountCents,
        currency: o.currency,
        createdAt: o.createdAt.toISOString(),
        paidAt: iso(o.paidAt),
      })),
      payments: payments.map((p) => ({
        id: p.id,
        kind: p.orderId ? 'order' : 'upgrade',
        provider: p.provider,
        status: p.status,
        totalCents: p.orderId ? p.orderTotal : p.planPrice,
        currency: p.orderId ? p.orderCurrency : p.planCurrency,
        createdAt: p.createdAt.toISOString(),
        orderId: p.orderId,
        planId: p.planId,
      })),
      isSelf: user.id === viewerId,
    };
  }

  /**
   * The one rule for taking an account's admin access away (demoting or disabling it): the
   * shop keeps an active admin. Every admin row is locked FOR UPDATE, in id order, before it is
   * read, so of two such writes at the same moment (two admins disabling or demoting each other)
   * the second waits for the first and then sees its effect. Enabling and promoting take the
   * same lock so that they, too, are seen whole.
   */
  async function lockAdmins() {
    const rows = await app.db
      .select({ id: users.id, banned: users.banned })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(asc(users.id))
      .for('update');
    return rows.filter((r) => !r.banned).map((r) => r.id);
  }

  /** Refuses a change that takes admin access from `id` unless another active admin remains. */
  function keepAnActiveAdmin(activeAdmins: string[], id: string, actorId: string) {
    if (!activeAdmins.includes(id)) return;
    if (activeAdmins.length <= 1) throw conflict(ADMIN_USER_MESSAGES.lastAdmin, 'LAST_ADMIN');
    // The actor's own access went while this request waited (another admin's write came first).
    if (!activeAdmins.includes(actorId)) {
      throw conflict(ADMIN_USER_MESSAGES.actorNoLongerAdmin, 'NO_LONGER_ADMIN');
    }
  }

  /** Role change: a demotion keeps an active admin (see lockAdmins). */
  async function setRole(id: string, actorId: string, body: AdminUserRoleBody) {
    const activeAdmins = await lockAdmins();
    const user = await userRow(id);
    if (user.role === body.role) return;
    if (body.role !== 'admin') {
      keepAnActiveAdmin(activeAdmins, id, actorId);
      if (id === actorId) throw conflict(ADMIN_USER_MESSAGES.selfDemotion, 'SELF_DEMOTION');
    }
    await app.db
      .update(users)
      .set({ role: body.role, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  /**
   * Premium by hand: a 'comp' subscription (no payment) and the premium plan's allowance, set
   * by the same syncPremium a paid upgrade runs. Revoking ends only a comp subscription.
   */
  async function setPremium(id: string, grant: boolean) {
    const user = await userRow(id);
    const now = new Date();
    const [sub] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, id))
      .for('update');
    const paying =
      sub !== undefined &&
      sub.provider !== 'comp' &&
      ((PAYING_STATUSES as readonly string[]).includes(sub.status) ||
        (sub.currentPeriodEnd !== null && sub.currentPeriodEnd > now));
    if (grant) {
      if (user.isPremium || paying) throw conflict(ADMIN_USER_MESSAGES.alreadyPremium);
      const [row] = await app.db
        .insert(subscriptions)
        .values({
          userId: id,
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
      await syncPremium(app.db, row!, now);
      return;
    }
    if (paying) throw conflict(ADMIN_USER_MESSAGES.paidSubscription, 'PAID_SUBSCRIPTION');
    if (!sub || sub.provider !== 'comp' || sub.status !== 'active') {
      throw conflict(ADMIN_USER_MESSAGES.noCompSubscription, 'NO_COMP_SUBSCRIPTION');
    }
    await app.db
      .update(subscriptions)
      .set({ status: 'canceled', currentPeriodEnd: now, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    // The same downgrade a lapsed paid subscription gets: the free plan's limit.
    await expirePremiumIfDue(app.db, id, now);
  }

  /**
   * Adds `amount` to the allowance's limit once per Idempotency-Key: the grant row is unique per
   * user and key, and only the request that inserted it raises the limit. A repeat (even one
   * running at the same moment: it waits on the unique index) answers the first grant; the
   * same key with another amount or reason is refused (409 IDEMPOTENCY_KEY_REUSED).
   */
  async function addCredits(id: string, actorId: string, key: string, body: AdminUserCreditsBody) {
    await userRow(id);
    const [inserted] = await app.db
      .insert(creditGrants)
      .values({
        userId: id,
        amount: body.amount,
        reason: body.reason,
        grantedBy: actorId,
        idempotencyKey: key,
      })
      .onConflictDoNothing({ target: [creditGrants.userId, creditGrants.idempotencyKey] })
      .returning();
    if (inserted) {
      await app.db
        .update(users)
        .set({
          generationsLimit: sql`${users.generationsLimit} + ${body.amount}`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
    }
    const [grant] = inserted
      ? [inserted]
      : await app.db
          .select()
          .from(creditGrants)
          .where(and(eq(creditGrants.userId, id), eq(creditGrants.idempotencyKey, key)));
    if (!grant) throw new AppError(500, 'CREDIT_GRANT_MISSING', 'The credit grant was not found.');
    // A repeat of the key must be a retry of the same grant, not another one (409).
    if (!inserted) assertSameRequest({ amount: grant.amount, reason: grant.reason }, body);
    const after = await userRow(id);
    const [granter] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, grant.grantedBy));
    return {
      created: Boolean(inserted),
      answer: {
        grant: {
          id: grant.id,
          amount: grant.amount,
          reason: grant.reason,
          grantedBy: grant.grantedBy,
          grantedByEmail: granter?.email ?? null,
          createdAt: grant.createdAt.toISOString(),
        },
        allowance: { used: after.generationsUsed, limit: after.generationsLimit },
      },
    };
  }

  /**
   * Disable: better-auth's admin fields (banned, ban_reason) through its adapter, then every
   * session of the account ends. The admin plugin refuses the next sign-in with SPEC.md §8's
   * 'This account has been disabled.' An admin is disabled only while another active admin
   * remains (the rule of setRole, under the same lock).
   */
  async function setDisabled(id: string, actorId: string, disabled: boolean, reason?: string) {
    if (id === actorId) throw conflict(ADMIN_USER_MESSAGES.selfDisable, 'SELF_DISABLE');
    const activeAdmins = await lockAdmins();
    await userRow(id);
    if (disabled) keepAnActiveAdmin(activeAdmins, id, actorId);
    const { internalAdapter } = await app.auth.$context;
    await internalAdapter.updateUser(id, {
      banned: disabled,
      banReason: disabled ? (reason ?? null) : null,
      banExpires: null,
    });
    if (disabled) await internalAdapter.deleteUserSessions(id);
  }

  /** better-auth's reset mail (its link, its one-hour token), sent once the audit entry is in. */
  async function sendPasswordReset(id: string) {
    const user = await userRow(id);
    await afterCommit(async () => {
      await app.auth.api.requestPasswordReset({
        body: { email: user.email, redirectTo: '/auth' },
      });
    });
  }

  return {
    list,
    detail,
    setRole,
    setPremium,
    addCredits,
    setDisabled,
    sendPasswordReset,
  };
}
