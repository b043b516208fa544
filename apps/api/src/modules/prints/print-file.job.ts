import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { canvasSizes } from '../../db/schema/commerce';
import { orders, type Order } from '../../db/schema/generation';
import type { IntervalJob } from '../../lib/job-runner';
import type { PrintFulfilment } from './fulfilment';
import type { PrintRenderer } from './imaging/print-renderer';
import type { PrintsDeps } from './runtime';

/** A render that takes longer than this is presumed dead (its worker stopped): retried. */
const LEASE_SECONDS = 10 * 60;
export const MAX_PRINT_FILE_ATTEMPTS = 3;

export type PrintFileDeps = PrintsDeps & {
  renderer: Pick<PrintRenderer, 'renderPrintFile'>;
  fulfilment: PrintFulfilment;
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

/** Renders one claimed order's print file into private storage and hands it to the lab. */
async function render(deps: PrintFileDeps, order: Order, signal?: AbortSignal) {
  const [size] = await deps.db
    .select()
    .from(canvasSizes)
    .where(eq(canvasSizes.id, order.canvasSizeId ?? ''));
  if (!size || !order.artworkId || !order.wrap) {
    throw new Error('the order names no canvas size, artwork or wrap');
  }
  const file = await deps.renderer.renderPrintFile(
    {
      artworkId: order.artworkId,
      widthInches: size.widthInches,
      heightInches: size.heightInches,
      wrap: order.wrap,
    },
    signal,
  );
  const key = `print-files/${order.id}/print-${size.widthInches}x${size.heightInches}in.${file.extension}`;
  await deps.storage.put(key, file.data, { contentType: file.contentType });
  // No timeline event: the timeline is the order's status changes (the shopper reads it); the
  // admin sees the file's state on the order itself.
  const [ready] = await deps.db
    .update(orders)
    .set({
      printFileStatus: 'ready',
      printFileKey: key,
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

/**
 * Makes the print files that are due, one order at a time; answers how many became ready.
 * The order is handed to the print lab once its file is stored (a lab failure leaves the file
 * ready: fulfilment records and retries its own errors).
 */
export async function runPrintFilesOnce(deps: PrintFileDeps, signal?: AbortSignal) {
  let made = 0;
  for (;;) {
    if (signal?.aborted) return made;
    const order = await claim(deps);
    if (!order) return made;
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
