import type { AdminDashboard } from '@atelier/shared/schemas/admin-dashboard';
import {
  PROBLEM_MESSAGES,
  type AdminProblemReport,
  type OrderProblems,
  type ProblemReport,
} from '@atelier/shared/schemas/problem-reports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { mailOutbox } from '../../db/schema/mail';
import { orderEvents, orders } from '../../db/schema/orders';
import { problemReports } from '../../db/schema/problem-reports';
import { createTestApp, type TestApp } from '../../test/app';
import { newAdmin, type AdminClient } from '../admin/admin.test-helpers';
import { insertArtwork, insertBoard } from '../boards/shopper.test-fixtures';
import { createUser, storePhoto, type TestUser } from '../generation/generation.test-helpers';
import {
  fakePayments,
  insertCanvasOrder,
  approveForTest,
  fakeRenderer,
  markPaid,
  orderMails,
  orderRow,
  setUpCatalogue,
  type FakePayments,
} from '../prints/prints.test-helpers';
import { runPrintFilesOnce } from '../prints/print-file.job';
import { transitionOrder } from './order-lifecycle';
import { PROBLEM_MAIL_KIND } from './problem-reports.service';

const DAY = 24 * 60 * 60 * 1000;

describe('report a problem with a delivered canvas (30-day guarantee)', () => {
  let t: TestApp;
  let admin: AdminClient;
  let ada: TestUser;
  let bob: TestUser;
  let payments: FakePayments;
  let size: { id: string; priceCents: number };
  let boardId: string;

  const move = (orderId: string, to: 'shipped' | 'delivered') =>
    t.app.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId,
        to,
        actor: 'admin',
        publicUrl: t.app.config.publicUrl,
        ...(to === 'shipped'
          ? {
              shipment: {
                carrier: 'UPS',
                trackingNumber: '1Z999',
                trackingUrl: null,
                shippedAt: new Date().toISOString(),
              },
            }
          : {}),
      }),
    );

  /** Ada's canvas order, paid; delivered (and when) unless told otherwise. */
  const adasOrder = async (opts: { delivered?: boolean; deliveredDaysAgo?: number } = {}) => {
    const art = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const order = await insertCanvasOrder(
      t.app,
      { userId: ada.id, artworkId: art.id, visionBoardId: boardId },
      size,
    );
    await markPaid(t.app, order.id, 'manual');
    if (opts.delivered === false) return order;
    await approveForTest(t.app, order.id);
    await move(order.id, 'shipped');
    await move(order.id, 'delivered');
    if (opts.deliveredDaysAgo !== undefined) {
      await t.app.db
        .update(orderEvents)
        .set({ createdAt: new Date(Date.now() - opts.deliveredDaysAgo * DAY) })
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'delivered')));
    }
    return order;
  };

  const problemsOf = (user: TestUser, orderId: string) =>
    t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/problems`, headers: user.headers });
  const report = (user: TestUser, orderId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/problems`,
      headers: user.headers,
      payload,
    });
  const resolve = (reportId: string, payload: object) =>
    admin.send('POST', `/api/admin/problem-reports/${reportId}/resolve`, payload);
  const reportRows = (orderId: string) =>
    t.app.db.select().from(problemReports).where(eq(problemReports.orderId, orderId));
  const problemMails = (to: string) =>
    t.app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, PROBLEM_MAIL_KIND)));

  beforeAll(async () => {
    t = await createTestApp();
    payments = fakePayments(t.app);
    admin = await newAdmin(t.app, 'problems-admin');
    ada = await createUser(t.app, 'ada-problems');
    bob = await createUser(t.app, 'bob-problems');
    size = (await setUpCatalogue(t.app)).medium;
    boardId = (await insertBoard(t.app, ada.id, null)).id;
  });
  afterAll(() => t.close());

  it('opens on delivery and closes 30 days after it', async () => {
    const order = await adasOrder({ delivered: false });
    const before = (await problemsOf(ada, order.id)).json<OrderProblems>();
    expect(before).toMatchObject({ reports: [], canReport: false, reportUntil: null });
    const early = await report(ada, order.id, { reason: 'damaged', note: 'Torn corner' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { message: PROBLEM_MESSAGES.NOT_DELIVERED } });

    await approveForTest(t.app, order.id);
    await move(order.id, 'shipped');
    await move(order.id, 'delivered');
    const open = (await problemsOf(ada, order.id)).json<OrderProblems>();
    expect(open.canReport).toBe(true);
    const until = new Date(open.reportUntil!).getTime();
    expect(Math.abs(until - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    const lastDay = await adasOrder({ deliveredDaysAgo: 29.9 });
    expect((await problemsOf(ada, lastDay.id)).json<OrderProblems>().canReport).toBe(true);
    const late = await adasOrder({ deliveredDaysAgo: 30.1 });
    expect((await problemsOf(ada, late.id)).json<OrderProblems>().canReport).toBe(false);
    const refused = await report(ada, late.id, { reason: 'damaged', note: 'Torn corner' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'WINDOW_CLOSED', message: PROBLEM_MESSAGES.WINDOW_CLOSED },
    });
    expect(await reportRows(late.id)).toHaveLength(0);
  });

  it("takes a note and up to 3 of the shopper's own photos, keeps copies, and mails the shopper", async () => {
    const order = await adasOrder();
    const photos = [await storePhoto(t.app, ada.id), await storePhoto(t.app, ada.id)];
    const res = await report(ada, order.id, {
      reason: 'damaged',
      note: 'The corner is torn and the frame is cracked.',
      photoKeys: photos,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<ProblemReport>();
    expect(created).toMatchObject({
      orderId: order.id,
      reason: 'damaged',
      note: 'The corner is torn and the frame is cracked.',
      status: 'open',
      reprintOrderId: null,
    });
    expect(created.photoUrls).toHaveLength(2);
    // The report keeps its own copies: the upload's cleanup cannot take them away.
    const [row] = await reportRows(order.id);
    expect(row!.photoKeys).toEqual([
      `problem-reports/${ada.id}/${created.id}/1.jpg`,
      `problem-reports/${ada.id}/${created.id}/2.jpg`,
    ]);
    for (const key of row!.photoKeys) expect(await t.app.storage.exists(key)).toBe(true);
    const photo = await t.app.inject({ method: 'GET', url: created.photoUrls[0]! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toContain('image/jpeg');

    const listed = (await problemsOf(ada, order.id)).json<OrderProblems>();
    expect(listed.reports.map((r) => r.id)).toEqual([created.id]);
    expect(listed.canReport).toBe(false);

    const [mail] = await problemMails(ada.email);
    expect(mail!.subject).toBe(`We received your report (order ${order.id.slice(0, 8)})`);
    expect(mail!.text).toContain('"Damaged"');
    expect(mail!.text).toContain(`/orders/${order.id}`);

    const again = await report(ada, order.id, { reason: 'wrong', note: 'And the wrong size' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: PROBLEM_MESSAGES.ALREADY_OPEN } });
    expect(await reportRows(order.id)).toHaveLength(1);
  });

  it('refuses bad reports with their message and keeps nothing', async () => {
    const order = await adasOrder();
    const noNote = await report(ada, order.id, { reason: 'damaged', note: '   ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain(PROBLEM_MESSAGES.NOTE_REQUIRED);
    const four = await Promise.all([1, 2, 3, 4].map(() => storePhoto(t.app, ada.id)));
    const tooMany = await report(ada, order.id, { reason: 'damaged', note: 'x', photoKeys: four });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain(PROBLEM_MESSAGES.TOO_MANY_PHOTOS);
    const badReason = await report(ada, order.id, { reason: 'ugly', note: 'x' });
    expect(badReason.statusCode).toBe(400);

    // Someone else's upload is not a photo of this report.
    const bobsPhoto = await storePhoto(t.app, bob.id);
    const mine = await storePhoto(t.app, ada.id);
    const stolen = await report(ada, order.id, {
      reason: 'damaged',
      note: 'x',
      photoKeys: [mine, bobsPhoto],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ error: { message: PROBLEM_MESSAGES.PHOTO_NOT_FOUND } });
    expect(await reportRows(order.id)).toHaveLength(0);
    expect(await t.app.storage.list(`problem-reports/${ada.id}/`)).not.toContainEqual(
      expect.stringContaining(order.id),
    );
    const copies = await t.app.storage.list(`problem-reports/${ada.id}/`);
    const kept = await t.app.db.select().from(problemReports);
    const keptKeys = new Set(kept.flatMap((r) => r.photoKeys));
    expect(copies.filter((k) => !keptKeys.has(k))).toEqual([]);
  });

  it("answers 404 for another shopper's order, and only canvas orders can be reported", async () => {
    const order = await adasOrder();
    expect((await problemsOf(bob, order.id)).statusCode).toBe(404);
    const res = await report(bob, order.id, { reason: 'damaged', note: 'Not mine' });
    expect(res.statusCode).toBe(404);
    expect(await reportRows(order.id)).toHaveLength(0);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/problems`,
      payload: { reason: 'damaged', note: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('the admin sees it beside the order and in needs-attention, and sends a free reprint through the production path', async () => {
    const order = await adasOrder();
    const created = (
      await report(ada, order.id, { reason: 'poor_quality', note: 'Blurry faces' })
    ).json<ProblemReport>();

    const beside = (await admin.send('GET', `/api/admin/orders/${order.id}/problems`)).json<
      AdminProblemReport[]
    >();
    expect(beside).toMatchObject([
      { id: created.id, status: 'open', customerEmail: ada.email, resolvedByEmail: null },
    ]);
    const dashboard = (await admin.send('GET', '/api/admin/dashboard')).json<AdminDashboard>();
    expect(dashboard.attention.openProblemReports.items).toContainEqual(
      expect.objectContaining({ id: created.id, orderId: order.id, reason: 'poor_quality' }),
    );

    // A shopper cannot resolve it.
    const forbidden = await t.app.inject({
      method: 'POST',
      url: `/api/admin/problem-reports/${created.id}/resolve`,
      headers: ada.headers,
      payload: { resolution: 'reprint' },
    });
    expect(forbidden.statusCode).toBe(403);

    const res = await resolve(created.id, { resolution: 'reprint', note: 'Sorry about that!' });
    expect(res.statusCode).toBe(200);
    const resolved = res.json<AdminProblemReport>();
    expect(resolved).toMatchObject({
      status: 'reprinted',
      resolutionNote: 'Sorry about that!',
      resolvedByEmail: admin.email,
    });
    const reprint = await orderRow(t.app, resolved.reprintOrderId!);
    expect(reprint).toMatchObject({
      userId: ada.id,
      kind: 'canvas',
      // Approved with the original's proof: no new proof to approve.
      status: 'approved',
      amountCents: 0,
      subtotalCents: 0,
      shippingCents: 0,
      artworkId: order.artworkId,
      canvasSizeId: order.canvasSizeId,
      wrap: order.wrap,
      shippingAddress: order.shippingAddress,
      fulfilmentProvider: t.app.config.prints.fulfilment.provider,
      // The print file job makes it like any paid canvas.
      printFileStatus: 'pending',
      paymentRef: null,
    });
    const [mail] = await orderMails(t.app, ada.email, reprint.id);
    expect(mail!.subject).toBe(`We are making your free reprint (order ${reprint.id.slice(0, 8)})`);
    expect(mail!.text).toContain('Nothing is charged.');
    expect(mail!.text).toContain(
      `Free reprint of order ${order.id.slice(0, 8)}. Sorry about that!`,
    );

    // Its print file is made like any paid canvas's; approved with the original's proof, it goes
    // to the lab as soon as the file is ready, with no second proof to approve or mail about.
    const submitted: string[] = [];
    await runPrintFilesOnce({
      db: t.app.db,
      storage: t.app.storage,
      config: t.app.config,
      log: t.app.log,
      renderOnce: t.app.prints.renderOnce,
      renderer: fakeRenderer(),
      fulfilment: { name: 'manual', submit: async (o) => void submitted.push(o.id) },
    });
    expect(submitted).toEqual([reprint.id]);
    expect(await orderRow(t.app, reprint.id)).toMatchObject({
      status: 'approved',
      printFileStatus: 'ready',
    });
    expect((await orderMails(t.app, ada.email, reprint.id)).map((m) => m.subject)).toEqual([
      mail!.subject,
    ]);

    // The shopper sees it resolved, and the reprint among their orders.
    const seen = (await problemsOf(ada, order.id)).json<OrderProblems>();
    expect(seen.reports[0]).toMatchObject({ status: 'reprinted', reprintOrderId: reprint.id });
    const mine = await t.app.inject({ method: 'GET', url: '/api/orders', headers: ada.headers });
    expect(mine.json<Array<{ id: string; totalCents: number }>>()).toContainEqual(
      expect.objectContaining({ id: reprint.id, totalCents: 0 }),
    );
    // Not in needs-attention any more; a second resolution is refused.
    const after = (await admin.send('GET', '/api/admin/dashboard')).json<AdminDashboard>();
    expect(after.attention.openProblemReports.items.map((p) => p.id)).not.toContain(created.id);
    const twice = await resolve(created.id, { resolution: 'refund' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: PROBLEM_MESSAGES.ALREADY_RESOLVED } });
    expect(payments.refunds).not.toContain(order.id);

    // The audit log has the admin's resolution.
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'problem-reports'), eq(auditLog.entityId, created.id)));
    expect(audit).toMatchObject([{ action: 'resolve', actorEmail: admin.email }]);

    // The reprint goes the same way as any canvas: shipped and delivered by the admin.
    for (const payload of [
      { action: 'shipped', carrier: 'UPS', trackingNumber: '1Z1' },
      { action: 'delivered' },
    ]) {
      const step = await admin.send('POST', `/api/admin/orders/${reprint.id}/actions`, payload);
      expect(step.statusCode).toBe(200);
    }
    expect((await orderRow(t.app, reprint.id)).status).toBe('delivered');
  });

  it('a refund goes back through the payment provider, is mailed, and a failed one changes nothing', async () => {
    const order = await adasOrder();
    const created = (
      await report(ada, order.id, { reason: 'wrong', note: 'This is not my picture' })
    ).json<ProblemReport>();

    payments.failRefund = true;
    const failed = await resolve(created.id, { resolution: 'refund' });
    payments.failRefund = false;
    expect(failed.statusCode).toBe(502);
    expect((await orderRow(t.app, order.id)).status).toBe('delivered');
    expect((await reportRows(order.id))[0]!.status).toBe('open');

    const res = await resolve(created.id, { resolution: 'refund', note: 'Refunded in full.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', reprintOrderId: null });
    expect(payments.refunds).toContain(order.id);
    const refunded = await orderRow(t.app, order.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refundRef).toBe(`re_${order.id.slice(0, 8)}`);
    const mails = await orderMails(t.app, ada.email, order.id);
    const mail = mails.find((m) => m.subject.startsWith('Your order was refunded'));
    expect(mail!.text).toContain('Refunded in full.');
  });

  it('a free reprint cancelled before production sends no money back', async () => {
    const order = await adasOrder();
    const created = (
      await report(ada, order.id, { reason: 'damaged', note: 'Dented' })
    ).json<ProblemReport>();
    const { reprintOrderId } = (
      await resolve(created.id, { resolution: 'reprint' })
    ).json<AdminProblemReport>();
    const refundsBefore = payments.refunds.length;
    const cancel = await admin.send('POST', `/api/admin/orders/${reprintOrderId}/actions`, {
      action: 'cancel',
    });
    expect(cancel.statusCode).toBe(200);
    expect(payments.refunds).toHaveLength(refundsBefore);
    const row = await orderRow(t.app, reprintOrderId!);
    expect(row).toMatchObject({ status: 'cancelled', refundRef: null });
    const [cancelMail] = (await orderMails(t.app, ada.email, reprintOrderId!)).filter((m) =>
      m.subject.startsWith('Your order was cancelled'),
    );
    expect(cancelMail!.text).toContain('Nothing was charged.');
  });

  it("keeps two concurrent reports of one order to one, and deleting the account removes the report's photos", async () => {
    const order = await adasOrder();
    const photo = await storePhoto(t.app, ada.id);
    const [a, b] = await Promise.all([
      report(ada, order.id, { reason: 'damaged', note: 'one', photoKeys: [photo] }),
      report(ada, order.id, { reason: 'damaged', note: 'two', photoKeys: [photo] }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect(await reportRows(order.id)).toHaveLength(1);
    const copies = await t.app.storage.list(`problem-reports/${ada.id}/`);
    const kept = new Set(
      (await t.app.db.select().from(problemReports)).flatMap((r) => r.photoKeys),
    );
    expect(copies.filter((k) => !kept.has(k))).toEqual([]);

    const gone = await createUser(t.app, 'gone-problems');
    const board = await insertBoard(t.app, gone.id, null);
    const art = await insertArtwork(t.app, { userId: gone.id, visionBoardId: board.id });
    const own = await insertCanvasOrder(
      t.app,
      { userId: gone.id, artworkId: art.id, visionBoardId: board.id },
      size,
    );
    await markPaid(t.app, own.id, 'manual');
    await approveForTest(t.app, own.id);
    await move(own.id, 'shipped');
    await move(own.id, 'delivered');
    const goneReport = await report(gone, own.id, {
      reason: 'damaged',
      note: 'x',
      photoKeys: [await storePhoto(t.app, gone.id)],
    });
    expect(goneReport.statusCode).toBe(201);
    expect(await t.app.storage.list(`problem-reports/${gone.id}/`)).toHaveLength(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: gone.headers,
      payload: { confirm: 'DELETE' },
    });
    expect(del.statusCode).toBeLessThan(300);
    expect(await t.app.storage.list(`problem-reports/${gone.id}/`)).toEqual([]);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, gone.id))).toHaveLength(0);
  });
});
