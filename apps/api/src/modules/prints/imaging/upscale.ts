import sharp from 'sharp';

// TEMP stand-in for H1's upscaler (dropped at merge): Lanczos only, the same signature.

/** How many times the AI upscaler enlarges an image. */
export const AI_UPSCALE_FACTOR = 4;

export type UpscaleOptions = { scale: number; method: 'ai' | 'lanczos'; signal?: AbortSignal };

/** The image enlarged `scale` times (PNG). */
export async function upscaleImage(
  input: Buffer,
  { scale, signal }: UpscaleOptions,
): Promise<{ data: Buffer; width: number; height: number }> {
  signal?.throwIfAborted();
  const meta = await sharp(input).metadata();
  const width = Math.round((meta.width ?? 1) * scale);
  const height = Math.round((meta.height ?? 1) * scale);
  const data = await sharp(input).resize(width, height, { kernel: 'lanczos3' }).png().toBuffer();
  return { data, width, height };
}
