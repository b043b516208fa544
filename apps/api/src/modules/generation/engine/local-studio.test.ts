import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefOf } from '@atelier/studio';
import { baseInput, meanDiff } from '@atelier/studio/testing';
import {
  LocalStudioProvider,
  outputSize,
  overlayCaption,
  renderStudio,
  renderStudioAt,
} from './local-studio';
import { testPhoto } from './studio-samples';
import { EMPTY_BRIEF, ProviderError, type ArtworkBrief, type GeneratedImage } from './types';

const studio = new LocalStudioProvider();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function expectRealPng(data: Buffer, width: number, height: number) {
  expect(data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const meta = await sharp(data).metadata();
  expect(meta).toMatchObject({ format: 'png', width, height });
  // Not a flat fill: every colour channel varies across the picture.
  const stats = await sharp(data).stats();
  for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
}

const portraitBrief: ArtworkBrief = {
  ...EMPTY_BRIEF,
  style: { name: 'Watercolor', description: 'Soft washes of rose, sky and honey' },
  title: 'Rose',
  verses: ['The Lord is my shepherd'],
  elements: ['halo'],
};
const boardBrief: ArtworkBrief = {
  ...EMPTY_BRIEF,
  style: { name: 'Night Sky', description: 'Deep indigo scattered with stars' },
  title: 'My 2027 Vision',
  lines: ['Health & Wellness'],
  list: ['Run a marathon by the sea', 'Open a bakery'],
};

describe('LocalStudioProvider', () => {
  let photo: Buffer;
  beforeAll(() => {
    photo = testPhoto('astronaut');
  });

  it('is the provider named local', () => {
    expect(studio.name).toBe('local');
  });

  it('renders a portrait of the photo as a 1024×1280 PNG that is not flat', async () => {
    const out = await studio.generate(baseInput({ photos: [photo], brief: portraitBrief }));
    expect(out).toMatchObject({ width: 1024, height: 1280, contentType: 'image/png' });
    await expectRealPng(out.data, 1024, 1280);
  });

  it('renders a vision board from the brief, and never smaller than 1024 px on the short side', async () => {
    const out = await studio.generate(
      baseInput({
        kind: 'vision_board',
        photos: [photo],
        brief: boardBrief,
        width: 512,
        height: 512,
      }),
    );
    expect(out).toMatchObject({ width: 1024, height: 1024, contentType: 'image/png' });
    await expectRealPng(out.data, 1024, 1024);
  });

  it('renders the portrait style the shopper chose, and the board style', async () => {
    const input = baseInput({ photos: [photo], brief: portraitBrief });
    expect((await renderStudioAt(input, 160, 200)).style).toBe('watercolor');
    const glass = { ...portraitBrief, style: { name: 'Stained Glass', description: '' } };
    expect((await renderStudioAt({ ...input, brief: glass }, 160, 200)).style).toBe(
      'stained-glass',
    );
    const board = baseInput({ kind: 'vision_board', brief: boardBrief });
    expect((await renderStudioAt(board, 160, 200)).style).toBe('night');
  });

  it('is deterministic: the same seed and input give the same bytes', async () => {
    const input = baseInput({ photos: [photo], seed: 42, brief: portraitBrief });
    const a = await renderStudioAt(input, 200, 250);
    const b = await renderStudioAt({ ...input, signal: new AbortController().signal }, 200, 250);
    expect(a.png.equals(b.png)).toBe(true);
  });

  it('rejects with a retryable ProviderError when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const attempt = studio.generate(baseInput({ photos: [photo], signal: controller.signal }));
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({ retryable: true, message: 'timed out' });
  });

  it('stops between stages when the signal fires mid-render', async () => {
    const controller = new AbortController();
    const attempt = studio.generate(
      baseInput({ photos: [photo], brief: portraitBrief, signal: controller.signal }),
    );
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'ProviderError', retryable: true });
  });

  it('accepts a greyscale JPEG and a transparent PNG as photos', async () => {
    const grey = await sharp(photo).greyscale().jpeg().toBuffer();
    const transparent = await sharp(photo).ensureAlpha(0.5).png().toBuffer();
    for (const p of [grey, transparent]) {
      const out = await renderStudioAt(baseInput({ photos: [p], brief: portraitBrief }), 200, 250);
      await expectRealPng(out.png, 200, 250);
    }
  });

  it('fails for good (not retryable) on a photo that is not an image', async () => {
    const broken = Buffer.from('this is not a jpeg at all');
    const err = await studio.generate(baseInput({ photos: [broken] })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ retryable: false, message: /^studio render failed/ });
  });

  it('renderStudio renders at the output size', async () => {
    const out = await renderStudio(baseInput({ brief: portraitBrief, width: 600, height: 600 }));
    expect(out).toMatchObject({ width: 1024, height: 1024 });
  });
});

describe('briefOf', () => {
  it('takes the rendered caption as the title only when the brief has no words', () => {
    expect(briefOf(baseInput({ caption: ' Forever  loved ' })).title).toBe('Forever loved');
    expect(briefOf(baseInput({ caption: 'Caption', brief: portraitBrief })).title).toBe('Rose');
  });
});

describe('overlayCaption', () => {
  let image: GeneratedImage;
  beforeAll(async () => {
    const data = await sharp({
      create: {
        width: 512,
        height: 640,
        channels: 3,
        background: '#6a8caf',
        noise: { type: 'gaussian', mean: 120, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    image = { data, width: 512, height: 640, contentType: 'image/png' };
  });

  it('sets the plaque and the verse scroll at the foot of an AI image, leaving the top untouched', async () => {
    const out = await overlayCaption(
      image,
      baseInput({ brief: { ...portraitBrief, date: 'June 14, 2025' } }),
    );
    expect(out).toMatchObject({ width: 512, height: 640, contentType: 'image/png' });
    expect(await meanDiff(image.data, out.data, { top: 0.7, bottom: 1 })).toBeGreaterThan(10);
    expect(await meanDiff(image.data, out.data, { top: 0, bottom: 0.4 })).toBe(0);
  });

  it('returns the image unchanged when the brief has no words', async () => {
    expect(await overlayCaption(image, baseInput())).toBe(image);
  });
});

describe('outputSize', () => {
  it('defaults to 1024×1280 and scales small or huge requests into range', () => {
    expect(outputSize(0, 0)).toEqual({ width: 1024, height: 1280 });
    expect(outputSize(768, 512)).toEqual({ width: 1536, height: 1024 });
    expect(outputSize(8000, 8000)).toEqual({ width: 3072, height: 3072 });
  });
});
