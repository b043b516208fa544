import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderPicture } from '../render';
import { productStyles, sampleInput, seedProduct } from '../testing/samples';
import type { Box } from '../types';
import { blockiness } from './blockiness';

// Preview size and the full-resolution PNG's (pngSize of 1024×1280).
const SIZES = [
  [1024, 1280],
  [1638, 2048],
] as const;
const LIMIT = 1.3;

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** The face and what surrounds it (hair, fur, collar), inside the picture. */
function around(face: Box, W: number, H: number): Box {
  const x = Math.max(0, Math.round(face.x - face.w * 0.2));
  const y = Math.max(0, Math.round(face.y - face.h * 0.2));
  return {
    x,
    y,
    w: Math.min(W, Math.round(face.x + face.w * 1.2)) - x,
    h: Math.min(H, Math.round(face.y + face.h * 1.4)) - y,
  };
}

describe('no style leaves block artefacts at any output size', () => {
  it('the measure sees JPEG blocks: a render saved at quality 30 is over the limit', async () => {
    const [W, H] = SIZES[0];
    const input = sampleInput('guardian-angel-pet', {
      style: 'Renaissance',
      seed: 7,
      width: W,
      height: H,
    });
    const render = await renderPicture(input, W, H);
    const box = around(render.face!, W, H);
    const jpeg = await sharp(render.png).jpeg({ quality: 30 }).toBuffer();
    expect(blockiness(await pixels(jpeg), box)).toBeGreaterThan(LIMIT);
    expect(blockiness(await pixels(render.png), box)).toBeLessThan(LIMIT);
  });

  for (const style of productStyles(seedProduct('guardian-angel-pet')))
    for (const [W, H] of SIZES)
      it(`${style.title} at ${W}×${H}: the cat's head and fur step no more at an 8-px grid than elsewhere`, async () => {
        const input = sampleInput('guardian-angel-pet', {
          style: style.title,
          seed: 7,
          everything: true,
          width: W,
          height: H,
        });
        const render = await renderPicture(input, W, H);
        const p = await pixels(render.png);
        const box = around(render.face!, W, H);
        expect(blockiness(p, box, 8)).toBeLessThan(LIMIT);
        expect(blockiness(p, box, 16)).toBeLessThan(LIMIT);
      });
});
