// Test support: one small render of a style as the portrait composes it (photo on the backdrop,
// stylized, framed), with its raw pixels and the frame's window.
import sharp from 'sharp';
import type { ArtworkBrief } from '../brief';
import type { PortraitStyleId } from '@atelier/shared/studio-vocabulary';
import type { Box } from '../types';
import { composeOnBackdrop, testPhotoPath } from './fixture';
import { frameFor, stylePalette, stylize } from './paint';

type Pixels = { data: Buffer; width: number; height: number; channels: number };

export type TestRender = {
  png: Buffer;
  pixels: Pixels;
  /** The composed picture before stylize. */
  composed: Pixels;
  window: Box;
  face: Box;
};

export async function renderStyle(
  style: PortraitStyleId,
  seed: number,
  options: ArtworkBrief['options'] = [],
  size: { width: number; height: number } = { width: 256, height: 320 },
  withMask = true,
): Promise<TestRender> {
  const { width, height } = size;
  const palette = stylePalette(style, seed, options);
  const { image, mask, face } = await composeOnBackdrop(
    style,
    width,
    height,
    palette,
    seed,
    testPhotoPath('astronaut'),
  );
  const painted = await stylize(
    style,
    image,
    palette,
    seed,
    withMask ? { subjectMask: mask, face } : {},
  );
  const frame = frameFor(style, width, height, palette, seed);
  const framed = sharp(painted.data, { raw: { width, height, channels: 3 } }).composite([
    { input: Buffer.from(frame.svg) },
  ]);
  const { data, info } = await framed
    .clone()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const png = await sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return {
    png,
    pixels: { data, width, height, channels: info.channels },
    composed: { data: image.data, width, height, channels: 3 },
    window: frame.window,
    face: face!,
  };
}

/** The box shrunk by `by` pixels on every side. */
export const inset = (b: Box, by: number): Box => ({
  x: b.x + by,
  y: b.y + by,
  w: b.w - 2 * by,
  h: b.h - 2 * by,
});
