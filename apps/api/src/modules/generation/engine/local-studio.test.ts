import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocalStudioProvider, outputSize, pickCaption } from './local-studio';
import { baseInput, facePhoto, meanDiff } from './test-fixtures';
import { ProviderError, type GenerationField } from './types';

const studio = new LocalStudioProvider();
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function expectRealPng(data: Buffer, width: number, height: number) {
  expect(data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const meta = await sharp(data).metadata();
  expect(meta).toMatchObject({ format: 'png', width, height });
  expect(Math.min(meta.width, meta.height)).toBeGreaterThanOrEqual(1024);
  // Not a flat fill: every colour channel varies across the picture.
  const stats = await sharp(data).stats();
  for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
}

const boardFields: GenerationField[] = [
  { name: 'name', label: 'Your name', value: 'Rose' },
  { name: 'goal', label: 'My goal', value: 'Run a marathon by the sea' },
  {
    name: 'verse',
    label: 'Favourite verse',
    value: 'The Lord is my shepherd; I shall not want. He maketh me to lie down in green pastures.',
  },
];

describe('LocalStudioProvider', () => {
  let photoA: Buffer;
  let photoB: Buffer;
  beforeAll(async () => {
    photoA = await facePhoto();
    photoB = await facePhoto({ wall: '#9fb3c9', skin: '#8d5a3b', width: 900, height: 1200 });
  });

  it('is the provider named local', () => {
    expect(studio.name).toBe('local');
  });

  it('renders a portrait of the photo as a 1024×1280 PNG that is not flat', async () => {
    const out = await studio.generate(baseInput({ photos: [photoA] }));
    expect(out).toMatchObject({ width: 1024, height: 1280, contentType: 'image/png' });
    await expectRealPng(out.data, 1024, 1280);
  });

  it('paints a scene when the portrait has no photo', async () => {
    const out = await studio.generate(baseInput({ photos: [], seed: 7 }));
    await expectRealPng(out.data, 1024, 1280);
  });

  it('renders a pin-board vision board from the photos and the text fields', async () => {
    const out = await studio.generate(
      baseInput({
        kind: 'vision_board',
        stylePreset: 'corkboard',
        photos: [photoA, photoB, photoA],
        fields: boardFields,
        title: 'My 2027 Vision',
      }),
    );
    expect(out).toMatchObject({ width: 1024, height: 1280, contentType: 'image/png' });
    await expectRealPng(out.data, 1024, 1280);
  });

  it('draws the text fields as cards: changing a field value changes the board', async () => {
    const input = baseInput({ kind: 'vision_board', photos: [photoA], fields: boardFields });
    const a = await studio.generate(input);
    const b = await studio.generate({
      ...input,
      fields: boardFields.map((f) => (f.name === 'goal' ? { ...f, value: 'Open a bakery' } : f)),
    });
    expect(await meanDiff(a.data, b.data)).toBeGreaterThan(0.3);
  });

  it('never renders smaller than 1024 px on the short side', async () => {
    const out = await studio.generate(baseInput({ photos: [photoA], width: 512, height: 512 }));
    expect(out).toMatchObject({ width: 1024, height: 1024 });
    await expectRealPng(out.data, 1024, 1024);
  });

  it('sets the caption as type: with a caption the image differs where the plaque goes', async () => {
    const input = baseInput({ photos: [photoA], seed: 3 });
    const plain = await studio.generate(input);
    const captioned = await studio.generate({ ...input, caption: 'In Loving Memory of Rose' });
    // The plaque sits in the bottom fifth; the rest of the picture is the same.
    expect(await meanDiff(plain.data, captioned.data, { top: 0.8, bottom: 1 })).toBeGreaterThan(5);
    expect(await meanDiff(plain.data, captioned.data, { top: 0, bottom: 0.6 })).toBe(0);
  });

  it('captions a board too, and escapes text that looks like markup', async () => {
    const input = baseInput({ kind: 'vision_board', photos: [photoA], seed: 4 });
    const plain = await studio.generate(input);
    const captioned = await studio.generate({
      ...input,
      caption: '<script>alert("x")</script> & Rose\'s "dream"',
      fields: [{ name: 'note', label: 'A <b>note</b>', value: 'Tom & Jerry </text>' }],
    });
    await expectRealPng(captioned.data, 1024, 1280);
    expect(await meanDiff(plain.data, captioned.data)).toBeGreaterThan(0.5);
  });

  it('is deterministic: the same seed and input give the same bytes', async () => {
    const input = baseInput({ photos: [photoA], seed: 42, caption: 'Rose' });
    const a = await studio.generate(input);
    const b = await studio.generate({ ...input, signal: new AbortController().signal });
    expect(a.data.equals(b.data)).toBe(true);
    const boardInput = baseInput({ kind: 'vision_board', photos: [photoA, photoB], seed: 42 });
    const c = await studio.generate(boardInput);
    const d = await studio.generate(boardInput);
    expect(c.data.equals(d.data)).toBe(true);
  });

  it('looks visibly different for another seed (portrait and board)', async () => {
    const input = baseInput({ photos: [photoA], seed: 10 });
    const a = await studio.generate(input);
    const b = await studio.generate({ ...input, seed: 11 });
    expect(await meanDiff(a.data, b.data)).toBeGreaterThan(6);
    const board = baseInput({ kind: 'vision_board', photos: [photoA, photoB], seed: 10 });
    const c = await studio.generate(board);
    const d = await studio.generate({ ...board, seed: 11 });
    expect(await meanDiff(c.data, d.data)).toBeGreaterThan(6);
  });

  it('treats an unknown style preset as the default family', async () => {
    const input = baseInput({ photos: [photoA], seed: 5 });
    const unknown = await studio.generate({ ...input, stylePreset: 'no-such-style' });
    const fallback = await studio.generate({ ...input, stylePreset: 'divine-glow' });
    const heritage = await studio.generate({ ...input, stylePreset: 'heritage' });
    expect(unknown.data.equals(fallback.data)).toBe(true);
    expect(await meanDiff(unknown.data, heritage.data)).toBeGreaterThan(6);
  });

  it('rejects with a retryable ProviderError when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const attempt = studio.generate(baseInput({ photos: [photoA], signal: controller.signal }));
    await expect(attempt).rejects.toBeInstanceOf(ProviderError);
    await expect(attempt).rejects.toMatchObject({ retryable: true, message: 'timed out' });
  });

  it('accepts a greyscale JPEG and a transparent PNG as photos', async () => {
    const grey = await sharp(photoA).greyscale().jpeg().toBuffer();
    const transparent = await sharp(photoB).ensureAlpha(0.5).png().toBuffer();
    const portrait = await studio.generate(baseInput({ photos: [grey] }));
    await expectRealPng(portrait.data, 1024, 1280);
    const board = await studio.generate(
      baseInput({ kind: 'vision_board', photos: [grey, transparent] }),
    );
    await expectRealPng(board.data, 1024, 1280);
  });

  it('fails for good (not retryable) on a photo that is not an image', async () => {
    const broken = Buffer.from('this is not a jpeg at all');
    const err = await studio.generate(baseInput({ photos: [broken] })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ retryable: false, message: /^studio render failed/ });
  });

  it('stops between stages when the signal fires mid-render', async () => {
    const controller = new AbortController();
    const attempt = studio.generate(
      baseInput({ kind: 'vision_board', photos: [photoA, photoB], signal: controller.signal }),
    );
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'ProviderError', retryable: true });
  });
});

