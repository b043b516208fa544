import sharp, { type SharpOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderStudioAt } from '../../generation/engine/local-studio';
import { textZone } from '../../generation/engine/studio/portrait';
import { emptyBrief, type GenerationInput } from '../../generation/engine/types';
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
