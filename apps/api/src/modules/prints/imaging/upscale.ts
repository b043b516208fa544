// Enlarges a provider's image for print: by the offline ESRGAN network ('ai'), else by sharp's
// Lanczos with a mild unsharp mask. The network runs tile by tile so memory stays bounded
// whatever the image's size, and a print job can be stopped between two tiles.
import sharp from 'sharp';
import { MODEL_FACTOR, tf, upscaleModel, type LayersModel } from './upscale-model';

/** The factor the AI model enlarges by; a ×2 request is the model's ×4 reduced by Lanczos. */
export const AI_UPSCALE_FACTOR = MODEL_FACTOR;

export type UpscaleMethod = 'ai-upscale' | 'lanczos';

export type UpscaleOptions = {
  scale: 2 | 4;
  method: 'ai' | 'lanczos';
  signal?: AbortSignal;
  /** Told when the model cannot load and Lanczos is used instead. */
  log?: { warn(obj: object, msg: string): void };
};

export type Upscaled = { data: Buffer; width: number; height: number; method: UpscaleMethod };

/** Source pixels per tile side: a 128² tile needs about 100 MB of activations at ×4. */
const TILE = 128;
/**
 * Context around each tile (source pixels): the network sees about 9 px around a pixel, so with
 * 10 px of real neighbours the tile seams are invisible; only the centre of each result is kept.
 */
const OVERLAP = 10;

/** True when the AI model loads on this machine (the print rule may count on its factor). */
export async function upscalerAvailable(): Promise<boolean> {
  try {
    await upscaleModel();
    return true;
  } catch {
    return false;
  }
}

export async function upscaleImage(input: Buffer, opts: UpscaleOptions): Promise<Upscaled> {
  opts.signal?.throwIfAborted();
  if (opts.method === 'ai') {
    const model = await upscaleModel().catch((err: unknown) => {
      (opts.log ?? console).warn({ err }, 'AI upscaler unavailable: enlarging with Lanczos');
      return null;
    });
    if (model) return aiUpscale(model, input, opts.scale, opts.signal);
  }
  return lanczosUpscale(input, opts.scale);
}

/** The image upright, in sRGB, as raw RGB; print files have no transparency, so alpha goes on white. */
async function decode(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function lanczosUpscale(input: Buffer, scale: number): Promise<Upscaled> {
  const { data: src, width, height } = await decode(input);
  const { data, info } = await sharp(src, { raw: { width, height, channels: 3 } })
    .resize(width * scale, height * scale, { kernel: 'lanczos3', fit: 'fill' })
    .sharpen({ sigma: 0.6 })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, method: 'lanczos' };
}

async function aiUpscale(
  model: LayersModel,
  input: Buffer,
  scale: number,
  signal: AbortSignal | undefined,
): Promise<Upscaled> {
  const { data: src, width, height } = await decode(input);
  const f = MODEL_FACTOR;
  const out = Buffer.alloc(width * f * height * f * 3);

  for (let y0 = 0; y0 < height; y0 += TILE) {
    for (let x0 = 0; x0 < width; x0 += TILE) {
      // Yield between tiles: the server stays responsive and an abort can arrive.
      await new Promise((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
      const tile = { x0, y0, x1: Math.min(x0 + TILE, width), y1: Math.min(y0 + TILE, height) };
      upscaleTile(model, src, width, height, tile, out);
    }
  }

  const image = sharp(out, { raw: { width: width * f, height: height * f, channels: 3 } });
  const sized =
    scale === f
      ? image
      : image.resize(width * scale, height * scale, { kernel: 'lanczos3', fit: 'fill' });
  const png = await sized.png().toBuffer({ resolveWithObject: true });
  return { data: png.data, width: png.info.width, height: png.info.height, method: 'ai-upscale' };
}

type Tile = { x0: number; y0: number; x1: number; y1: number };

/** Runs the network on one tile plus its context and copies the tile's part into `out`. */
function upscaleTile(
  model: LayersModel,
  src: Buffer,
  width: number,
  height: number,
  tile: Tile,
  out: Buffer,
): void {
  const f = MODEL_FACTOR;
  const cx0 = Math.max(0, tile.x0 - OVERLAP);
  const cy0 = Math.max(0, tile.y0 - OVERLAP);
  const cx1 = Math.min(width, tile.x1 + OVERLAP);
  const cy1 = Math.min(height, tile.y1 + OVERLAP);
  const cw = cx1 - cx0;
  const ch = cy1 - cy0;

  const patch = new Float32Array(cw * ch * 3);
  for (let y = 0; y < ch; y++) {
    const from = ((cy0 + y) * width + cx0) * 3;
    patch.set(src.subarray(from, from + cw * 3), y * cw * 3);
  }
  // The slim RDN works on 0–255 values in and out.
  const result = tf.tidy(() => {
    const x = tf.tensor4d(patch, [1, ch, cw, 3]);
    const y = model.predict(x) as tf.Tensor4D;
    return tf.clipByValue(tf.round(y), 0, 255).dataSync();
  });

  const rowLength = (tile.x1 - tile.x0) * f * 3;
  const resultWidth = cw * f;
  for (let y = (tile.y0 - cy0) * f; y < (tile.y1 - cy0) * f; y++) {
    const from = (y * resultWidth + (tile.x0 - cx0) * f) * 3;
    const to = ((cy0 * f + y) * width * f + tile.x0 * f) * 3;
    out.set(result.subarray(from, from + rowLength), to);
  }
}
