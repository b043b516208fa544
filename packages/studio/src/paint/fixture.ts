// Test and reference-script support: a test photo composed on a style's backdrop the way the
// portrait composition does it (subject bottom-centre, soft-edged), with its subject mask. An
// oval stands in for the segmentation model so the painter's tests do not depend on it.
import sharp from 'sharp';
import { seedPhotoPath } from '../testing/photos';
import { svgDoc } from '../svg';
import type { PortraitStyleId } from '@atelier/shared/studio-vocabulary';
import type { Box, RawImage } from '../types';
import { paintBackdrop } from './backdrop';
import type { StylePalette } from './palette';

/** A test photo by name: the seed shop's own. */
export const testPhotoPath = seedPhotoPath;

/** Where the face lies in astronaut.png, as fractions of the photo. */
const ASTRONAUT_FACE = { x: 0.34, y: 0.15, w: 0.2, h: 0.21 };

/**
 * The photo on the backdrop, plus the subject's mask (one channel, full size) and, for the
 * astronaut, where her face landed.
 */
export async function composeOnBackdrop(
  style: PortraitStyleId,
  width: number,
  height: number,
  palette: StylePalette,
  seed: number,
  photoPath: string,
): Promise<{ image: RawImage; mask: Buffer; face: Box | null }> {
  const side = Math.round(width * 0.78);
  const left = Math.round((width - side) / 2);
  const top = height - side;
  const oval = svgDoc(
    width,
    height,
    '<filter id="soft"><feGaussianBlur stdDeviation="4"/></filter>',
    `<ellipse cx="${width / 2}" cy="${top + side * 0.55}" rx="${side * 0.36}" ry="${side * 0.5}" fill="#fff" filter="url(#soft)"/>`,
  );
  const mask = await sharp(oval).extractChannel('alpha').raw().toBuffer();
  const photo = await sharp(photoPath)
    .resize(side, side, { fit: 'cover' })
    .removeAlpha()
    .toBuffer();
  const canvas = await sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([{ input: photo, left, top }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const placed = await sharp(canvas, { raw: { width, height, channels: 3 } })
    .joinChannel(mask, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  const backdrop = await paintBackdrop(style, width, height, palette, seed);
  const data = await sharp(backdrop.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: placed }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const face = photoPath.endsWith('astronaut.png')
    ? {
        x: Math.round(left + ASTRONAUT_FACE.x * side),
        y: Math.round(top + ASTRONAUT_FACE.y * side),
        w: Math.round(ASTRONAUT_FACE.w * side),
        h: Math.round(ASTRONAUT_FACE.h * side),
      }
    : null;
  return { image: { data, width, height, channels: 3 }, mask, face };
}
