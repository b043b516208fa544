// The real photographs the studio's tests render from: the seed shop's own
// (apps/api/src/db/seed/photos, with their attribution in its README), found by path from here
// because the shop seeds its artwork from the very same files.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const SEED_PHOTOS = ['astronaut', 'chelsea', 'coffee'] as const;
/** astronaut = a person, chelsea = a cat, coffee = an object (see photos/README.md). */
export type SeedPhoto = (typeof SEED_PHOTOS)[number];

const PHOTO_DIR = fileURLToPath(
  new URL('../../../../apps/api/src/db/seed/photos/', import.meta.url),
);

/** Where the photo file is. */
export function seedPhotoPath(name: SeedPhoto): string {
  return path.join(PHOTO_DIR, `${name}.png`);
}

const photoBytes = new Map<SeedPhoto, Buffer>();
/** The photo file as committed (PNG). */
export function seedPhoto(name: SeedPhoto): Buffer {
  let bytes = photoBytes.get(name);
  if (!bytes) {
    bytes = readFileSync(seedPhotoPath(name));
    photoBytes.set(name, bytes);
  }
  return bytes;
}

/** A test photo: the seed shop's own (astronaut = a person, chelsea = a cat, coffee = a cup). */
export const testPhoto = seedPhoto;
