// A perceptual hash per colour channel, for tests that tell styles apart: the grey pHash sees
// the layout of light and dark, which two styles of the same composition share (a pale
// watercolour and a pale flat poster of the same photo); the red, green and blue channels'
// hashes see the colour layout too, which is where a style's palette shows.
import sharp from 'sharp';
import { hammingDistance, phash } from '../phash';
import { colourLayout, layoutDistance } from '../perceptual';

/** The pHash of each of the R, G and B channels of an encoded image. */
export async function colourHash(image: Buffer): Promise<[bigint, bigint, bigint]> {
  const rgb = sharp(image).flatten({ background: '#808080' }).toColourspace('srgb');
  const channel = async (c: 0 | 1 | 2) =>
    phash(await rgb.clone().extractChannel(c).png().toBuffer());
  return [await channel(0), await channel(1), await channel(2)];
}

/** Bits that differ over the three channels (0 … 192). */
export function colourDistance(a: readonly bigint[], b: readonly bigint[]): number {
  return a.reduce((sum, h, i) => sum + hammingDistance(h, b[i]!), 0);
}

/**
 * The pHash of the picture's fine detail (the absolute Laplacian, blurred into patches): where
 * a style puts texture — brush strokes, paper grain, lead lines — and where it leaves flat
 * colour. The part of a style the low-frequency hashes above cannot see.
 */
export async function detailHash(image: Buffer): Promise<bigint> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#808080' })
    .greyscale()
    .resize(256, 256, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const w = info.width;
  const h = info.height;
  const out = Buffer.alloc(w * h);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const lap = 4 * data[i]! - data[i - 1]! - data[i + 1]! - data[i - w]! - data[i + w]!;
      out[i] = Math.min(255, Math.abs(lap) * 2);
    }
  }
  const energy = await sharp(out, { raw: { width: w, height: h, channels: 1 } })
    .blur(4)
    .png()
    .toBuffer();
  return phash(energy);
}

/** The colour hashes, the detail hash and the colour layout of an image, for `styleOutliers`. */
export async function styleHash(image: Buffer): Promise<bigint[]> {
  return [...(await colourHash(image)), await detailHash(image), await colourLayout(image)];
}

/** Bits apart over the hashes, plus the colour layouts' steps apart (`styleHash` values). */
export function styleDistance(a: readonly bigint[], b: readonly bigint[]): number {
  return colourDistance(a.slice(0, 4), b.slice(0, 4)) + layoutDistance(a[4]!, b[4]!);
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

/**
 * For renders of one input in several styles, each over the same seeds (`hashes[style][seed]`
 * from `styleHash`): the pairs of styles where a style's regenerations are, on average, not
 * closer to each other than to the other style's renders of the same seeds. Empty = every
 * style stays itself across seeds.
 */
export function styleOutliers(hashes: Record<string, bigint[][]>): string[] {
  const out: string[] = [];
  for (const [id, own] of Object.entries(hashes)) {
    const pairs = own.flatMap((a, i) => own.slice(i + 1).map((b) => styleDistance(a, b)));
    const within = mean(pairs);
    for (const [other, theirs] of Object.entries(hashes)) {
      if (other === id) continue;
      const across = mean(own.map((a, i) => styleDistance(a, theirs[i]!)));
      if (within >= across)
        out.push(`${id} vs ${other}: ${within.toFixed(1)} ≥ ${across.toFixed(1)}`);
    }
  }
  return out;
}
