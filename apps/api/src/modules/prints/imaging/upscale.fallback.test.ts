import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { upscaleImage, upscalerAvailable } from './upscale';
import type * as UpscaleModel from './upscale-model';

// A machine where the model package is missing: its load fails as Node's resolver would.
vi.mock('./upscale-model', async (importOriginal) => ({
  ...(await importOriginal<typeof UpscaleModel>()),
  upscaleModel: () => Promise.reject(new Error("Cannot find module '@upscalerjs/esrgan-slim'")),
}));

describe('upscaleImage when the AI model cannot load', () => {
  it('says the upscaler is unavailable', async () => {
    await expect(upscalerAvailable()).resolves.toBe(false);
  });

  it('enlarges with Lanczos instead, says so in the log and in the method it answers', async () => {
    const input = await sharp({
      create: { width: 20, height: 10, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const warnings: string[] = [];
    const log = { warn: (_obj: object, msg: string) => void warnings.push(msg) };

    const result = await upscaleImage(input, { method: 'ai', scale: 4, log });

    expect(result.method).toBe('lanczos');
    expect([result.width, result.height]).toEqual([80, 40]);
    expect(warnings).toEqual(['AI upscaler unavailable: enlarging with Lanczos']);
  });
});
