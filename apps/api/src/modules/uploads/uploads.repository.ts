import { and, count, eq, gte, isNull, lt, notExists, sql, sum } from 'drizzle-orm';
import type { PhotoSubject } from '@atelier/shared/schemas/photo-check';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { canvasSizes } from '../../db/schema/commerce';
import { artworks, uploadedImages, uploads } from '../../db/schema/generation';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;
export type GuestCaps = {
  /** Per guest cookie, while unclaimed. */
  guest: { maxFiles: number; maxBytes: number };
  /** Per client address (addressKey), over the last windowMs, across cookies. */
  address: { maxFiles: number; maxBytes: number; windowMs: number };
};
export type GuestRefusal = 'files' | 'bytes' | 'address-files' | 'address-bytes';
type Reader = Pick<Database, 'select'>;

export function createUploadsRepository(db: Database) {
  /** Files and bytes a guest has uploaded and not yet handed to an account. */
  async function guestUsage(guestId: string, tx: Reader = db) {
    const [row] = await tx
      .select({ files: count(), bytes: sum(uploads.bytes) })
      .from(uploads)
      .where(and(eq(uploads.guestId, guestId), isNull(uploads.userId)));
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  /** Files and bytes uploaded signed out from `address` since `now - windowMs`, any cookie. */
  async function addressUsage(address: string, windowMs: number, tx: Reader = db) {
    const since = new Date(Date.now() - windowMs);
    const [row] = await tx
      .select({ files: count(), bytes: sum(uploads.bytes) })
      .from(uploads)
      .where(
        and(
          eq(uploads.guestAddress, address),
          isNull(uploads.userId),
          gte(uploads.createdAt, since),
        ),
      );
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
  }

  return {
    guestUsage: (guestId: string) => guestUsage(guestId),
    addressUsage: (address: string, windowMs: number) => addressUsage(address, windowMs),

    async insert(row: NewUpload): Promise<UploadRow> {
      const [inserted] = await db.insert(uploads).values(row).returning();
      return inserted!;
    },

    /** Stores the photo check's subject (null: none found) once it is computed. */
    async savePhotoSubject(key: string, subject: PhotoSubject | null): Promise<void> {
      await db
        .update(uploads)
        .set({ photoSubject: subject, photoCheckedAt: new Date() })
        .where(eq(uploads.key, key));
    },

    /** The active canvas sizes, for the photo check's resolution against the largest. */
    async activeCanvasSizes() {
      return db
        .select({
          label: canvasSizes.label,
          widthInches: canvasSizes.widthInches,
          heightInches: canvasSizes.heightInches,
        })
        .from(canvasSizes)
        .where(eq(canvasSizes.isActive, true));
    },

    async findByKey(key: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
      return row;
    },

    /** Whether the artwork folder `id` is an admin's saved variant (decision 026), not a shopper's. */
    async isVariantArtwork(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: artworks.id })
        .from(artworks)
        .where(and(sql`${artworks.id}::text = ${id}`, sql`${artworks.purpose} <> 'shopper'`))
        .limit(1);
      return row !== undefined;
    },

    async deleteByKey(key: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.key, key));
    },

    /**
     * Inserts a guest's upload only if it keeps the guest, and the guest's address, within the
     * caps. The counts and the insert run under transaction locks on the address and then the
     * guest (always in that order, so two uploads cannot wait on each other), so uploads sent at
     * the same moment, with one cookie or many, are counted one after another and cannot pass a
     * cap together. Answers which cap refused it.
     */
    async insertGuestUpload(
      row: NewUpload & { guestId: string; guestAddress: string },
      caps: GuestCaps,
    ): Promise<'inserted' | GuestRefusal> {
      return db.transaction(async (tx) => {
        const lock = (name: string) =>
          tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
        await lock(`atelier:guest-upload-address:${row.guestAddress}`);
        await lock(`atelier:guest-upload:${row.guestId}`);
        const bytes = row.bytes ?? 0;
        const usage = await guestUsage(row.guestId, tx);
        if (usage.files >= caps.guest.maxFiles) return 'files';
        if (usage.bytes + bytes > caps.guest.maxBytes) return 'bytes';
        const near = await addressUsage(row.guestAddress, caps.address.windowMs, tx);
        if (near.files >= caps.address.maxFiles) return 'address-files';
        if (near.bytes + bytes > caps.address.maxBytes) return 'address-bytes';
        await tx.insert(uploads).values(row);
        return 'inserted';
      });
    },

    /**
     * Moves a guest's unclaimed uploads to an account; answers how many moved. The address is
     * dropped: it was kept only to bound signed-out uploads.
     */
    async claim(guestId: string, userId: string): Promise<number> {
      const moved = await db
        .update(uploads)
        .set({ userId, claimedAt: new Date(), guestAddress: null })
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
