import { boardTitle } from '@atelier/shared/board-title';
import { csvNeedsQuotes, csvText } from '@atelier/shared/csv-cell';
import {
  ADMIN_ORDERS_MESSAGES,
  type AdminOrderBulkResult,
  type AdminOrderCounts,
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderNote,
  type AdminOrderRow,
} from '@atelier/shared/schemas/admin-orders';
import {
  ADMIN_ORDER_ACTIONS,
  PRINTS_MESSAGES,
  WRAP_LABELS,
  type AdminOrderAction,
  type PrintOrderStatus,
  type adminOrderActionSchema,
} from '@atelier/shared/schemas/prints';
import type { ShippingAddress } from '@atelier/shared/schemas/shipping-address';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { stringify } from 'csv-stringify';
import { Readable, pipeline, type Transform } from 'node:stream';
import type { orderNotes } from '../../../db/schema/orders';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import {
  ALLOWED_FROM,
  invalidTransition,
  lockOrder,
  transitionOrder,
} from '../../orders/order-lifecycle';
import { refundAndClose } from '../../orders/refund-and-close';
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

/** The status each action moves to; the first three are a canvas's alone (a PNG is not shipped). */
const ACTION_TARGET: Record<AdminOrderAction, PrintOrderStatus> = {
  in_production: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
};
const CANVAS_ONLY = new Set<AdminOrderAction>(['in_production', 'shipped', 'delivered']);

