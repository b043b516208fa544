import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../../db/client';
import type { Storage } from '../../../storage/storage';
import { isVariantKey } from '../../media/media-variants';
import { createStaticAssetsRepository } from './admin-images.repository';

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Records every image under static-assets/ that has no static_assets row yet (the seed's
 * images, and those of shops made before the table existed), so the image picker offers them.
 * Rendered variants are not listed. Idempotent: a second run finds nothing to add.
 */
export async function registerStoredStaticAssets(
  db: Database,
  storage: Storage,
  log: FastifyBaseLogger,
): Promise<number> {
  const keys = (await storage.list('static-assets/')).filter((k) => !isVariantKey(k));
  if (keys.length === 0) return 0;
  const repo = createStaticAssetsRepository(db);
  const known = await repo.keys();
  let added = 0;
  for (const key of keys) {
    if (known.has(key)) continue;
    try {
      const data = await readAll(storage, key);
      if (!data) continue;
      const meta = await sharp(data).metadata();
      if (!meta.width || !meta.height) continue;
      const inserted = await repo.insertIfMissing({
        key,
        filename: key.slice(key.lastIndexOf('/') + 1),
        width: meta.width,
        height: meta.height,
        bytes: data.length,
        contentType: meta.format === 'jpeg' ? 'image/jpeg' : `image/${meta.format ?? 'webp'}`,
        createdBy: null,
      });
      if (inserted) added += 1;
    } catch (err) {
      // Not an image sharp reads (or gone meanwhile): nothing for the picker.
      log.warn({ err, key }, 'static asset not registered');
    }
  }
  return added;
}
