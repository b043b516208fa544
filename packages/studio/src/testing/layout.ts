import sharp from 'sharp';
import type { Box, TextBlock } from '../types';

// Layout checks for tests: from the text blocks the renderer reports (no text box overflows
// its area, no word was dropped) and from pixels (no ink outside the areas).

const inside = (inner: Box, outer: Box, tolerance: number) =>
  inner.x >= outer.x - tolerance &&
  inner.y >= outer.y - tolerance &&
  inner.x + inner.w <= outer.x + outer.w + tolerance &&
  inner.y + inner.h <= outer.y + outer.h + tolerance;

/** The blocks whose set text (extent) reaches outside the area they were given. */
export function overflowingBlocks(blocks: TextBlock[], tolerance = 0.5): TextBlock[] {
  return blocks.filter((b) => !inside(b.extent, b.area, tolerance));
}

/** Whether two boxes share more than `tolerance` px in both directions. */
export function boxesOverlap(a: Box, b: Box, tolerance = 0.5): boolean {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w > tolerance && h > tolerance;
}

/** Pairs of blocks whose set text overlaps (two pieces of text drawn over each other). */
export function overlappingBlocks(blocks: TextBlock[]): [TextBlock, TextBlock][] {
  const pairs: [TextBlock, TextBlock][] = [];
  blocks.forEach((a, i) =>
    blocks.slice(i + 1).forEach((b) => {
      if (a.lines.length && b.lines.length && boxesOverlap(a.extent, b.extent)) pairs.push([a, b]);
    }),
  );
  return pairs;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);

/**
 * The words of a block's text that its lines do not carry, in order (case aside: a block may
 * be set in capitals). Empty when every word was set whole; a word cut with '…' or broken
 * with a hyphen shows here.
 */
export function droppedWords(block: TextBlock): string[] {
  const set = block.lines.flatMap(words).map((w) => w.toLowerCase());
  const missing: string[] = [];
  let at = 0;
  for (const word of words(block.text)) {
    const found = set.indexOf(word.toLowerCase(), at);
    if (found < 0) missing.push(word);
    else at = found + 1;
  }
  return missing;
}

/** Ink: a pixel whose alpha is at least this (of 255); fainter antialiasing is ignored. */
const INK_ALPHA = 48;

/**
 * Pixels of ink (alpha ≥ INK_ALPHA in a PNG with transparency, e.g. a text layer rendered
 * alone) outside every one of `areas`, each grown by `tolerance` px for antialiasing.
 * Returns the count and the bounding box of those pixels (null when there are none).
 */
export async function inkOutside(
  png: Buffer,
  areas: Box[],
  tolerance = 1,
): Promise<{ count: number; box: Box | null }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const grown = areas.map((a) => ({
    x0: a.x - tolerance,
    y0: a.y - tolerance,
    x1: a.x + a.w + tolerance,
    y1: a.y + a.h + tolerance,
  }));
  let count = 0;
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * channels + channels - 1]! < INK_ALPHA) continue;
      // A pixel covers [x, x+1) × [y, y+1): it is inside when it lies within a grown area.
      if (grown.some((g) => x >= g.x0 && x + 1 <= g.x1 && y >= g.y0 && y + 1 <= g.y1)) continue;
      count++;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x);
      y1 = Math.max(y1, y);
    }
  }
  return { count, box: count ? { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 } : null };
}

/** Pixels of ink inside `box` (to check that something was drawn where text should be). */
export async function inkInside(png: Buffer, box: Box): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  let count = 0;
  for (
    let y = Math.max(0, Math.floor(box.y));
    y < Math.min(height, Math.ceil(box.y + box.h));
    y++
  ) {
    for (
      let x = Math.max(0, Math.floor(box.x));
      x < Math.min(width, Math.ceil(box.x + box.w));
      x++
    ) {
      if (data[(y * width + x) * channels + channels - 1]! >= INK_ALPHA) count++;
    }
  }
  return count;
}
