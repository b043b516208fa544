// Test helpers: real JPEG photos drawn with sharp, and pixel comparisons.
import sharp from 'sharp';
import { EMPTY_BRIEF, type GenerationInput } from '../brief';

/** A face-ish snapshot: wall, window, shoulders, a face with eyes and a smile. */
export async function facePhoto(
  opts: { width?: number; height?: number; wall?: string; skin?: string } = {},
): Promise<Buffer> {
  const { width = 1200, height = 900, wall = '#c9b8a0', skin = '#e0ac84' } = opts;
  const cx = width * 0.62;
  const cy = height * 0.42;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}"/><stop offset="1" stop-color="#555555"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#w)"/><rect x="${width * 0.07}" y="${height * 0.11}" width="${width * 0.22}" height="${height * 0.33}" fill="#dde8f0" stroke="#ffffff" stroke-width="12"/><ellipse cx="${cx}" cy="${height * 0.92}" rx="${width * 0.22}" ry="${height * 0.22}" fill="#4f6d8f"/><ellipse cx="${cx}" cy="${cy}" rx="${width * 0.125}" ry="${height * 0.21}" fill="${skin}"/><circle cx="${cx - width * 0.045}" cy="${cy - 10}" r="16" fill="#222222"/><circle cx="${cx + width * 0.045}" cy="${cy - 10}" r="16" fill="#222222"/><path d="M${cx - 60} ${cy + 90} Q${cx} ${cy + 130} ${cx + 60} ${cy + 90}" stroke="#8a3a3a" stroke-width="10" fill="none"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

export function baseInput(overrides: Partial<GenerationInput> = {}): GenerationInput {
  return {
    kind: 'portrait',
    prompt: 'A radiant portrait of Rose',
    negativePrompt: '',
    stylePreset: 'divine-glow',
    model: null,
    width: 1024,
    height: 1280,
    seed: 1,
    photos: [],
    fields: [],
    caption: '',
    title: 'Radiant Portrait',
    brief: EMPTY_BRIEF,
    signal: new AbortController().signal,
    ...overrides,
  };
}

export async function rawPixels(image: Buffer) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean absolute difference per channel value (0..255) over a region (default: everything). */
export async function meanDiff(
  a: Buffer,
  b: Buffer,
  region?: { top: number; bottom: number },
): Promise<number> {
  const pa = await rawPixels(a);
  const pb = await rawPixels(b);
  if (pa.width !== pb.width || pa.height !== pb.height) throw new Error('sizes differ');
  const row = pa.width * 3;
  const from = Math.floor((region?.top ?? 0) * pa.height) * row;
  const to = Math.floor((region?.bottom ?? 1) * pa.height) * row;
  let sum = 0;
  for (let i = from; i < to; i++) sum += Math.abs(pa.data[i]! - pb.data[i]!);
  return sum / (to - from);
}

/** Share (0..1) of pixels in a region where some channel differs by more than `threshold`. */
export async function changedShare(
  a: Buffer,
  b: Buffer,
  threshold: number,
  region?: { top: number; bottom: number },
): Promise<number> {
  const pa = await rawPixels(a);
  const pb = await rawPixels(b);
  if (pa.width !== pb.width || pa.height !== pb.height) throw new Error('sizes differ');
  const from = Math.floor((region?.top ?? 0) * pa.height) * pa.width;
  const to = Math.floor((region?.bottom ?? 1) * pa.height) * pa.width;
  let changed = 0;
  for (let p = from; p < to; p++) {
    const i = p * 3;
    if (
      Math.abs(pa.data[i]! - pb.data[i]!) > threshold ||
      Math.abs(pa.data[i + 1]! - pb.data[i + 1]!) > threshold ||
      Math.abs(pa.data[i + 2]! - pb.data[i + 2]!) > threshold
    )
      changed++;
  }
  return changed / (to - from);
}
