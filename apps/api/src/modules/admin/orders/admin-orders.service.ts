import { boardTitle } from '@atelier/shared/board-title';
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderRow,
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
import { notFound } from '../../../lib/errors';
import { ALLOWED_FROM, lockOrder, transitionOrder } from '../../prints/lifecycle';
import { mockupFor } from '../../prints/mockup.service';
import { refundAndClose } from '../../prints/refund-and-close';
import {
  createAdminOrdersRepository,
  type AdminOrderListQuery,
  type AdminOrderRowData,
} from './admin-orders.repository';

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
  return ADMIN_ORDER_ACTIONS.filter(
    (a) =>
      (kind === 'canvas' || !CANVAS_ONLY.has(a)) &&
      (ALLOWED_FROM[ACTION_TARGET[a]] as readonly string[]).includes(status),
  );
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

type Status = AdminOrderRow['status'];

export function createAdminOrdersService(app: FastifyInstance) {
  const repo = createAdminOrdersRepository(app.db);
  const signed = (key: string | null) => (key ? app.storage.signedUrl(key) : null);

  function summary(r: AdminOrderRowData): string {
    if (r.order.kind === 'png') return 'Full-resolution PNG';
    const size = r.size ? `${r.size.widthInches}×${r.size.heightInches} in` : 'Canvas';
    return r.order.wrap ? `${size} · ${WRAP_LABELS[r.order.wrap]}` : size;
  }

  async function toRow(r: AdminOrderRowData): Promise<AdminOrderRow> {
    return {
      id: r.order.id,
      kind: r.order.kind as AdminOrderRow['kind'],
      status: r.order.status as Status,
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
    const events = await repo.events(id);
    const previewUrl = await signed(r.previewKey);
    const ready = order.printFileStatus === 'ready' && order.printFileKey !== null;
    return {
      id: order.id,
      kind: order.kind as AdminOrderDetail['kind'],
      status: order.status as Status,
      customer: { id: order.userId, email: r.customerEmail, name: r.customerName || null },
      artworkId: order.artworkId,
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
      createdAt: order.createdAt.toISOString(),
      paidAt: iso(order.paidAt),
      updatedAt: order.updatedAt.toISOString(),
    };
  }

  return {
    async list(q: AdminOrderListQuery): Promise<AdminOrderList> {
      const { items, total, statusCounts } = await repo.list(q);
      return {
        items: await Promise.all(items.map(toRow)),
        total,
        page: q.page,
        pageSize: q.pageSize,
        statusCounts,
      };
    },

    detail,

    /** The canvas order's mockup (the same one its shopper saw); null when it has none. */
    async mockup(id: string) {
      const r = await repo.get(id);
      if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      const { order, size } = r;
      if (order.kind !== 'canvas' || !order.artworkId || !size || !order.wrap) return null;
      return mockupFor(app, { id: order.artworkId, originalKey: r.originalKey }, size, order.wrap);
    },

    /** The admin's action, through the lifecycle (actor admin); a refused one is 409. */
    async act(id: string, adminId: string, body: ActionBody): Promise<AdminOrderDetailOut> {
      const r = await repo.get(id);
      if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
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
