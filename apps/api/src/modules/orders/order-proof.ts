import { PROOF_MESSAGES, PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/orders';
import { AppError, conflict, notFound } from '../../lib/errors';
import { transitionOrder, type OrderActor } from './order-lifecycle';
import { lockOrder } from './order-lifecycle.repository';
import type { ProofMailInfo } from './order-mails';
import {
  boardArtworkFor,
  proofChangesFinished,
  setOrderArtwork,
  setProofChange,
} from './order-proof.repository';

export {
  boardArtworksFor,
  ordersAwaitingApprovalSince,
  proofChangeOf,
  proofSentAt,
  setProofChange,
} from './order-proof.repository';

// The print proof's steps of a canvas order (issue 27 point 4), all through order-lifecycle.ts:
//   paid → (print file rendered) awaiting_approval → approved → in_production …
//   awaiting_approval → changes_requested → (reissueProof) awaiting_approval
// Each is a clean function another flow (artwork revisions) can call.

type Ctx = { publicUrl: string };

/** The proof was sent: the order waits for the shopper (after paid, or a re-issued proof). */
export function sendProof(
  tx: Database,
  ctx: Ctx & { proof: ProofMailInfo },
  orderId: string,
  note: string | null = null,
) {
  return transitionOrder(tx, {
    orderId,
    to: 'awaiting_approval',
    actor: 'system',
    note,
    proof: ctx.proof,
    onlyFrom: ['paid', 'changes_requested'],
    publicUrl: ctx.publicUrl,
  });
}

/** The order, for its owner when `userId` is given: 404 for anyone else's. */
async function lockFor(tx: Database, orderId: string, userId?: string): Promise<Order> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.kind !== 'canvas' || (userId !== undefined && order.userId !== userId)) {
    throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
  }
  return order;
}

const notAwaiting = () => conflict(PROOF_MESSAGES.NOT_AWAITING_APPROVAL, 'NOT_AWAITING_APPROVAL');

/**
 * Approves the proof (the shopper, or 'system' when the window passed): production may start.
 * 409 when the order is not awaiting approval (an approved one answers unchanged).
 */
export async function approveProof(
  db: Database,
  ctx: Ctx,
  input: { orderId: string; userId?: string; actor: OrderActor; note?: string | null },
): Promise<{ order: Order; changed: boolean }> {
  return db.transaction(async (tx) => {
    const order = await lockFor(tx, input.orderId, input.userId);
    if (order.status === 'approved') return { order, changed: false };
    if (order.status !== 'awaiting_approval') throw notAwaiting();
    return transitionOrder(tx, {
      orderId: order.id,
      to: 'approved',
      actor: input.actor,
      note:
        input.note ??
        (input.actor === 'system'
          ? PROOF_MESSAGES.AUTO_APPROVED
          : PROOF_MESSAGES.APPROVED_BY_SHOPPER),
      onlyFrom: ['awaiting_approval'],
      publicUrl: ctx.publicUrl,
    });
  });
}

/**
 * The shopper asks for a change to the proof: the note goes on the timeline and the order waits
 * for the shop (changes_requested, in the admin's needs-attention list). 409 unless awaiting
 * approval.
 */
export async function requestChange(
  db: Database,
  ctx: Ctx,
  input: { orderId: string; userId?: string; note: string; actor?: OrderActor },
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockFor(tx, input.orderId, input.userId);
    if (order.status !== 'awaiting_approval') throw notAwaiting();
    const { order: changed } = await transitionOrder(tx, {
      orderId: order.id,
      to: 'changes_requested',
      actor: input.actor ?? 'shopper',
      note: input.note,
      onlyFrom: ['awaiting_approval'],
      publicUrl: ctx.publicUrl,
    });
    return changed;
  });
}

/**
 * The shop answers a change request with a new proof. With another artwork of the order's board
 * (a revision, another version) the order takes it and its print file is made again: the
 * print-file job sends the new proof once it is rendered. Without one, the current proof is
 * sent again at once. 409 unless changes were requested.
 */
export async function reissueProof(
  db: Database,
  ctx: Ctx & { proof: ProofMailInfo | ((order: Order) => Promise<ProofMailInfo>) },
  input: { orderId: string; artworkId?: string; actorId?: string | null; note?: string | null },
): Promise<Order> {
  return db.transaction(async (tx) => {
    const order = await lockFor(tx, input.orderId);
    if (order.status !== 'changes_requested') {
      throw conflict(PROOF_MESSAGES.NOT_CHANGES_REQUESTED, 'NOT_CHANGES_REQUESTED');
    }
    if (input.artworkId && input.artworkId !== order.artworkId) {
      const artwork = await boardArtworkFor(tx, order, input.artworkId);
      if (!artwork)
        throw new AppError(422, 'ARTWORK_NOT_USABLE', PROOF_MESSAGES.ARTWORK_NOT_USABLE);
      // The new file is made by the print-file job, which then sends the proof (sendProof).
      const updated = await setOrderArtwork(tx, order.id, artwork.id);
      return updated!;
    }
    // The shop answers with the current file: a version still in the making is not taken.
    if (order.proofChangeArtworkId) await setProofChange(tx, order.id, null);
    const proof = typeof ctx.proof === 'function' ? await ctx.proof(order) : ctx.proof;
    const { order: sent } = await sendProof(
      tx,
      { publicUrl: ctx.publicUrl, proof },
      order.id,
      input.note ?? PROOF_MESSAGES.PROOF_REISSUED,
    );
    return sent;
  });
}

/**
 * Orders whose shopper asked for a change on the proof, once the new version made from it has
 * finished: a finished one becomes the order's artwork (its print file is made again and the
 * print-file job sends the new proof); a failed one is let go, and the change request waits for
 * the shop (in needs-attention), which answers with a new proof itself. Answers how many moved.
 */
export async function takeFinishedChanges(
  db: Database,
  ctx: Ctx & { proof: ProofMailInfo | ((order: Order) => Promise<ProofMailInfo>) },
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): Promise<number> {
  let taken = 0;
  for (const change of await proofChangesFinished(db)) {
    try {
      if (change.status === 'succeeded') {
        await reissueProof(db, ctx, { orderId: change.orderId, artworkId: change.artworkId });
        taken++;
      } else {
        await setProofChange(db, change.orderId, null);
        log.info(
          { orderId: change.orderId, artworkId: change.artworkId },
          'the new version asked on the proof failed: the shop answers the change',
        );
      }
    } catch (err) {
      // Answered meanwhile (the shop sent a proof, the order was cancelled): nothing to take.
      log.warn({ err, orderId: change.orderId }, 'the new version could not be taken');
      await setProofChange(db, change.orderId, null);
    }
  }
  return taken;
}
