import type { AdminImage, adminImageListQuerySchema } from '@atelier/shared/schemas/admin-content';
import { asc, count, desc, ilike, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { staticAssets } from '../../../db/schema/content';
import { publicUrl } from '../../../storage/public-url';
import type { Storage } from '../../../storage/storage';
import { isVariantKey } from '../../media/media-variants';
import { containsPattern } from '../../../db/like-pattern';
import { pageWindow } from '../content-admin';

type ListQuery = z.output<typeof adminImageListQuerySchema>;
export type StaticAssetRow = typeof staticAssets.$inferInsert;

const toDto = (r: typeof staticAssets.$inferSelect): AdminImage => ({
  key: r.key,
  url: publicUrl(r.key),
  filename: r.filename,
  width: r.width,
  height: r.height,
  bytes: r.bytes,
  createdAt: r.createdAt.toISOString(),
});

/** The static_assets table: the shop's images the admin image picker lists. */
export function createStaticAssetsRepository(db: Database) {
  return {
    async insert(row: StaticAssetRow): Promise<AdminImage> {
      const [saved] = await db.insert(staticAssets).values(row).returning();
      return toDto(saved!);
    },

    async list(q: ListQuery) {
      const where = q.q
        ? or(
            ilike(staticAssets.filename, containsPattern(q.q)),
            ilike(staticAssets.key, containsPattern(q.q)),
          )
        : undefined;
      const order = q.dir === 'desc' ? desc : asc;
      const column = q.sort === 'filename' ? staticAssets.filename : staticAssets.createdAt;
      const { limit, offset } = pageWindow(q);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(staticAssets)
          .where(where)
          .orderBy(order(column), order(staticAssets.key))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(staticAssets).where(where),
      ]);
      return { items: rows.map(toDto), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
    },
  };
}

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
  const known = new Set(
    (await db.select({ key: staticAssets.key }).from(staticAssets)).map((r) => r.key),
  );
  let added = 0;
  for (const key of keys) {
    if (known.has(key)) continue;
    try {
      const data = await readAll(storage, key);
      if (!data) continue;
      const meta = await sharp(data).metadata();
      if (!meta.width || !meta.height) continue;
      const rows = await db
        .insert(staticAssets)
        .values({
          key,
          filename: key.slice(key.lastIndexOf('/') + 1),
          width: meta.width,
          height: meta.height,
          bytes: data.length,
          contentType: meta.format === 'jpeg' ? 'image/jpeg' : `image/${meta.format ?? 'webp'}`,
          createdBy: null,
        })
        .onConflictDoNothing()
        .returning({ key: staticAssets.key });
      added += rows.length;
    } catch (err) {
      // Not an image sharp reads (or gone meanwhile): nothing for the picker.
      log.warn({ err, key }, 'static asset not registered');
    }
  }
  return added;
}
