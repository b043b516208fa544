import { randomUUID } from 'node:crypto';
import {
  PROBLEM_MESSAGES,
  PROBLEM_REASON_LABELS,
  problemReportDeadline,
  type AdminProblemReport,
  type CreateProblemReportBody,
  type OrderProblems,
  type ProblemReport,
  type ResolveProblemReportBody,
} from '@atelier/shared/schemas/problem-reports';
import { PRINTS_MESSAGES } from '@atelier/shared/schemas/prints';
import type { Database } from '../../db/client';
import type { Order } from '../../db/schema/orders';
import type { ProblemReportRow } from '../../db/schema/problem-reports';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import { queueMail } from '../mail/mail.service';
import { transitionOrder } from './order-lifecycle';
import { findOrder, lockOrder, mailRecipient } from './order-lifecycle.repository';
import { refundAndClose, type RefundDeps } from './refund-and-close';
import {
  adminReports,
  deliveredAt,
  insertReport,
  insertReprintOrder,
  lockReport,
  markResolved,
  reportsOfOrder,
} from './problem-reports.repository';

// "Report a problem" (the SPEC's 30-day guarantee): a shopper reports a delivered canvas order
// that arrived damaged, wrong or poor, with a note and up to three photos; the admin resolves
// each report with a free reprint (a new canvas order at 0, linked to the report, through the
// same production path as any paid order) or a refund of the original (through the payment
// provider). Each step is mailed to the shopper.

export const PROBLEM_MAIL_KIND = 'problem-report';

export type ProblemReportsDeps = {
  db: Database;
  storage: Storage;
  publicUrl: string;
};

/** What resolving needs beyond the shopper's side: the money back, and who makes prints. */
export type ResolveDeps = RefundDeps & { fulfilmentProvider: string };

const short = (id: string) => id.slice(0, 8);

