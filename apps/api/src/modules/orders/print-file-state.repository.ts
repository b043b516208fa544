import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, type Order } from '../../db/schema/orders';

// A paid canvas order's print file as the prints job makes it: claimed under a lease, then
// ready with its stored file, or failed (pending again while attempts are left). No timeline
// event: the timeline is the order's status changes (the shopper reads it); the admin sees the
// file's state on the order itself.

/**
 * Claims one paid canvas order whose print file is due (pending, or rendering under a lapsed
 * lease): SKIP LOCKED and the lease keep two workers off the same order.
 */
export async function claimDuePrintFile(
  db: Database,
  limits: { leaseSeconds: number; maxAttempts: number },
): Promise<Order | null> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.kind, 'canvas'),
        // changes_requested: the shop re-issues the proof from another artwork (order-proof.ts);
        // approved: a free reprint, approved with its original (problem-reports.service.ts).
        inArray(orders.status, ['paid', 'changes_requested', 'approved', 'in_production']),
        lt(orders.printFileAttempts, limits.maxAttempts),
        or(
          eq(orders.printFileStatus, 'pending'),
          and(eq(orders.printFileStatus, 'rendering'), lt(orders.printFileLeaseUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(orders.paidAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [order] = await db
    .update(orders)
    .set({
      printFileStatus: 'rendering',
      printFileLeaseUntil: sql`now() + make_interval(secs => ${limits.leaseSeconds})`,
      printFileAttempts: sql`${orders.printFileAttempts} + 1`,
    })
    .where(inArray(orders.id, due))
    .returning();
  return order ?? null;
}

/** The claimed order's file is stored: ready (null when the claim was lost meanwhile). */
export async function markPrintFileReady(
  db: Database,
  orderId: string,
  file: { key: string; width: number; height: number },
): Promise<Order | null> {
  const [ready] = await db
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
    .where(and(eq(orders.id, orderId), eq(orders.printFileStatus, 'rendering')))
    .returning();
  return ready ?? null;
}

/** The claimed order's render failed: failed for good when `final`, else pending again. */
export async function markPrintFileFailed(
  db: Database,
  orderId: string,
  failure: { final: boolean; message: string },
) {
  await db
    .update(orders)
    .set({
      printFileStatus: failure.final ? 'failed' : 'pending',
      printFileError: failure.message.slice(0, 1000),
      printFileLeaseUntil: null,
    })
    .where(and(eq(orders.id, orderId), eq(orders.printFileStatus, 'rendering')));
}
