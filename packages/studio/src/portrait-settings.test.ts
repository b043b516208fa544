import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';
import { EMPTY_BRIEF, type ArtworkBrief } from './brief';
import { frameFor, stylePalette } from './paint/paint';
import { FRAME_METALS } from './paint/materials';
import { meanColour } from './paint/pixel-metrics';
import { briefWords, textZone } from './portrait';
import { renderPicture } from './render';
import { baseInput } from './testing/fixtures';
import type { Box, StudioRender } from './types';

// A blueprint version's studio settings in a portrait: each one changes what a viewer sees, a
// shopper's premium option still beats it, and only the rendered style's entry is read.
// Small renders without a photo: the settings touch the scene, the frame and the words, not
// the subject.

const W = 240;
const H = 300;
const SEED = 3; // picks the first variant of each style and golden-hour light in Renaissance

const brief = (over: Partial<ArtworkBrief> = {}): ArtworkBrief => ({
  ...EMPTY_BRIEF,
  style: { name: 'Renaissance', description: 'Old-master warmth' },
  title: 'Grace Elizabeth',
  lines: ['Wedding'],
  date: 'June 14, 2025',
  verses: ['Psalm 23:1 — The Lord is my shepherd'],
  ...over,
});

const render = (settings?: StudioSettings, over: Partial<ArtworkBrief> = {}, w = W, h = H) =>
  renderPicture(baseInput({ brief: brief(over), seed: SEED, studioSettings: settings }), w, h);

const MINIMAL = { name: 'Modern Minimal', description: 'Clean shapes' };

