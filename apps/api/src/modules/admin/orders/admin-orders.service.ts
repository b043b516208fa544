import { boardTitle } from '@atelier/shared/board-title';
import type {
  AdminOrderCounts,
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderNote,
  AdminOrderRow,
} from '@atelier/shared/schemas/admin-orders';
import { type adminOrderActionSchema } from '@atelier/shared/schemas/admin-order-actions';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import type { FastifyInstance } from 'fastify';
import type { Transform } from 'node:stream';
import type { z } from 'zod';
import type { orderNotes } from '../../../db/schema/orders';
import { notFound } from '../../../lib/errors';
import { boardArtworksFor, proofChangeOf } from '../../orders/order-proof';
import { allowedActions, createAdminOrderActions } from './admin-order-actions';
import { orderSummary } from './admin-order-summary';
import { exportOrdersCsv } from './admin-orders-csv';
import {
  createAdminOrdersRepository,
  type AdminOrderFiltersIn,
  type AdminOrderListQuery,
  type AdminOrderRowData,
} from './admin-orders.repository';
import { encodeCursor, type OrderCursor } from './order-cursor';

type ActionBody = z.output<typeof adminOrderActionSchema>;
/** The detail with the address as stored (the routes' answer schema says why). */
type AdminOrderDetailOut = Omit<AdminOrderDetail, 'shippingAddress'> & {
  shippingAddress: ShippingAddress | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Status = AdminOrderRow['status'];

const noteOut = (n: typeof orderNotes.$inferSelect): AdminOrderNote => ({
  id: n.id,
  body: n.body,
  authorId: n.authorId,
  authorEmail: n.authorEmail,
  createdAt: n.createdAt.toISOString(),
});

export function createAdminOrdersService(app: FastifyInstance) {
  const repo = createAdminOrdersRepository(app.db);
  const actions = createAdminOrderActions(app, repo);
  const signed = (key: string | null) => (key ? app.storage.signedUrl(key) : null);

  async function toRow(r: AdminOrderRowData): Promise<AdminOrderRow> {
    return {
      id: r.order.id,
      kind: r.order.kind as AdminOrderRow['kind'],
      status: r.order.status as Status,
      customerId: r.order.userId,
      customerEmail: r.customerEmail,
      customerName: r.customerName || null,
      summary: orderSummary(r),
      totalCents: r.order.amountCents ?? 0,
      currency: r.order.currency ?? 'usd',
      thumbnailUrl: await signed(r.previewKey),
      printFileStatus: r.order.printFileStatus,
      createdAt: r.order.createdAt.toISOString(),
      paidAt: iso(r.order.paidAt),
    };
  }

  async function detail(id: string): Promise<AdminOrderDetailOut> {
    const r = await repo.get(id);
    if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
    const { order } = r;
    const [events, notes] = await Promise.all([repo.events(id), repo.notes(id)]);
    // An artwork request names its board; its artwork is the board's newest.
    const boardArtwork =
      order.kind === 'artwork' && !order.artworkId && order.visionBoardId
        ? await repo.latestArtworkOfBoard(order.visionBoardId)
        : null;
    const previewUrl = await signed(r.previewKey ?? boardArtwork?.previewKey ?? null);
    const artworkId = order.artworkId ?? boardArtwork?.id ?? null;
    const provenance = artworkId ? await repo.provenance(artworkId) : null;
    const ready = order.printFileStatus === 'ready' && order.printFileKey !== null;
    const actions = allowedActions(order.kind, order.status);
    // Answering a change request: the versions of the artwork the new proof can be made from.
    const proofVersions = async () => {
      if (!actions.includes('reissue_proof')) return [];
      const versions = await boardArtworksFor(app.db, order);
      return Promise.all(
        versions.map(async (v) => ({
          artworkId: v.id,
          previewUrl: await signed(v.previewKey),
          createdAt: v.createdAt.toISOString(),
          current: v.id === order.artworkId,
        })),
      );
    };
    return {
      id: order.id,
      kind: order.kind as AdminOrderDetail['kind'],
      status: order.status as Status,
      customer: { id: order.userId, email: r.customerEmail, name: r.customerName || null },
      artworkId,
      artworkTitle: boardTitle(r.boardItems),
      provenance,
      previewUrl,
      mockupUrl:
        order.kind === 'canvas' && r.originalKey && r.size && order.wrap
          ? `/api/admin/orders/${order.id}/mockup`
          : null,
      size: r.size
        ? {
            label: r.size.label,
            widthInches: r.size.widthInches,
            heightInches: r.size.heightInches,
          }
        : null,
      wrap: order.wrap,
      shippingAddress: order.shippingAddress,
      subtotalCents: order.subtotalCents ?? order.amountCents ?? 0,
      shippingCents: order.shippingCents ?? 0,
      totalCents: order.amountCents ?? 0,
      currency: order.currency ?? 'usd',
      paymentRef: order.paymentRef,
      refundRef: order.refundRef,
      printFile: {
        status: order.printFileStatus,
        width: order.printFileWidth,
        height: order.printFileHeight,
        error: order.printFileError,
        downloadUrl: ready ? `/api/admin/orders/${order.id}/print-file` : null,
      },
      fulfilment: {
        provider: order.fulfilmentProvider,
        ref: order.fulfilmentRef,
        error: order.fulfilmentError,
      },
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      trackingUrl: order.trackingUrl,
      shipments: order.shipments,
      events: events.map((e) => ({
        status: e.status,
        note: e.note,
        actor: e.actor,
        createdAt: e.createdAt.toISOString(),
      })),
      actions,
      proofVersions: await proofVersions(),
      proof: await app.prints.proof(order),
      proofChange: await proofChangeOf(app.db, order),
      notes: notes.map(noteOut),
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      updatedAt: order.updatedAt.toISOString(),
    };
  }

  return {
    /** One keyset page of the list (see order-cursor.ts for the cursor). */
    async list(q: AdminOrderListQuery): Promise<AdminOrderList> {
      const cursor = repo.decodeCursor(q.cursor, q.sort, q.dir);
      const { items, more, back } = await repo.page(q, cursor, q.limit);
      const at = (r: AdminOrderRowData | undefined, d: OrderCursor['d']) =>
        r ? encodeCursor({ s: q.sort, o: q.dir, k: r.sortKey, id: r.order.id, d }) : null;
      return {
        items: await Promise.all(items.map(toRow)),
        // Forward: more after when a row was left over; back: the page we came from is after.
        nextCursor: back || more ? at(items.at(-1), 'next') : null,
        prevCursor: (back ? more : cursor !== null) ? at(items[0], 'prev') : null,
      };
    },

    /** The orders matching the filters (status aside), per status: the filter chips. */
    async counts(f: AdminOrderFiltersIn): Promise<AdminOrderCounts> {
      const rows = await repo.counts(f);
      return {
        total: rows.reduce((sum, c) => sum + c.count, 0),
        statusCounts: Object.fromEntries(rows.map((c) => [c.status, c.count])),
      };
    },

    /** Adds an internal note (admins only; never in the shopper's answers). */
    async addNote(id: string, author: { id: string; email: string }, body: string) {
      const r = await repo.get(id);
      if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      const note = await repo.addNote({
        orderId: id,
        authorId: author.id,
        authorEmail: author.email,
        body,
      });
      return noteOut(note);
    },

    detail,

    /** The CSV of the filtered list (admin-orders-csv.ts). */
    exportCsv: (f: AdminOrderFiltersIn & { ids?: string }): Transform =>
      exportOrdersCsv({ repo, log: app.log }, f),

    /** The admin's action, through the lifecycle (actor admin); a refused one is 409. */
    async act(id: string, adminId: string, body: ActionBody): Promise<AdminOrderDetailOut> {
      await actions.act(id, adminId, body);
      return detail(id);
    },

    bulk: actions.bulk,

    /** The canvas order's mockup (the same one its shopper saw); null when it has none. */
    async mockup(id: string) {
      const r = await repo.get(id);
      if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      const { order, size } = r;
      if (order.kind !== 'canvas' || !order.artworkId || !size || !order.wrap) return null;
      return app.prints.mockup(
        { id: order.artworkId, originalKey: r.originalKey },
        size,
        order.wrap,
      );
    },

    /** The ready print file of a canvas order, or null while it is not made yet. */
    async printFile(id: string) {
      const r = await repo.get(id);
      if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      const { order } = r;
      if (order.printFileStatus !== 'ready' || !order.printFileKey) return null;
      const file = await app.storage.get(order.printFileKey);
      if (!file) return null;
      const ext = order.printFileKey.slice(order.printFileKey.lastIndexOf('.') + 1);
      const size = r.size ? `-${r.size.widthInches}x${r.size.heightInches}in` : '';
      return { file, filename: `order-${order.id.slice(0, 8)}${size}.${ext}` };
    },
  };
}
