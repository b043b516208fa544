import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { canvasSizes } from '../../db/schema/commerce';
import { orders, type Order } from '../../db/schema/orders';
import type { IntervalJob } from '../../lib/job-runner';
import type { RenderOnce } from '../../lib/render-once';
import type { PrintFulfilment } from './fulfilment';
import type { PrintRenderer } from './imaging/print-renderer';
import type { PrintsDeps } from './runtime';

/** A render that takes longer than this is presumed dead (its worker stopped): retried. */
const LEASE_SECONDS = 10 * 60;
export const MAX_PRINT_FILE_ATTEMPTS = 3;

export type PrintFileDeps = PrintsDeps & {
  renderer: Pick<PrintRenderer, 'renderPrintFile'>;
  fulfilment: PrintFulfilment;
  renderOnce: RenderOnce;
};

/**
 * Claims one paid canvas order whose print file is due (pending, or rendering under a lapsed
 * lease): SKIP LOCKED and the lease keep two workers off the same order.
 */
async function claim(deps: PrintFileDeps): Promise<Order | null> {
  const due = deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'canvas'),
        inArray(orders.status, ['paid', 'in_production']),
        lt(orders.printFileAttempts, MAX_PRINT_FILE_ATTEMPTS),
        or(
          eq(orders.printFileStatus, 'pending'),
          and(eq(orders.printFileStatus, 'rendering'), lt(orders.printFileLeaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(orders.paidAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [order] = await deps.db
    .update(orders)
    .set({
      printFileStatus: 'rendering',
      printFileLeaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      printFileAttempts: sql`${orders.printFileAttempts} + 1`,
    })
    .where(inArray(orders.id, due))
    .returning();
  return order ?? null;
}

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
  const [size] = await deps.db
    .select()
    .from(canvasSizes)
    .where(eq(canvasSizes.id, order.canvasSizeId ?? ''));
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
  // No timeline event: the timeline is the order's status changes (the shopper reads it); the
  // admin sees the file's state on the order itself.
  const [ready] = await deps.db
    .update(orders)
    .set({
      printFileStatus: 'ready',
      printFileKey: file.key,
      printFileWidth: file.width,
      printFileHeight: file.height,
      printFileError: null,
      printFileLeaseUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.printFileStatus, 'rendering')))
    .returning();
  return ready ?? null;
}

async function fail(deps: PrintFileDeps, order: Order, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  const final = order.printFileAttempts >= MAX_PRINT_FILE_ATTEMPTS;
  await deps.db
    .update(orders)
    .set({
      printFileStatus: final ? 'failed' : 'pending',
      printFileError: message.slice(0, 1000),
      printFileLeaseUntil: null,
    })
    .where(and(eq(orders.id, order.id), eq(orders.printFileStatus, 'rendering')));
  const log = { err, orderId: order.id, attempt: order.printFileAttempts };
  if (final) deps.log.error(log, 'print file failed for good: the order needs the shop owner');
  else deps.log.warn(log, 'print file failed: will retry');
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
  const waiting = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'canvas'),
        eq(orders.status, 'paid'),
        eq(orders.printFileStatus, 'ready'),
        eq(orders.fulfilmentProvider, deps.fulfilment.name),
        isNull(orders.fulfilmentRef),
        isNull(orders.fulfilmentError),
        lt(orders.updatedAt, sql`now() - make_interval(secs => ${RESUBMIT_AFTER_SECONDS})`),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(20);
  for (const order of waiting) {
    if (signal?.aborted) return;
    try {
      await deps.fulfilment.submit(order);
    } catch (err) {
      deps.log.warn({ err, orderId: order.id }, 'print lab still did not take the order');
      // The next try waits another RESUBMIT_AFTER_SECONDS.
      await deps.db
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
    }
  }
}

/**
 * Makes the print files that are due, one order at a time; answers how many became ready.
 * The order is handed to the print lab once its file is stored; an order the lab did not take
 * (down, timed out) is handed to it again on a later run (resubmitToLab).
 */
export async function runPrintFilesOnce(deps: PrintFileDeps, signal?: AbortSignal) {
  let made = 0;
  for (;;) {
    if (signal?.aborted) return made;
    const order = await claim(deps);
    if (!order) {
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
    try {
      await deps.fulfilment.submit(ready);
    } catch (err) {
      deps.log.warn({ err, orderId: ready.id }, 'print lab did not take the order');
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
