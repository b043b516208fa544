import { PNG_MIN_LONG_SIDE } from '@atelier/shared/schemas/prints';
import sharp from 'sharp';
import { asBuffer, isRenderThread, runRenderTask, transferable } from '../../../lib/render-pool';
import { overlayCaption } from '../../generation/engine/local-studio';
import type { PortableInput } from '../../generation/engine/portable-input';
import { toPortableInput } from '../../generation/engine/portable-input';
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
  source: Pick<ArtworkSource, 'input' | 'studio' | 'original'>,
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

type FullPngSource = Pick<ArtworkSource, 'input' | 'studio' | 'original' | 'title'>;
type FullPngOptions = { upscaler: 'ai' | 'lanczos'; shopName: string; signal?: AbortSignal };
type FullPng = { data: Buffer; width: number; height: number };

/** What the pool thread gets: the inputs and the stored original as bytes. */
export type FullPngTask = {
  source: Pick<FullPngSource, 'studio' | 'title'> & { input: PortableInput; original: Uint8Array };
  opts: Omit<FullPngOptions, 'signal'>;
};

/**
 * The PNG with its text chunks: Title, Author and Copyright (the shop), License. Made on a
 * render-pool thread; only the file comes back.
 */
export async function renderFullPng(source: FullPngSource, opts: FullPngOptions): Promise<FullPng> {
  if (isRenderThread()) return renderFullPngHere(source, opts);
  const transferList: ArrayBuffer[] = [];
  const { signal, ...rest } = opts;
  const task: FullPngTask = {
    source: {
      studio: source.studio,
      title: source.title,
      input: toPortableInput(source.input, transferList),
      original: transferable(await source.original(), transferList),
    },
    opts: rest,
  };
  const png = await runRenderTask<FullPng>('fullPng', task, { signal, transferList });
  return { ...png, data: asBuffer(png.data) };
}

/** renderFullPng on this thread (the pool's threads run it). */
export async function renderFullPngHere(source: FullPngSource, opts: FullPngOptions) {
  const pixels = await pixelsOf(source, opts.upscaler, opts.signal);
  opts.signal?.throwIfAborted();
  // Opaque artwork: an alpha channel (studio renders and providers' PNGs carry one) would only
  // add a quarter to the file and confuse print shops' preflight checks.
  const { data: png, info } = await sharp(pixels)
    .flatten({ background: '#ffffff' })
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