/** The actions the order's kind and status allow now (what the admin's buttons offer). */
export function allowedActions(kind: string, status: string): AdminOrderAction[] {
  if (kind === 'artwork') return [];
  return ADMIN_ORDER_ACTIONS.filter(
    (a) =>
      (kind === 'canvas' || !CANVAS_ONLY.has(a)) &&
      (ALLOWED_FROM[ACTION_TARGET[a]] as readonly string[]).includes(status),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Status = AdminOrderRow['status'];

/** Rows read per query while the CSV export streams. */
export const EXPORT_BATCH = 1000;

/** The export's columns, in order. */
export const CSV_COLUMNS = [
  'Order ID',
  'Created at',
  'Kind',
  'Status',
  'Customer e-mail',
  'Customer name',
  'Summary',
  'Total',
  'Currency',
  'Paid at',
  'Carrier',
  'Tracking number',
];

/** Every text cell by the shared rule (csv-cell.ts): formulas defused, quoted at `,` and `;`. */
const csvSafe = (value: string) => {
  const text = csvText(value);
  return csvNeedsQuotes(text) ? { value: text, quoted: true } : text;
};

const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

const noteOut = (n: typeof orderNotes.$inferSelect): AdminOrderNote => ({
  id: n.id,
  body: n.body,
  authorId: n.authorId,
  authorEmail: n.authorEmail,
  createdAt: n.createdAt.toISOString(),
});

export function createAdminOrdersService(app: FastifyInstance) {
  const repo = createAdminOrdersRepository(app.db);
  const signed = (key: string | null) => (key ? app.storage.signedUrl(key) : null);

  function summary(r: {
    order: Pick<AdminOrderRowData['order'], 'kind' | 'wrap'>;
    size: Pick<NonNullable<AdminOrderRowData['size']>, 'widthInches' | 'heightInches'> | null;
    productTitle: string | null;
  }): string {
    if (r.order.kind === 'artwork') return r.productTitle ?? 'Artwork request';
    if (r.order.kind === 'png') return 'Full-resolution PNG';
    const size = r.size ? `${r.size.widthInches}×${r.size.heightInches} in` : 'Canvas';
    return r.order.wrap ? `${size} · ${WRAP_LABELS[r.order.wrap]}` : size;
  }

  async function toRow(r: AdminOrderRowData): Promise<AdminOrderRow> {
    return {
      id: r.order.id,
      kind: r.order.kind as AdminOrderRow['kind'],
      status: r.order.status as Status,
      customerId: r.order.userId,
      customerEmail: r.customerEmail,
      customerName: r.customerName || null,
      summary: summary(r),
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
    const ready = order.printFileStatus === 'ready' && order.printFileKey !== null;
    return {
      id: order.id,
      kind: order.kind as AdminOrderDetail['kind'],
      status: order.status as Status,
      customer: { id: order.userId, email: r.customerEmail, name: r.customerName || null },
      artworkId: order.artworkId ?? boardArtwork?.id ?? null,
      artworkTitle: boardTitle(r.boardItems),
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
      actions: allowedActions(order.kind, order.status),
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

    /**
     * The CSV of the filtered list (or of the `ids` given), read in keyset batches of
     * EXPORT_BATCH rows as the reply is consumed: memory stays flat however many rows.
     */
    exportCsv(f: AdminOrderFiltersIn & { ids?: string }): Transform {
      const ids = f.ids
        ?.split(',')
        .map((id) => id.trim())
        .filter(Boolean);
      if (
        ids &&
        (ids.length === 0 ||
          ids.length > 200 ||
          ids.some(
            (id) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id),
          ))
      )
        throw badRequest(ADMIN_ORDERS_MESSAGES.badIds, 'BAD_IDS');
      async function* rows() {
        if (ids) {
          yield* await repo.byIds(f, ids);
          return;
        }
        let cursor: OrderCursor | null = null;
        for (;;) {
          const { items, more } = await repo.csvBatch(f, cursor, EXPORT_BATCH);
          yield* items;
          const last = items.at(-1);
          if (!more || !last) return;
          cursor = { s: f.sort, o: f.dir, k: last.sortKey, id: last.order.id, d: 'next' };
        }
      }
      const csv = stringify({
        header: true,
        columns: CSV_COLUMNS,
        cast: { string: csvSafe },
      });
      const source = Readable.from(
        (async function* () {
          for await (const r of rows()) {
            yield [
              r.order.id,
              r.order.createdAt.toISOString(),
              r.order.kind,
              r.order.status,
              r.customerEmail,
              r.customerName ?? '',
              summary(r),
              r.order.amountCents === null ? '' : decimal(r.order.amountCents),
              (r.order.currency ?? '').toUpperCase(),
              iso(r.order.paidAt) ?? '',
              r.order.carrier ?? '',
              r.order.trackingNumber ?? '',
            ];
          }
        })(),
      );
      pipeline(source, csv, (err) => {
        if (err) app.log.error({ err }, 'the orders CSV export failed');
      });
      return csv;
    },

    /**
     * Marks each paid canvas order in production through the lifecycle (the single action's
     * path: same timeline event and mail). Each order has its own savepoint: a refused one
     * leaves the others moved.
     */
    async bulk(ids: string[], adminId: string, note: string | null): Promise<AdminOrderBulkResult> {
      const result: AdminOrderBulkResult = { action: 'in_production', moved: [], refused: [] };
      for (const id of [...new Set(ids)]) {
        try {
          const moved = await app.db.transaction(async (tx) => {
            const order = await lockOrder(tx, id);
            if (!order) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
            if (order.kind !== 'canvas')
              throw new AppError(409, 'NOT_CANVAS', ADMIN_ORDERS_MESSAGES.notCanvas);
            const out = await transitionOrder(tx, {
              orderId: id,
              to: 'in_production',
              actor: 'admin',
              actorId: adminId,
              note,
              publicUrl: app.config.publicUrl,
            });
            if (!out.changed) throw invalidTransition(out.order.status, 'in_production');
            return out.order;
          });
          result.moved.push({ id, status: moved.status });
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          result.refused.push({ id, code: err.code, message: err.message });
        }
      }
      return result;
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

    /** The admin's action, through the lifecycle (actor admin); a refused one is 409. */
    async act(id: string, adminId: string, body: ActionBody): Promise<AdminOrderDetailOut> {
      const r = await repo.get(id);
      if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      if (r.order.kind === 'artwork')
        throw invalidTransition(r.order.status, ACTION_TARGET[body.action]);
      const who = { actor: 'admin' as const, actorId: adminId, note: body.note ?? null };
      if (body.action === 'cancel' || body.action === 'refund') {
        const to = ACTION_TARGET[body.action] as 'cancelled' | 'refunded';
        await app.db.transaction(async (tx) => {
          const order = await lockOrder(tx, id);
          if (!order) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
          const deps = {
            payments: app.prints.payments,
            publicUrl: app.config.publicUrl,
            log: app.log,
          };
          await refundAndClose(tx, deps, order, to, who);
        });
        return detail(id);
      }
      await app.db.transaction((tx) =>
        transitionOrder(tx, {
          orderId: id,
          to: ACTION_TARGET[body.action],
          ...who,
          publicUrl: app.config.publicUrl,
          // A PNG purchase is never made or shipped: from no status (the lifecycle's 409).
          ...(r.order.kind === 'png' ? { onlyFrom: [] } : {}),
          ...(body.action === 'shipped'
            ? {
                shipment: {
                  carrier: body.carrier,
                  trackingNumber: body.trackingNumber,
                  trackingUrl: body.trackingUrl ?? null,
                  shippedAt: new Date().toISOString(),
                },
              }
            : {}),
        }),
      );
      return detail(id);
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
