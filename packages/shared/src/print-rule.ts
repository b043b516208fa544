import { STRETCHER_DEPTH_INCHES } from './schemas/prints';

// The 150 PPI print rule's geometry (docs/decisions/018-prints-and-downloads.md): a canvas W×H in
// is printed with STRETCHER_DEPTH_INCHES of wrap on every side, and an image is cover-cropped to
// it. The print options' quality badges (apps/api prints/imaging/print-quality.ts) and the
// upload's photo check both measure with it. Pure: no database, no pixels.

/** The canvas the print file covers: the size plus its wrap on every side, in inches. */
export function wrappedInches(widthInches: number, heightInches: number) {
  const wrap = 2 * STRETCHER_DEPTH_INCHES;
  return { width: widthInches + wrap, height: heightInches + wrap };
}

/**
 * The size turned to the artwork's orientation: a landscape artwork on a portrait size is
 * printed on that size turned on its side (a 16×20 canvas hangs as 20×16), and vice versa.
 */
export function orientTo(
  size: { widthInches: number; heightInches: number },
  artwork: { width: number; height: number },
) {
  const { widthInches: w, heightInches: h } = size;
  const landscapeArt = artwork.width > artwork.height;
  const portraitArt = artwork.height > artwork.width;
  if ((landscapeArt && w < h) || (portraitArt && w > h)) return { widthInches: h, heightInches: w };
  return { widthInches: w, heightInches: h };
}

/**
 * The resolution a source of width×height pixels prints at on the size including its wrap: the
 * image is cover-cropped to the canvas' aspect, so the side that runs out first decides.
 */
export function ppiAt(
  source: { width: number; height: number },
  size: { widthInches: number; heightInches: number },
): number {
  const oriented = orientTo(size, source);
  const canvas = wrappedInches(oriented.widthInches, oriented.heightInches);
  return Math.floor(Math.min(source.width / canvas.width, source.height / canvas.height));
}