async function pixels(r: StudioRender) {
  const { data, info } = await sharp(r.png)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Boxes as shares of the picture, so a larger render is measured in the same places. */
const at = (r: StudioRender, b: Box): Box => ({
  x: Math.round(b.x * r.width),
  y: Math.round(b.y * r.height),
  w: Math.round(b.w * r.width),
  h: Math.round(b.h * r.height),
});
// The carved frame's left side (its window starts at 1/12 of the width), the top of the sky,
// and the scene above the words.
const FRAME_BAND: Box = { x: 0.01, y: 0.3, w: 0.06, h: 0.4 };
const SKY: Box = { x: 0.1, y: 0.08, w: 0.8, h: 0.2 };
const SCENE: Box = { x: 0.1, y: 0.08, w: 0.8, h: 0.45 };

async function mean(r: StudioRender, b: Box) {
  return meanColour(await pixels(r), at(r, b));
}

describe('portrait: studio settings', () => {
  it('{} and settings for other styles give the very bytes of no settings', async () => {
    const none = await render();
    const others: StudioSettings = {
      watercolor: { palette: 'sky', frame: 'white', light: 'moonlight', type: 'modern' },
      minimal: { palette: 'dusk', frame: null, light: 'dawn', type: 'serif' },
      cork: { palette: 'teal', frame: null, light: null, type: 'modern' },
    };
    const classic: StudioSettings = {
      renaissance: { palette: null, frame: null, light: null, type: 'classic' },
    };
    for (const settings of [{}, others, classic]) {
      const r = await render(settings);
      expect(r.png.equals(none.png), JSON.stringify(settings)).toBe(true);
      expect(r.text).toEqual(none.text);
    }
  });

  it('the palette names the variant instead of the seed: sage is greener, dusk bluer than sand', async () => {
    expect(stylePalette('minimal', SEED, []).name).toMatch(/^sand-/);
    const sand = await render({}, { style: MINIMAL });
    const named = await render(
      { minimal: { palette: 'sand', frame: null, light: null, type: null } },
      { style: MINIMAL },
    );
    // Naming the seed's own pick changes nothing: the setting reads the very same colours.
    expect(named.png.equals(sand.png)).toBe(true);
    const sage = await render(
      { minimal: { palette: 'sage', frame: null, light: null, type: null } },
      { style: MINIMAL },
    );
    const dusk = await render(
      { minimal: { palette: 'dusk', frame: null, light: null, type: null } },
      { style: MINIMAL },
    );
    const [s, g, d] = await Promise.all([sand, sage, dusk].map((r) => mean(r, SCENE)));
    expect(g!.g - g!.r).toBeGreaterThan(s!.g - s!.r + 8);
    expect(d!.b - d!.r).toBeGreaterThan(s!.b - s!.r + 8);
  });

  it("a palette that is not the style's own is ignored (the seed picks)", async () => {
    const none = await render();
    const wrong = await render({
      renaissance: { palette: 'sky', frame: null, light: null, type: null },
    });
    expect(wrong.png.equals(none.png)).toBe(true);
  });

  it('the light replaces the seed’s: moonlight darkens and cools the sky', async () => {
    const none = await render();
    const moon = await render({
      renaissance: { palette: null, frame: null, light: 'moonlight', type: null },
    });
    const [a, b] = await Promise.all([mean(none, SKY), mean(moon, SKY)]);
    expect(b.luma).toBeLessThan(a.luma - 10);
    expect(b.saturation).toBeLessThan(a.saturation - 0.2);
    expect(b.b - b.r).toBeGreaterThan(a.b - a.r + 30);
  });

  it('the frame replaces the style default: silver is a grey metal where gold was yellow, ebony is dark', async () => {
    const none = await render();
    const silver = await render({
      renaissance: { palette: null, frame: 'silver', light: null, type: null },
    });
    const ebony = await render({
      renaissance: { palette: null, frame: 'ebony', light: null, type: null },
    });
    const [g, s, e] = await Promise.all([none, silver, ebony].map((r) => mean(r, FRAME_BAND)));
    expect(g!.saturation).toBeGreaterThan(0.4);
    expect(s!.saturation).toBeLessThan(0.15);
    expect(s!.b).toBeGreaterThan(s!.r);
    expect(e!.luma).toBeLessThan(g!.luma - 80);
  });

  it("the shopper's premium frame and light options beat the settings", async () => {
    const options: ArtworkBrief['options'] = [
      { aspect: 'frame', value: 'Rose Gold' },
      { aspect: 'light', value: 'Golden Hour' },
    ];
    const chosen = await render({}, { options });
    const both = await render(
      { renaissance: { palette: null, frame: 'ebony', light: 'moonlight', type: null } },
      { options },
    );
    expect(both.png.equals(chosen.png)).toBe(true);
    // The palette and type settings still apply beside the options.
    const typed = await render(
      { renaissance: { palette: null, frame: 'ebony', light: 'moonlight', type: 'modern' } },
      { options },
    );
    expect(typed.png.equals(chosen.png)).toBe(false);
  });

  it('the type set changes the faces: serif titles in Lora, modern words in Source Sans 3', async () => {
    const family = (r: StudioRender) => Object.fromEntries(r.text.map((t) => [t.role, t.family]));
    const type = (t: 'serif' | 'modern') => ({
      renaissance: { palette: null, frame: null, light: null, type: t },
    });
    expect(family(await render())).toEqual({
      title: 'Playfair Display',
      line: 'Lora',
      verse: 'Lora',
      reference: 'Source Sans 3',
      date: 'Source Sans 3',
    });
    expect(family(await render(type('serif')))).toMatchObject({
      title: 'Lora',
      line: 'Lora',
      verse: 'Lora',
    });
    const modern = await render(type('modern'), { elements: ['gift_card'] });
    for (const block of modern.text) expect(block.family, block.role).toBe('Source Sans 3');
    expect(modern.text.map((t) => t.role)).toContain('gift-title');
    // The plaque's ink moved: the words are really set in another face.
    const classic = await render({}, { elements: ['gift_card'] });
    const title = classic.text.find((t) => t.role === 'title')!;
    expect(modern.text.find((t) => t.role === 'title')!.extent).not.toEqual(title.extent);
  });

  it('the same input, seed and settings give the same bytes', async () => {
    const settings: StudioSettings = {
      renaissance: { palette: 'olive', frame: 'silver', light: 'candlelight', type: 'serif' },
    };
    const [a, b] = await Promise.all([render(settings), render(settings)]);
    expect(a.png.equals(b.png)).toBe(true);
  });

  it("a print-size render keeps the settings: frame and sky match the preview's, and the print file's crisp layers use them", async () => {
    const settings: StudioSettings = {
      renaissance: { palette: 'olive', frame: 'silver', light: 'moonlight', type: 'modern' },
    };
    const [preview, print, plain] = await Promise.all([
      render(settings),
      render(settings, {}, W * 3, H * 3),
      render(),
    ]);
    for (const box of [FRAME_BAND, SKY]) {
      const [p, q, o] = await Promise.all([mean(preview, box), mean(print, box), mean(plain, box)]);
      const distance = (a: typeof p, b: typeof p) =>
        Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
      expect(distance(p, q)).toBeLessThan(8);
      expect(distance(p, o)).toBeGreaterThan(25);
    }
    // What the API sets again at print size (the frame, the words) from the same pieces.
    const palette = stylePalette('renaissance', SEED, [], settings);
    const frame = frameFor('renaissance', W * 10, H * 10, palette, SEED);
    expect(frame.svg).toContain(FRAME_METALS.silver[1]);
    expect(frame.svg).not.toContain(FRAME_METALS.gold[1]);
    const b = brief();
    const words = briefWords(b, textZone(b, frame.window, H * 10), palette);
    expect(words.svg).toContain('font-family="\'Source Sans 3\'"');
    expect(words.svg).not.toContain('Playfair Display');
  });
});