export function createProblemReportsService({ db, storage, publicUrl }: ProblemReportsDeps) {
  async function toReport(row: ProblemReportRow): Promise<ProblemReport> {
    return {
      id: row.id,
      orderId: row.orderId,
      reason: row.reason,
      note: row.note,
      photoUrls: await Promise.all(row.photoKeys.map((key) => storage.signedUrl(key))),
      status: row.status,
      resolutionNote: row.resolutionNote,
      reprintOrderId: row.reprintOrderId,
      createdAt: row.createdAt.toISOString(),
      resolvedAt: row.resolvedAt ? row.resolvedAt.toISOString() : null,
    };
  }

  /** The caller's canvas order, or the same 404 as any order that is not theirs. */
  async function ownOrder(userId: string, orderId: string): Promise<Order> {
    const order = await findOrder(db, orderId);
    if (!order || order.userId !== userId) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
    return order;
  }

  /** Why a report cannot be sent now, or null when it can; and the last moment it can. */
  async function reportWindow(order: Order, now = new Date()) {
    if (order.kind !== 'canvas')
      return { refusal: badRequest(PROBLEM_MESSAGES.NOT_CANVAS, 'NOT_CANVAS'), until: null };
    const delivered = order.status === 'delivered' ? await deliveredAt(db, order.id) : null;
    if (!delivered)
      return { refusal: conflict(PROBLEM_MESSAGES.NOT_DELIVERED, 'NOT_DELIVERED'), until: null };
    const until = problemReportDeadline(delivered);
    if (now > until)
      return { refusal: conflict(PROBLEM_MESSAGES.WINDOW_CLOSED, 'WINDOW_CLOSED'), until };
    return { refusal: null, until };
  }

  /** Copies the caller's uploads into the report's own private keys (kept as long as it is). */
  async function keepPhotos(userId: string, reportId: string, keys: string[]): Promise<string[]> {
    const own = `user-uploads/${userId}/`;
    const kept: string[] = [];
    try {
      for (const [i, key] of keys.entries()) {
        const photo = key.startsWith(own) && !key.includes('..') ? await storage.get(key) : null;
        if (!photo) throw badRequest(PROBLEM_MESSAGES.PHOTO_NOT_FOUND, 'PHOTO_NOT_FOUND');
        const target = `problem-reports/${userId}/${reportId}/${i + 1}.jpg`;
        await storage.put(target, photo.body, { contentType: photo.contentType });
        kept.push(target);
      }
      return kept;
    } catch (err) {
      await dropPhotos(kept);
      throw err;
    }
  }

  async function dropPhotos(keys: string[]) {
    await Promise.all(keys.map((key) => storage.delete(key).catch(() => {})));
  }

  async function mailShopper(tx: Database, order: Order, subject: string, body: string[]) {
    const user = await mailRecipient(tx, order.userId);
    if (!user) return;
    await queueMail(tx, {
      to: user.email,
      subject: `${subject} (order ${short(order.id)})`,
      text: [
        `Hello ${user.name || 'there'},`,
        '',
        ...body,
        '',
        `Your order: ${publicUrl}/orders/${order.id}`,
        '',
        'Atelier',
      ].join('\n'),
      kind: PROBLEM_MAIL_KIND,
    });
  }

  /** The admin's reports of one order (newest first). */
  async function forAdmin(orderId: string): Promise<AdminProblemReport[]> {
    const rows = await adminReports(db, { orderId });
    return Promise.all(
      rows.map(async (r) => ({
        ...(await toReport(r.report)),
        customerEmail: r.customerEmail,
        resolvedByEmail: r.resolvedByEmail,
      })),
    );
  }

  return {
    /** GET /api/orders/{id}/problems: the order's reports and whether another may be sent. */
    async forShopper(userId: string, orderId: string): Promise<OrderProblems> {
      const order = await ownOrder(userId, orderId);
      const rows = await reportsOfOrder(db, order.id);
      const { refusal, until } = await reportWindow(order);
      return {
        reports: await Promise.all(rows.map(toReport)),
        canReport: !refusal && !rows.some((r) => r.status === 'open'),
        reportUntil: until ? until.toISOString() : null,
      };
    },

    /** POST /api/orders/{id}/problems: a delivered canvas order, within the window, one open at a time. */
    async report(
      userId: string,
      orderId: string,
      body: Required<Pick<CreateProblemReportBody, 'reason' | 'note'>> & { photoKeys: string[] },
    ): Promise<ProblemReport> {
      const order = await ownOrder(userId, orderId);
      const { refusal } = await reportWindow(order);
      if (refusal) throw refusal;
      const id = randomUUID();
      const photoKeys = await keepPhotos(userId, id, [...new Set(body.photoKeys)]);
      const row = await db.transaction(async (tx) => {
        const created = await insertReport(tx, {
          id,
          orderId: order.id,
          userId,
          reason: body.reason,
          note: body.note,
          photoKeys,
        });
        if (!created) return null;
        await mailShopper(tx, order, 'We received your report', [
          `Thank you for telling us: "${PROBLEM_REASON_LABELS[body.reason]}".`,
          'We are sorry your canvas is not right. We will look at your report and come back to you with a free reprint or a refund, usually within two working days.',
        ]);
        return created;
      });
      if (!row) {
        await dropPhotos(photoKeys);
        throw conflict(PROBLEM_MESSAGES.ALREADY_OPEN, 'REPORT_OPEN');
      }
      return toReport(row);
    },

    forAdmin,

    /**
     * The admin resolves an open report: a free reprint (a new canvas order at 0, paid by
     * nobody, rendered and made like any paid order) or a refund of the original through its
     * payment provider. One transaction: a refused step or a failed refund changes nothing.
     */
    async resolve(
      deps: ResolveDeps,
      adminId: string,
      reportId: string,
      body: ResolveProblemReportBody,
    ): Promise<AdminProblemReport> {
      const note = body.note?.trim() || null;
      const orderId = await db.transaction(async (tx) => {
        const report = await lockReport(tx, reportId);
        if (!report) throw notFound(PROBLEM_MESSAGES.REPORT_NOT_FOUND);
        if (report.status !== 'open')
          throw conflict(PROBLEM_MESSAGES.ALREADY_RESOLVED, 'REPORT_RESOLVED');
        const order = await lockOrder(tx, report.orderId);
        if (!order) throw notFound(PRINTS_MESSAGES.ORDER_NOT_FOUND);
        const by = { actor: 'admin' as const, actorId: adminId };
        if (body.resolution === 'refund') {
          await refundAndClose(tx, deps, order, 'refunded', { ...by, note });
          await markResolved(tx, report.id, {
            status: 'refunded',
            resolutionNote: note,
            reprintOrderId: null,
            resolvedBy: adminId,
          });
          return report.orderId;
        }
        const reprint = await insertReprintOrder(tx, order);
        await transitionOrder(tx, {
          orderId: reprint.id,
          to: 'paid',
          ...by,
          note: [`Free reprint of order ${short(order.id)}.`, note].filter(Boolean).join(' '),
          fulfilmentProvider: deps.fulfilmentProvider,
          publicUrl: deps.publicUrl,
        });
        // The shopper approved this canvas's proof on the original order: the reprint is the
        // same print file, so it needs no new proof and goes to production once it is made.
        await transitionOrder(tx, {
          orderId: reprint.id,
          to: 'approved',
          ...by,
          note: `Same canvas as the proof approved on order ${short(order.id)}.`,
          onlyFrom: ['paid'],
          publicUrl: deps.publicUrl,
        });
        await markResolved(tx, report.id, {
          status: 'reprinted',
          resolutionNote: note,
          reprintOrderId: reprint.id,
          resolvedBy: adminId,
        });
        return report.orderId;
      });
      const resolved = (await forAdmin(orderId)).find((r) => r.id === reportId);
      if (!resolved) throw notFound(PROBLEM_MESSAGES.REPORT_NOT_FOUND);
      return resolved;
    },
  };
}

export type ProblemReportsService = ReturnType<typeof createProblemReportsService>;
