import type { ProblemReason } from '@atelier/shared/schemas/problem-reports';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { orderEvents, orders, type Order } from '../../db/schema/orders';
import { problemReports, type ProblemReportRow } from '../../db/schema/problem-reports';
import { recordOrderCreated } from './order-lifecycle';

// The queries of problem reports (problem-reports.service.ts): a shopper's report on a delivered
// canvas order, the admin's list and resolution, and the free reprint's new order.

/** When the order was delivered (its latest 'delivered' event), or null when it never was. */
export async function deliveredAt(db: Database, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string>`max(${orderEvents.createdAt})` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, 'delivered')));
  return row?.at ? new Date(row.at) : null;
}

/** The order's reports, newest first. */
export async function reportsOfOrder(db: Database, orderId: string): Promise<ProblemReportRow[]> {
  return db
    .select()
    .from(problemReports)
    .where(eq(problemReports.orderId, orderId))
    .orderBy(desc(problemReports.createdAt), desc(problemReports.id));
}

/** A new open report; null when the order already has an open one (problem_reports_open_idx). */
export async function insertReport(
  tx: Database,
  values: {
    id: string;
    orderId: string;
    userId: string;
    reason: ProblemReason;
    note: string;
    photoKeys: string[];
  },
): Promise<ProblemReportRow | null> {
  const [row] = await tx
    .insert(problemReports)
    .values(values)
    .onConflictDoNothing({ target: problemReports.orderId, where: sql`status = 'open'` })
    .returning();
  return row ?? null;
}

/** The report row, locked for the caller's transaction. */
export async function lockReport(tx: Database, id: string): Promise<ProblemReportRow | null> {
  const [row] = await tx
    .select()
    .from(problemReports)
    .where(eq(problemReports.id, id))
    .for('update');
  return row ?? null;
}

export async function markResolved(
  tx: Database,
  id: string,
  values: {
    status: 'reprinted' | 'refunded';
    resolutionNote: string | null;
    reprintOrderId: string | null;
    resolvedBy: string;
  },
): Promise<ProblemReportRow> {
  const [row] = await tx
    .update(problemReports)
    .set({ ...values, resolvedAt: sql`now()` as unknown as Date })
    .where(eq(problemReports.id, id))
    .returning();
  return row!;
}

/** The free reprint: a copy of the reported canvas order at 0, waiting to be marked paid. */
export async function insertReprintOrder(tx: Database, of: Order): Promise<Order> {
  const [created] = await tx
    .insert(orders)
    .values({
      userId: of.userId,
      kind: 'canvas',
      status: 'pending_payment',
      visionBoardId: of.visionBoardId,
      productId: of.productId,
      artworkId: of.artworkId,
      canvasSizeId: of.canvasSizeId,
      wrap: of.wrap,
      shippingAddress: of.shippingAddress,
      subtotalCents: 0,
      shippingCents: 0,
      amountCents: 0,
      currency: of.currency,
    })
    .returning();
  await recordOrderCreated(tx, created!.id, 'admin');
  return created!;
}

const resolver = alias(users, 'resolver');

/** The admin's rows: the reports of one order, newest first, with who sent and who resolved each. */
export async function adminReports(
  db: Database,
  where: { orderId: string },
): Promise<
  Array<{ report: ProblemReportRow; customerEmail: string; resolvedByEmail: string | null }>
> {
  return db
    .select({ report: problemReports, customerEmail: users.email, resolvedByEmail: resolver.email })
    .from(problemReports)
    .innerJoin(users, eq(users.id, problemReports.userId))
    .leftJoin(resolver, eq(resolver.id, problemReports.resolvedBy))
    .where(eq(problemReports.orderId, where.orderId))
    .orderBy(desc(problemReports.createdAt), asc(problemReports.id));
}
