import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../../db/schema/content';
import type { Artwork } from '../../../db/schema/generation';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../generation/generation.test-helpers';
import { PNG_LICENCE } from './full-png';
import { readPngText } from './png-text';
import { storedArtwork } from './print.test-fixtures';

// A 2×3 in canvas keeps the renders small: 2+3 × 3+3 in at 150 PPI = 750×900 px, 225 px of wrap.
const BAND = 225;

/** Mean absolute difference per channel value between two raw images of the same size. */
const meanDiff = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};
const region = (img: Buffer, box: { left: number; top: number; width: number; height: number }) =>
  sharp(img).extract(box).removeAlpha().raw().toBuffer();

describe('print files and full-resolution PNGs', () => {
  let t: TestApp;
  let studio: Artwork;
  let provider: Artwork;

  beforeAll(async () => {
    // Lanczos: these tests are about the files, not the AI upscaler (tested on its own).
    t = await createTestApp({ PRINT_UPSCALER: 'lanczos' });
    const user = await createUser(t.app, 'print');
    studio = await storedArtwork(t.app, user.id, { provider: 'local', width: 256, height: 320 });
    provider = await storedArtwork(t.app, user.id, {
      provider: 'openai',
      width: 1024,
      height: 1024,
    });
  }, 60_000);
  afterAll(() => t.close());

  const printFile = (
    artwork: Artwork,
    wrap: 'image' | 'mirror' | 'white' | 'black',
    w = 2,
    h = 3,
  ) =>
    t.app.prints.renderer.renderPrintFile({
      artworkId: artwork.id,
      widthInches: w,
      heightInches: h,
      wrap,
    });

  it('a studio print file is the size plus its wrap at 150 PPI, sRGB JPEG with its density', async () => {
    const file = await printFile(studio, 'white');
    expect(file).toMatchObject({
      contentType: 'image/jpeg',
      extension: 'jpg',
      width: 750,
      height: 900,
      ppi: 150,
      method: 'studio',
    });
    const meta = await sharp(file.data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 750, height: 900, space: 'srgb' });
    expect(meta.density).toBeGreaterThanOrEqual(150);
    expect(meta.icc?.length).toBeGreaterThan(0);
  });

  it('each wrap shows at the edges: white, black, mirrored face, the picture going on', async () => {
    const [white, black, mirror, image] = await Promise.all([
      printFile(studio, 'white'),
      printFile(studio, 'black'),
      printFile(studio, 'mirror'),
      printFile(studio, 'image'),
    ]);
    const leftBand = { left: 0, top: BAND, width: BAND, height: 900 - 2 * BAND };
    // The flat bands away from the fold (JPEG rings a few pixels next to the picture's edge).
    const flat = { ...leftBand, width: BAND - 8 };
    const whiteStats = await sharp(await region(white.data, flat), {
      raw: { width: BAND - 8, height: 450, channels: 3 },
    }).stats();
    expect(Math.min(...whiteStats.channels.map((c) => c.min))).toBeGreaterThanOrEqual(250);
    const blackStats = await sharp(await region(black.data, flat), {
      raw: { width: BAND - 8, height: 450, channels: 3 },
    }).stats();
    expect(Math.max(...blackStats.channels.map((c) => c.max))).toBeLessThanOrEqual(5);

    // Mirror: the left band is the face's left 1.5 in strip flipped.
    const band = await region(mirror.data, leftBand);
    const strip = await sharp(mirror.data)
      .extract({ left: BAND, top: BAND, width: BAND, height: 450 })
      .flop()
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(meanDiff(band, strip)).toBeLessThan(4);
    // Not flat, and not the same as the image wrap's band (that one is more picture).
    const imageBand = await region(image.data, leftBand);
    expect(meanDiff(band, imageBand)).toBeGreaterThan(4);
    expect(meanDiff(band, await region(white.data, leftBand))).toBeGreaterThan(20);
    expect(image).toMatchObject({ width: 750, height: 900 });
    // Every wrap has the same front: the words and frame never fold round a bar.
    const front = { left: BAND, top: BAND, width: 300, height: 450 };
    expect(meanDiff(await region(image.data, front), await region(white.data, front))).toBeLessThan(
      3,
    );
  }, 60_000);

  it('a landscape size is turned for a portrait artwork', async () => {
    const file = await printFile(studio, 'black', 3, 2);
    expect(await sharp(file.data).metadata()).toMatchObject({ width: 750, height: 900 });
  });

  it('a provider image is enlarged (Lanczos here) and cropped to exactly the print size', async () => {
    const file = await printFile(provider, 'mirror');
    expect(file).toMatchObject({ width: 750, height: 900, method: 'lanczos' });
    expect(await sharp(file.data).metadata()).toMatchObject({
      width: 750,
      height: 900,
      space: 'srgb',
    });
  });

  it('the full-resolution PNG: ≥ 2048 px, no watermark, title, shop and licence inside', async () => {
    const png = await t.app.prints.renderer.fullResolutionPng(studio.id);
    expect(png).toMatchObject({ width: 1638, height: 2048 });
    const meta = await sharp(png.data).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1638, height: 2048 });
    expect(readPngText(png.data)).toEqual({
      Title: 'Grace',
      Author: 'Atelier',
      Copyright: 'Atelier',
      License: PNG_LICENCE,
    });
    // The watermarked preview against the PNG brought to the preview's size.
    const stored = await t.app.storage.get(studio.previewKey!);
    const preview = await sharp(await buffer(stored!.body))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const same = await sharp(png.data)
      .resize(preview.info.width, preview.info.height)
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(meanDiff(preview.data, same)).toBeGreaterThan(3);
  }, 60_000);

  it("the PNG carries the shop's name when the shop has one", async () => {
    await t.app.db.insert(siteSettings).values({ key: 'shop.name', value: 'Grace & Co' });
    const png = await t.app.prints.renderer.fullResolutionPng(provider.id);
    expect(png).toMatchObject({ width: 2048, height: 2048 });
    expect(readPngText(png.data)).toMatchObject({ Author: 'Grace & Co', Copyright: 'Grace & Co' });
  }, 60_000);
});
