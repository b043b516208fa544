import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hammingDistance as distance, phash } from '@atelier/studio/testing';
import { createTestApp, type TestApp } from '../../test/app';
import { SEED_PRODUCTS } from './data/catalogue';
import type { SeedVisualOption } from './data/types';
import { seedImage, storeSeedImages, type ImageSpec } from './images';
import {
  portraitPlacement,
  renderAlignedPhotoArt,
  renderPhotoArt,
  renderStudioArt,
} from './studio-art';

// The shop shows what buyers get. The seeded artwork images are the local
// studio renderer's output for the seed's own photos, not drawings made apart from it.

type StudioSpec = Extract<ImageSpec, { kind: 'studio' }>;

/** Edge strength of a picture on a 48×60 grid (grey, blurred): where its shapes are. */
async function edges(image: Buffer): Promise<number[]> {
  const { data } = await sharp(image)
    .greyscale()
    .blur(2)
    .resize(48, 60, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out: number[] = [];
  for (let y = 1; y < 59; y++) {
    for (let x = 1; x < 47; x++) {
      const at = (dx: number, dy: number) => data[(y + dy) * 48 + x + dx]!;
      out.push(Math.hypot(at(1, 0) - at(-1, 0), at(0, 1) - at(0, -1)));
    }
  }
  return out;
}

/** Pearson correlation of two equally long lists. */
function correlation(a: number[], b: number[]): number {
  const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
  const [ma, mb] = [mean(a), mean(b)];
  let [ab, aa, bb] = [0, 0, 0];
  a.forEach((x, i) => {
    const y = b[i]!;
    ab += (x - ma) * (y - mb);
    aa += (x - ma) ** 2;
    bb += (y - mb) ** 2;
  });
  return ab / Math.sqrt(aa * bb);
}
const studio = (spec: ImageSpec): StudioSpec => {
  if (spec.kind !== 'studio') throw new Error(`${spec.name} is not a studio render`);
  return spec;
};

describe('seed artwork made by the studio', () => {
  let t: TestApp;
  const fetchImage = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return res.rawPayload;
  };
  const product = async (slug: string): Promise<ProductDetail> =>
    (await t.app.inject(`/api/products/${slug}`)).json();

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    // A cold render cache (a studio change) renders the whole set once: give it time.
  }, 300_000);
  afterAll(() => t.close());

  it("a product's hero after image is the studio's render of its before photo", async () => {
    const seed = SEED_PRODUCTS.find((p) => p.slug === 'divine-portrait')!;
    const spec = studio(seed.heroAfterImage);
    const before = seed.heroBeforeImage;
    const { name: _name, kind: _kind, ...art } = spec;
    expect(before).toEqual({ name: 'divine-portrait-before', kind: 'aligned-photo', after: art });

    const shown = await product('divine-portrait');
    const after = await fetchImage(shown.heroAfterImage!);
    // The "before" the page shows is the photo itself, lined up with the portrait.
    const beforeShown = await fetchImage(shown.heroBeforeImage!);
    const photo = await renderAlignedPhotoArt(art);
    expect(distance(await phash(beforeShown), await phash(photo))).toBeLessThanOrEqual(2);

    // A fresh studio render of the same description is the same picture...
    const fresh = await renderStudioArt(spec);
    expect(distance(await phash(after), await phash(fresh))).toBeLessThanOrEqual(4);
    // ...and it is made from that photo: the same brief on another photo is another picture.
    const otherPhoto = await renderStudioArt({ ...spec, photos: ['chelsea'] });
    expect(distance(await phash(after), await phash(otherPhoto))).toBeGreaterThan(12);
  }, 120_000);

  it("the slider's halves line up: the before's edges follow the portrait's, unlike a plain crop", async () => {
    // Dragging the slider must show the same face turning into the painting.
    for (const slug of ['divine-portrait', 'guardian-angel-pet']) {
      const {
        name: _name,
        kind: _kind,
        ...art
      } = studio(SEED_PRODUCTS.find((p) => p.slug === slug)!.heroAfterImage);
      // Compared where it matters: the subject's face in the portrait (the frame and the
      // plaque are the painting's own).
      const face = (await portraitPlacement(art))?.face;
      expect(face, slug).toBeTruthy();
      const region = {
        left: Math.max(0, Math.round(face!.x)),
        top: Math.max(0, Math.round(face!.y)),
        width: Math.round(face!.w),
        height: Math.round(face!.h),
      };
      const at = (image: Buffer) => sharp(image).extract(region).png().toBuffer();
      const after = await edges(await at(await renderStudioArt(art)));
      const aligned = await edges(await at(await renderAlignedPhotoArt(art)));
      const crop = await edges(
        await at(await renderPhotoArt(art.photos[0]!, art.width, art.height)),
      );
      const lined = correlation(after, aligned);
      expect(lined, slug).toBeGreaterThan(0.5);
      expect(lined, slug).toBeGreaterThan(correlation(after, crop) + 0.2);
    }
  }, 180_000);

  it('every visual-selector thumbnail is a studio render in the style it names', async () => {
    for (const slug of ['divine-portrait', 'guardian-angel-pet', 'vision-board']) {
      const seed = SEED_PRODUCTS.find((p) => p.slug === slug)!;
      const options = seed.fields.find((f) => f.fieldType === 'visual_selector')!
        .options as SeedVisualOption[];
      const shown = (await product(slug)).fields.find((f) => f.fieldType === 'visual_selector')!
        .fieldOptions as { title: string; imageUrl: string }[];
      for (const option of options) {
        const spec = studio(option.image);
        expect(spec.brief.style, option.title).toEqual({
          name: option.title,
          description: option.description,
        });
        const url = shown.find((o) => o.title === option.title)!.imageUrl;
        expect(url).toContain(seedImage(spec).key);
      }
    }
  });

  it('every artwork image of the seed is a studio render; only photos, notes and avatars are not', () => {
    for (const p of SEED_PRODUCTS) {
      for (const spec of [p.sampleImage, p.heroAfterImage, p.benefitsCardImage]) {
        expect(spec.kind, spec.name).toBe('studio');
      }
      expect(['aligned-photo', 'photo', 'notebook']).toContain(p.heroBeforeImage.kind);
    }
  });
});

