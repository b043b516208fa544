import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalStudioProvider } from './local-studio';
import { makePreview } from './preview';
import { baseInput, changedShare, facePhoto } from '@atelier/studio/testing';

describe('makePreview', () => {
  let artwork: Buffer;
  beforeAll(async () => {
    const photo = await facePhoto();
    const out = await new LocalStudioProvider().generate(
      baseInput({ photos: [photo], width: 1600, height: 2000, caption: 'Rose' }),
    );
    artwork = out.data;
  });

  // The same resize without the watermark, as the reference the preview is compared with.
  const plainResize = async (image: Buffer, width: number, height: number) =>
    sharp(image).resize(width, height).png().toBuffer();

  it('makes a WebP at most 1024 px on the long side, keeping the aspect ratio', async () => {
    const preview = await makePreview(artwork);
    expect(preview).toMatchObject({ width: 819, height: 1024, contentType: 'image/webp' });
    const meta = await sharp(preview.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 819, height: 1024 });
  });

  it('never enlarges a small original', async () => {
    const small = await sharp(artwork).resize(400, 500).png().toBuffer();
    const preview = await makePreview(small);
    expect(preview).toMatchObject({ width: 400, height: 500 });
    expect((await sharp(preview.data).metadata()).format).toBe('webp');
  });

  it('stamps a visible watermark in every band of the image, yet keeps the art readable', async () => {
    const preview = await makePreview(artwork);
    const reference = await plainResize(artwork, preview.width, preview.height);
    // The tiled text changes a clear share of the pixels in every band of the picture, while
    // most of the art stays as it was.
    for (const [top, bottom] of [
      [0, 0.25],
      [0.25, 0.5],
      [0.5, 0.75],
      [0.75, 1],
    ] as const) {
      const share = await changedShare(preview.data, reference, 24, { top, bottom });
      expect(share).toBeGreaterThan(0.04);
      expect(share).toBeLessThan(0.5);
    }
    // The same encoder without the watermark hardly changes a pixel that much.
    const unmarked = await sharp(reference).webp({ quality: 82 }).toBuffer();
    expect(await changedShare(unmarked, reference, 24)).toBeLessThan(0.02);
  });
});
