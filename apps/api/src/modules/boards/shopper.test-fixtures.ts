import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { productFields, products } from '../../db/schema/catalogue';
import { artworks, uploads, visionBoards, type Artwork } from '../../db/schema/generation';
import { findUserByEmail } from '../auth/auth.service';
import { bearer, newUser } from '../auth/auth.test-helpers';

// Shared by the boards, orders, artworks and favorites tests: real users through the auth API,
// rows the generation pipeline would write inserted directly.

export type Shopper = { id: string; token: string; headers: Record<string, string> };

export async function newShopper(app: FastifyInstance, tag = 'shopper'): Promise<Shopper> {
  const { email, token } = await newUser(app, tag);
  const row = await findUserByEmail(app.db, email);
  expect(row).toBeDefined();
  return { id: row!.id, token, headers: bearer(token) };
}

let productCounter = 0;
export type TestField = Omit<typeof productFields.$inferInsert, 'productId'>;

/** An active product; with `fields`, the form fields a board's items are checked against. */
export async function insertProduct(
  app: FastifyInstance,
  opts: { isActive?: boolean; fields?: TestField[] } = {},
) {
  const slug = `test-product-${Date.now()}-${++productCounter}`;
  const [row] = await app.db
    .insert(products)
    .values({
      slug,
      title: `Test Product ${productCounter}`,
      status: (opts.isActive ?? true) ? 'active' : 'draft',
    })
    .returning();
  if (opts.fields?.length) {
    await app.db
      .insert(productFields)
      .values(opts.fields.map((f, i) => ({ sortOrder: i, ...f, productId: row!.id })));
  }
  return row!;
}

let photo: Buffer | undefined;
async function smallJpeg() {
  photo ??= await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  return photo;
}

/** An upload of the user's as the upload API leaves it: object in storage + uploads row. */
export async function insertUpload(app: FastifyInstance, userId: string) {
  const key = `user-uploads/${userId}/${randomUUID()}.jpg`;
  const data = await smallJpeg();
  await app.storage.put(key, data, { contentType: 'image/jpeg' });
  await app.db
    .insert(uploads)
    .values({ key, userId, bytes: data.length, width: 8, height: 8, contentType: 'image/jpeg' });
  return { key, url: await app.storage.signedUrl(key), data };
}

/** A board inserted directly (tests of reads that do not go through POST /api/vision-boards). */
export async function insertBoard(app: FastifyInstance, userId: string, productId: string | null) {
  const [row] = await app.db
    .insert(visionBoards)
    .values({ userId, productId, items: 'name: Ada' })
    .returning();
  return row!;
}

/** An artwork row as the pipeline writes it; succeeded ones get a preview object in storage. */
export async function insertArtwork(
  app: FastifyInstance,
  values: {
    userId: string;
    visionBoardId: string;
    status?: Artwork['status'];
    createdAt?: Date;
    lastError?: string | null;
  },
): Promise<Artwork> {
  const id = randomUUID();
  const status = values.status ?? 'succeeded';
  const previewKey =
    status === 'succeeded' ? `generated-artwork/${values.userId}/${id}/preview.webp` : null;
  if (previewKey) {
    const preview = await sharp({
      create: { width: 4, height: 5, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .webp()
      .toBuffer();
    await app.storage.put(previewKey, preview, { contentType: 'image/webp' });
  }
  const [row] = await app.db
    .insert(artworks)
    .values({
      id,
      userId: values.userId,
      visionBoardId: values.visionBoardId,
      status,
      provider: 'local',
      seed: 42,
      attempts: status === 'queued' ? 0 : 1,
      previewKey,
      originalKey: previewKey ? `generated-artwork/${values.userId}/${id}/original.png` : null,
      width: previewKey ? 1024 : null,
      height: previewKey ? 1280 : null,
      lastError: values.lastError ?? (status === 'failed' ? 'provider answered 500' : null),
      finishedAt: status === 'succeeded' || status === 'failed' ? new Date() : null,
      ...(values.createdAt ? { createdAt: values.createdAt, queuedAt: values.createdAt } : {}),
    })
    .returning();
  return row!;
}

/** Creates rows one second apart so 'newest first' has something to order. */
export const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
