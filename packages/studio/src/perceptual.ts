// How far apart two pictures look: the grey pHash (the layout of light and dark) and the colour
// layout (the mean colour of each cell of a 4×5 grid, 4 bits a channel). pHash alone is blind
// to overall colour and brightness (each hash is taken against its own median): a gold frame
// turned silver, a palette or a light mood changed leave it at 0. Regression runs report the
// larger of the two changes on pHash's 0–64 scale; tests tell styles apart with both.
import sharp from 'sharp';
import { hammingDistance, phash } from './phash';

/** The picture's colour layout: 20 cells × R, G, B in 16 steps, packed (240 bits). */
export async function colourLayout(image: Buffer): Promise<bigint> {
  const cells = await sharp(image)
    .flatten({ background: '#808080' })
    .toColourspace('srgb')
    .resize(4, 5, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  let packed = 0n;
  for (const v of cells) packed = (packed << 4n) | BigInt(v >> 4);
  return packed;
}

/** How far apart two colour layouts are: the summed steps between their cells (0 … 900). */
export function layoutDistance(a: bigint, b: bigint): number {
  let sum = 0;
  for (let i = 0; i < 60; i++) {
    const x = Number((a >> BigInt(4 * i)) & 15n);
    const y = Number((b >> BigInt(4 * i)) & 15n);
    sum += Math.abs(x - y);
  }
  return sum;
}

/** A picture's perceptual signature: 16 hex digits of grey pHash, then 60 of colour layout. */
export async function perceptualSignature(image: Buffer): Promise<string> {
  const [grey, layout] = await Promise.all([phash(image), colourLayout(image)]);
  return grey.toString(16).padStart(16, '0') + layout.toString(16).padStart(60, '0');
}

/** A colour layout change of this many steps (a mean of 4 of 16 steps a value) counts as 64. */
const LAYOUT_FULL_SCALE = 240;

/**
 * How much a picture changed, 0 (the same to the eye) … 64: the larger of the grey pHash's
 * differing bits and the colour layout's change on the same scale. A signature of 16 digits
 * (grey only) compares by pHash alone.
 */
export function perceptualChange(a: string, b: string): number {
  const grey = hammingDistance(BigInt(`0x${a.slice(0, 16)}`), BigInt(`0x${b.slice(0, 16)}`));
  if (a.length < 76 || b.length < 76) return grey;
  const steps = layoutDistance(BigInt(`0x${a.slice(16)}`), BigInt(`0x${b.slice(16)}`));
  return Math.max(grey, Math.min(64, Math.round((steps * 64) / LAYOUT_FULL_SCALE)));
}
