import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { portraitStage, renderPortrait } from './portrait';
import { layCutOut, prepareCutOut } from './portrait-place';
import { colourCount, edgeDensity, grain, lumaOf, traceShare } from './testing/painted-measure';
import { sampleInput } from './testing/samples';
import type { Box, RawImage } from './types';

// The cat (chelsea.png, 451×300) in Stained Glass at the preview size. Its face, from above the
// eyes to the mouth, and its eyes, in the photo's pixels (as in portrait-pet.test.ts).
const FACE = { x0: 150, y0: 80, x1: 340, y1: 270 };
const EYES = [
  [170, 115],
  [318, 135],
] as const;
const [W, H] = [1024, 1280];

describe('the Stained Glass face is painted glass, not the photo pasted in', () => {
  it("keeps few of the photo's colours, none of its fur grain, and traces the eyes in dark lines", async () => {
    const input = sampleInput('guardian-angel-pet', {
      style: 'Stained Glass',
      seed: 7,
      width: W,
      height: H,
    });
    const stage = await portraitStage(input, W, H);
    const at = stage.placement!;
    // The photo as the render places it, on black: what a pasted face would show.
    const pasted: RawImage = { data: Buffer.alloc(W * H * 3), width: W, height: H, channels: 3 };
    layCutOut(pasted, await prepareCutOut(stage.photo!, stage.subject!, at, W, H));
    const render = await renderPortrait(input, W, H);
    const { data } = await sharp(render.png)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const glass = { data, width: W, height: H, channels: 3 };

    const out = (px: number, py: number) => [at.left + px * at.scale, at.top + py * at.scale];
    const [x0, y0] = out(FACE.x0, FACE.y0);
    const [x1, y1] = out(FACE.x1, FACE.y1);
    const box: Box = {
      x: Math.round(x0!),
      y: Math.round(y0!),
      w: Math.round(x1! - x0!),
      h: Math.round(y1! - y0!),
    };
    const eyes = new Uint8Array(W * H);
    for (const [px, py] of EYES) {
      const [cx, cy] = out(px, py);
      const r = 28 * at.scale;
      for (let y = Math.floor(cy! - r); y <= cy! + r; y++)
        for (let x = Math.floor(cx! - r); x <= cx! + r; x++)
          if (Math.hypot(x - cx!, y - cy!) <= r) eyes[y * W + x] = 1;
    }
    const photoL = lumaOf(pasted);
    const glassL = lumaOf(glass);

    // Painted in a few glass colours (the photo shows over a thousand in this box).
    expect(colourCount(glass, box)).toBeLessThan(colourCount(pasted, box) * 0.5);
    // The fur's grain and its broken-up patches are gone: broad matte shading.
    expect(grain(glassL, W, box)).toBeLessThan(grain(photoL, W, box) * 0.55);
    expect(edgeDensity(glassL, W, box)).toBeLessThan(edgeDensity(photoL, W, box) * 0.6);
    // The eyes are drawn with dark trace lines, which the photo itself does not have.
    expect(traceShare(glassL, W, eyes)).toBeGreaterThan(0.01);
    expect(traceShare(photoL, W, eyes)).toBeLessThan(0.005);
  });
});
