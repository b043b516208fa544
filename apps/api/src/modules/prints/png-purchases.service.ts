import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { boardTitle } from '@atelier/shared/board-title';
import { type PngPurchase } from '@atelier/shared/schemas/png-purchases';
import { CHECKOUT_EXPIRY_HOURS, PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import { slugify } from '@atelier/shared/slugify';
import type { FastifyInstance } from 'fastify';
import type { Order } from '../../db/schema/orders';
import { AppError, conflict, notFound } from '../../lib/errors';
import { createContentRepository } from '../content/content.repository';
import { createSettingsReader } from '../content/settings';
import { createPngPurchasesRepository } from './png-purchases.repository';
import { ownedArtwork } from './prints-lookups.repository';
import { sellableArtwork } from './sellable-artwork';

// PNG purchases: one live purchase per buyer and artwork, paid through the
// order checkout, then the unwatermarked full-resolution PNG downloadable without limit.

type Caller = { id: string; email: string };

/** The full-resolution PNG of an artwork, made once and kept for every later download. */
export const downloadKey = (artworkId: string) => `downloads/${artworkId}/full-v1.png`;

export const downloadUrl = (artworkId: string) => `/api/download-png/${artworkId}`;

/** "grace-1a2b3c4d.png": the shopper's title and the artwork's short id. */
export function pngFilename(title: string | null, artworkId: string): string {
  const name = slugify(title ?? '') || 'artwork';
  return `${name.slice(0, 60)}-${artworkId.slice(0, 8)}.png`;
}

export function createPngPurchasesService(app: FastifyInstance) {
  const repo = createPngPurchasesRepository(app.db);
  const settings = createSettingsReader(createContentRepository(app.db));

  async function toDto(row: {
    order: Order;
    boardItems: string | null;
    previewKey: string | null;
  }): Promise<PngPurchase> {
    const { order } = row;
    const paid = order.status === 'paid' && order.artworkId !== null;
    return {
      id: order.id,
      kind: 'png',
      status: order.status as PngPurchase['status'],
      artworkId: order.artworkId,
      visionBoardId: order.visionBoardId,
      amountCents: order.amountCents ?? 0,
      currency: order.currency ?? 'usd',
      artworkTitle: boardTitle(row.boardItems),
      thumbnailUrl: row.previewKey ? await app.storage.signedUrl(row.previewKey) : null,
      downloadUrl: paid ? downloadUrl(order.artworkId!) : null,
      paidAt: order.paidAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
    };
  }

  async function checkout(order: Order, caller: Caller) {
    const { url } = await app.prints.payments.startCheckout(order, caller);
    return { id: order.id, status: 'pending_payment' as const, url };
  }

  return {
    /**
     * The checkout of this artwork's PNG: the existing paid purchase (url null), a fresh
     * checkout of a pending one, or a new purchase at the server's PNG price.
     */
    async start(caller: Caller, artworkId: string) {
      const found = await sellableArtwork(app.db, caller.id, artworkId);

      const existing = await repo.livePurchase(caller.id, artworkId);
      if (existing?.status === 'paid')
        return { id: existing.id, status: 'paid' as const, url: null };
      if (!app.prints.payments.available)
        throw new AppError(503, 'PAYMENTS_NOT_CONFIGURED', PRINTS_MESSAGES.PAYMENTS_NOT_CONFIGURED);
      if (existing) return checkout(existing, caller);

      const price = await settings.pngDownload();
      const created = await repo.createPending({
        userId: caller.id,
        artworkId,
        visionBoardId: found.artwork.visionBoardId,
        priceCents: price.priceCents,
        currency: price.currency,
        expiresAt: new Date(Date.now() + CHECKOUT_EXPIRY_HOURS * 3_600_000),
      });
      // Lost a race to a concurrent request: answer the purchase it made.
      const order = created ?? (await repo.livePurchase(caller.id, artworkId));
      if (!order) throw conflict(PRINTS_MESSAGES.NOT_PAYABLE, 'NOT_PAYABLE');
      if (order.status === 'paid') return { id: order.id, status: 'paid' as const, url: null };
      return checkout(order, caller);
    },

    async list(userId: string): Promise<PngPurchase[]> {
      return Promise.all((await repo.listByUser(userId)).map(toDto));
    },

    async get(userId: string, id: string): Promise<PngPurchase> {
      const row = await repo.findOwned(userId, id);
      if (!row) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      return toDto(row);
    },

    /** The PNG for its buyer: rendered on the first download, read from storage after. */
    async download(
      userId: string,
      artworkId: string,
    ): Promise<{ filename: string; body: Readable | Buffer }> {
      const found = await ownedArtwork(app.db, userId, artworkId);
      if (!found) throw notFound(PRINTS_MESSAGES.ARTWORK_NOT_FOUND);
      // At most one live purchase per buyer and artwork (orders_png_purchase_idx); refunded
      // ones no longer count.
      if ((await repo.livePurchase(userId, artworkId))?.status !== 'paid')
        throw new AppError(402, 'PNG_NOT_PURCHASED', PRINTS_MESSAGES.PNG_NOT_PURCHASED);

      const filename = pngFilename(boardTitle(found.boardItems), artworkId);
      const key = downloadKey(artworkId);
      const stored = await app.storage.get(key);
      if (stored) return { filename, body: stored.body };
      // The first downloads at once wait for one render and share its bytes.
      const body = await app.prints.renderOnce({
        kind: 'png',
        key,
        stored: async () => {
          const found = await app.storage.get(key);
          return found ? buffer(found.body) : null;
        },
        render: async () => {
          const png = await app.prints.renderer.fullResolutionPng(artworkId);
          await app.storage.put(key, png.data, { contentType: 'image/png' });
          return png.data;
        },
      });
      return { filename, body };
    },
  };
}
