import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { artworks, type Artwork } from '../../../db/schema/generation';
import { loadArtworkInput } from '../../generation/artwork-input';
import { makePreview } from '../../generation/engine';
import { renderStudioAt } from '../../generation/engine/local-studio';
import { createBoard, createProduct, renderPng } from '../../generation/generation.test-helpers';

// A finished artwork as the generation job leaves it (row, original, watermarked preview), made
// small so print-file tests stay quick: a studio render of a real blueprint, or a provider image.

export async function storedArtwork(
  app: FastifyInstance,
  userId: string,
  opts: { provider: 'local' | 'openai'; width: number; height: number },
): Promise<Artwork> {
  const product = await createProduct(app);
  const board = await createBoard(app, { id: userId }, product.id, { photo: false, order: false });
  const [row] = await app.db
    .insert(artworks)
    .values({
      userId,
      visionBoardId: board.id,
      status: 'succeeded',
      provider: opts.provider,
      seed: 4242,
      attempts: 1,
      width: opts.width,
      height: opts.height,
      finishedAt: new Date(),
    })
    .returning();
  const input = await loadArtworkInput({ db: app.db, storage: app.storage, log: app.log }, row!);
  const original =
    opts.provider === 'local'
      ? (
          await renderStudioAt(
            { ...input, signal: new AbortController().signal },
            opts.width,
            opts.height,
          )
        ).png
      : await renderPng({ width: opts.width, height: opts.height, seed: 4242 });
  const preview = await makePreview(original);
  const originalKey = `generated-artwork/${userId}/${row!.id}/original.png`;
  const previewKey = `generated-artwork/${userId}/${row!.id}/preview.webp`;
  await app.storage.put(originalKey, original, { contentType: 'image/png' });
  await app.storage.put(previewKey, preview.data, { contentType: preview.contentType });
  const [done] = await app.db
    .update(artworks)
    .set({ originalKey, previewKey })
    .where(eq(artworks.id, row!.id))
    .returning();
  return done!;
}
