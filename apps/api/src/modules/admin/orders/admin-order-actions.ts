import {
  ADMIN_ORDERS_MESSAGES,
  type AdminOrderBulkResult,
} from '@atelier/shared/schemas/admin-orders';
import {
  ADMIN_ORDER_ACTIONS,
  type AdminOrderAction,
  type adminOrderActionSchema,
} from '@atelier/shared/schemas/admin-order-actions';
import { PRINTS_MESSAGES, type PrintOrderStatus } from '@atelier/shared/schemas/prints';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, notFound } from '../../../lib/errors';
import { ALLOWED_FROM, invalidTransition, transitionOrder } from '../../orders/order-lifecycle';
import { lockOrder } from '../../orders/order-lifecycle.repository';
import { reissueProof } from '../../orders/order-proof';
import { refundAndClose } from '../../orders/refund-and-close';
import type { createAdminOrdersRepository } from './admin-orders.repository';

// What the admin may do to an order and the doing of it: every change goes through the orders
// module's lifecycle (actor admin), so the timeline event and the shopper's mail are the same
// as any other change's.

type ActionBody = z.output<typeof adminOrderActionSchema>;

/** The status each action moves to; the first three are a canvas's alone (a PNG is not shipped). */
const ACTION_TARGET: Record<AdminOrderAction, PrintOrderStatus> = {
  in_production: 'in_production',
  shipped: 'shipped',
  delivered: 'delivered',
  cancel: 'cancelled',
  refund: 'refunded',
  reissue_proof: 'awaiting_approval',
};
const CANVAS_ONLY = new Set<AdminOrderAction>([
  'in_production',
  'shipped',
  'delivered',
  'reissue_proof',
]);

/** The actions the order's kind and status allow now (what the admin's buttons offer). */
export function allowedActions(kind: string, status: string): AdminOrderAction[] {
  if (kind === 'artwork') return [];
  return ADMIN_ORDER_ACTIONS.filter(
    (a) =>
      (kind === 'canvas' || !CANVAS_ONLY.has(a)) &&
      // A new proof answers a change request only (a paid order's proof is sent by the job).
      (a === 'reissue_proof'
        ? status === 'changes_requested'
        : (ALLOWED_FROM[ACTION_TARGET[a]] as readonly string[]).includes(status)),
  );
}

export function createAdminOrderActions(
  app: FastifyInstance,
  repo: ReturnType<typeof createAdminOrdersRepository>,
) {
  return {
    /** The admin's action, through the lifecycle (actor admin); a refused one is 409. */
    async act(id: string, adminId: string, body: ActionBody): Promise<void> {
      const r = await repo.get(id);
      if (!r) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
      if (r.order.kind === 'artwork')
        throw invalidTransition(r.order.status, ACTION_TARGET[body.action]);
      const who = { actor: 'admin' as const, actorId: adminId, note: body.note ?? null };
      if (body.action === 'reissue_proof') {
        if (r.order.kind !== 'canvas') throw invalidTransition(r.order.status, 'awaiting_approval');
        await reissueProof(
          app.db,
          { publicUrl: app.config.publicUrl, proof: (order) => app.prints.proofMail(order) },
          { orderId: id, artworkId: body.artworkId, actorId: adminId, note: body.note ?? null },
        );
        return;
      }
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
        return;
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
  };
}
