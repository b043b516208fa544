import type { FastifyBaseLogger } from 'fastify';
import type { AccountExport, UpdateProfileBody } from '@atelier/shared/schemas/account';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isValidKey, type Storage } from '../../storage/storage';
import type { Stripe } from '../../lib/stripe-client';
import type { UploadsApi } from '../uploads/uploads.plugin';
import { allowanceRenewsAt, type UserRow } from '../auth/auth.service';
import type { AccountRepository } from './account.repository';

export const ACCOUNT_MESSAGES = {
  PHOTO_NOT_YOURS: 'That photo is not one of your uploads. Please upload it again.',
  SUBSCRIPTION_NOT_CANCELLED:
    'Your subscription could not be cancelled just now, so nothing was deleted. Please try again in a few minutes.',
} as const;

/** Objects deleted at once while an account's files are removed. */
const DELETE_CONCURRENCY = 8;

type Deps = {
  repo: AccountRepository;
  /** Set when Stripe is configured: a live subscription is cancelled before the account goes. */
  stripe: Stripe | null;
  storage: Storage;
  uploads: UploadsApi;
  log: FastifyBaseLogger;
};

export function createAccountService({ repo, stripe, storage, uploads, log }: Deps) {
  const iso = (d: Date) => d.toISOString();
  const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

  /** The storage prefixes that hold only this user's objects. */
  const ownPrefixes = (userId: string) => [
    `user-uploads/${userId}/`,
    `generated-artwork/${userId}/`,
    // The photos of their problem reports (orders/problem-reports.service.ts).
    `problem-reports/${userId}/`,
  ];

  async function listOwn(userId: string): Promise<string[]> {
    const lists = await Promise.all(ownPrefixes(userId).map((p) => storage.list(p)));
    return lists.flat();
  }

  /** Files made from the user's artworks for prints and downloads: mockups, full PNGs, print files. */
  async function listDerived(userId: string): Promise<string[]> {
    const ids = await repo.artworkIds(userId);
    const prefixes = ids.flatMap((id) => [
      `mockups/${id}/`,
      `downloads/${id}/`,
      `print-files/${id}/`,
    ]);
    const lists = await Promise.all(prefixes.map((p) => storage.list(p)));
    return lists.flat();
  }

  async function deleteKeys(keys: string[]): Promise<void> {
    const queue = [...new Set(keys)].filter(isValidKey);
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
        await storage.delete(key);
      }
    };
    await Promise.all(Array.from({ length: DELETE_CONCURRENCY }, worker));
  }

  /** Stops a Stripe subscription from billing a deleted account; a missing one is fine. */
  async function cancelSubscription(userId: string): Promise<void> {
    const subscriptionId = await repo.liveStripeSubscription(userId);
    if (!subscriptionId) return;
    if (!stripe) {
      log.warn({ userId, subscriptionId }, 'Stripe is not configured; subscription left as is');
      return;
    }
    try {
      await stripe.subscriptions.cancel(subscriptionId);
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404) return;
      log.error({ err, userId, subscriptionId }, 'subscription cancel failed; account kept');
      throw new AppError(
        502,
        'SUBSCRIPTION_NOT_CANCELLED',
        ACCOUNT_MESSAGES.SUBSCRIPTION_NOT_CANCELLED,
      );
    }
  }

  return {
    async updateProfile(user: UserRow, body: UpdateProfileBody): Promise<UserRow> {
      const changes: { name?: string; image?: string | null; artworkMails?: boolean } = {};
      if (body.displayName !== undefined) changes.name = body.displayName;
      if (body.artworkMails !== undefined) changes.artworkMails = body.artworkMails;
      if (body.photoKey === null) changes.image = null;
      else if (body.photoKey !== undefined) {
        const key = await uploads.ownedKey(user.id, body.photoKey);
        if (!key) throw badRequest(ACCOUNT_MESSAGES.PHOTO_NOT_YOURS, 'INVALID_PHOTO');
        changes.image = key;
      }
      if (Object.keys(changes).length === 0) return user;
      const row = await repo.updateProfile(user.id, changes);
      if (!row) throw notFound('Account not found');
      return row;
    },

    /** Everything kept about the user, as plain JSON: no password hashes, tokens or sessions. */
    async exportData(user: UserRow, now = new Date()): Promise<AccountExport> {
      const [boards, arts, orderRows, favs, ups, pay] = await Promise.all([
        repo.boardsWithImages(user.id),
        repo.artworks(user.id),
        repo.ordersWithEvents(user.id),
        repo.favorites(user.id),
        repo.uploads(user.id),
        repo.payments(user.id),
      ]);
      const sub = pay.subscription;
      return {
        exportedAt: iso(now),
        profile: {
          id: user.id,
          email: user.email,
          displayName: user.name || null,
          photoKey: user.image ?? null,
          role: user.role,
          isPremium: user.isPremium,
          generationsUsed: user.generationsUsed,
          generationsLimit: user.generationsLimit,
          allowanceRenewsAt: isoOrNull(allowanceRenewsAt(user, now)),
          createdAt: iso(user.createdAt),
        },
        visionBoards: boards.map(({ board, images }) => ({
          id: board.id,
          productId: board.productId,
          items: board.items,
          createdAt: iso(board.createdAt),
          updatedAt: iso(board.updatedAt),
          images: images.map((i) => ({
            filename: i.filename,
            key: i.key,
            createdAt: iso(i.createdAt),
          })),
        })),
        artworks: arts.map((a) => ({
          id: a.id,
          visionBoardId: a.visionBoardId,
          status: a.status,
          isApproved: a.isApproved,
          previewKey: a.previewKey,
          createdAt: iso(a.createdAt),
          finishedAt: isoOrNull(a.finishedAt),
        })),
        orders: orderRows.map(({ order, events }) => ({
          id: order.id,
          kind: order.kind,
          status: order.status,
          visionBoardId: order.visionBoardId,
          productId: order.productId,
          artworkId: order.artworkId,
          customerInfo: order.customerInfo ?? null,
          amountCents: order.amountCents,
          currency: order.currency,
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
          createdAt: iso(order.createdAt),
          updatedAt: iso(order.updatedAt),
          events: events.map((e) => ({
            status: e.status,
            note: e.note,
            createdAt: iso(e.createdAt),
          })),
        })),
        favorites: favs.map((f) => ({ artworkId: f.artworkId, createdAt: iso(f.createdAt) })),
        uploads: ups.map((u) => ({
          key: u.key,
          bytes: u.bytes,
          width: u.width,
          height: u.height,
          contentType: u.contentType,
          createdAt: iso(u.createdAt),
        })),
        subscription: sub && {
          planId: sub.planId,
          provider: sub.provider,
          status: sub.status,
          stripeSubscriptionId: sub.stripeSubscriptionId,
          stripeCustomerId: sub.stripeCustomerId,
          currentPeriodEnd: isoOrNull(sub.currentPeriodEnd),
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          paidThrough: isoOrNull(sub.paidThrough),
          createdAt: iso(sub.createdAt),
          updatedAt: iso(sub.updatedAt),
        },
        checkouts: pay.checkouts.map((c) => ({
          planId: c.planId,
          provider: c.provider,
          status: c.status,
          stripeSessionId: c.stripeSessionId,
          createdAt: iso(c.createdAt),
          completedAt: isoOrNull(c.completedAt),
        })),
      };
    },

    /**
     * Cancels a live Stripe subscription (nothing is deleted when that fails), deletes the
     * user's stored files (every upload, artwork and print file their rows name, all under
     * their own prefixes, and their artworks' mockups and PNG downloads), then the user row; the foreign keys cascade to sessions,
     * boards, artworks, orders, favorites and uploads. A storage failure stops before the row
     * goes, so the request can be repeated. A last sweep catches a file a job wrote meanwhile.
     */
    async deleteAccount(user: Pick<UserRow, 'id' | 'email'>): Promise<void> {
      const userId = user.id;
      await cancelSubscription(userId);
      const [fromRows, listed, derived] = await Promise.all([
        repo.storedKeys(userId),
        listOwn(userId),
        listDerived(userId),
      ]);
      await deleteKeys([...fromRows, ...listed, ...derived]);
      await repo.deleteUser(userId, user.email);
      try {
        await deleteKeys(await listOwn(userId));
      } catch (err) {
        log.warn({ err, userId }, 'sweep after account deletion failed');
      }
      log.info({ userId, files: new Set([...fromRows, ...listed]).size }, 'account deleted');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
