import {
  ADMIN_USER_MESSAGES,
  type AdminUserCreditsBody,
  type AdminUserDetail,
  type AdminUserList,
  type AdminUserListQuery,
  type AdminUserRoleBody,
  adminUserListQuerySchema,
} from '@atelier/shared/schemas/admin-users';
import type { FastifyInstance } from 'fastify';
import { afterCommit } from '../../../db/scoped';
import { AppError, conflict, notFound } from '../../../lib/errors';
import { assertSameRequest } from '../../../lib/idempotency';
import { expirePremiumIfDue, PAYING_STATUSES } from '../../generation/allowance.repository';
import { syncPremium } from '../../payments/fulfilment';
import * as repo from './admin-users.repository';

// The admin's view of accounts and its actions; the statements are in admin-users.repository.ts.
// Every write runs inside the audit wrapper's transaction: app.db is that transaction, and so is
// better-auth's adapter (built on app.db in plugins/auth.ts). Mail leaves after the commit.

const LATEST_ARTWORKS = 4;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function createAdminUsersService(app: FastifyInstance) {
  async function list(rawQuery: AdminUserListQuery): Promise<AdminUserList> {
    const query = adminUserListQuerySchema.parse(rawQuery);
    const rows = await repo.listUsers(app.db, query, {
      sort: query.sort,
      dir: query.dir,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.page > 1) total = await repo.countUsers(app.db, query);
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
    const row = await repo.findUser(app.db, id);
    if (!row) throw notFound(ADMIN_USER_MESSAGES.notFound);
    return row;
  }

  async function detail(id: string, viewerId: string): Promise<AdminUserDetail> {
    const user = await userRow(id);
    const sub = await repo.findSubscription(app.db, id);
    const grants = await repo.listCreditGrants(app.db, id);
    const boards = await repo.listBoards(app.db, id);
    const boardIds = boards.map((b) => b.id);
    const latest = boardIds.length === 0 ? [] : await repo.listRankedArtworks(app.db, boardIds);
    const userOrders = await repo.listOrders(app.db, id);
    const payments = await repo.listPayments(app.db, id);

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
    const rows = await repo.lockAdminRows(app.db);
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
    await repo.setUserRole(app.db, id, body.role);
  }

  /**
   * Premium by hand: a 'comp' subscription (no payment) and the premium plan's allowance, set
   * by the same syncPremium a paid upgrade runs. Revoking ends only a comp subscription.
   */
  async function setPremium(id: string, grant: boolean) {
    const user = await userRow(id);
    const now = new Date();
    const sub = await repo.lockSubscription(app.db, id);
    const paying =
      sub !== undefined &&
      sub.provider !== 'comp' &&
      ((PAYING_STATUSES as readonly string[]).includes(sub.status) ||
        (sub.currentPeriodEnd !== null && sub.currentPeriodEnd > now));
    if (grant) {
      if (user.isPremium || paying) throw conflict(ADMIN_USER_MESSAGES.alreadyPremium);
      const row = await repo.upsertCompSubscription(app.db, id, now);
      await syncPremium(app.db, row, now);
      return;
    }
    if (paying) throw conflict(ADMIN_USER_MESSAGES.paidSubscription, 'PAID_SUBSCRIPTION');
    if (!sub || sub.provider !== 'comp' || sub.status !== 'active') {
      throw conflict(ADMIN_USER_MESSAGES.noCompSubscription, 'NO_COMP_SUBSCRIPTION');
    }
    await repo.cancelSubscription(app.db, sub.id, now);
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
    const inserted = await repo.insertCreditGrant(app.db, {
      userId: id,
      amount: body.amount,
      reason: body.reason,
      grantedBy: actorId,
      key,
    });
    if (inserted) await repo.raiseGenerationsLimit(app.db, id, body.amount);
    const grant = inserted ?? (await repo.findCreditGrant(app.db, id, key));
    if (!grant) throw new AppError(500, 'CREDIT_GRANT_MISSING', 'The credit grant was not found.');
    // A repeat of the key must be a retry of the same grant, not another one (409).
    if (!inserted) assertSameRequest({ amount: grant.amount, reason: grant.reason }, body);
    const after = await userRow(id);
    const granter = await repo.findUserEmail(app.db, grant.grantedBy);
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
