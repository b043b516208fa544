/**
 * Responsive variants of public images (GET /media/static-assets/<key>?w=&fmt=). The server
 * renders only these widths, so every srcset the web builds hits a small, cacheable set of files.
 */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 800, 1080, 1280, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** Explicit output formats; `auto` picks AVIF or WebP from the request's Accept header. */
export const VARIANT_FORMATS = ['webp', 'avif', 'jpeg', 'auto'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** WebP: every browser the shop supports decodes it, and it needs no Vary: Accept. */
export const DEFAULT_VARIANT_FORMAT: VariantFormat = 'webp';

export const STATIC_MEDIA_PREFIX = '/media/static-assets/';

export function isVariantWidth(value: number): value is VariantWidth {
  return (VARIANT_WIDTHS as readonly number[]).includes(value);
}

export function isVariantFormat(value: string): value is VariantFormat {
  return (VARIANT_FORMATS as readonly string[]).includes(value);
}

/** The path of a public static asset (query and hash dropped), or null for any other URL. */
function staticMediaPath(url: string | null | undefined): string | null {
  if (!url) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  return path.startsWith(STATIC_MEDIA_PREFIX) && path.length > STATIC_MEDIA_PREFIX.length
    ? path
    : null;
}

/** The URL of one variant; URLs that are not public static assets come back unchanged. */
export function variantUrl(
  url: string,
  width: VariantWidth,
  fmt: VariantFormat = DEFAULT_VARIANT_FORMAT,
): string {
  const path = staticMediaPath(url);
  return path ? `${path}?w=${width}&fmt=${fmt}` : url;
}

/**
 * A `srcset` value for a public static asset, e.g. `/media/static-assets/a.webp?w=160&fmt=webp
 * 160w, …`; undefined for other URLs (external images, blobs, signed URLs), which the caller
 * shows as they are. Widths outside the ladder are skipped.
 */
export function buildSrcSet(
  url: string | null | undefined,
  widths: readonly number[] = VARIANT_WIDTHS,
  fmt: VariantFormat = DEFAULT_VARIANT_FORMAT,
): string | undefined {
  const path = staticMediaPath(url);
  if (!path) return undefined;
  const ladder = [...new Set(widths)].filter(isVariantWidth).sort((a, b) => a - b);
  if (ladder.length === 0) return undefined;
  return ladder.map((w) => `${path}?w=${w}&fmt=${fmt} ${w}w`).join(', ');
}

/**
 * The product page's hero artwork (its largest paint): the web renders it with these widths and
 * sizes, and the server preloads exactly the same candidates so the browser fetches it early.
 */
export const PRODUCT_HERO_IMAGE = {
  widths: [480, 640, 800, 1080] as VariantWidth[],
  sizes: '(min-width: 1024px) 480px, (min-width: 640px) 60vw, 92vw',
} as const;
