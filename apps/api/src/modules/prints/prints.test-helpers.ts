import type { PrintOptions } from '@atelier/shared/schemas/print-options';
import { shippingAddressSchema } from '@atelier/shared/schemas/shipping-address';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { canvasSizes, shippingRates } from '../../db/schema/commerce';
import { mailOutbox } from '../../db/schema/mail';
import { artworks } from '../../db/schema/generation';
import { orderEvents, orders, type Order } from '../../db/schema/orders';
import { createBoard, type TestUser } from '../generation/generation.test-helpers';
import type { PrintFulfilment } from './fulfilment';
import type { CanvasSizeRow, FullResolutionPng, PrintRenderer } from './imaging/print-renderer';
import { recordOrderCreated, transitionOrder } from '../orders/order-lifecycle';
import type { OrderPayments } from './order-payments';
import { ORDER_MAIL_KIND } from '../orders/order-mails';

// Shared by the canvas order tests: sizes and rates of a test shop, artworks in each state, a
// renderer that follows the 150 PPI rule for a fixed source, and the rows a test reads back.

/** The fake renderer's source: 3000 px on the long side, so 20 in (+3 in wrap) prints at 130 PPI. */
const SOURCE_LONG_SIDE = 3000;

export function fakeRenderer(): PrintRenderer & { rendered: string[]; pngs: string[] } {
  const rendered: string[] = [];
  const pngs: string[] = [];
  return {
    rendered,
    pngs,
    printOptions(artwork, sizes: CanvasSizeRow[]): PrintOptions {
      const options = sizes.map((s) => {
        const ppi = Math.floor(SOURCE_LONG_SIDE / (Math.max(s.widthInches, s.heightInches) + 3));
        const printable = ppi >= 150;
        return {
          canvasSizeId: s.id,
          label: s.label,
          widthInches: s.widthInches,
          heightInches: s.heightInches,
          priceCents: s.priceCents,
          printable,
          ppi,
          reason: printable
            ? null
            : `At ${s.label} this artwork would print at ${ppi} PPI, below 150 PPI.`,
        };
      });
      const best = options.filter((o) => o.printable).at(-1);
      return {
        artworkId: artwork.id,
        method: 'studio',
        sourceWidth: SOURCE_LONG_SIDE,
        sourceHeight: SOURCE_LONG_SIDE,
        sizes: options,
        largestPrintable: best ? { canvasSizeId: best.canvasSizeId, label: best.label } : null,
        currency: 'usd',
      };
    },
    async renderPrintFile(req) {
      rendered.push(req.artworkId);
      const width = (req.widthInches + 3) * 10;
      const height = (req.heightInches + 3) * 10;
      const data = await sharp({
        create: { width, height, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      return {
        data,
        contentType: 'image/png',
        extension: 'png',
        width,
        height,
        ppi: 150,
        method: 'studio',
      };
    },
    async fullResolutionPng(artworkId) {
      pngs.push(artworkId);
      return fakeFullResolutionPng();
    },
  };
}

/** Print lab stand-in: records the orders handed to it. */
export function recordingFulfilment(): PrintFulfilment & { submitted: string[] } {
  const submitted: string[] = [];
  return {
    name: 'manual',
    submitted,
    submit: async (order) => {
      submitted.push(order.id);
    },
  };
}

/** The test shop's catalogue: two printable sizes, one too large, one retired; US and CA rates. */
export async function setUpCatalogue(app: FastifyInstance) {
  const [small, medium, large, retired] = await app.db
    .insert(canvasSizes)
    .values([
      { label: '8×10', widthInches: 8, heightInches: 10, priceCents: 4900 },
      { label: '12×16', widthInches: 12, heightInches: 16, priceCents: 7900 },
      { label: '24×36', widthInches: 24, heightInches: 36, priceCents: 19900 },
      { label: '10×10', widthInches: 10, heightInches: 10, priceCents: 5900, isActive: false },
    ])
    .returning();
  await app.db.delete(shippingRates);
  await app.db.insert(shippingRates).values([
    { destination: 'US', label: 'United States', priceCents: 1500 },
    { destination: 'CA', label: 'Canada', priceCents: 2200 },
    { destination: 'FR', label: 'France (paused)', priceCents: 900, isActive: false },
    { destination: '*', label: 'Everywhere else', priceCents: 3500, isActive: false },
  ]);
  return { small: small!, medium: medium!, large: large!, retired: retired! };
}

export async function createArtwork(
  app: FastifyInstance,
  user: TestUser,
  status: 'queued' | 'running' | 'succeeded' | 'failed' = 'succeeded',
) {
  const board = await createBoard(app, user, null, { photo: false, order: false });
  const [artwork] = await app.db
    .insert(artworks)
    .values({
      visionBoardId: board.id,
      userId: user.id,
      provider: 'studio',
      seed: 7,
      status,
      width: 1024,
      height: 1280,
    })
    .returning();
  return artwork!;
}

export const US_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '1 Main Street',
  city: 'Springfield',
  region: 'IL',
  postcode: '62701',
  country: 'US',
  email: 'ada@example.test',
};

let keyCounter = 0;
export const newKey = () => `key-${Date.now()}-${++keyCounter}`;

export function createOrder(
  app: FastifyInstance,
  user: TestUser,
  payload: object,
  key: string | null = newKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/canvas-orders',
    headers: { ...user.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

export async function orderRow(app: FastifyInstance, id: string): Promise<Order> {
  return (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
}

export async function eventsOf(app: FastifyInstance, id: string, status?: string) {
  return app.db
    .select()
    .from(orderEvents)
    .where(
      status
        ? and(eq(orderEvents.orderId, id), eq(orderEvents.status, status as Order['status']))
        : eq(orderEvents.orderId, id),
    );
}

/** The order-status mails to this address, only those naming the order when one is given. */
export async function orderMails(app: FastifyInstance, to: string, orderId?: string) {
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, ORDER_MAIL_KIND)));
  return orderId ? rows.filter((m) => m.subject.includes(orderId.slice(0, 8))) : rows;
}

export type FakePayments = OrderPayments & {
  checkouts: string[];
  refunds: string[];
  /** Makes the next refund fail as the provider would. */
  failRefund: boolean;
};

/** A checkout that hands out a URL per call and refunds that answer an id. */
export function fakePayments(app: FastifyInstance): FakePayments {
  const fake: FakePayments = {
    available: true,
    checkouts: [],
    refunds: [],
    failRefund: false,
    async startCheckout(order) {
      fake.checkouts.push(order.id);
      return { url: `https://checkout.test/${order.id}/${fake.checkouts.length}` };
    },
    async expireOpenCheckouts() {},
    async closeSupersededCheckouts() {},
    async refund(order) {
      if (fake.failRefund) throw new Error('refund declined');
      fake.refunds.push(order.id);
      return `re_${order.id.slice(0, 8)}`;
    },
  };
  app.prints.payments = fake;
  return fake;
}

/** A real PNG of 2048×2560 with a gradient: what the print renderer's full-resolution PNG is. */
export async function fakeFullResolutionPng(): Promise<FullResolutionPng> {
  const width = 2048;
  const height = 2560;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#d94f30"/><stop offset="1" stop-color="#2f5d8a"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/></svg>`;
  const data = await sharp(Buffer.from(svg)).png().toBuffer();
  return { data, width, height };
}

/** The order as a verified payment leaves it. */
export async function markPaid(app: FastifyInstance, orderId: string, fulfilmentProvider?: string) {
  return app.db.transaction((tx) =>
    transitionOrder(tx, {
      orderId,
      to: 'paid',
      actor: 'payment',
      paymentRef: `pi_${orderId.slice(0, 8)}`,
      fulfilmentProvider: fulfilmentProvider ?? null,
      publicUrl: app.config.publicUrl,
    }),
  );
}

/** A canvas order as POST /api/canvas-orders leaves it (pending payment, server's prices). */
export async function insertCanvasOrder(
  app: FastifyInstance,
  input: { userId: string; artworkId: string; visionBoardId: string },
  size: { id: string; priceCents: number },
): Promise<Order> {
  const shippingCents = 1500; // setUpCatalogue's US rate
  const [order] = await app.db
    .insert(orders)
    .values({
      ...input,
      canvasSizeId: size.id,
      kind: 'canvas',
      status: 'pending_payment',
      wrap: 'mirror',
      // Stored as POST /api/canvas-orders parses it.
      shippingAddress: shippingAddressSchema.parse(US_ADDRESS),
      subtotalCents: size.priceCents,
      shippingCents,
      amountCents: size.priceCents + shippingCents,
      currency: 'usd',
    })
    .returning();
  await recordOrderCreated(app.db, order!.id, 'shopper');
  return order!;
}

/**
 * A paid canvas order taken through its proof as the shopper would (the proof sent, then
 * approved), without rendering: what production needs first (issue 27 point 4).
 */
export async function approveForTest(app: FastifyInstance, orderId: string) {
  for (const [to, actor] of [
    ['awaiting_approval', 'system'],
    ['approved', 'shopper'],
  ] as const) {
    await app.db.transaction((tx) =>
      transitionOrder(tx, { orderId, to, actor, publicUrl: app.config.publicUrl }),
    );
  }
}
