import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedPhoto } from '../../../db/seed/seed-photos';
import { AI_UPSCALE_FACTOR, upscaleImage, upscalerAvailable } from './upscale';
import { tf, upscaleModel } from './upscale-model';

type Raw = { data: Buffer; width: number; height: number };

async function raw(png: Buffer): Promise<Raw> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A crop of astronaut.png (512×512), as PNG. */
const crop = (left: number, top: number, width: number, height: number) =>
  sharp(seedPhoto('astronaut'))
    .extract({ left, top, width, height })
    .removeAlpha()
    .png()
    .toBuffer();

/** Mean absolute difference per channel value (0…255) of two same-sized images. */
function meanAbsError(a: Raw, b: Raw): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / a.data.length;
}

describe('upscaleImage', () => {
  // The face and the helmet rim: skin, hair, eyes and hard edges.
  let face: Buffer;
  beforeAll(async () => {
    face = await crop(196, 90, 64, 64);
  });

  it('loads the AI model from the installed package, with no network', async () => {
    expect(AI_UPSCALE_FACTOR).toBe(4);
    await expect(upscalerAvailable()).resolves.toBe(true);
  });

  it.each([
    ['ai', 4, 'ai-upscale'],
    ['ai', 2, 'ai-upscale'],
    ['lanczos', 4, 'lanczos'],
    ['lanczos', 2, 'lanczos'],
  ] as const)(
    '%s at ×%i answers a PNG exactly that many times larger',
    async (method, scale, used) => {
      const input = await crop(100, 300, 40, 24);
      const result = await upscaleImage(input, { method, scale });
      expect(result.method).toBe(used);
      const meta = await sharp(result.data).metadata();
      expect(meta.format).toBe('png');
      expect([meta.width, meta.height]).toEqual([40 * scale, 24 * scale]);
      expect([result.width, result.height]).toEqual([40 * scale, 24 * scale]);
    },
  );

  it("makes other pixels than Lanczos' on a real photo", async () => {
    const ai = await upscaleImage(face, { method: 'ai', scale: 4 });
    const lanczos = await upscaleImage(face, { method: 'lanczos', scale: 4 });
    expect(meanAbsError(await raw(ai.data), await raw(lanczos.data))).toBeGreaterThan(1);
  });

  it('restores a downscaled photo closer to the original than nearest-neighbour does', async () => {
    const original = await crop(164, 60, 128, 128);
    const small = await sharp(original).resize(32, 32, { kernel: 'lanczos3' }).png().toBuffer();
    const truth = await raw(original);
    const ai = await upscaleImage(small, { method: 'ai', scale: 4 });
    const nearest = await sharp(small).resize(128, 128, { kernel: 'nearest' }).raw().toBuffer();

    const aiError = meanAbsError(await raw(ai.data), truth);
    const nearestError = meanAbsError({ data: nearest, width: 128, height: 128 }, truth);
    expect(aiError).toBeLessThan(nearestError * 0.9);
  });

  it('joins its tiles invisibly: a large image comes out as if the model saw it whole', async () => {
    // 300×150 is 3×2 tiles; the model itself run once on the whole image is the reference.
    const input = await crop(100, 200, 300, 150);
    const tiled = await raw((await upscaleImage(input, { method: 'ai', scale: 4 })).data);
    const model = await upscaleModel();
    const { data } = await sharp(input).raw().toBuffer({ resolveWithObject: true });
    const whole = tf.tidy(() => {
      const y = model.predict(tf.tensor4d(Float32Array.from(data), [1, 150, 300, 3]));
      return tf.clipByValue(tf.round(y as tf.Tensor4D), 0, 255).dataSync();
    });
    let worst = 0;
    for (let i = 0; i < whole.length; i++) {
      worst = Math.max(worst, Math.abs(tiled.data[i]! - whole[i]!));
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it.each(['ai', 'lanczos'] as const)('%s: an aborted signal rejects', async (method) => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      upscaleImage(face, { method, scale: 4, signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
  });

  it('ai: a signal aborted while it works rejects before the next tile', async () => {
    const controller = new AbortController();
    const input = await crop(0, 0, 512, 512);
    const work = upscaleImage(input, { method: 'ai', scale: 4, signal: controller.signal });
    controller.abort();
    await expect(work).rejects.toThrow(/abort/i);
  });
});
