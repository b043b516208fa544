import type { AdminOrderDetail } from '@atelier/shared/schemas/admin-orders';
import {
  PROOF_MESSAGES,
  PROOF_PARTS,
  type CanvasOrderDetail,
} from '@atelier/shared/schemas/prints';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../db/schema/orders';
import { createTestApp, type TestApp } from '../../test/app';
import { newAdmin, type AdminClient } from '../admin/admin.test-helpers';
import { insertArtwork, insertBoard } from '../boards/shopper.test-fixtures';
import { createUser, type TestUser } from '../generation/generation.test-helpers';
import type { PrintFulfilment } from './fulfilment';
import { runPrintFilesOnce } from './print-file.job';
import { autoApproveProofsOnce } from './proof-approval';
import {
  createArtwork,
  createOrder,
  eventsOf,
  fakeRenderer,
  insertCanvasOrder,
  markPaid,
  orderMails,
  orderRow,
  setUpCatalogue,
  US_ADDRESS,
} from './prints.test-helpers';

// Issue 27 point 4: a paid canvas order stops at "awaiting your approval" with a proof cut from
// the real print file; production (manual or Prodigi) starts only after the shopper approves,
// asks for a change (the shop re-issues the proof), or the approval window passes.

describe('the print proof', () => {
  let t: TestApp;
  let ada: TestUser;
  let bob: TestUser;
  let admin: AdminClient;
  let catalogue: Awaited<ReturnType<typeof setUpCatalogue>>;
  let artworkId: string;
  const renderer = fakeRenderer();
  /** The print lab stand-in: which orders it was handed. */
  const lab = (name: 'manual' | 'prodigi') => {
    const submitted: string[] = [];
    const f: PrintFulfilment & { submitted: string[] } = {
      name,
      submitted,
      submit: async (order) => {
        submitted.push(order.id);
      },
    };
    return f;
  };
  const deps = (fulfilment: PrintFulfilment) => ({
    db: t.app.db,
    storage: t.app.storage,
    config: t.app.config,
    log: t.app.log,
    renderOnce: t.app.prints.renderOnce,
    renderer,
    fulfilment,
  });
  const call = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
  const detail = async (id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/canvas/orders/${id}`, headers: ada.headers })
    ).json<CanvasOrderDetail>();
  const act = (id: string, payload: object) =>
    admin.send('POST', `/api/admin/orders/${id}/actions`, payload);

  /** A new order of Ada's, paid through the demo checkout page. */
  async function paidOrder() {
    const id = (
      await createOrder(t.app, ada, {
        artworkId,
        canvasSizeId: catalogue.medium.id,
        wrap: 'mirror',
        shippingAddress: US_ADDRESS,
      })
    ).json().id as string;
    const { url } = (await call(ada, '/api/payment-intent', { orderId: id })).json();
    const paid = await call(ada, `/api/payments/demo/${String(url).split('/').at(-1)}/complete`);
    expect(paid.statusCode).toBe(200);
    return id;
  }

  /** Moves the proof's send time (its awaiting_approval event) to `hoursAgo`. */
  async function proofSentHoursAgo(id: string, hoursAgo: number) {
    await t.app.db
      .update(orderEvents)
      .set({ createdAt: sql`now() - make_interval(secs => ${Math.round(hoursAgo * 3600)})` })
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.status, 'awaiting_approval')));
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.app.prints.renderer = renderer;
    ada = await createUser(t.app, 'proof-ada');
    bob = await createUser(t.app, 'proof-bob');
    admin = await newAdmin(t.app);
    catalogue = await setUpCatalogue(t.app);
    artworkId = (await createArtwork(t.app, ada)).id;
  });
  afterAll(() => t.close());

  it('stops a paid manual order at awaiting approval, with the proof from the print file', async () => {
    const id = await paidOrder();
    const manual = lab('manual');
    await runPrintFilesOnce(deps(manual));
    const order = await orderRow(t.app, id);
    expect(order.status).toBe('awaiting_approval');
    expect(order.printFileStatus).toBe('ready');
    expect(manual.submitted).not.toContain(id);

    // The proof: the face (12×16 in at the fake file's 10 PPI) and the four 1.5 in bands.
    const got = await detail(id);
    expect(got.status).toBe('awaiting_approval');
    expect(got.cancellable).toBe(true);
    expect(got.autoApproveAt).not.toBeNull();
    const sizes: Record<string, [number, number]> = {};
    for (const part of PROOF_PARTS) {
      const res = await t.app.inject({ method: 'GET', url: got.proof![part] });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      sizes[part] = [meta.width!, meta.height!];
    }
    expect(sizes).toEqual({
      front: [120, 160],
      top: [120, 15],
      bottom: [120, 15],
      left: [15, 160],
      right: [15, 160],
    });

    // The mail: the proof's image link and the order link.
    const mails = await orderMails(t.app, ada.email, id);
    const proofMail = mails.find((m) => m.subject.startsWith('Your print proof is ready'));
    expect(proofMail).toBeDefined();
    expect(proofMail!.text).toContain('See the front of your proof: http');
    expect(proofMail!.text).toContain(`/orders/${id}`);
    expect(proofMail!.text).toContain('within 72 hours');

    // Production cannot start: the admin's actions answer a clear 409.
    const early = await act(id, { action: 'in_production' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'NOT_APPROVED',
      message: PROOF_MESSAGES.NOT_APPROVED,
    });
    const ship = await act(id, { action: 'shipped', carrier: 'UPS', trackingNumber: '1Z' });
    expect(ship.statusCode).toBe(409);
    // The admin sees the proof too.
    const adminView = (await admin.send('GET', `/api/admin/orders/${id}`)).json<AdminOrderDetail>();
    expect(adminView.proof?.front).toBeTruthy();
    expect(adminView.actions).not.toContain('in_production');
  });

  it('asks for a change with a note, the shop re-issues the proof, the shopper approves', async () => {
    const id = await paidOrder();
    const manual = lab('manual');
    await runPrintFilesOnce(deps(manual));

    // Someone else's order looks like none; the note is required and bounded.
    expect((await call(bob, `/api/orders/${id}/approve`)).statusCode).toBe(404);
    expect((await call(bob, `/api/orders/${id}/request-change`, { note: 'x' })).statusCode).toBe(
      404,
    );
    const blank = await call(ada, `/api/orders/${id}/request-change`, { note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(PROOF_MESSAGES.NOTE_REQUIRED);
    const long = await call(ada, `/api/orders/${id}/request-change`, { note: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect((await orderRow(t.app, id)).status).toBe('awaiting_approval');

    const asked = await call(ada, `/api/orders/${id}/request-change`, {
      note: 'Please make the sky a little brighter.',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<CanvasOrderDetail>().status).toBe('changes_requested');
    const [change] = await eventsOf(t.app, id, 'changes_requested');
    expect(change).toMatchObject({
      actor: 'shopper',
      note: 'Please make the sky a little brighter.',
    });
    // Not awaiting approval now: approving or asking again is refused.
    const late = await call(ada, `/api/orders/${id}/approve`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('NOT_AWAITING_APPROVAL');
    expect(
      (await call(ada, `/api/orders/${id}/request-change`, { note: 'again' })).statusCode,
    ).toBe(409);

    // The admin re-issues the proof: awaiting approval again, with a new proof mail.
    const adminView = (await admin.send('GET', `/api/admin/orders/${id}`)).json<AdminOrderDetail>();
    expect(adminView.actions).toContain('reissue_proof');
    const reissued = await act(id, { action: 'reissue_proof' });
    expect(reissued.statusCode).toBe(200);
    expect((await orderRow(t.app, id)).status).toBe('awaiting_approval');
    const proofMails = (await orderMails(t.app, ada.email, id)).filter((m) =>
      m.subject.startsWith('Your print proof is ready'),
    );
    expect(proofMails).toHaveLength(2);
    // A re-issue while none was asked for is refused.
    expect((await act(id, { action: 'reissue_proof' })).statusCode).toBe(409);

    const ok = await call(ada, `/api/orders/${id}/approve`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json<CanvasOrderDetail>()).toMatchObject({ status: 'approved', cancellable: false });
    expect((await eventsOf(t.app, id, 'approved'))[0]).toMatchObject({ actor: 'shopper' });
    // Approving twice changes nothing.
    expect((await call(ada, `/api/orders/${id}/approve`)).statusCode).toBe(200);
    expect(await eventsOf(t.app, id, 'approved')).toHaveLength(1);
    // Now production may start.
    expect((await act(id, { action: 'in_production' })).statusCode).toBe(200);
    expect((await orderRow(t.app, id)).status).toBe('in_production');
    const subjects = (await orderMails(t.app, ada.email, id)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('We received your change request'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Thank you for approving your proof'))).toBe(true);
  });

  it('re-issues a proof from another artwork of the board: the file is made again first', async () => {
    const boardId = (await orderRow(t.app, await paidOrder())).visionBoardId!;
    const id = await paidOrder();
    await runPrintFilesOnce(deps(lab('manual')));
    await call(ada, `/api/orders/${id}/request-change`, { note: 'The other version, please.' });
    const other = await insertArtwork(t.app, { userId: ada.id, visionBoardId: boardId });
    const stranger = await insertArtwork(t.app, {
      userId: bob.id,
      visionBoardId: (await insertBoard(t.app, bob.id, null)).id,
    });
    const unfinished = await insertArtwork(t.app, {
      userId: ada.id,
      visionBoardId: boardId,
      status: 'failed',
    });
    // The admin's order page offers the board's finished versions, newest first.
    const versionsOf = async () =>
      (await admin.send('GET', `/api/admin/orders/${id}`)).json<AdminOrderDetail>().proofVersions;
    const offered = await versionsOf();
    expect(offered[0]).toMatchObject({ artworkId: other.id, current: false });
    expect(offered[0]!.previewUrl).toMatch(/^\/api\/files\/generated-artwork\//);
    expect(offered.find((v) => v.current)?.artworkId).toBe(artworkId);
    const ids = offered.map((v) => v.artworkId);
    expect(ids).not.toContain(stranger.id);
    expect(ids).not.toContain(unfinished.id);
    const times = offered.map((v) => Date.parse(v.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const refused = await act(id, { action: 'reissue_proof', artworkId: stranger.id });
    expect(refused.statusCode).toBe(422);
    expect((await orderRow(t.app, id)).artworkId).toBe(artworkId);

    expect((await act(id, { action: 'reissue_proof', artworkId: other.id })).statusCode).toBe(200);
    const pending = await orderRow(t.app, id);
    expect(pending).toMatchObject({
      status: 'changes_requested',
      artworkId: other.id,
      printFileStatus: 'pending',
    });
    await runPrintFilesOnce(deps(lab('manual')));
    const sent = await orderRow(t.app, id);
    expect(sent.status).toBe('awaiting_approval');
    expect(sent.printFileKey).toContain(other.id);
    // Once the proof is out, there is nothing to pick.
    expect(await versionsOf()).toEqual([]);
  });

  it('makes a Prodigi order wait too: the lab gets it only after approval', async () => {
    const order = await insertCanvasOrder(
      t.app,
      {
        userId: ada.id,
        artworkId,
        visionBoardId: (await orderRow(t.app, await paidOrder())).visionBoardId!,
      },
      catalogue.medium,
    );
    await markPaid(t.app, order.id, 'prodigi');
    const prodigi = lab('prodigi');
    await runPrintFilesOnce(deps(prodigi));
    expect((await orderRow(t.app, order.id)).status).toBe('awaiting_approval');
    // Even long after, the lab's resubmit does not take an order that is not approved.
    await t.app.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '1 hour'` })
      .where(eq(orders.id, order.id));
    await runPrintFilesOnce(deps(prodigi));
    expect(prodigi.submitted).not.toContain(order.id);

    t.app.prints.fulfilment = prodigi;
    expect((await call(ada, `/api/orders/${order.id}/approve`)).statusCode).toBe(200);
    expect(prodigi.submitted).toEqual([order.id]);
  });

  it('approves automatically at the end of the window, exactly once, with a mail', async () => {
    const id = await paidOrder();
    await runPrintFilesOnce(deps(lab('manual')));
    const hours = t.app.config.prints.proofAutoApproveHours;
    expect(hours).toBe(72);
    const manual = lab('manual');
    const approvalDeps = { ...deps(manual) };

    await proofSentHoursAgo(id, hours - 1 / 60); // a minute before the window ends
    expect(await autoApproveProofsOnce(approvalDeps)).toBe(0);
    expect((await orderRow(t.app, id)).status).toBe('awaiting_approval');

    await proofSentHoursAgo(id, hours + 1 / 60); // a minute after
    expect(await autoApproveProofsOnce(approvalDeps)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t.app, id)).status).toBe('approved');
    expect(manual.submitted).toContain(id);
    const [event] = await eventsOf(t.app, id, 'approved');
    expect(event).toMatchObject({ actor: 'system', note: PROOF_MESSAGES.AUTO_APPROVED });

    await autoApproveProofsOnce(approvalDeps);
    expect(await eventsOf(t.app, id, 'approved')).toHaveLength(1);
    const auto = (await orderMails(t.app, ada.email, id)).filter((m) =>
      m.subject.startsWith('Your proof was approved automatically'),
    );
    expect(auto).toHaveLength(1);
  });

  it('does not approve automatically an order whose shopper asked for a change', async () => {
    const id = await paidOrder();
    await runPrintFilesOnce(deps(lab('manual')));
    await call(ada, `/api/orders/${id}/request-change`, { note: 'Brighter, please.' });
    await proofSentHoursAgo(id, 1000);
    await autoApproveProofsOnce(deps(lab('manual')));
    expect((await orderRow(t.app, id)).status).toBe('changes_requested');
  });
});
