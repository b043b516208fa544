import { and, count, eq, isNull, lt, notExists, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { uploadedImages, uploads } from '../../db/schema/generation';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

export function createUploadsRepository(db: Database) {
  return {
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

    /** Files and bytes a guest has uploaded and not yet handed to an account. */
    async guestUsage(guestId: string): Promise<{ files: number; bytes: number }> {
      const [row] = await db
        .select({ files: count(), bytes: sum(uploads.bytes) })
        .from(uploads)
        .where(and(eq(uploads.guestId, guestId), isNull(uploads.userId)));
      return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
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
