import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { canvasSizes } from '../../db/schema/commerce';
import { mailOutbox } from '../../db/schema/mail';
import { orders, type Order } from '../../db/schema/generation';
import type { FullResolutionPng } from './imaging/print-renderer';
import { recordOrderCreated, transitionOrder } from './lifecycle';
import type { OrderPayments } from './order-payments';

// Stand-ins for the parts other modules build (order checkout, the renderer), put in place of
// app.prints' own, and the rows a canvas order has at each step.

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

/** Renders nothing but the fake PNG, counting the renders. */
export function fakeRenderer(app: FastifyInstance) {
  const calls: string[] = [];
  app.prints.renderer = {
    ...app.prints.renderer,
    async fullResolutionPng(artworkId) {
      calls.push(artworkId);
      return fakeFullResolutionPng();
    },
  };
  return calls;
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

export async function insertCanvasSize(app: FastifyInstance, width = 12, height = 16) {
  const [row] = await app.db
    .insert(canvasSizes)
    .values({
      label: `${width}×${height}`,
      widthInches: width,
      heightInches: height,
      priceCents: 8900,
    })
    .returning();
  return row!;
}

export const TEST_ADDRESS = {
  name: 'Ada Lovelace',
  line1: '12 St James Square',
  city: 'London',
  postcode: 'SW1Y 4JH',
  country: 'GB',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
};

/** A canvas order as POST /api/canvas-orders leaves it (pending payment, server's prices). */
export async function insertCanvasOrder(
  app: FastifyInstance,
  input: { userId: string; artworkId: string; visionBoardId: string; canvasSizeId: string },
): Promise<Order> {
  const [order] = await app.db
    .insert(orders)
    .values({
      ...input,
      kind: 'canvas',
      status: 'pending_payment',
      wrap: 'mirror',
      shippingAddress: TEST_ADDRESS,
      subtotalCents: 8900,
      shippingCents: 1500,
      amountCents: 10400,
      currency: 'usd',
    })
    .returning();
  await recordOrderCreated(app.db, order!.id, 'shopper');
  return order!;
}

export async function orderRow(app: FastifyInstance, id: string): Promise<Order> {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function mailsTo(app: FastifyInstance, to: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}
