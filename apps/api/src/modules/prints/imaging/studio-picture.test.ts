import sharp, { type SharpOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { emptyBrief, textZone, type GenerationInput } from '@atelier/studio';
import { renderStudioAt } from '../../generation/engine/local-studio';
import { renderPrintFileOf } from './print-file';
import { flatten, studioPicture } from './studio-picture';

// Past the paint budget a portrait's painted layers are enlarged and its words set again at the
// full size: here with a tiny budget so the test stays small.

const input: Omit<GenerationInput, 'signal'> = {
  kind: 'portrait',
  prompt: '',
  negativePrompt: '',
  stylePreset: 'divine-glow',
  model: null,
  width: 1024,
  height: 1280,
  seed: 77,
  photos: [],
  fields: [],
  caption: '',
  title: 'Divine Portrait',
  brief: { ...emptyBrief(), title: 'Grace Elizabeth', date: 'June 14, 2025' },
};

const raw = async (img: Buffer, opts?: SharpOptions) =>
  sharp(img, opts).removeAlpha().raw().toBuffer();
const diff = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

describe('studio picture past the paint budget', () => {
  it('keeps the exact size and sets the words crisply again at that size', async () => {
    const W = 600;
    const H = 750;
    const budget = 60_000; // the painted layers at about 219×274
    const picture = await flatten(await studioPicture(input, W, H, undefined, budget))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(picture.info).toMatchObject({ width: W, height: H });
    const truth = await raw(
      (await renderStudioAt({ ...input, signal: new AbortController().signal }, W, H)).png,
    );
    const k = Math.sqrt(budget / (W * H));
    const small = await renderStudioAt(
      { ...input, signal: new AbortController().signal },
      Math.round(W * k),
      Math.round(H * k),
    );
    const blurry = await raw(
      await sharp(small.png).resize(W, H, { kernel: 'lanczos3' }).png().toBuffer(),
    );
    const got = picture.data;
    // In the plaque's zone, the re-set words are far closer to a full-size render than a plain
    // enlargement is.
    const zone = textZone(input.brief, { x: 0, y: 0, w: W, h: H }, H);
    const rows = (img: Buffer) => img.subarray(Math.floor(zone.top) * W * 3);
    expect(diff(rows(got), rows(truth))).toBeLessThan(diff(rows(blurry), rows(truth)) * 0.8);
  }, 60_000);
});

describe('print file past the paint budget', () => {
  // 2×3 in with its 1.5 in wrap at 150 PPI: a 300×450 face in a 750×900 file, 225 px of band.
  const source = {
    artwork: { width: 1024, height: 1280 },
    input,
    studio: true,
    original: async () => Buffer.alloc(0),
  };
  const budget = 60_000;
  const front = { left: 225, top: 225, width: 300, height: 450 };

  it('every wrap carries the crisp frame and words on its front, where the face lies', async () => {
    const face = await flatten(await studioPicture(input, 300, 450, undefined, budget))
      .removeAlpha()
      .raw()
      .toBuffer();
    // The same face without its crisp layer: the painting enlarged, its frame and words soft.
    const k = Math.sqrt(budget / (300 * 450));
    const small = await renderStudioAt(
      { ...input, signal: new AbortController().signal },
      Math.round(300 * k),
      Math.round(450 * k),
    );
    const soft = await raw(
      await sharp(small.png).resize(300, 450, { kernel: 'lanczos3' }).png().toBuffer(),
    );
    for (const wrap of ['image', 'mirror', 'white', 'black'] as const) {
      const file = await renderPrintFileOf(
        source,
        { widthInches: 2, heightInches: 3, wrap },
        { upscaler: 'lanczos', maxPaintPixels: budget },
      );
      expect(await sharp(file.data).metadata()).toMatchObject({ width: 750, height: 900 });
      const got = await sharp(file.data).extract(front).removeAlpha().raw().toBuffer();
      // Within JPEG's loss of the face itself, and far from a softened copy of it.

      expect(diff(got, face), wrap).toBeLessThan(2);
      expect(diff(got, face), wrap).toBeLessThan(diff(soft, face) * 0.5);
    }
  }, 60_000);

  it("the mirror wrap mirrors the crisp face's edge, frame included", async () => {
    const file = await renderPrintFileOf(
      source,
      { widthInches: 2, heightInches: 3, wrap: 'mirror' },
      { upscaler: 'lanczos', maxPaintPixels: budget },
    );
    const band = await sharp(file.data)
      .extract({ left: 0, top: 225, width: 225, height: 450 })
      .removeAlpha()
      .raw()
      .toBuffer();
    const edge = await sharp(file.data)
      .extract({ left: 225, top: 225, width: 225, height: 450 })
      .flop()
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(diff(band, edge)).toBeLessThan(3);
  }, 60_000);
});
