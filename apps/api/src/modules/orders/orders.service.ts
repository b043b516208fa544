import {
  GENERATION_MESSAGES,
  ORDER_MESSAGES,
  type CreateOrderBody,
  type OrderDetail,
  type OrderSummary,
  type OrderTracking,
} from '@atelier/shared/schemas/generation';
import { boardTitle } from '@atelier/shared/board-title';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../lib/errors';
import type { VisionBoard } from '../../db/schema/generation';
import type { OrderWithProduct, OrdersRepository } from './orders.repository';

/**
 * The caller's board with its product, or null when it is not theirs. Boards own that query;
 * the shopper routes hand it in when they register these routes (orders never import boards).
 */
export type FindOwnedBoard = (
  userId: string,
  boardId: string,
) => Promise<{ board: VisionBoard; product: { slug: string; title: string } | null } | null>;

export type OrdersDeps = {
  app: Pick<FastifyInstance, 'storage'>;
  orders: OrdersRepository;
  findOwnedBoard: FindOwnedBoard;
};

export function createOrdersService({ app, orders, findOwnedBoard }: OrdersDeps) {
  /**
   * Each order's thumbnail: the preview of the artwork it names, else the newest finished
   * artwork of its board; null while nothing is finished.
   */
  async function thumbnails(userId: string, rows: OrderWithProduct[]) {
    const artworkIds = [...new Set(rows.map((r) => r.order.artworkId).filter((id) => id !== null))];
    const boardIds = [
      ...new Set(rows.map((r) => r.order.visionBoardId).filter((id) => id !== null)),
    ];
    const finished = await orders.finishedArtworksFor(userId, artworkIds, boardIds);
    const byId = new Map(finished.map((a) => [a.id, a.previewKey]));
    const byBoard = new Map<string, string | null>();
    for (const a of finished)
      if (!byBoard.has(a.visionBoardId)) byBoard.set(a.visionBoardId, a.previewKey);

    return Promise.all(
      rows.map(async ({ order }) => {
        const key =
          (order.artworkId ? byId.get(order.artworkId) : undefined) ??
          (order.visionBoardId ? byBoard.get(order.visionBoardId) : undefined) ??
          null;
        return key ? app.storage.signedUrl(key) : null;
      }),
    );
  }

  function summary(
    { order, product, size, board }: OrderWithProduct,
    thumbnailUrl: string | null,
  ): OrderSummary {
    return {
      id: order.id,
      kind: order.kind,
      status: order.status,
      visionBoardId: order.visionBoardId,
      productId: order.productId,
      artworkId: order.artworkId,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      productTitle: product?.title ?? null,
      artworkTitle: boardTitle(board?.items),
      productSlug: product?.slug ?? null,
      thumbnailUrl,
      amountCents: order.amountCents,
      currency: order.currency,
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      sizeLabel: size?.label ?? null,
      wrap: order.wrap,
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      totalCents: order.kind === 'artwork' ? null : order.amountCents,
    };
  }

  async function ownedOrder(userId: string, id: string) {
    const found = await orders.findOwned(userId, id);
    if (!found) throw notFound(ORDER_MESSAGES.NOT_FOUND);
    const [thumb] = await thumbnails(userId, [found]);
    return { found, summary: summary(found, thumb ?? null) };
  }

  return {
    /**
     * The board's artwork order: 'received' with a timeline event the first time (created=true),
     * the same order again on a retried submission (created=false).
     */
    async createArtworkOrder(userId: string, body: CreateOrderBody) {
      const found = await findOwnedBoard(userId, body.visionBoardId);
      if (!found) throw notFound(GENERATION_MESSAGES.BOARD_NOT_FOUND);
      if (found.board.productId !== body.productId) {
        throw badRequest(ORDER_MESSAGES.PRODUCT_MISMATCH, 'PRODUCT_MISMATCH');
      }
      const { order, created } = await orders.createArtworkOrder({
        userId,
        visionBoardId: found.board.id,
        productId: body.productId,
        customerInfo: body.customerInfo,
      });
      return {
        order: summary({ order, product: found.product, size: null, board: found.board }, null),
        created,
      };
    },

    async list(userId: string): Promise<OrderSummary[]> {
      const rows = await orders.listByUser(userId);
      const thumbs = await thumbnails(userId, rows);
      return rows.map((r, i) => summary(r, thumbs[i] ?? null));
    },

    async get(userId: string, id: string): Promise<OrderDetail> {
      const { found, summary: s } = await ownedOrder(userId, id);
      return { ...s, customerInfo: found.order.customerInfo ?? null };
    },

    async tracking(userId: string, id: string): Promise<OrderTracking> {
      const { summary: order } = await ownedOrder(userId, id);
      const events = await orders.events(id);
      return {
        order,
        events: events.map((e) => ({
          status: e.status,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    },
  };
}
