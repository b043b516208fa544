// Moving pixels between sharp and the typed-array filters: every style works on interleaved RGB
// at a reduced size (half the output by default) and scales the result back up with sharp.
import sharp from 'sharp';
import { mulberry32 } from '../svg';
import type { RawImage } from '../types';

/** Interleaved 8-bit RGB. */
export type Rgb = { data: Uint8ClampedArray; width: number; height: number };

/** One channel, 8-bit. */
export type Gray = { data: Uint8ClampedArray; width: number; height: number };

/** The image as RGB at width×height (scaled with sharp; alpha flattened on black). */
export async function rgbAt(image: RawImage, width: number, height: number): Promise<Rgb> {
  let pipe = sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  });
  if (image.channels === 4) pipe = pipe.removeAlpha();
  if (image.channels === 1) pipe = pipe.toColourspace('srgb');
  if (image.width !== width || image.height !== height)
    pipe = pipe.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  const data = await pipe.raw().toBuffer();
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height };
}

/** A one-channel mask (full-size, as the subject finder gives it) at width×height. */
export async function maskAt(
  mask: Buffer | undefined,
  from: { width: number; height: number },
  width: number,
  height: number,
): Promise<Gray | null> {
  if (!mask || mask.length !== from.width * from.height) return null;
  const data = await sharp(mask, { raw: { width: from.width, height: from.height, channels: 1 } })
    .resize(width, height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height };
}

/** Scales RGB to width×height as a RawImage (bicubic: smooth for painted results). */
export async function rgbToRaw(
  rgb: Rgb,
  width: number,
  height: number,
  kernel: 'cubic' | 'nearest' | 'linear' = 'cubic',
): Promise<RawImage> {
  let pipe = sharp(Buffer.from(rgb.data.buffer, rgb.data.byteOffset, rgb.data.length), {
    raw: { width: rgb.width, height: rgb.height, channels: 3 },
  });
  if (rgb.width !== width || rgb.height !== height)
    pipe = pipe.resize(width, height, { fit: 'fill', kernel });
  const data = await pipe.raw().toBuffer();
  return { data, width, height, channels: 3 };
}

/** Gaussian blur of RGB with sharp (sigma in pixels). */
export async function blurRgb(rgb: Rgb, sigma: number): Promise<Rgb> {
  const data = await sharp(Buffer.from(rgb.data.buffer, rgb.data.byteOffset, rgb.data.length), {
    raw: { width: rgb.width, height: rgb.height, channels: 3 },
  })
    .blur(sigma)
    .raw()
    .toBuffer();
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: rgb.width,
    height: rgb.height,
  };
}

/** Gaussian blur of one channel with sharp. */
export async function blurGray(g: Gray, sigma: number): Promise<Gray> {
  const data = await sharp(Buffer.from(g.data.buffer, g.data.byteOffset, g.data.length), {
    raw: { width: g.width, height: g.height, channels: 1 },
  })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: g.width,
    height: g.height,
  };
}

/** Rec. 601 luma of RGB. */
export function lumaOf(rgb: Rgb): Gray {
  const { data, width, height } = rgb;
  const out = new Uint8ClampedArray(width * height);
  for (let i = 0, j = 0; i < out.length; i++, j += 3)
    out[i] = (data[j]! * 77 + data[j + 1]! * 150 + data[j + 2]! * 29) >> 8;
  return { data: out, width, height };
}

/**
 * Smooth value noise in 0..255 (mean 128): random values on a grid `cell` pixels apart, scaled
 * up bicubically. Deterministic for a seed (the PRNG, not libvips' noise).
 */
export async function valueNoise(
  width: number,
  height: number,
  cell: number,
  seed: number,
): Promise<Gray> {
  const r = mulberry32(seed);
  if (cell <= 1) {
    const white = new Uint8ClampedArray(width * height);
    for (let i = 0; i < white.length; i++) white[i] = Math.floor(r.next() * 256);
    return { data: white, width, height };
  }
  const gw = Math.max(2, Math.ceil(width / cell) + 1);
  const gh = Math.max(2, Math.ceil(height / cell) + 1);
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(r.next() * 256);
  const data = await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height };
}

/** Parses #rrggbb into [r, g, b]. */
export function rgbOf(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
