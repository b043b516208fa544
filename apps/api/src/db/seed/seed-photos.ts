// The real photographs the seed shop is made from (./photos, with their attribution in its
// README): the studio renders the shop's artwork from them, and the studio's tests, the bench
// and the reference renders use the same files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/env';

export const SEED_PHOTOS = ['astronaut', 'chelsea', 'coffee'] as const;
/** astronaut = a person, chelsea = a cat, coffee = an object (see photos/README.md). */
export type SeedPhoto = (typeof SEED_PHOTOS)[number];

const PHOTO_DIR = path.join(repoRoot, 'apps', 'api', 'src', 'db', 'seed', 'photos');

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
