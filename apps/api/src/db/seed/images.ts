import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Storage } from '../../storage/storage';
import { avatarSvg } from './art/avatar';
import { notebookSvg, photoSvg } from './art/photo';
import { portraitSvg, type PortraitSpec, type Subject } from './art/portrait';
import { visionBoardSvg, type VisionBoardSpec } from './art/vision-board';

/** Bump when the renderer changes in a way the SVG text does not show (e.g. encoder settings). */
const RENDER_VERSION = 'r1';
const WEBP_QUALITY = 80;

// Every seed image is described, not stored: the seed renders it once per data dir.
export type ImageSpec = { name: string } & (
  | ({ kind: 'portrait' } & PortraitSpec)
  | ({ kind: 'board' } & VisionBoardSpec)
  | { kind: 'photo'; seed: number; width: number; height: number; subject: Subject }
  | { kind: 'notebook'; seed: number; width: number; height: number; lines: string[] }
  | { kind: 'avatar'; seed: number; size: number; personName: string }
);

export function imageSvg(spec: ImageSpec): string {
  switch (spec.kind) {
    case 'portrait':
      return portraitSvg(spec);
    case 'board':
      return visionBoardSvg(spec);
    case 'photo':
      return photoSvg(spec);
    case 'notebook':
      return notebookSvg(spec);
    case 'avatar':
      return avatarSvg({ seed: spec.seed, size: spec.size, name: spec.personName });
  }
}

/** The key carries a hash of the drawing, so `immutable` caching of /media is safe. */
export function seedImageKey(name: string, svg: string): string {
  const hash = createHash('sha256').update(RENDER_VERSION).update(svg).digest('hex').slice(0, 12);
  return `static-assets/seed/${name}-${hash}.webp`;
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

/**
 * Renders each image to WebP and stores it, skipping keys already in storage (a restart or a
 * second instance reuses them). Returns name -> storage key.
 */
export async function storeSeedImages(
  storage: Storage,
  specs: ImageSpec[],
): Promise<{ keys: Map<string, string>; rendered: number }> {
  const unique = [...new Map(specs.map((s) => [s.name, s])).values()];
  let rendered = 0;
  const pairs = await mapLimit(unique, 4, async (spec) => {
    const svg = imageSvg(spec);
    const key = seedImageKey(spec.name, svg);
    if (!(await storage.exists(key))) {
      const webp = await sharp(Buffer.from(svg))
        .webp({ quality: WEBP_QUALITY, effort: 3 })
        .toBuffer();
      await storage.put(key, webp, { contentType: 'image/webp' });
      rendered++;
    }
    return [spec.name, key] as const;
  });
  return { keys: new Map(pairs), rendered };
}
