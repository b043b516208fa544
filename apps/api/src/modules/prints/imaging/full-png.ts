import { PNG_MIN_LONG_SIDE } from '@atelier/shared/schemas/prints';
import sharp from 'sharp';
import { overlayCaption } from '../../generation/engine/local-studio';
import type { ArtworkSource } from './artwork-source';
import { withPngText } from './png-text';
import { flatten, studioPicture } from './studio-picture';
import { AI_UPSCALE_FACTOR, upscaleImage } from './upscale';

// The full-resolution PNG a shopper buys: no watermark, at least PNG_MIN_LONG_SIDE on the long
// side, with the title, the shop and the licence in its text chunks.

export const PNG_LICENCE =
  'Personal use licence: print and share for personal, non-commercial use.';

/** The artwork's aspect at PNG_MIN_LONG_SIDE on its long side (1024×1280 → 1638×2048). */
export function pngSize(width: number, height: number) {
  const k = PNG_MIN_LONG_SIDE / Math.max(width, height);
  return k <= 1
    ? { width, height }
    : { width: Math.round(width * k), height: Math.round(height * k) };
}

async function pixelsOf(
  source: Pick<ArtworkSource, 'artwork' | 'input' | 'studio' | 'original'>,
  upscaler: 'ai' | 'lanczos',
  signal?: AbortSignal,
): Promise<Buffer> {
  const original = await source.original();
  const meta = await sharp(original).metadata();
  const own = { width: meta.width ?? 0, height: meta.height ?? 0 };
  const size = pngSize(own.width, own.height);
  if (size.width === own.width && size.height === own.height) return original;
  if (source.studio) {
    // Re-rendered from the same inputs and seed: the type and ornaments are drawn at this size.
    return flatten(await studioPicture(source.input, size.width, size.height, signal))
      .png()
      .toBuffer();
  }
  const enlarged =
    upscaler === 'ai'
      ? (await upscaleImage(original, { scale: AI_UPSCALE_FACTOR, method: 'ai', signal })).data
      : original;
  const resized = await sharp(enlarged)
    .resize(size.width, size.height, { fit: 'cover', kernel: 'lanczos3' })
    .png()
    .toBuffer();
  const worded = await overlayCaption(
    { data: resized, ...size, contentType: 'image/png' },
    { ...source.input, signal: signal ?? new AbortController().signal },
  );
  return worded.data;
}

/** The PNG with its text chunks: Title, Author and Copyright (the shop), License. */
export async function renderFullPng(
  source: Pick<ArtworkSource, 'artwork' | 'input' | 'studio' | 'original' | 'title'>,
  opts: { upscaler: 'ai' | 'lanczos'; shopName: string; signal?: AbortSignal },
) {
  const pixels = await pixelsOf(source, opts.upscaler, opts.signal);
  opts.signal?.throwIfAborted();
  const { data: png, info } = await sharp(pixels)
    .toColourspace('srgb')
    .png({ compressionLevel: 6 })
    .toBuffer({ resolveWithObject: true });
  const data = withPngText(png, {
    Title: source.title,
    Author: opts.shopName,
    Copyright: opts.shopName,
    License: PNG_LICENCE,
  });
  return { data, width: info.width, height: info.height };
}
