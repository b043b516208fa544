import type { Order } from '../../db/schema/orders';
import type { IntervalJob } from '../../lib/job-runner';
import { approveProof, ordersAwaitingApprovalSince } from '../orders/order-proof';
import type { PrintFulfilment } from './fulfilment';
import type { PrintsDeps } from './prints-deps';

// After the shopper approves the proof (or the approval window passes) production may start:
// the print lab gets the order now (manual fulfilment: it waits in /admin/orders). A lab that
// cannot be reached gets it again from the print-file job's resubmitToLab.

export type ApprovalDeps = PrintsDeps & { fulfilment: PrintFulfilment };

/** Hands an approved order to the print lab; a failure is retried by the print-file job. */
export async function handOver(deps: ApprovalDeps, order: Order) {
  try {
    await deps.fulfilment.submit(order);
  } catch (err) {
    deps.log.warn({ err, orderId: order.id }, 'print lab did not take the order');
  }
}

/** The shopper approves their order's proof (404 for another's, 409 when not awaiting it). */
export async function approveByShopper(deps: ApprovalDeps, userId: string, orderId: string) {
  const { order, changed } = await approveProof(
    deps.db,
    { publicUrl: deps.config.publicUrl },
    { orderId, userId, actor: 'shopper' },
  );
  if (changed) await handOver(deps, order);
  return order;
}

/** Orders approved per run; the next run takes the rest. */
const BATCH = 50;

/**
 * Approves the proofs that waited longer than config.prints.proofAutoApproveHours (exactly
 * once: the guarded transition moves each order once, whoever else runs this), with the mail
 * "approved automatically", and hands them to the lab. Answers how many were approved.
 */
export async function autoApproveProofsOnce(deps: ApprovalDeps, now = new Date()) {
  const hours = deps.config.prints.proofAutoApproveHours;
  const cutoff = new Date(now.getTime() - hours * 3_600_000);
  let approved = 0;
  for (const { id } of await ordersAwaitingApprovalSince(deps.db, cutoff, BATCH)) {
    try {
      const { order, changed } = await approveProof(
        deps.db,
        { publicUrl: deps.config.publicUrl },
        { orderId: id, actor: 'system' },
      );
      if (!changed) continue;
      approved++;
      await handOver(deps, order);
    } catch (err) {
      // Answered (approved, change asked, cancelled) between the select and the change.
      deps.log.info({ err, orderId: id }, 'proof answered meanwhile: not approved automatically');
    }
  }
  if (approved > 0) deps.log.info({ approved }, 'proofs approved automatically');
  return approved;
}

/** Every few minutes: proofs past the approval window are approved. */
export function proofAutoApproveJob(deps: ApprovalDeps): IntervalJob {
  return {
    name: 'proof-auto-approve',
    intervalMs: 5 * 60_000,
    run: async () => {
      await autoApproveProofsOnce(deps);
    },
  };
}
