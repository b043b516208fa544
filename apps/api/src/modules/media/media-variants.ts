import {
  isVariantFormat,
  isVariantWidth,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantWidth,
} from '@atelier/shared/image-variants';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/errors';
import type { Storage, StoredObjectInfo } from '../../storage/storage';

export type OutputFormat = 'webp' | 'avif' | 'jpeg';

export type VariantRequest = {
  /** A ladder width, or null to keep the original width (format change only). */
  width: VariantWidth | null;
  format: OutputFormat;
  /** True when the format came from the Accept header (fmt=auto): the answer varies by it. */
  negotiated: boolean;
};

export const OUTPUT_CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
};

/**
 * Rendered variants live beside the originals so every instance (and a bucket) can reuse them.
 * Storage keys allow no segment starting with '_', hence a plain `variants` folder.
 */
export const VARIANTS_PREFIX = 'static-assets/variants/';

export function isVariantKey(key: string): boolean {
  return key.startsWith(VARIANTS_PREFIX);
}

/** `static-assets/variants/<w|full>/<fmt>/<original path below static-assets/>`. */
export function variantKey(originalKey: string, req: Omit<VariantRequest, 'negotiated'>): string {
  const rest = originalKey.slice('static-assets/'.length);
  return `${VARIANTS_PREFIX}${req.width ?? 'full'}/${req.format}/${rest}`;
}

function pickFromAccept(accept: string | undefined): OutputFormat {
  const a = accept ?? '';
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * Reads `w` and `fmt`. Null when neither is given (the original is served as it is); a 400 with
 * the allowed values when either is wrong.
 */
export function parseVariantQuery(
  query: { w?: string | undefined; fmt?: string | undefined },
  accept: string | undefined,
): VariantRequest | null {
  if (query.w === undefined && query.fmt === undefined) return null;
  let width: VariantWidth | null = null;
  if (query.w !== undefined) {
    const n = /^\d{1,5}$/.test(query.w) ? Number(query.w) : NaN;
    if (!isVariantWidth(n)) {
      throw badRequest(`w must be one of ${VARIANT_WIDTHS.join(', ')}`, 'INVALID_IMAGE_WIDTH');
    }
    width = n;
  }
  const fmt = query.fmt ?? 'webp';
  if (!isVariantFormat(fmt)) {
    throw badRequest(`fmt must be one of ${VARIANT_FORMATS.join(', ')}`, 'INVALID_IMAGE_FORMAT');
  }
  if (fmt === 'auto') return { width, format: pickFromAccept(accept), negotiated: true };
  return { width, format: fmt, negotiated: false };
}

async function render(input: Buffer, req: VariantRequest): Promise<Buffer> {
  // rotate() applies the EXIF orientation, so phone photos are upright in every variant.
  let img = sharp(input, { failOn: 'error' }).rotate();
  if (req.width) img = img.resize({ width: req.width, withoutEnlargement: true });
  switch (req.format) {
    case 'webp':
      return img.webp({ quality: 78 }).toBuffer();
    case 'avif':
      return img.avif({ quality: 50, effort: 4 }).toBuffer();
    case 'jpeg':
      // JPEG has no alpha: transparent pixels become white rather than black.
      return img.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  }
}

export type VariantObject = StoredObjectInfo & { body: Buffer | Readable };

/**
 * Variants are rendered on first request and stored; later requests (on any instance) stream
 * the stored copy. Concurrent first requests on one instance share a single render.
 */
export function createVariantStore(storage: Storage) {
  const inFlight = new Map<string, Promise<VariantObject | null>>();

  async function renderAndStore(
    originalKey: string,
    key: string,
    req: VariantRequest,
  ): Promise<VariantObject | null> {
    const original = await storage.get(originalKey);
    if (!original) return null;
    const input = Buffer.concat(await original.body.toArray());
    let output: Buffer;
    try {
      output = await render(input, req);
    } catch {
      throw new AppError(415, 'UNSUPPORTED_IMAGE', 'This file cannot be resized');
    }
    const info = await storage.put(key, output, {
      contentType: OUTPUT_CONTENT_TYPES[req.format],
      cacheControl: 'public, max-age=31536000, immutable',
    });
    return { ...info, body: output };
  }

  return {
    /** The variant (stored or freshly rendered), or null when the original does not exist. */
    async get(originalKey: string, req: VariantRequest): Promise<VariantObject | null> {
      const key = variantKey(originalKey, req);
      const stored = await storage.get(key);
      if (stored) return stored;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const rendering = renderAndStore(originalKey, key, req).finally(() => inFlight.delete(key));
      inFlight.set(key, rendering);
      return rendering;
    },
  };
}
