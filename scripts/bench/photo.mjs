// The compression row's photo: 4000×3000, gradients, waves and per-pixel grain, JPEG q92 from
// sharp (about 5 MB, what a phone writes for 12 MP; the grain is what keeps it that large).
import sharp from 'sharp';

export const WIDTH = 4000;
export const HEIGHT = 3000;

/** A photo-like 12 MP JPEG: smooth gradients and waves under a fixed-seed grain. */
export async function makePhoto() {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 20_261_121;
  const random = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 4_294_967_296;
  const clamp = (v) => (v < 0 ? 0 : v > 255 ? 255 : v);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      const gx = x / WIDTH;
      const gy = y / HEIGHT;
      const wave = Math.sin(x / 37 + Math.sin(y / 53) * 3) * 40 + Math.cos((x + y) / 91) * 30;
      const grain = (random() - 0.5) * 40;
      raw[i] = clamp(60 + 150 * gx + wave + grain);
      raw[i + 1] = clamp(80 + 120 * gy - wave / 2 + grain);
      raw[i + 2] = clamp(200 - 140 * gx * gy + wave / 3 + grain);
    }
  }
  return sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}
