import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect, vi } from 'vitest';
import { users } from '../../db/schema/auth';
import { productFields, products } from '../../db/schema/catalogue';
import { artworks, uploadedImages, visionBoards, type Artwork } from '../../db/schema/generation';
import { orders } from '../../db/schema/orders';
import { bearer, newUser } from '../auth/auth.test-helpers';
import { addBlueprint } from '../blueprints/blueprints.test-helpers';
import { ProviderError, type GenerationInput, type ImageProvider } from './engine/types';

// Shared by the generation test files: a product with a blueprint, signed-up users, boards
// with a real photo in storage, and providers whose behaviour a test decides.

let productCounter = 0;

export async function createProduct(app: FastifyInstance, opts: { blueprint?: boolean } = {}) {
  const n = ++productCounter;
  const [product] = await app.db
    .insert(products)
    .values({ slug: `test-portrait-${n}-${Date.now()}`, title: 'Test Portrait' })
    .returning();
  await app.db.insert(productFields).values([
    { productId: product!.id, fieldName: 'photo', fieldLabel: 'Photo', fieldType: 'image' },
    {
      productId: product!.id,
      fieldName: 'subject_name',
      fieldLabel: 'Name',
      fieldType: 'text',
      sortOrder: 1,
    },
    {
      productId: product!.id,
      fieldName: 'message',
      fieldLabel: 'Message',
      fieldType: 'textarea',
      sortOrder: 2,
    },
  ]);
  if (opts.blueprint !== false) {
    await addBlueprint(app.db, product!.id, {
      promptTemplate: 'A radiant portrait of {{subject_name}}. {{message}}',
      captionTemplate: '{{subject_name}}',
    });
  }
  return product!;
}

export async function createUser(app: FastifyInstance, tag = 'gen') {
  const { email, token } = await newUser(app, tag);
  const [row] = await app.db.select().from(users).where(eq(users.email, email));
  return { id: row!.id, email, token, headers: bearer(token) };
}
export type TestUser = Awaited<ReturnType<typeof createUser>>;

let photoCounter = 0;
/** A real JPEG photo (a face-ish shape on a gradient) in storage under the user's uploads. */
export async function storePhoto(app: FastifyInstance, userId: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8fb8de"/><stop offset="1" stop-color="#f1d6b8"/></linearGradient></defs>
    <rect width="640" height="800" fill="url(#g)"/>
    <ellipse cx="320" cy="330" rx="150" ry="190" fill="#e8b894"/>
    <circle cx="265" cy="300" r="18" fill="#333"/><circle cx="375" cy="300" r="18" fill="#333"/>
    <path d="M260 420 Q320 470 380 420" stroke="#8a3b2e" stroke-width="10" fill="none"/>
  </svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
  const key = `user-uploads/${userId}/test-photo-${++photoCounter}.jpg`;
  await app.storage.put(key, data, { contentType: 'image/jpeg' });
  return key;
}

export async function createBoard(
  app: FastifyInstance,
  user: { id: string },
  productId: string | null,
  opts: { items?: string; photo?: boolean; order?: boolean } = {},
) {
  const [board] = await app.db
    .insert(visionBoards)
    .values({
      userId: user.id,
      productId,
      items: opts.items ?? 'subject_name: Grace\nmessage: Walking in the light\nevery day',
    })
    .returning();
  if (opts.photo !== false) {
    const key = await storePhoto(app, user.id);
    await app.db
      .insert(uploadedImages)
      .values({ visionBoardId: board!.id, filename: 'photo_0.jpg', key });
  }
  if (opts.order !== false) {
    await app.db.insert(orders).values({
      userId: user.id,
      kind: 'artwork',
      status: 'received',
      visionBoardId: board!.id,
      productId,
    });
  }
  return board!;
}

export function generate(app: FastifyInstance, user: TestUser, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/generate-artwork',
    headers: user.headers,
    payload,
  });
}

export async function artworkRow(app: FastifyInstance, id: string): Promise<Artwork> {
  const [row] = await app.db.select().from(artworks).where(eq(artworks.id, id));
  return row!;
}

export async function usedCredits(app: FastifyInstance, userId: string) {
  const [row] = await app.db
    .select({ used: users.generationsUsed })
    .from(users)
    .where(eq(users.id, userId));
  return row!.used;
}

/** Waits (no timing assertion) until the artwork reaches a final status, and returns it. */
export async function waitForFinished(app: FastifyInstance, id: string, timeout = 30_000) {
  return vi.waitFor(
    async () => {
      const row = await artworkRow(app, id);
      expect(['succeeded', 'failed']).toContain(row.status);
      return row;
    },
    { timeout, interval: 100 },
  );
}

/** A PNG of the asked size, coloured by the seed: a stand-in for a real provider. */
export async function renderPng(input: Pick<GenerationInput, 'width' | 'height' | 'seed'>) {
  const hue = input.seed % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${input.height}">
    <rect width="100%" height="100%" fill="hsl(${hue},60%,55%)"/>
    <circle cx="50%" cy="45%" r="30%" fill="hsl(${(hue + 180) % 360},70%,70%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A provider that plays a script: each call takes the next step ('ok', a ProviderError, or
 * 'hang' = wait for the abort signal and never answer by itself). Records every input.
 */
export function scriptedProvider(
  steps: ('ok' | 'hang' | ProviderError)[],
  fallback: 'ok' | 'hang' | ProviderError = 'ok',
) {
  const calls: GenerationInput[] = [];
  const provider: ImageProvider & { calls: GenerationInput[] } = {
    name: 'local',
    calls,
    async generate(input) {
      calls.push(input);
      const step = steps[calls.length - 1] ?? fallback;
      if (step === 'ok') {
        return {
          data: await renderPng(input),
          width: input.width,
          height: input.height,
          contentType: 'image/png',
        };
      }
      if (step === 'hang') {
        // Ignores the signal on purpose: the pipeline's own timeout must still end the attempt.
        return new Promise<never>(() => {});
      }
      throw step;
    },
  };
  return provider;
}

export const permanentError = () => new ProviderError('Invalid prompt (400)', false, 400);
export const transientError = () => new ProviderError('Upstream unavailable (503)', true, 503);
