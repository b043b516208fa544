import { and, count, eq, isNull, lt, notExists, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { uploadedImages, uploads } from '../../db/schema/generation';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export function createUploadsRepository(db: Database) {
  /** Files and bytes a guest has uploaded and not yet handed to an account. */
  async function guestUsage(guestId: string, tx: Pick<Database, 'select'> = db) {
    const [row] = await tx
      .select({ files: count(), bytes: sum(uploads.bytes) })
      .from(uploads)
      .where(and(eq(uploads.guestId, guestId), isNull(uploads.userId)));
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  return {
    guestUsage: (guestId: string) => guestUsage(guestId),

    async insert(row: NewUpload): Promise<UploadRow> {
      const [inserted] = await db.insert(uploads).values(row).returning();
      return inserted!;
    },

    async findByKey(key: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
      return row;
    },

    async deleteByKey(key: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.key, key));
    },

    /**
     * Inserts a guest's upload only if it keeps the guest within the caps. The count and the
     * insert run under a per-guest transaction lock, so uploads sent at the same moment are
     * counted one after another and cannot pass a cap together. Answers which cap refused it.
     */
    async insertGuestUpload(
      row: NewUpload & { guestId: string },
      caps: { maxFiles: number; maxBytes: number },
    ): Promise<'inserted' | 'files' | 'bytes'> {
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(hashtext(${`atelier:guest-upload:${row.guestId}`}))`,
        );
        const usage = await guestUsage(row.guestId, tx);
        if (usage.files >= caps.maxFiles) return 'files';
        if (usage.bytes + (row.bytes ?? 0) > caps.maxBytes) return 'bytes';
        await tx.insert(uploads).values(row);
        return 'inserted';
      });
    },

    /** Moves a guest's unclaimed uploads to an account; answers how many moved. */
    async claim(guestId: string, userId: string): Promise<number> {
      const moved = await db
        .update(uploads)
        .set({ userId, claimedAt: new Date() })
        .where(and(eq(uploads.guestId, guestId), isNull(uploads.userId)))
        .returning({ id: uploads.id });
      return moved.length;
    },

    /** Guest uploads no account claimed, created before `before`. */
    async unclaimedGuestUploadsBefore(before: Date, limit: number): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(and(isNull(uploads.userId), lt(uploads.createdAt, before)))
        .orderBy(uploads.createdAt)
        .limit(limit);
    },

    /**
     * Uploads created before `before` that no vision board's uploaded image refers to and that
     * are not a profile photo.
     */
    async unreferencedUploadsBefore(before: Date, limit: number): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, before),
            notExists(
              db
                .select({ one: sql`1` })
                .from(uploadedImages)
                .where(eq(uploadedImages.key, uploads.key)),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(users)
                .where(eq(users.image, uploads.key)),
            ),
          ),
        )
        .orderBy(uploads.createdAt)
        .limit(limit);
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
