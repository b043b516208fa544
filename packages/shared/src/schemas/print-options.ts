import { z } from 'zod';
import { CANVAS_WRAPS } from './prints';

// What sizes an artwork prints at (GET /api/artwork/:id/print-options) and how the print
// file gets its pixels: the 150 PPI rule at work (DESIGN.md §3 "Prints and downloads").

/** How the print file gets its pixels. */
export const PRINT_METHODS = ['studio', 'ai-upscale', 'lanczos'] as const;
export type PrintMethod = (typeof PRINT_METHODS)[number];

export const printSizeOptionSchema = z.object({
  canvasSizeId: z.uuid(),
  label: z.string(),
  widthInches: z.number(),
  heightInches: z.number(),
  priceCents: z.number().int(),
  /** True when the print file reaches MIN_PRINT_PPI at this size including the wrap. */
  printable: z.boolean(),
  /** The resolution the print file would have at this size, wrap included. */
  ppi: z.number().int(),
  /** Why not printable, in words for the shopper; null when printable. */
  reason: z.string().nullable(),
});
export type PrintSizeOption = z.infer<typeof printSizeOptionSchema>;

/** GET /api/artworks/{id}/print-options: every active size with its quality badge. */
export const printOptionsSchema = z.object({
  artworkId: z.uuid(),
  method: z.enum(PRINT_METHODS),
  /** The source pixels the rule used (after the upscaler's factor for provider images). */
  sourceWidth: z.number().int(),
  sourceHeight: z.number().int(),
  sizes: z.array(printSizeOptionSchema),
  /** The largest active size that is printable; null when none is. */
  largestPrintable: z.object({ canvasSizeId: z.uuid(), label: z.string() }).nullable(),
  currency: z.string(),
});
export type PrintOptions = z.infer<typeof printOptionsSchema>;

/** GET /api/artworks/{id}/mockup?canvasSizeId=&wrap= → image/jpeg. */
export const mockupQuerySchema = z.strictObject({
  canvasSizeId: z.uuid(),
  wrap: z.enum(CANVAS_WRAPS),
});
