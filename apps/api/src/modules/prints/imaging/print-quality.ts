import {
  type PrintMethod,
  type PrintOptions,
  type PrintSizeOption,
} from '@atelier/shared/schemas/print-options';
import { orientTo, ppiAt, wrappedInches } from '@atelier/shared/print-rule';
import { MIN_PRINT_PPI, STRETCHER_DEPTH_INCHES } from '@atelier/shared/schemas/prints';

// The rule's geometry lives in packages/shared (the upload's photo check uses it too).
export { orientTo, ppiAt, wrappedInches };

// The 150 PPI rule (docs/decisions/018-prints-and-downloads.md): a canvas W×H in is printed with
// STRETCHER_DEPTH_INCHES of wrap on every side, so its file covers (W+3)×(H+3) in and needs that
// many inches × MIN_PRINT_PPI pixels. Pure: no database, no pixels.

/** The resolution studio print files are rendered at (every size, re-rendered from the inputs). */
export const STUDIO_PRINT_PPI = MIN_PRINT_PPI;

/**
 * How far Lanczos may enlarge a provider image and still be called honest: past 1.5× it adds
 * no detail, only softness (the decision record shows the comparison).
 */
export const LANCZOS_HONEST_FACTOR = 1.5;

export type QualitySize = {
  id: string;
  label: string;
  widthInches: number;
  heightInches: number;
  priceCents: number;
};

/** Where the print file's pixels come from. */
export type PixelSource = { method: PrintMethod; width: number; height: number };

/** The pixels of the print file at `ppi`, size and wrap included (already oriented). */
export function printPixels(widthInches: number, heightInches: number, ppi = MIN_PRINT_PPI) {
  const canvas = wrappedInches(widthInches, heightInches);
  return { width: Math.round(canvas.width * ppi), height: Math.round(canvas.height * ppi) };
}

const inches = (s: { widthInches: number; heightInches: number }) =>
  `${s.widthInches}×${s.heightInches} in`;

/**
 * Every size's badge: printable, the PPI it reaches and, when not, why in words and the largest
 * size that works. Studio artworks are re-rendered at print size, so every size is printable.
 */
export function rateSizes(
  artworkId: string,
  source: PixelSource,
  sizes: QualitySize[],
  currency: string,
): PrintOptions {
  const rated = sizes.map((size) => ({
    size,
    ppi: source.method === 'studio' ? STUDIO_PRINT_PPI : ppiAt(source, size),
  }));
  const printable = rated.filter((r) => r.ppi >= MIN_PRINT_PPI);
  const largest = printable.reduce<(typeof rated)[number] | null>(
    (best, r) =>
      !best ||
      r.size.widthInches * r.size.heightInches > best.size.widthInches * best.size.heightInches
        ? r
        : best,
    null,
  );
  const options: PrintSizeOption[] = rated.map(({ size, ppi }) => {
    const ok = ppi >= MIN_PRINT_PPI;
    const fix = largest
      ? `The largest size that works is ${inches(largest.size)}.`
      : 'No canvas size is small enough for this image; the full-resolution PNG is still available.';
    return {
      canvasSizeId: size.id,
      label: size.label,
      widthInches: size.widthInches,
      heightInches: size.heightInches,
      priceCents: size.priceCents,
      printable: ok,
      ppi,
      reason: ok
        ? null
        : `Prints at ${ppi} PPI at ${inches(size)} with its ${STRETCHER_DEPTH_INCHES} in wrap; ${MIN_PRINT_PPI} PPI is needed. ${fix}`,
    };
  });
  return {
    artworkId,
    method: source.method,
    sourceWidth: source.width,
    sourceHeight: source.height,
    sizes: options,
    largestPrintable: largest ? { canvasSizeId: largest.size.id, label: largest.size.label } : null,
    currency,
  };
}

/** The pixels the rule counts for a provider image: its own, times the upscaler's factor. */
export function upscaledSource(
  image: { width: number; height: number },
  upscaler: 'ai' | 'lanczos',
  aiFactor: number,
): PixelSource {
  const factor = upscaler === 'ai' ? aiFactor : LANCZOS_HONEST_FACTOR;
  return {
    method: upscaler === 'ai' ? 'ai-upscale' : 'lanczos',
    width: Math.floor(image.width * factor),
    height: Math.floor(image.height * factor),
  };
}
