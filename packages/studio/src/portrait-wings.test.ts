import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { portraitStage, renderPortrait } from './portrait';
import { ornamentCover } from './portrait-ornaments';
import {
  darkShare,
  lumaOf,
  softEdgeShare,
  toneCount,
  wingRegions,
} from './testing/painted-measure';
import { sampleInput } from './testing/samples';

// The cat with wings (and their halo) at a small preview size. The wings used to be flat vector
// feathers laid over the finished painting: crisp outlines in every style (soft-edge share
// 0.00-0.02), 79 tones in Renaissance, no lead across them in Stained Glass (dark share 0).
const [W, H] = [512, 640];

async function wingsOf(style: string) {
  const input = sampleInput('guardian-angel-pet', {
    style,
    seed: 7,
    everything: true,
    width: W,
    height: H,
  });
  input.brief = { ...input.brief, elements: ['wings', 'halo'] };
  const stage = await portraitStage(input, W, H);
  const { wings, ring, subjectMask } = await ornamentCover(input, stage, W, H);
  const frame = await sharp(Buffer.from(stage.frame.svg))
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer();
  // Not the wings' own: the subject, the halo, the frame, and 4 px round them.
  const near = new Uint8Array(W * H);
  for (let i = 0; i < W * H; i++) if (subjectMask[i]! || ring[i]! || frame[i]!) near[i] = 1;
  const exclude = new Uint8Array(W * H);
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      if (!near[y * W + x]) continue;
      for (let d = -4; d <= 4; d++) {
        if (y + d >= 0 && y + d < H) exclude[(y + d) * W + x] = 1;
        if (x + d >= 0 && x + d < W) exclude[y * W + x + d] = 1;
      }
    }
  const { inside, outline } = wingRegions(wings, exclude, W, H);
  const render = await renderPortrait(input, W, H);
  const { data, info } = await sharp(render.png)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = lumaOf({ data, width: info.width, height: info.height, channels: info.channels });
  return { luma, inside, outline, size: inside.reduce((a, v) => a + v, 0) };
}

describe('the wings are painted with the picture, not laid over it as clip-art', () => {
  it('Renaissance: shaded in many tones, their outline ramps into the scene', async () => {
    const { luma, inside, outline, size } = await wingsOf('Renaissance');
    expect(size).toBeGreaterThan(3000);
    expect(toneCount(luma, inside)).toBeGreaterThan(110);
    const soft = softEdgeShare(luma, W, H, outline);
    expect(soft.edges).toBeGreaterThan(100);
    expect(soft.share).toBeGreaterThan(0.2);
  });

  it('Watercolor: washed, their outline ramps into the scene', async () => {
    const { luma, outline, size } = await wingsOf('Watercolor');
    expect(size).toBeGreaterThan(3000);
    const soft = softEdgeShare(luma, W, H, outline);
    expect(soft.edges).toBeGreaterThan(100);
    expect(soft.share).toBeGreaterThan(0.2);
  });

  it('Stained Glass: leaded panes, lead and painted shade across the wing', async () => {
    const { luma, inside, size } = await wingsOf('Stained Glass');
    expect(size).toBeGreaterThan(2000);
    expect(darkShare(luma, inside, 70)).toBeGreaterThan(0.1);
    expect(toneCount(luma, inside)).toBeGreaterThan(70);
  });
});
