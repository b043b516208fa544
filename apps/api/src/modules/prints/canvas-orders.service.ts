import { boardTitle } from '@atelier/shared/board-title';
import {
  CANNOT_CANCEL_MESSAGES,
  CHECKOUT_EXPIRY_HOURS,
  PRINTS_MESSAGES,
  type CanvasOrder,
  type CanvasOrderDetail,
} from '@atelier/shared/schemas/prints';
import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import type { FastifyInstance } from 'fastify';
import type { Order } from '../../db/schema/orders';
import { AppError, conflict, notFound } from '../../lib/errors';
import { assertSameRequest } from '../../lib/idempotency';
import type { CanvasOrderRow, CanvasOrdersRepository } from './canvas-orders.repository';
import { proofChangeOf, proofSentAt, requestChange, setProofChange } from '../orders/order-proof';
import { refundAndClose } from '../orders/refund-and-close';
import { proofUrls } from './print-proof';
import { approveByShopper } from './proof-approval';
import { sellableArtwork } from './sellable-artwork';

export type CanvasOrdersDeps = {
  app: Pick<FastifyInstance, 'db' | 'storage' | 'prints' | 'config' | 'log' | 'generation'>;
  repo: CanvasOrdersRepository;
};

export type CreateCanvasOrderInput = {
  artworkId: string;
  canvasSizeId: string;
  wrap: NonNullable<Order['wrap']>;
  shippingAddress: ShippingAddress;
};

export const CANCELLED_BY_SHOPPER_NOTE = 'Cancelled at your request.';

/**
 * Before the proof is approved the shopper may still cancel (a paid order is refunded); once
 * approved, production is starting.
 */
const CANCELLABLE = ['pending_payment', 'paid', 'awaiting_approval', 'changes_requested'] as const;

/** The request an order was made by, as its Idempotency-Key's first use sent it. */
const requestOf = (order: Order) => ({
  kind: order.kind,
  artworkId: order.artworkId,
  canvasSizeId: order.canvasSizeId,
  wrap: order.wrap,
  shippingAddress: order.shippingAddress,
});

