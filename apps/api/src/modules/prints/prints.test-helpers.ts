import type { PrintOptions } from '@atelier/shared/schemas/prints';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { canvasSizes, shippingRates } from '../../db/schema/commerce';
import { mailOutbox } from '../../db/schema/mail';
import { artworks, orderEvents, orders, type Order } from '../../db/schema/generation';
import { createBoard, type TestUser } from '../generation/generation.test-helpers';
import type { PrintFulfilment } from './fulfilment';
import type { CanvasSizeRow, PrintRenderer } from './imaging/print-renderer';
import { ORDER_MAIL_KIND } from './order-mails';

// Shared by the canvas order tests: sizes and rates of a test shop, artworks in each state, a
// renderer that follows the 150 PPI rule for a fixed source, and the rows a test reads back.

/** The fake renderer's source: 3000 px on the long side, so 20 in (+3 in wrap) prints at 130 PPI. */
const SOURCE_LONG_SIDE = 3000;

export function fakeRenderer(): PrintRenderer & { rendered: string[] } {
  const rendered: string[] = [];
  return {
    rendered,
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
    fullResolutionPng: () => Promise.reject(new Error('not used by these tests')),
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

/** The order-status mails to this address whose subject names the order. */
export async function orderMails(app: FastifyInstance, to: string, orderId: string) {
  const rows = await app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, ORDER_MAIL_KIND)));
  return rows.filter((m) => m.subject.includes(orderId.slice(0, 8)));
}
