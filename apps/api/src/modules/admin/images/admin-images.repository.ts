import type { AdminImage, adminImageListQuerySchema } from '@atelier/shared/schemas/admin-content';
import { asc, count, desc, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { staticAssets } from '../../../db/schema/content';
import { publicUrl } from '../../../storage/public-url';
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

    /** The keys already recorded. */
    async keys(): Promise<Set<string>> {
      return new Set(
        (await db.select({ key: staticAssets.key }).from(staticAssets)).map((r) => r.key),
      );
    },

    /** Records the image unless its key is there already; answers whether it was added. */
    async insertIfMissing(row: StaticAssetRow): Promise<boolean> {
      const rows = await db
        .insert(staticAssets)
        .values(row)
        .onConflictDoNothing()
        .returning({ key: staticAssets.key });
      return rows.length > 0;
    },
  };
}
