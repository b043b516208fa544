import { and, asc, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { mailOutbox } from '../../db/schema/mail';
import { checkoutSessions, subscriptions } from '../../db/schema/payments';
import { orderEventsInOrder } from '../orders/orders.repository';
import {
  artworks,
  favorites,
  uploadedImages,
  uploads,
  visionBoards,
} from '../../db/schema/generation';
import { orderEvents, orders } from '../../db/schema/orders';

/** Reads and writes of the caller's own account; every query is scoped to one user id. */
export function createAccountRepository(db: Database) {
  return {
    async updateProfile(
      userId: string,
      changes: { name?: string; image?: string | null; artworkMails?: boolean },
    ): Promise<typeof users.$inferSelect | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return row;
    },

    async boardsWithImages(userId: string) {
      const boards = await db
        .select()
        .from(visionBoards)
        .where(and(eq(visionBoards.userId, userId), eq(visionBoards.purpose, 'shopper')))
        .orderBy(asc(visionBoards.createdAt));
      const images =
        boards.length === 0
          ? []
          : await db
              .select()
              .from(uploadedImages)
              .where(
                inArray(
                  uploadedImages.visionBoardId,
                  boards.map((b) => b.id),
                ),
              )
              .orderBy(asc(uploadedImages.createdAt));
      return boards.map((board) => ({
        board,
        images: images.filter((i) => i.visionBoardId === board.id),
      }));
    },

    artworks(userId: string) {
      return db
        .select()
        .from(artworks)
        .where(and(eq(artworks.userId, userId), eq(artworks.purpose, 'shopper')))
        .orderBy(asc(artworks.createdAt));
    },

    async ordersWithEvents(userId: string) {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.createdAt));
      const events =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(orderEvents)
              .where(
                inArray(
                  orderEvents.orderId,
                  rows.map((o) => o.id),
                ),
              )
              .orderBy(...orderEventsInOrder);
      return rows.map((order) => ({
        order,
        events: events.filter((e) => e.orderId === order.id),
      }));
    },

    favorites(userId: string) {
      return db
        .select()
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt));
    },

    async payments(userId: string) {
      const [subscription, checkouts] = await Promise.all([
        db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
        db
          .select()
          .from(checkoutSessions)
          .where(eq(checkoutSessions.userId, userId))
          .orderBy(asc(checkoutSessions.createdAt)),
      ]);
      return { subscription: subscription[0] ?? null, checkouts };
    },

    uploads(userId: string) {
      return db
        .select()
        .from(uploads)
        .where(eq(uploads.userId, userId))
        .orderBy(asc(uploads.createdAt));
    },

    /**
     * Every storage key a row of the user's names: their uploads (board images are registered
     * from these) and their artworks' files.
     */
    async storedKeys(userId: string): Promise<string[]> {
      const [ups, arts, prints] = await Promise.all([
        db.select({ key: uploads.key }).from(uploads).where(eq(uploads.userId, userId)),
        db
          .select({ original: artworks.originalKey, preview: artworks.previewKey })
          .from(artworks)
          .where(eq(artworks.userId, userId)),
        db
          .select({ key: orders.printFileKey })
          .from(orders)
          .where(and(eq(orders.userId, userId), isNotNull(orders.printFileKey))),
      ]);
      const keys = [
        ...ups.map((r) => r.key),
        ...arts.flatMap((r) => [r.original, r.preview]),
        ...prints.map((r) => r.key),
      ];
      return keys.filter((k): k is string => typeof k === 'string' && k.length > 0);
    },

    /** The ids of the user's artworks (their mockups and PNG downloads live under them). */
    async artworkIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: artworks.id })
        .from(artworks)
        .where(eq(artworks.userId, userId));
      return rows.map((r) => r.id);
    },

    /** The user's Stripe subscription that may still bill them, if any. */
    async liveStripeSubscription(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: subscriptions.stripeSubscriptionId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            isNotNull(subscriptions.stripeSubscriptionId),
            notInArray(subscriptions.status, ['canceled', 'incomplete_expired']),
          ),
        )
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * Deletes the user row, whose foreign keys cascade to sessions, boards, artworks, orders,
     * favorites and uploads, and the mails addressed to them (reset links included).
     */
    async deleteUser(userId: string, email: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(mailOutbox).where(eq(mailOutbox.to, email));
        const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        return rows.length > 0;
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
