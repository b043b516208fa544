import { buffer } from 'node:stream/consumers';
import { ARTWORK_MESSAGES, GENERATION_MESSAGES } from '@atelier/shared/schemas/generation';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { conflict, notFound } from '../../lib/errors';
import type { ArtworksRepository } from './artworks.repository';

/** JPEG at this quality: the watermarked preview's detail, at about a third of a PNG's size. */
const JPEG_QUALITY = 90;

/**
 * The caller's watermarked preview as a JPEG file to keep (the stored WebP is for
 * the page; a downloaded .webp does not open in every photo app, and it carried an alpha channel
 * a preview has no use for). Converted on request: a ~1024 px JPEG takes milliseconds on
 * libuv's thread pool, so there is nothing to cache or to render once.
 */
export async function previewJpeg(
  app: FastifyInstance,
  repo: ArtworksRepository,
  userId: string,
  artworkId: string,
): Promise<Buffer> {
  const found = await repo.findOwned(userId, artworkId);
  if (!found) throw notFound(GENERATION_MESSAGES.ARTWORK_NOT_FOUND);
  const key = found.artwork.status === 'succeeded' ? found.artwork.previewKey : null;
  if (!key) throw conflict(ARTWORK_MESSAGES.PREVIEW_NOT_READY, 'ARTWORK_NOT_READY');
  const object = await app.storage.get(key);
  if (!object) throw notFound(GENERATION_MESSAGES.ARTWORK_NOT_FOUND);
  return sharp(await buffer(object.body))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