describe('storeSeedImages with the render cache', () => {
  let cacheDir: string;
  beforeAll(() => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'seed-art-cache-'));
  });
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  const memoryStorage = () => {
    const objects = new Map<string, Buffer>();
    const storage = {
      exists: async (key: string) => objects.has(key),
      put: async (key: string, data: Buffer) => void objects.set(key, data),
    } as unknown as Parameters<typeof storeSeedImages>[0];
    return { objects, storage };
  };
  const spec = studio(
    SEED_PRODUCTS.find((p) => p.slug === 'guardian-angel-pet')!
      .fields.find((f) => f.fieldType === 'visual_selector')!
      .options!.map((o) => (o as SeedVisualOption).image)[1]!,
  );

  it('a second fresh storage takes the studio renders from the cache: same keys, same bytes', async () => {
    const first = memoryStorage();
    const a = await storeSeedImages(first.storage, [spec], { cacheDir });
    expect(a).toMatchObject({ rendered: 1, studioRendered: 1 });
    const key = a.keys.get(spec.name)!;
    expect(key).toMatch(new RegExp(`^static-assets/seed/${spec.name}-[0-9a-f]{12}\\.webp$`));

    const second = memoryStorage();
    const b = await storeSeedImages(second.storage, [spec], { cacheDir });
    expect(b).toMatchObject({ rendered: 1, studioRendered: 0 });
    expect(b.keys.get(spec.name)).toBe(key);
    expect(second.objects.get(key)!.equals(first.objects.get(key)!)).toBe(true);
  });

  it('another brief, seed or photo is another key (the hash covers the whole description)', () => {
    const keys = new Set(
      [
        spec,
        { ...spec, seed: spec.seed + 1 },
        { ...spec, photos: ['coffee' as const] },
        { ...spec, brief: { ...spec.brief, title: 'Grace' } },
      ].map((s) => seedImage(s).key),
    );
    expect(keys.size).toBe(4);
  });
});
