import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StudioSettings } from '@atelier/shared/schemas/admin-blueprints';
import type { BoardStyleId } from '@atelier/shared/studio-vocabulary';
import type { ArtworkBrief } from './brief';
import { boardInput, STYLE_NAMES } from './board.test-helpers';
import { boardPalette } from './board-style';
import { meanColour } from './paint/pixel-metrics';
import { renderPicture } from './render';
import { overflowingBlocks } from './testing/layout';
import type { Box, StudioRender } from './types';

// A blueprint version's studio settings on a vision board: the palette names the style's accent
// set, the type set the faces; the shopper's accent option still wins, and only the rendered
// style's entry is read.

const W = 240;
const H = 300;
const SEED = 3;

const board = (style: BoardStyleId, over: Partial<ArtworkBrief> = {}): Partial<ArtworkBrief> => ({
  style: { name: STYLE_NAMES[style], description: '' },
  title: 'My Year of Yes',
  lines: ['Health & Wellness'],
  list: ['Run a half marathon', 'Visit Italy with Mom', 'Open my bakery'],
  elements: ['affirmations'],
  ...over,
});

const render = (
  settings: StudioSettings | undefined,
  style: BoardStyleId = 'cork',
  over: Partial<ArtworkBrief> = {},
  size = { width: W, height: H },
) =>
  renderPicture(
    { ...boardInput(board(style, over), { seed: SEED, ...size }), studioSettings: settings },
    size.width,
    size.height,
  );

const palette = (name: string) => ({ palette: name, frame: null, light: null, type: null });
const typeSet = (t: 'serif' | 'modern') => ({ palette: null, frame: null, light: null, type: t });

/** The mean colour of the focus ribbon (the 'line' block's area: the ribbon inside its padding). */
async function ribbon(r: StudioRender) {
  const { data, info } = await sharp(r.png)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const a = r.text.find((t) => t.role === 'line')!.area;
  const box: Box = {
    x: Math.round(a.x),
    y: Math.round(a.y),
    w: Math.round(a.w),
    h: Math.round(a.h),
  };
  return meanColour({ data, width: info.width, height: info.height, channels: 3 }, box);
}

describe('vision board: studio settings', () => {
  it('{} and settings for other styles give the very bytes of no settings', async () => {
    const none = await render(undefined);
    const others: StudioSettings = {
      linen: { palette: 'mint', frame: null, light: null, type: 'modern' },
      night: { palette: 'violet', frame: null, light: null, type: 'serif' },
      renaissance: { palette: 'olive', frame: 'silver', light: 'moonlight', type: 'modern' },
    };
    for (const settings of [
      {},
      others,
      { cork: { ...typeSet('serif'), type: 'classic' as const } },
    ]) {
      const r = await render(settings);
      expect(r.png.equals(none.png), JSON.stringify(settings)).toBe(true);
      expect(r.text).toEqual(none.text);
    }
  });

  it("the palette names the style's accent set instead of the seed's: a teal ribbon where red was", async () => {
    expect(boardPalette('cork', SEED, []).accent.name).toBe('red');
    const red = await render(undefined);
    // Naming the seed's own pick changes nothing.
    expect((await render({ cork: palette('red') })).png.equals(red.png)).toBe(true);
    const teal = await render({ cork: palette('teal') });
    const [r, t] = await Promise.all([ribbon(red), ribbon(teal)]);
    expect(r.r - r.g).toBeGreaterThan(60);
    expect(t.g - t.r).toBeGreaterThan(40);
    expect(t.b - t.r).toBeGreaterThan(30);
    // Another style's accent name, or one of no style, is ignored.
    for (const name of ['mint', 'violet', 'nope'])
      expect((await render({ cork: palette(name) })).png.equals(red.png), name).toBe(true);
  });

  it('the palette works on every board style: night in aurora is greener than in moon', async () => {
    const moon = await render({ night: palette('moon') }, 'night');
    const aurora = await render({ night: palette('aurora') }, 'night');
    const [m, a] = await Promise.all([ribbon(moon), ribbon(aurora)]);
    expect(a.g - a.r).toBeGreaterThan(m.g - m.r + 60);
  });

  it("the shopper's accent option beats the palette setting", async () => {
    const options: ArtworkBrief['options'] = [{ aspect: 'palette', value: 'Sage & Cream' }];
    const chosen = await render(undefined, 'cork', { options });
    const both = await render({ cork: palette('teal') }, 'cork', { options });
    expect(both.png.equals(chosen.png)).toBe(true);
  });

  it('frame and light settings (which a board does not take) change nothing', async () => {
    const none = await render(undefined);
    const r = await render({
      cork: { palette: null, frame: 'silver', light: 'moonlight', type: null },
    });
    expect(r.png.equals(none.png)).toBe(true);
  });

  it('the type set changes the faces of the title, the goals and the affirmations', async () => {
    const families = (r: StudioRender) => new Set(r.text.map((t) => `${t.role}:${t.family}`));
    const classic = families(await render(undefined));
    expect(classic).toEqual(
      new Set(['title:Playfair Display', 'line:Source Sans 3', 'list:Lora', 'affirmation:Lora']),
    );
    const serif = families(await render({ cork: typeSet('serif') }));
    expect(serif).toEqual(
      new Set(['title:Lora', 'line:Source Sans 3', 'list:Lora', 'affirmation:Lora']),
    );
    const modern = await render({ cork: typeSet('modern') });
    for (const block of modern.text) expect(block.family, block.role).toBe('Source Sans 3');
    // The cards are measured in the face they are set in: their text still fits its card.
    expect(overflowingBlocks(modern.text)).toEqual([]);
  });

  it('the same settings give the same bytes, and a print-size board keeps the palette', async () => {
    const settings = { cork: { ...palette('teal'), type: 'modern' as const } };
    const [a, b] = await Promise.all([render(settings), render(settings)]);
    expect(a.png.equals(b.png)).toBe(true);
    const print = await render(settings, 'cork', {}, { width: W * 3, height: H * 3 });
    const [p, q] = await Promise.all([ribbon(a), ribbon(print)]);
    expect(Math.max(Math.abs(p.r - q.r), Math.abs(p.g - q.g), Math.abs(p.b - q.b))).toBeLessThan(
      12,
    );
    expect(q.g - q.r).toBeGreaterThan(40);
  });
});
