import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../storage/storage';
import { avatarSvg } from './art/avatar';
import { notebookSvg } from './art/notebook';
import { cachedRender } from './render-cache';
import {
  alignedPhotoArtHash,
  photoArtHash,
  renderAlignedPhotoArt,
  renderPhotoArt,
  renderStudioArt,
  studioArtHash,
  type SeedPhoto,
  type StudioArt,
} from './studio-art';

/** Bump when the SVG rendering changes in a way the SVG text does not show (encoder settings). */
const RENDER_VERSION = 'r1';
const WEBP_QUALITY = 80;

// Every seed image is described, not stored: the seed renders it once per data dir (and keeps
// studio renders in a cache shared by data dirs, see render-cache.ts).
export type ImageSpec = { name: string } &
  /** Made by the local studio renderer from the seed's photos, as a shopper's artwork is. */
  (
    | ({ kind: 'studio' } & StudioArt)
    /** One of the seed's photos itself (a product's "before"). */
    | { kind: 'photo'; photo: SeedPhoto; width: number; height: number }
    /** A portrait's photo lined up with the portrait (the hero slider's "before"). */
    | { kind: 'aligned-photo'; after: StudioArt }
    | { kind: 'notebook'; seed: number; width: number; height: number; lines: string[] }
    | { kind: 'avatar'; seed: number; size: number; personName: string }
  );

type SvgSpec = Extract<ImageSpec, { kind: 'notebook' | 'avatar' }>;

export function imageSvg(spec: SvgSpec): string {
  switch (spec.kind) {
    case 'notebook':
      return notebookSvg(spec);
    case 'avatar':
      return avatarSvg({ seed: spec.seed, size: spec.size, name: spec.personName });
  }
}

const keyOf = (name: string, hash: string) =>
  `static-assets/seed/${name}-${hash.slice(0, 12)}.webp`;

/** The key carries a hash of the drawing, so `immutable` caching of /media is safe. */
export function seedImageKey(name: string, svg: string): string {
  return keyOf(name, createHash('sha256').update(RENDER_VERSION).update(svg).digest('hex'));
}

/** How an image is stored: its key (a hash of everything its pixels depend on), and its maker. */
export function seedImage(spec: ImageSpec): {
  key: string;
  hash: string | null;
  render: () => Promise<Buffer>;
} {
  switch (spec.kind) {
    case 'studio': {
      const hash = studioArtHash(spec);
      return { key: keyOf(spec.name, hash), hash, render: () => renderStudioArt(spec) };
    }
    case 'photo': {
      const hash = photoArtHash(spec.photo, spec.width, spec.height);
      return {
        key: keyOf(spec.name, hash),
        hash: null,
        render: () => renderPhotoArt(spec.photo, spec.width, spec.height),
      };
    }
    case 'aligned-photo': {
      const hash = alignedPhotoArtHash(spec.after);
      return {
        key: keyOf(spec.name, hash),
        // Its own hash, not a studio render's: the render cache keeps the portraits only.
        hash: null,
        render: () => renderAlignedPhotoArt(spec.after),
      };
    }
    default: {
      const svg = imageSvg(spec);
      return {
        key: seedImageKey(spec.name, svg),
        hash: null,
        render: () => sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 3 }).toBuffer(),
      };
    }
  }
}

async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export type StoredSeedImages = {
  /** name -> storage key */
  keys: Map<string, string>;
  /** Images written to storage (not there yet). */
  rendered: number;
  /** Of those, studio renders actually run (not found in the render cache). */
  studioRendered: number;
};

/**
 * Renders each image to WebP and stores it, skipping keys already in storage (a restart or a
 * second instance reuses them). Studio renders go through the render cache in `cacheDir`
 * (null: none). Studio renders run two at a time: each already keeps a core busy.
 */
export async function storeSeedImages(
  storage: Storage,
  specs: ImageSpec[],
  opts: { cacheDir?: string | null } = {},
): Promise<StoredSeedImages> {
  const unique = [...new Map(specs.map((s) => [s.name, s])).values()];
  let rendered = 0;
  let studioRendered = 0;
  const pairs = await mapLimit(unique, 2, async (spec) => {
    const image = seedImage(spec);
    if (!(await storage.exists(image.key))) {
      let data: Buffer;
      if (image.hash) {
        const made = await cachedRender(opts.cacheDir ?? null, image.hash, image.render);
        data = made.data;
        if (made.rendered) studioRendered++;
      } else {
        data = await image.render();
      }
      await storage.put(image.key, data, { contentType: 'image/webp' });
      rendered++;
    }
    return [spec.name, image.key] as const;
  });
  return { keys: new Map(pairs), rendered, studioRendered };
}
