import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import type { Order } from '../../db/schema/orders';
import type { IntervalJob } from '../../lib/job-runner';
import type { RenderOnce } from '../../lib/render-once';
import {
  listAwaitingHandOver,
  listProofDue,
  markHandOverTried,
} from '../orders/fulfilment-state.repository';
import { sendProof, takeFinishedChanges } from '../orders/order-proof';
import {
  claimDuePrintFile,
  markPrintFileFailed,
  markPrintFileReady,
} from '../orders/print-file-state.repository';
import type { PrintFulfilment } from './fulfilment';
import type { PrintRenderer } from './imaging/print-renderer';
import type { PrintsDeps } from './prints-deps';
import { proofKey, renderProof } from './print-proof';
import { canvasSizeById } from './prints-lookups.repository';

/** A render that takes longer than this is presumed dead (its worker stopped): retried. */
const LEASE_SECONDS = 10 * 60;
export const MAX_PRINT_FILE_ATTEMPTS = 3;

export type PrintFileDeps = PrintsDeps & {
  renderer: Pick<PrintRenderer, 'renderPrintFile'>;
  fulfilment: PrintFulfilment;
  renderOnce: RenderOnce;
};

/** Claims one paid canvas order whose print file is due (orders/print-file-state.repository.ts). */
const claim = (deps: PrintFileDeps) =>
  claimDuePrintFile(deps.db, { leaseSeconds: LEASE_SECONDS, maxAttempts: MAX_PRINT_FILE_ATTEMPTS });

/** The print file of this artwork, size and wrap, without its extension (the renderer's). */
export const printFileName = (artworkId: string, w: number, h: number, wrap: string) =>
  `print-files/${artworkId}/print-${w}x${h}in-${wrap}-v1`;

type StoredPrintFile = { key: string; width: number; height: number };

