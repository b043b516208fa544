// The painter's entry points, which the portrait composition calls: the style's palette, its
// backdrop, the filter that turns a composed picture into the style, and its frame.
import type { PortraitStyleId } from '@atelier/shared/studio-vocabulary';
import type { RawImage } from '../types';
import type { StylizeOptions } from './detail';
import type { StylePalette } from './palette';
import { minimal } from './minimal';
import { renaissance } from './renaissance';
import { stainedGlass } from './stained-glass';
import { watercolor } from './watercolor';

export { stylePalette, type StylePalette } from './palette';
export { paintBackdrop } from './backdrop';
export { frameFor } from './frames';
export type { StylizeOptions } from './detail';

const STYLIZE = {
  renaissance,
  watercolor,
  'stained-glass': stainedGlass,
  minimal,
} as const;

/**
 * Turns a composed RGB picture (subject already placed on the backdrop) into the style. The
 * subject's mask (one channel, the image's size) keeps the subject finer — smaller strokes,
 * cells and shapes where it is set — and the face finer still. Returns RGB at the image's size.
 */
export async function stylize(
  style: PortraitStyleId,
  image: RawImage,
  palette: StylePalette,
  seed: number,
  opts: StylizeOptions = {},
): Promise<RawImage> {
  return STYLIZE[style](image, palette, seed, opts);
}
