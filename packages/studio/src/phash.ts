// Perceptual hashes (the classic DCT pHash): tests compare pictures with them, and the admin's
// regression runs measure how far a re-run moved from its original: the image is
// reduced to 32×32 grey, transformed with a 2-D DCT, and the 8×8 lowest frequencies (without
// the DC term) are compared with their median. Similar pictures differ in few of the 64 bits;
// different compositions in many (about half for unrelated images).
import sharp from 'sharp';

const N = 32;
const K = 8;

const COS = Array.from({ length: K }, (_, u) =>
  Array.from({ length: N }, (_, x) => Math.cos(((2 * x + 1) * u * Math.PI) / (2 * N))),
);

/** The 64-bit pHash of an encoded image (PNG, JPEG, WebP). */
export async function phash(image: Buffer): Promise<bigint> {
  const grey = await sharp(image)
    .flatten({ background: '#808080' })
    .greyscale()
    .resize(N, N, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const coeffs: number[] = [];
  for (let u = 0; u < K; u++) {
    for (let v = 0; v < K; v++) {
      let sum = 0;
      for (let y = 0; y < N; y++) {
        const cy = COS[u]![y]!;
        for (let x = 0; x < N; x++) sum += grey[y * N + x]! * cy * COS[v]![x]!;
      }
      coeffs.push(sum);
    }
  }
  const ac = coeffs.slice(1);
  const median = [...ac].sort((a, b) => a - b)[Math.floor(ac.length / 2)]!;
  let hash = 0n;
  for (const c of coeffs) hash = (hash << 1n) | (c > median ? 1n : 0n);
  return hash;
}

/** How many of the 64 bits differ (0 = the same picture to the eye, ~32 = unrelated). */
export function hammingDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}
