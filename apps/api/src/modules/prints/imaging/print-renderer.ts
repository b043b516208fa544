import type { CanvasWrap, PrintMethod, PrintOptions } from '@atelier/shared/schemas/prints';
import type { canvasSizes } from '../../../db/schema/commerce';
import type { Artwork } from '../../../db/schema/generation';
import type { PrintsDeps } from '../runtime';

export type CanvasSizeRow = typeof canvasSizes.$inferSelect;

export type PrintFileRequest = {
  artworkId: string;
  widthInches: number;
  heightInches: number;
  wrap: CanvasWrap;
};

export type PrintFile = {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png' | 'image/tiff';
  /** File extension for the storage key ('jpg', 'png', 'tif'). */
  extension: string;
  width: number;
  height: number;
  ppi: number;
  method: PrintMethod;
};

export type FullResolutionPng = { data: Buffer; width: number; height: number };

export type PrintRenderer = {
  /** The quality badge of every given size for this artwork (the 150 PPI rule, wrap included). */
  printOptions(artwork: Artwork, sizes: CanvasSizeRow[]): PrintOptions;
  /** The print file: sRGB, the size plus its wrap at MIN_PRINT_PPI or more. */
  renderPrintFile(req: PrintFileRequest, signal?: AbortSignal): Promise<PrintFile>;
  /** The unwatermarked PNG (long side ≥ PNG_MIN_LONG_SIDE) with title, shop and licence text chunks. */
  fullResolutionPng(artworkId: string, signal?: AbortSignal): Promise<FullResolutionPng>;
};

/** Contract stub: filled in by its owner (print-render). */
export function createPrintRenderer(_deps: PrintsDeps): PrintRenderer {
  const todo = () => {
    throw new Error('print renderer: not built yet');
  };
  return { printOptions: todo, renderPrintFile: todo, fullResolutionPng: todo };
}
