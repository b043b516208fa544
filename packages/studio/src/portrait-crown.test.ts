import { describe, expect, it } from 'vitest';
import { portraitStage } from './portrait';
import { layCutOut, prepareCutOut } from './portrait-place';
import { sampleInput } from './testing/samples';
import type { RawImage } from './types';

// chelsea.png (451×300): the photo's top edge cuts the cat's head between its ears, along
// x ≈ 132..318 (the left ear's tip stands alone at x ≈ 54..78).
const [W, H] = [1024, 1280];

describe("a close-up's crown where the photo ends", () => {
  it('is rounded off into an arc instead of a straight cut, and the ears stay', async () => {
    const input = sampleInput('guardian-angel-pet', { style: 'Renaissance', seed: 7 });
    const stage = await portraitStage(input, W, H);
    const at = stage.placement!;
    const blank: RawImage = { data: Buffer.alloc(W * H * 3), width: W, height: H, channels: 3 };
    const mask = layCutOut(blank, await prepareCutOut(stage.photo!, stage.subject!, at, W, H));
    // The first output row where the subject shows (half or more) in the photo's column px.
    const top = (px: number) => {
      const x = Math.round(at.left + px * at.scale);
      for (let y = 0; y < H; y++) if (mask[y * W + x]! >= 128) return y - at.top;
      return H;
    };
    const middle = top(225);
    // The crown still meets the photo's edge in its middle ...
    expect(middle).toBeLessThan(H * 0.01);
    // ... and curves down towards both ends (a straight cut starts on one row all along).
    expect(top(150) - middle).toBeGreaterThan(6);
    expect(top(300) - middle).toBeGreaterThan(6);
    expect(top(140) - top(160)).toBeGreaterThan(2);
    // The left ear's tip is not rounded away.
    expect(top(66)).toBeLessThan(H * 0.02);
  });
});
