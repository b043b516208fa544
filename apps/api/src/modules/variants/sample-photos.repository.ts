import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { samplePhotos, type SamplePhotoRow } from '../../db/schema/variants';

// The sample photo library's statements (decision 026).

export type NewSamplePhoto = typeof samplePhotos.$inferInsert;

/** The shop's test photos first (in seed order), then uploads, newest first. */
export function listSamplePhotos(db: Database): Promise<SamplePhotoRow[]> {
  return db
    .select()
    .from(samplePhotos)
    .orderBy(
      sql`CASE WHEN ${samplePhotos.source} = 'seed' THEN 0 ELSE 1 END`,
      sql`CASE WHEN ${samplePhotos.source} = 'seed' THEN ${samplePhotos.key} END`,
      desc(samplePhotos.createdAt),
      asc(samplePhotos.id),
    );
}

export async function samplePhotoKeys(db: Database): Promise<Set<string>> {
  const rows = await db.select({ key: samplePhotos.key }).from(samplePhotos);
  return new Set(rows.map((r) => r.key));
}

export async function samplePhotosByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(samplePhotos)
    .where(inArray(samplePhotos.id, [...ids]));
}

export async function samplePhotoById(db: Database, id: string): Promise<SamplePhotoRow | null> {
  const [row] = await db.select().from(samplePhotos).where(eq(samplePhotos.id, id));
  return row ?? null;
}

export async function insertSamplePhoto(db: Database, values: NewSamplePhoto) {
  const [row] = await db.insert(samplePhotos).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function deleteSamplePhoto(db: Database, id: string) {
  const [row] = await db.delete(samplePhotos).where(eq(samplePhotos.id, id)).returning();
  return row ?? null;
}