/** The stored print file of that name, with its pixel size read from the file; null if none. */
async function storedPrintFile(deps: PrintFileDeps, name: string): Promise<StoredPrintFile | null> {
  const keys = await deps.storage.list(name.slice(0, name.lastIndexOf('/') + 1));
  const key = keys.find((k) => k.startsWith(`${name}.`));
  const file = key ? await deps.storage.get(key) : null;
  if (!key || !file) return null;
  const meta = await sharp(await buffer(file.body)).metadata();
  return { key, width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * The claimed order's print file, rendered once per artwork, size and wrap (two orders of the
 * same canvas share it) into private storage, and the order marked ready.
 */
async function render(deps: PrintFileDeps, order: Order, signal?: AbortSignal) {
  const size = await canvasSizeById(deps.db, order.canvasSizeId ?? '');
  if (!size || !order.artworkId || !order.wrap) {
    throw new Error('the order names no canvas size, artwork or wrap');
  }
  const { artworkId, wrap } = order;
  const name = printFileName(artworkId, size.widthInches, size.heightInches, wrap);
  const file = await deps.renderOnce({
    kind: 'print-file',
    key: name,
    stored: () => storedPrintFile(deps, name),
    render: async () => {
      const made = await deps.renderer.renderPrintFile(
        { artworkId, widthInches: size.widthInches, heightInches: size.heightInches, wrap },
        signal,
      );
      const key = `${name}.${made.extension}`;
      await deps.storage.put(key, made.data, { contentType: made.contentType });
      return { key, width: made.width, height: made.height };
    },
  });
  return markPrintFileReady(deps.db, order.id, file);
}

async function fail(deps: PrintFileDeps, order: Order, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  const final = order.printFileAttempts >= MAX_PRINT_FILE_ATTEMPTS;
  await markPrintFileFailed(deps.db, order.id, { final, message });
  const log = { err, orderId: order.id, attempt: order.printFileAttempts };
  if (final) deps.log.error(log, 'print file failed for good: the order needs the shop owner');
  else deps.log.warn(log, 'print file failed: will retry');
}

/** Orders whose file is ready but whose proof was not sent (its render or mail failed). */
async function sweepUnsentProofs(deps: PrintFileDeps, signal?: AbortSignal) {
  for (const order of await listProofDue(deps.db)) {
    if (signal?.aborted) return;
    try {
      await sendProofOf(deps, order);
    } catch (err) {
      deps.log.warn({ err, orderId: order.id }, 'print proof could not be sent yet');
    }
  }
}

/** How long a print lab that could not be reached is left alone before the next try. */
const RESUBMIT_AFTER_SECONDS = 60;

/**
 * Paid orders whose file is ready but that the print lab did not take (it was down or timed
 * out: no lab order id, no validation error stored) are handed to it again. Its submit is
 * idempotent (our order id is the lab's idempotency key). Manual fulfilment has no lab.
 */
async function resubmitToLab(deps: PrintFileDeps, signal?: AbortSignal) {
  if (deps.fulfilment.name === 'manual') return;
  const waiting = await listAwaitingHandOver(deps.db, deps.fulfilment.name, RESUBMIT_AFTER_SECONDS);
  for (const order of waiting) {
    if (signal?.aborted) return;
    try {
      await deps.fulfilment.submit(order);
    } catch (err) {
      deps.log.warn({ err, orderId: order.id }, 'print lab still did not take the order');
      // The next try waits another RESUBMIT_AFTER_SECONDS.
      await markHandOverTried(deps.db, order.id);
    }
  }
}

/**
 * The ready order's proof (front and four edges from the print file) is made and sent: the
 * order waits for the shopper's approval (paid or changes_requested → awaiting_approval).
 */
async function sendProofOf(deps: PrintFileDeps, order: Order) {
  if (order.status !== 'paid' && order.status !== 'changes_requested') return;
  const size = await canvasSizeById(deps.db, order.canvasSizeId ?? '');
  if (!size) throw new Error('the order names no canvas size');
  const keys = await renderProof(deps, order, size);
  const proof = await proofMailInfo(deps, keys.front);
  await deps.db.transaction((tx) =>
    sendProof(tx, { publicUrl: deps.config.publicUrl, proof }, order.id),
  );
}

/** The proof mail's link to the front image (long-lived) and the approval window. */
export async function proofMailInfo(deps: PrintsDeps, frontKey: string | null) {
  const signed = frontKey ? await deps.storage.signedUrl(frontKey, PROOF_LINK_TTL_SECONDS) : null;
  return {
    url: signed && signed.startsWith('/') ? `${deps.config.publicUrl}${signed}` : signed,
    autoApproveHours: deps.config.prints.proofAutoApproveHours,
  };
}

/** The proof mail's link and window for the order's current print file (a re-sent proof). */
export function currentProofMail(deps: PrintsDeps, order: Pick<Order, 'printFileKey'>) {
  return proofMailInfo(deps, order.printFileKey ? proofKey(order.printFileKey, 'front') : null);
}

/** The proof mail's image link stays valid this long. */
const PROOF_LINK_TTL_SECONDS = 14 * 24 * 3600;

/**
 * Makes the print files that are due, one order at a time; answers how many became ready.
 * Once its file is stored the order's proof goes to the shopper (sendProofOf); the print lab
 * gets the order only after the proof is approved (order-proof.ts, proof-approval.ts), and an
 * approved order the lab did not take (down, timed out) is handed to it again on a later run
 * (resubmitToLab).
 */
export async function runPrintFilesOnce(deps: PrintFileDeps, signal?: AbortSignal) {
  let made = 0;
  for (;;) {
    if (signal?.aborted) return made;
    const order = await claim(deps);
    if (!order) {
      // New versions made from a change asked on the proof: taken, their file made at once.
      const taken = await takeFinishedChanges(
        deps.db,
        {
          publicUrl: deps.config.publicUrl,
          proof: (o) => currentProofMail(deps, o),
        },
        deps.log,
      );
      if (taken > 0) continue;
      await sweepUnsentProofs(deps, signal);
      await resubmitToLab(deps, signal);
      return made;
    }
    let ready: Order | null;
    try {
      ready = await render(deps, order, signal);
    } catch (err) {
      await fail(deps, order, err);
      continue;
    }
    if (!ready) continue;
    made++;
    if (ready.status === 'approved') {
      // A free reprint: its proof was approved on the original order; the lab gets it now (and
      // again from resubmitToLab if it cannot be reached).
      try {
        await deps.fulfilment.submit(ready);
      } catch (err) {
        deps.log.warn({ err, orderId: ready.id }, 'print lab did not take the order');
      }
      continue;
    }
    try {
      await sendProofOf(deps, ready);
    } catch (err) {
      // Sent again by sweepUnsentProofs on a later run.
      deps.log.warn({ err, orderId: ready.id }, 'print proof could not be sent yet');
    }
  }
}

/** Print files of paid canvas orders: the worker (or the API on the embedded database). */
export function printFileJob(deps: PrintFileDeps): IntervalJob {
  return {
    name: 'print-files',
    intervalMs: 5_000,
    run: async (signal) => {
      await runPrintFilesOnce(deps, signal);
    },
  };
}
