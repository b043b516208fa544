import { PNG_MIN_LONG_SIDE } from '@atelier/shared/schemas/prints';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ArtworkSource } from './artwork-source';
import { PNG_LICENCE, renderFullPngHere } from './full-png';

// The full PNG a shopper buys has no needless alpha channel.
describe('renderFullPngHere', () => {
  it('writes an opaque RGB PNG with its text chunks, even from an original with alpha', async () => {
    const height = PNG_MIN_LONG_SIDE;
    const width = Math.round((height * 4) / 5);
    const original = await sharp({
      create: { width, height, channels: 4, background: { r: 200, g: 150, b: 90, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect((await sharp(original).metadata()).hasAlpha).toBe(true);

    const source = {
      studio: false,
      title: 'Grace in Light',
      original: async () => original,
      input: {} as ArtworkSource['input'],
    };
    const png = await renderFullPngHere(source, { upscaler: 'lanczos', shopName: 'Atelier' });
    const meta = await sharp(png.data).metadata();
    expect(meta).toMatchObject({ format: 'png', width, height, channels: 3, hasAlpha: false });
    const text = png.data.toString('latin1');
    expect(text).toContain('Grace in Light');
    expect(text).toContain(PNG_LICENCE);
  });
});
