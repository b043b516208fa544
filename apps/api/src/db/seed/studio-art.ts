// The seed shop's artwork is made the way a shopper's is: the local studio renderer turns the
// seed's own photos (./photos, with their attribution) and a brief into the "after", sample,
// card, gallery, testimonial and style-thumbnail images.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../../config/env';
import {
  portraitStage,
  STUDIO_VERSION,
  type ArtworkBrief,
  type GenerationInput,
  type GenerationKind,
} from '@atelier/studio';
import { renderStudioAt } from '../../modules/generation/engine/local-studio';
import { seedPhoto, type SeedPhoto } from './seed-photos';

export { SEED_PHOTOS, seedPhoto, type SeedPhoto } from './seed-photos';

/** The renderer's source: the studio package and the provider that runs it. */
const STUDIO_SOURCES = [
  path.join(repoRoot, 'packages', 'studio', 'src'),
  path.join(repoRoot, 'apps', 'api', 'src', 'modules', 'generation', 'engine'),
];
const PACKAGES = [
  path.join(repoRoot, 'packages', 'studio', 'package.json'),
  path.join(repoRoot, 'apps', 'api', 'package.json'),
];

/** A studio render, described: what a shopper would have given the renderer. */
export type StudioArt = {
  studio: GenerationKind;
  /** Uploaded photos, in field order. */
  photos: SeedPhoto[];
  /** The product's blueprint style preset. */
  stylePreset: string;
  brief: ArtworkBrief;
  seed: number;
  width: number;
  height: number;
};

const sha = (...parts: (string | Buffer)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('hex');
};

const uploads = new Map<SeedPhoto, Promise<Buffer>>();
/** The photo as the upload route stores one: a JPEG (what providers receive). */
function seedUpload(name: SeedPhoto): Promise<Buffer> {
  let jpeg = uploads.get(name);
  if (!jpeg) {
    jpeg = sharp(seedPhoto(name)).jpeg({ quality: 92 }).toBuffer();
    uploads.set(name, jpeg);
  }
  return jpeg;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === 'testing' ? [] : sourceFiles(file);
      return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
    })
    .sort();
}

let fingerprint: string | undefined;
/**
 * What the studio's output depends on besides its input: STUDIO_VERSION, the renderer's source
 * when it is there (a checkout, from src/ or the built dist/ alike) and the dependency versions
 * of the studio and the API (sharp, the segmentation model's package). An edit to the studio
 * therefore makes new seed images without anyone remembering to bump a constant; a deployment without the
 * source relies on STUDIO_VERSION and the dependencies.
 */
export function studioFingerprint(): string {
  if (fingerprint === undefined) {
    const parts: (string | Buffer)[] = [STUDIO_VERSION];
    for (const dir of STUDIO_SOURCES.filter((d) => existsSync(d))) {
      for (const file of sourceFiles(dir))
        parts.push(path.relative(repoRoot, file), readFileSync(file));
    }
    for (const file of PACKAGES.filter((f) => existsSync(f))) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { dependencies?: object };
      parts.push(JSON.stringify(pkg.dependencies ?? {}));
    }
    fingerprint = sha(...parts);
  }
  return fingerprint;
}

/** Hash of everything a render depends on: the studio, the description, the photos' bytes. */
export function studioArtHash(art: StudioArt): string {
  const { studio, photos, stylePreset, brief, seed, width, height } = art;
  return sha(
    studioFingerprint(),
    JSON.stringify({ studio, photos, stylePreset, brief, seed, width, height }),
    ...photos.map((p) => sha(seedPhoto(p))),
  );
}

/** Hash of a "before" photo image: the photo's bytes and the crop. */
export function photoArtHash(photo: SeedPhoto, width: number, height: number): string {
  return sha('photo-1', sha(seedPhoto(photo)), `${width}x${height}`);
}

export const SEED_WEBP = { quality: 80, effort: 4 } as const;

