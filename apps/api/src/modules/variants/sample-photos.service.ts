import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { SEED_PHOTOS, seedPhoto } from '../../db/seed/seed-photos';
import { VARIANT_MESSAGES, type SamplePhoto } from '@atelier/shared/schemas/admin-variants';
import sharp from 'sharp';
import type { Database } from '../../db/client';
import type { SamplePhotoRow } from '../../db/schema/variants';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import * as repo from './sample-photos.repository';

// The sample photo library (decision 026): the shop's test photos, written into storage and the
// table the first time the library is read, and photos admins upload. Private keys
// (sample-photos/…), served to admins only; a run reads them as a shopper's photos are read.

const SEED_LABELS: Record<(typeof SEED_PHOTOS)[number], { label: string; attribution: string }> = {
  astronaut: {
    label: 'A person: Eileen Collins, NASA astronaut',
    attribution: 'NASA Great Images database; public domain (via scikit-image)',
  },
  chelsea: {
    label: 'A cat: Chelsea, a tabby',
    attribution: 'Stefan van der Walt, CC0 (via scikit-image)',
  },
  coffee: {
    label: 'An object: a cup of coffee',
    attribution: 'Rachel Michetti, CC0 (via scikit-image)',
  },
};

const seedKey = (name: string) => `sample-photos/seed-${name}.jpg`;
/** Longest side of a stored sample photo (a shopper's upload is compressed to about this). */
const MAX_SIDE = 2048;

export const samplePhotoUrl = (id: string) => `/api/admin/sample-photos/${id}/image`;

export function toSamplePhoto(row: SamplePhotoRow): SamplePhoto {
  return {
    id: row.id,
    label: row.label,
    attribution: row.attribution,
    source: row.source,
    width: row.width,
    height: row.height,
    url: samplePhotoUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

async function normalise(bytes: Buffer) {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest(VARIANT_MESSAGES.notAnImage, 'NOT_AN_IMAGE');
  }
}

export function createSamplePhotos(db: Database, storage: Storage) {
  /**
   * The shop's test photos in the library, added the first time it is read (safe to repeat; a
   * write that rolls back takes its rows with it, so nothing is remembered in memory).
   */
  async function ensureSeedPhotos(): Promise<void> {
    const have = await repo.samplePhotoKeys(db);
    for (const name of SEED_PHOTOS) {
      const key = seedKey(name);
      if (have.has(key)) continue;
      const photo = await normalise(seedPhoto(name));
      await storage.put(key, photo.data, { contentType: 'image/jpeg' });
      await repo.insertSamplePhoto(db, {
        key,
        source: 'seed',
        ...SEED_LABELS[name],
        width: photo.width,
        height: photo.height,
        bytes: photo.data.length,
      });
    }
  }

  return {
    ensureSeedPhotos,
    async list(): Promise<SamplePhoto[]> {
      await ensureSeedPhotos();
      return (await repo.listSamplePhotos(db)).map(toSamplePhoto);
    },
    async upload(adminId: string, file: Buffer, filename: string | undefined) {
      const photo = await normalise(file);
      const key = `sample-photos/${randomUUID()}.jpg`;
      await storage.put(key, photo.data, { contentType: 'image/jpeg' });
      const base = (filename ?? '').replace(/\.[a-z0-9]+$/i, '').trim();
      const row = await repo.insertSamplePhoto(db, {
        key,
        source: 'upload',
        label: base.slice(0, 120) || 'Uploaded photo',
        attribution: '',
        width: photo.width,
        height: photo.height,
        bytes: photo.data.length,
        uploadedBy: adminId,
      });
      return toSamplePhoto(row!);
    },
    async image(id: string) {
      const row = await repo.samplePhotoById(db, id);
      const object = row ? await storage.get(row.key) : null;
      if (!object) throw notFound(VARIANT_MESSAGES.samplePhotoNotFound(id));
      return { body: await buffer(object.body), contentType: object.contentType };
    },
    async remove(id: string) {
      const row = await repo.samplePhotoById(db, id);
      if (!row) throw notFound(VARIANT_MESSAGES.samplePhotoNotFound(id));
      if (row.source === 'seed') throw conflict(VARIANT_MESSAGES.seedPhotoStays, 'SEED_PHOTO');
      await repo.deleteSamplePhoto(db, id);
      // Variants made with it keep their rows; their re-runs skip a missing photo.
      await storage.delete(row.key);
      return row;
    },
    /** The library photos a run names, by id; a missing id is a 400 naming it. */
    async resolve(ids: readonly string[]) {
      await ensureSeedPhotos();
      const rows = await repo.samplePhotosByIds(db, [...new Set(ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const missing = ids.find((id) => !byId.has(id));
      if (missing !== undefined)
        throw new AppError(
          400,
          'UNKNOWN_SAMPLE_PHOTO',
          VARIANT_MESSAGES.samplePhotoNotFound(missing),
        );
      return byId;
    },
  };
}
export type SamplePhotos = ReturnType<typeof createSamplePhotos>;