describe('pickCaption', () => {
  const field = (name: string, label: string, value: string) => ({ name, label, value });

  it('prefers the rendered caption', () => {
    expect(pickCaption('  Forever  loved ', [field('name', 'Name', 'Rose')])).toBe('Forever loved');
  });

  it('falls back to the field named or labelled like a name', () => {
    expect(
      pickCaption('', [field('goal', 'Goal', 'Travel'), field('f2', "Your pet's name", 'Biscuit')]),
    ).toBe('Biscuit');
  });

  it('else takes the first short value, skipping yes/no answers; else nothing', () => {
    expect(
      pickCaption('', [
        field('wings', 'Add wings', 'true'),
        field('story', 'Story', 'A very long story about a summer we spent by the lake'),
        field('place', 'Place', 'Lake Como'),
      ]),
    ).toBe('Lake Como');
    expect(pickCaption('', [field('wings', 'Add wings', 'false')])).toBe('');
  });
});

describe('outputSize', () => {
  it('defaults to 1024×1280 and scales small or huge requests into range', () => {
    expect(outputSize(0, 0)).toEqual({ width: 1024, height: 1280 });
    expect(outputSize(768, 512)).toEqual({ width: 1536, height: 1024 });
    expect(outputSize(8000, 8000)).toEqual({ width: 3072, height: 3072 });
  });
});
