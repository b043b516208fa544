// The display copy of an artwork: at most 1024 px on the long side, WebP, with a tiled diagonal
// 'ATELIER PREVIEW' watermark — plain to see, yet light enough that the art stays readable.
import sharp from 'sharp';
import { n, SANS, svgDoc } from '@atelier/studio';

export const PREVIEW_MAX_SIDE = 1024;
export const WATERMARK_TEXT = 'ATELIER PREVIEW';

export type Preview = { data: Buffer; width: number; height: number; contentType: 'image/webp' };

/** The watermark layer for a width×height image: rows of rotated text, alternately offset. */
export function watermarkSvg(width: number, height: number): Buffer {
  const S = Math.min(width, height);
  const size = Math.max(14, Math.round(S * 0.045));
  const tileW = size * 12;
  const tileH = size * 4.2;
  // The pattern is rotated, so it has to cover the image's diagonal in every direction.
  const reach = Math.hypot(width, height);
  const text = (x: number, y: number) =>
    `<text x="${n(x)}" y="${n(y)}" font-family="${SANS}" font-weight="bold" font-size="${size}" letter-spacing="${n(size * 0.12)}" fill="#ffffff" fill-opacity="0.34" stroke="#000000" stroke-opacity="0.22" stroke-width="${n(Math.max(1, size * 0.04))}">${WATERMARK_TEXT}</text>`;
  const cx = width / 2;
  const cy = height / 2;
  let rows = '';
  let k = 0;
  for (let y = cy - reach / 2; y < cy + reach / 2 + tileH; y += tileH, k++) {
    for (let x = cx - reach / 2 - (k % 2) * (tileW / 2); x < cx + reach / 2; x += tileW)
      rows += text(x, y);
  }
  return svgDoc(width, height, '', `<g transform="rotate(-30 ${n(cx)} ${n(cy)})">${rows}</g>`);
}

/** Resizes the original (longest side ≤ 1024 px, never enlarged) and stamps the watermark. */
export async function makePreview(original: Buffer): Promise<Preview> {
  const resized = await sharp(original, { failOn: 'truncated' })
    .rotate()
    .resize(PREVIEW_MAX_SIDE, PREVIEW_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = resized.info;
  const data = await sharp(resized.data, { raw: { width, height, channels } })
    .composite([{ input: watermarkSvg(width, height), blend: 'over' }])
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
  return { data, width, height, contentType: 'image/webp' };
}
