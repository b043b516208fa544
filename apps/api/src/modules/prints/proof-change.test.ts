import { PROOF_MESSAGES, type CanvasOrderDetail } from '@atelier/shared/schemas/prints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { newAdmin, type AdminClient } from '../admin/admin.test-helpers';
import {
  artworkRow,
  createBoard,
  createProduct,
  createUser,
  generate,
  permanentError,
  scriptedProvider,
  usedCredits,
  waitForFinished,
  type TestUser,
} from '../generation/generation.test-helpers';
import type { PrintFulfilment } from './fulfilment';
import { runPrintFilesOnce } from './print-file.job';
import {
  createOrder,
  eventsOf,
  fakeRenderer,
  orderMails,
  orderRow,
  setUpCatalogue,
  US_ADDRESS,
} from './prints.test-helpers';

// Issue 27 points 4 and 5 together: "Ask for a change" on the print proof makes a new version of
// the artwork from the same inputs with the note in the AI prompt (a free revision while the
// product's last); once it is finished the order takes it and a new proof follows, with nothing
// for the shop to do. Without a free revision or a credit, the shop answers the change itself.

describe('a change asked on the print proof', () => {
  let t: TestApp;
  let admin: AdminClient;
  let productId: string;
  let catalogue: Awaited<ReturnType<typeof setUpCatalogue>>;
  const renderer = fakeRenderer();
  const submitted: string[] = [];
  const lab: PrintFulfilment = {
    name: 'manual',
    submit: async (order) => void submitted.push(order.id),
  };
  const runPrintFiles = () =>
    runPrintFilesOnce({
      db: t.app.db,
      storage: t.app.storage,
      config: t.app.config,
      log: t.app.log,
      renderOnce: t.app.prints.renderOnce,
      renderer,
      fulfilment: lab,
    });
  const call = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
  const detail = async (user: TestUser, id: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/canvas/orders/${id}`, headers: user.headers })
    ).json<CanvasOrderDetail>();
  const proofMails = async (user: TestUser, id: string) =>
    (await orderMails(t.app, user.email, id)).filter((m) =>
      m.subject.startsWith('Your print proof is ready to approve'),
    );

  /** A shopper's finished artwork of the product, ordered as a canvas, paid, its proof sent. */
  async function orderAwaitingApproval(tag: string) {
    const user = await createUser(t.app, tag);
    const board = await createBoard(t.app, user, productId);
    const started = await generate(t.app, user, { visionBoardId: board.id });
    expect(started.statusCode).toBe(201);
    const artwork = await waitForFinished(t.app, started.json<{ id: string }>().id);
    expect(artwork.status).toBe('succeeded');
    const created = await createOrder(t.app, user, {
      artworkId: artwork.id,
      canvasSizeId: catalogue.medium.id,
      wrap: 'mirror',
      shippingAddress: US_ADDRESS,
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json<{ id: string }>().id;
    const { url } = (await call(user, '/api/payment-intent', { orderId })).json<{ url: string }>();
    const paid = await call(user, `/api/payments/demo/${url.split('/').at(-1)}/complete`);
    expect(paid.statusCode).toBe(200);
    await runPrintFiles();
    expect((await orderRow(t.app, orderId)).status).toBe('awaiting_approval');
    return { user, board, artwork, orderId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    t.app.prints.renderer = renderer;
    t.app.prints.fulfilment = lab;
    admin = await newAdmin(t.app, 'proof-change-admin');
    catalogue = await setUpCatalogue(t.app);
    productId = (await createProduct(t.app)).id;
    await t.app.db.update(products).set({ freeRevisions: 1 }).where(eq(products.id, productId));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    t.app.generation.setProvider(scriptedProvider([]));
    if (!t.app.generation.queue.working) await t.app.generation.startWorker();
  });

  it('makes a free new version with the note, and its proof follows without the shop', async () => {
    const { user, board, artwork, orderId } = await orderAwaitingApproval('change-free');
    const credits = await usedCredits(t.app, user.id);

    const asked = await call(user, `/api/orders/${orderId}/request-change`, {
      note: 'A brighter sky, please.',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const waiting = asked.json<CanvasOrderDetail>();
    expect(waiting.status).toBe('changes_requested');
    expect(waiting.proofChange).toMatchObject({ visionBoardId: board.id, free: true });
    const version = await artworkRow(t.app, waiting.proofChange!.artworkId);
    expect(version).toMatchObject({
      visionBoardId: board.id,
      revisionOf: artwork.id,
      revisionNote: 'A brighter sky, please.',
      freeRevision: true,
    });
    expect(version.prompt).toContain('Requested change: A brighter sky, please.');
    // A free revision: no credit taken.
    expect(await usedCredits(t.app, user.id)).toBe(credits);

    // Not yet finished: the order waits (the job takes nothing, sends nothing).
    expect((await orderRow(t.app, orderId)).artworkId).toBe(artwork.id);

    expect((await waitForFinished(t.app, version.id)).status).toBe('succeeded');
    await runPrintFiles();
    const order = await orderRow(t.app, orderId);
    expect(order).toMatchObject({
      status: 'awaiting_approval',
      artworkId: version.id,
      proofChangeArtworkId: null,
      printFileStatus: 'ready',
    });
    expect(await eventsOf(t.app, orderId, 'awaiting_approval')).toHaveLength(2);
    expect(await proofMails(user, orderId)).toHaveLength(2);
    const after = await detail(user, orderId);
    expect(after.proofChange).toBeNull();
    expect(after.proof).not.toBeNull();
    // The print file (and so the proof) was made again, from the new version.
    expect(renderer.rendered).toContain(version.id);
    expect(submitted).not.toContain(orderId);

    // The shopper approves the new proof: production may start, the lab gets it.
    expect((await call(user, `/api/orders/${orderId}/approve`)).statusCode).toBe(200);
    expect((await orderRow(t.app, orderId)).status).toBe('approved');
    expect(submitted).toContain(orderId);
  });

  it('with no free revision and no credit left, the shop answers the change with a new proof', async () => {
    const { user, artwork, orderId } = await orderAwaitingApproval('change-none');
    // The product's one free revision is used on the artwork page first.
    const revised = await call(user, `/api/artwork/${artwork.id}/revisions`, { note: 'Softer.' });
    expect(revised.statusCode).toBe(201);
    await waitForFinished(t.app, revised.json<{ artwork: { id: string } }>().artwork.id);
    await t.app.db.update(users).set({ generationsUsed: 3 }).where(eq(users.id, user.id));

    const asked = await call(user, `/api/orders/${orderId}/request-change`, {
      note: 'Move the title down.',
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<CanvasOrderDetail>()).toMatchObject({
      status: 'changes_requested',
      proofChange: null,
    });
    const [event] = await eventsOf(t.app, orderId, 'changes_requested');
    expect(event).toMatchObject({ actor: 'shopper', note: 'Move the title down.' });

    const sent = await admin.send('POST', `/api/admin/orders/${orderId}/actions`, {
      action: 'reissue_proof',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await orderRow(t.app, orderId)).status).toBe('awaiting_approval');
    const [reissued] = (await eventsOf(t.app, orderId, 'awaiting_approval')).slice(-1);
    expect(reissued).toMatchObject({ actor: 'system', note: PROOF_MESSAGES.PROOF_REISSUED });
  });

  it('a new version that fails leaves the change to the shop; the order keeps its artwork', async () => {
    const { user, artwork, orderId } = await orderAwaitingApproval('change-fails');
    t.app.generation.setProvider(scriptedProvider([], permanentError()));
    const asked = await call(user, `/api/orders/${orderId}/request-change`, {
      note: 'Add a halo.',
    });
    const versionId = asked.json<CanvasOrderDetail>().proofChange!.artworkId;
    expect((await waitForFinished(t.app, versionId)).status).toBe('failed');
    await runPrintFiles();
    expect(await orderRow(t.app, orderId)).toMatchObject({
      status: 'changes_requested',
      artworkId: artwork.id,
      proofChangeArtworkId: null,
    });
    expect((await detail(user, orderId)).proofChange).toBeNull();
    // Still waiting for the shop, in its needs-attention list.
    const dashboard = await admin.send('GET', '/api/admin/dashboard');
    expect(JSON.stringify(dashboard.json())).toContain(orderId);
  });
});
