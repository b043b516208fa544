import type { PrintMethod, PrintOptions } from '@atelier/shared/schemas/print-options';
import type { CanvasWrap } from '@atelier/shared/schemas/prints';
import type { canvasSizes } from '../../../db/schema/commerce';
import type { Artwork } from '../../../db/schema/generation';
import type { PrintsDeps } from '../prints-deps';
import { siteSettingValue } from '../prints-lookups.repository';
import { loadArtworkSource } from './artwork-source';
import { renderFullPng } from './full-png';
import { renderPrintFileOf } from './print-file';
import { rateSizes, upscaledSource } from './print-quality';
import { AI_UPSCALE_FACTOR } from './upscale';

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
  printOptions(artwork: Artwork, sizes: CanvasSizeRow[], currency?: string): PrintOptions;
  /** The print file: sRGB, the size plus its wrap at MIN_PRINT_PPI or more. */
  renderPrintFile(req: PrintFileRequest, signal?: AbortSignal): Promise<PrintFile>;
  /** The unwatermarked PNG (long side ≥ PNG_MIN_LONG_SIDE) with title, shop and licence text chunks. */
  fullResolutionPng(artworkId: string, signal?: AbortSignal): Promise<FullResolutionPng>;
};

/** The shop's name for the files it sells: the 'shop.name' site setting, else Atelier. */
export const SHOP_NAME_KEY = 'shop.name';
const DEFAULT_SHOP_NAME = 'Atelier';

/**
 * Print quality, print files and full-resolution PNGs (docs/decisions/018-prints-and-downloads.md).
 * The same in the API (badges, downloads) and the worker (print files of paid orders).
 */
export function createPrintRenderer(deps: PrintsDeps): PrintRenderer {
  const { upscaler } = deps.config.prints;

  async function shopName(): Promise<string> {
    const value = await siteSettingValue(deps.db, SHOP_NAME_KEY);
    return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_SHOP_NAME;
  }

  return {
    printOptions(artwork, sizes, currency = 'usd') {
      const pixels = { width: artwork.width ?? 0, height: artwork.height ?? 0 };
      const source =
        artwork.provider === 'local'
          ? { method: 'studio' as const, ...pixels }
          : upscaledSource(pixels, upscaler, AI_UPSCALE_FACTOR);
      const rows = sizes.map((s) => ({
        id: s.id,
        label: s.label,
        widthInches: s.widthInches,
        heightInches: s.heightInches,
        priceCents: s.priceCents,
      }));
      return rateSizes(artwork.id, source, rows, currency);
    },

    async renderPrintFile(req, signal) {
      const source = await loadArtworkSource(deps, req.artworkId);
      return renderPrintFileOf(source, req, { upscaler, signal });
    },

    async fullResolutionPng(artworkId, signal) {
      const [source, shop] = await Promise.all([loadArtworkSource(deps, artworkId), shopName()]);
      return renderFullPng(source, { upscaler, shopName: shop, signal });
    },
  };
}