/** What a job would give the renderer for `art`. */
async function studioInput(art: StudioArt): Promise<GenerationInput> {
  return {
    kind: art.studio,
    prompt: '',
    negativePrompt: '',
    stylePreset: art.stylePreset,
    model: null,
    width: art.width,
    height: art.height,
    seed: art.seed,
    photos: await Promise.all(art.photos.map(seedUpload)),
    fields: [],
    caption: art.brief.title,
    title: '',
    brief: art.brief,
    signal: new AbortController().signal,
  };
}

/** Renders the art with the local studio renderer (as a job would), as WebP at its size. */
export async function renderStudioArt(art: StudioArt): Promise<Buffer> {
  const input = await studioInput(art);
  // Rendered at the size the shop shows (a job renders at least 1024 px on the short side):
  // the same composition, set and fitted for that size, at a fraction of the cost.
  const image = await renderStudioAt(input, art.width, art.height);
  return sharp(image.png).webp(SEED_WEBP).toBuffer();
}

/** Hash of a "before" lined up with its "after" portrait: everything the portrait depends on. */
export function alignedPhotoArtHash(after: StudioArt): string {
  return sha('aligned-photo-1', studioArtHash(after));
}

/**
 * A "before" that lines up with its "after" portrait, so the slider's halves match:
 * the photo at the scale and place where the studio put its subject, over a blurred
 * cover of the same photo where the portrait's canvas reaches past it. Dragging the slider
 * then shows the same face turning into the painting, not a different crop of the photo.
 */
export async function renderAlignedPhotoArt(after: StudioArt): Promise<Buffer> {
  const { width: W, height: H } = after;
  const photo = await seedUpload(after.photos[0]!);
  const cover = sharp(photo).resize(W, H, { fit: 'cover', position: sharp.strategy.attention });
  const at = await portraitPlacement(after);
  if (!at) return cover.webp(SEED_WEBP).toBuffer();
  const { left: x, top: y, width: w, height: h } = at;
  const x0 = Math.max(0, x);
  const y0 = Math.max(0, y);
  const x1 = Math.min(W, x + w);
  const y1 = Math.min(H, y + h);
  const backdrop = await cover.blur(18).toBuffer();
  if (x1 <= x0 || y1 <= y0) return sharp(backdrop).webp(SEED_WEBP).toBuffer();
  const pw = x1 - x0;
  const ph = y1 - y0;
  // The photo's edges fade into the blurred cover instead of ending in a hard rectangle.
  const fade = Math.round(Math.min(pw, ph) * 0.04);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pw}" height="${ph}"><defs><filter id="f"><feGaussianBlur stdDeviation="${fade / 2}"/></filter></defs><rect x="${fade}" y="${fade}" width="${pw - 2 * fade}" height="${ph - 2 * fade}" fill="#fff" filter="url(#f)"/></svg>`,
  );
  const placed = await sharp(photo)
    .resize(w, h, { fit: 'fill' })
    .extract({ left: x0 - x, top: y0 - y, width: pw, height: ph })
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(backdrop)
    .composite([{ input: placed, left: x0, top: y0 }])
    .webp(SEED_WEBP)
    .toBuffer();
}

/**
 * Where the studio puts the portrait's photo on its canvas (the whole photo's box, in output
 * pixels) and the subject's face there; null when it found no subject.
 */
export async function portraitPlacement(after: StudioArt) {
  const stage = await portraitStage(await studioInput(after), after.width, after.height);
  if (!stage.placement || !stage.subject) return null;
  const { scale, left, top, face } = stage.placement;
  return {
    left: Math.round(left),
    top: Math.round(top),
    width: Math.round(stage.subject.width * scale),
    height: Math.round(stage.subject.height * scale),
    face,
  };
}

/** A "before" image: the photo itself, cropped to the size around what draws the eye. */
export async function renderPhotoArt(
  photo: SeedPhoto,
  width: number,
  height: number,
): Promise<Buffer> {
  return sharp(seedPhoto(photo))
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    .webp(SEED_WEBP)
    .toBuffer();
}