export function createCanvasOrdersService({ app, repo }: CanvasOrdersDeps) {
  async function toAnswer({ order, size, artwork, board }: CanvasOrderRow): Promise<CanvasOrder> {
    return {
      id: order.id,
      kind: 'canvas',
      status: order.status as CanvasOrder['status'],
      artworkId: order.artworkId,
      visionBoardId: order.visionBoardId,
      canvasSizeId: order.canvasSizeId,
      sizeLabel: size?.label ?? null,
      widthInches: size?.widthInches ?? null,
      heightInches: size?.heightInches ?? null,
      wrap: order.wrap ?? 'image',
      // Stored as the schema parsed it (optional lines absent rather than undefined).
      shippingAddress: (order.shippingAddress as CanvasOrder['shippingAddress']) ?? null,
      subtotalCents: order.subtotalCents ?? 0,
      shippingCents: order.shippingCents ?? 0,
      totalCents: order.amountCents ?? 0,
      currency: order.currency ?? 'usd',
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      thumbnailUrl: artwork?.previewKey ? await app.storage.signedUrl(artwork.previewKey) : null,
      artworkTitle: boardTitle(board?.items),
      paidAt: order.paidAt?.toISOString() ?? null,
      expiresAt: order.expiresAt?.toISOString() ?? null,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    };
  }

  /** The answer for an Idempotency-Key's order; 409 when the key was used for another order. */
  async function answerFor(userId: string, order: Order, input: CreateCanvasOrderInput) {
    assertSameRequest(requestOf(order), { kind: 'canvas', ...input });
    return toAnswer((await repo.findOwned(userId, order.id))!);
  }

  async function owned(userId: string, id: string) {
    const row = await repo.findOwned(userId, id);
    if (!row) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
    return row;
  }

  async function detail(userId: string, id: string): Promise<CanvasOrderDetail> {
    const row = await owned(userId, id);
    const events = await repo.events(id);
    const sentAt =
      row.order.status === 'awaiting_approval' ? await proofSentAt(app.db, row.order.id) : null;
    const windowMs = app.config.prints.proofAutoApproveHours * 3_600_000;
    return {
      ...(await toAnswer(row)),
      events: events.map((e) => ({
        status: e.status,
        note: e.note,
        actor: e.actor,
        createdAt: e.createdAt.toISOString(),
      })),
      shipments: row.order.shipments,
      cancellable: (CANCELLABLE as readonly string[]).includes(row.order.status),
      proof: await proofUrls(app.storage, row.order),
      autoApproveAt: sentAt ? new Date(sentAt.getTime() + windowMs).toISOString() : null,
      proofChange: await proofChangeOf(app.db, row.order),
    };
  }

  return {
    /**
     * A new canvas order at the server's prices (the size's price and the destination's rate),
     * or the order this Idempotency-Key already made (created=false).
     */
    async create(userId: string, idempotencyKey: string, input: CreateCanvasOrderInput) {
      // A retry answers what the first request made, even if the size or rate changed since.
      const earlier = await repo.findByKey(userId, idempotencyKey);
      if (earlier) return { order: await answerFor(userId, earlier, input), created: false };
      const { artwork } = await sellableArtwork(app.db, userId, input.artworkId);
      const size = await repo.activeSize(input.canvasSizeId);
      if (!size) throw new AppError(404, 'SIZE_NOT_FOUND', PRINTS_MESSAGES.SIZE_NOT_FOUND);
      const option = app.prints.renderer
        .printOptions(artwork, [size])
        .sizes.find((s) => s.canvasSizeId === size.id);
      if (!option?.printable) {
        throw new AppError(422, 'SIZE_TOO_LARGE', option?.reason ?? PRINTS_MESSAGES.SIZE_TOO_LARGE);
      }
      const rate = await repo.shippingRate(input.shippingAddress.country);
      if (!rate) throw new AppError(422, 'NOT_SHIPPED_THERE', PRINTS_MESSAGES.NOT_SHIPPED_THERE);

      const { order, created } = await repo.create({
        userId,
        artworkId: artwork.id,
        visionBoardId: artwork.visionBoardId,
        canvasSizeId: size.id,
        wrap: input.wrap,
        shippingAddress: input.shippingAddress,
        subtotalCents: size.priceCents,
        shippingCents: rate.priceCents,
        currency: 'usd',
        expiresAt: new Date(Date.now() + CHECKOUT_EXPIRY_HOURS * 3_600_000),
        idempotencyKey,
      });
      return { order: await answerFor(userId, order, input), created };
    },

    async list(userId: string): Promise<CanvasOrder[]> {
      const rows = await repo.listByUser(userId);
      return Promise.all(rows.map(toAnswer));
    },

    detail,

    /** The address of the caller's last canvas order, for the next one's form. */
    async savedAddress(userId: string) {
      return (await repo.savedAddress(userId)) as CanvasOrder['shippingAddress'];
    },

    /**
     * The shopper's cancel, before production: an unpaid order is cancelled, a paid one refunded
     * first (a failed refund changes nothing). The order stays locked meanwhile, so the admin
     * cannot start production on an order whose money is going back.
     */
    async cancel(userId: string, id: string): Promise<CanvasOrderDetail> {
      await app.db.transaction(async (tx) => {
        const order = await repo.lockOwned(tx, userId, id);
        if (!order) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
        if (order.status === 'cancelled') return;
        if (!(CANCELLABLE as readonly string[]).includes(order.status)) {
          const why = CANNOT_CANCEL_MESSAGES[order.status as keyof typeof CANNOT_CANCEL_MESSAGES];
          throw conflict(why ?? PRINTS_MESSAGES.CANNOT_CANCEL, 'CANNOT_CANCEL');
        }
        await refundAndClose(
          tx,
          { payments: app.prints.payments, publicUrl: app.config.publicUrl, log: app.log },
          order,
          'cancelled',
          { actor: 'shopper', note: CANCELLED_BY_SHOPPER_NOTE },
        );
      });
      await app.prints.payments.expireOpenCheckouts(id);
      return detail(userId, id);
    },

    /** The shopper approves the proof: production starts (the lab gets the order). */
    async approve(userId: string, id: string): Promise<CanvasOrderDetail> {
      await approveByShopper(
        { db: app.db, storage: app.storage, config: app.config, log: app.log, ...app.prints },
        userId,
        id,
      );
      return detail(userId, id);
    },

    /**
     * The shopper asks for a change to the proof, with a note the shop reads. The note also makes
     * a new version of the artwork (a revision: free while the product's free revisions last,
     * else one generation); once it is finished the order takes it and a new proof follows
     * (print-file.job.ts). Without a free revision or credit left, or for a board print, the shop
     * answers the change itself.
     */
    async requestChange(userId: string, id: string, note: string): Promise<CanvasOrderDetail> {
      const order = await requestChange(
        app.db,
        { publicUrl: app.config.publicUrl },
        { orderId: id, userId, note },
      );
      if (order.artworkId) {
        try {
          const { artwork } = await app.generation.service.revise(userId, order.artworkId, note);
          await setProofChange(app.db, order.id, artwork.id);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          app.log.info(
            { orderId: order.id, code: err.code },
            'no new version for the change asked on the proof: the shop answers it',
          );
        }
      }
      return detail(userId, id);
    },

    /** POST /api/payment-intent: the checkout of the caller's order waiting for payment. */
    async startCheckout(user: { id: string; email: string }, orderId: string) {
      const order = await repo.findPayable(user.id, orderId);
      if (!order) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      if (
        order.status !== 'pending_payment' &&
        order.status !== 'cancelled' &&
        order.status !== 'refunded'
      ) {
        throw conflict(PRINTS_MESSAGES.ALREADY_PAID, 'ALREADY_PAID');
      }
      const expired = order.expiresAt !== null && order.expiresAt.getTime() <= Date.now();
      if (order.status !== 'pending_payment' || expired) {
        throw conflict(PRINTS_MESSAGES.NOT_PAYABLE, 'NOT_PAYABLE');
      }
      return app.prints.payments.startCheckout(order, user);
    },
  };
}

export type CanvasOrdersService = ReturnType<typeof createCanvasOrdersService>;
