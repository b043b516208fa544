import type { CanvasWrap } from '@atelier/shared/schemas/prints';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MOCKUP_HEIGHT, MOCKUP_WIDTH, mockupLayout, renderMockup } from './mockup';

// The mockup as a shopper sees it. Flat-colour test artworks make the canvas
// findable in the picture: its pixels are the only pure red (or green) ones in the room.

type Rgb = [number, number, number];
type Picture = { at: (x: number, y: number) => Rgb; count: (test: (p: Rgb) => boolean) => number };

async function art(width: number, height: number, stripe?: { share: number }): Promise<Buffer> {
  const red = sharp({ create: { width, height, channels: 3, background: '#ff0000' } });
  if (!stripe) return red.png().toBuffer();
  // A green band along the right edge of a red picture: shows which part ends up where.
  const band = Math.round(width * stripe.share);
  const green = await sharp({
    create: { width: band, height, channels: 3, background: '#00ff00' },
  })
    .png()
    .toBuffer();
  return red
    .composite([{ input: green, left: width - band, top: 0 }])
    .png()
    .toBuffer();
}

async function picture(jpeg: Buffer): Promise<Picture> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (y * info.width + x) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  return {
    at,
    count(test) {
      let n = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++) if (test(at(x, y))) n++;
      return n;
    },
  };
}

const isRed = ([r, g, b]: Rgb) => r > 180 && g < 70 && b < 70;
const isGreen = ([r, g, b]: Rgb) => g > 150 && r < 90 && b < 90;
const isWhite = (p: Rgb) => Math.min(...p) > 190 && Math.max(...p) - Math.min(...p) < 20;
const isBlack = (p: Rgb) => Math.max(...p) < 60;
/** The sofa's seat cushions: part of the room, drawn at the room's scale. */
const isSeat = ([r, g, b]: Rgb) =>
  Math.abs(r - 0x88) < 8 && Math.abs(g - 0x98) < 8 && Math.abs(b - 0x91) < 8;
const luma = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

const mockup = async (image: Buffer, widthInches: number, heightInches: number, wrap: CanvasWrap) =>
  renderMockup({ image, widthInches, heightInches, wrap });

describe('renderMockup', () => {
  it('answers a JPEG of the fixed mockup size', async () => {
    const out = await mockup(await art(800, 1000), 12, 16, 'image');
    expect(await sharp(out).metadata()).toMatchObject({
      format: 'jpeg',
      width: MOCKUP_WIDTH,
      height: MOCKUP_HEIGHT,
    });
  });

  it('takes originals of any colour layout: grey with transparency, CMYK', async () => {
    const grey = await sharp({
      create: {
        width: 300,
        height: 400,
        channels: 4,
        background: { r: 90, g: 90, b: 90, alpha: 0.5 },
      },
    })
      .toColourspace('b-w')
      .png()
      .toBuffer();
    const cmyk = await sharp(await art(300, 400))
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    for (const image of [grey, cmyk]) {
      for (const wrap of ['image', 'mirror'] as const) {
        const out = await mockup(image, 12, 16, wrap);
        expect(await sharp(out).metadata()).toMatchObject({ width: MOCKUP_WIDTH, channels: 3 });
      }
    }
    const { front } = mockupLayout(12, 16);
    const fromCmyk = await picture(await mockup(cmyk, 12, 16, 'white'));
    expect(isRed(fromCmyk.at(front.x + front.width / 2, front.y + front.height / 2))).toBe(true);
  });

  it('draws a 24×36 canvas as much larger than a 12×16 as it is, against the same sofa', async () => {
    const red = await art(800, 1000);
    const small = await picture(await mockup(red, 12, 16, 'white'));
    const large = await picture(await mockup(red, 24, 36, 'white'));
    const ratio = large.count(isRed) / small.count(isRed);
    // 864 in² against 192 in²: 4.5 times the area.
    expect(ratio).toBeGreaterThan(4);
    expect(ratio).toBeLessThan(5);
    // The scale cue is the same sofa in both.
    const seats = small.count(isSeat);
    expect(seats).toBeGreaterThan(10_000);
    expect(Math.abs(large.count(isSeat) - seats) / seats).toBeLessThan(0.02);
  });

  it('hangs a landscape artwork on a portrait size the long side across', async () => {
    const out = await picture(await mockup(await art(1600, 1200), 12, 16, 'white'));
    const { front } = mockupLayout(16, 12);
    expect(front.width).toBeGreaterThan(front.height);
    expect(isRed(out.at(front.x + 4, front.y + front.height / 2))).toBe(true);
    expect(isRed(out.at(front.x + front.width - 4, front.y + front.height / 2))).toBe(true);
    // Where a portrait 12×16 would reach, above the landscape one, is wall.
    const portrait = mockupLayout(12, 16).front;
    expect(isRed(out.at(portrait.x + portrait.width / 2, portrait.y + 4))).toBe(false);
  });

  describe('the right edge shows the wrap', () => {
    const { front, edge } = mockupLayout(24, 36);
    const midY = front.y + Math.round(front.height / 2);
    /** The middle of the visible edge, right of the front face. */
    const edgeAt = (p: Picture, fromFront = Math.floor(edge.width / 2)) =>
      p.at(front.x + front.width + fromFront, midY);
    const faceAt = (p: Picture) => p.at(front.x + front.width - 4, midY);

    it('white and black edges are plain; image and mirror wraps carry the picture round', async () => {
      const red = await art(1000, 1500);
      const shots = Object.fromEntries(
        await Promise.all(
          (['white', 'black', 'image', 'mirror'] as const).map(async (wrap) => [
            wrap,
            await picture(await mockup(red, 24, 36, wrap)),
          ]),
        ),
      ) as Record<CanvasWrap, Picture>;
      for (const p of Object.values(shots)) expect(isRed(faceAt(p))).toBe(true);
      expect(isWhite(edgeAt(shots.white))).toBe(true);
      expect(isBlack(edgeAt(shots.black))).toBe(true);
      for (const wrap of ['image', 'mirror'] as const) {
        const p = edgeAt(shots[wrap]);
        expect(isRed(p), `${wrap}: ${p}`).toBe(true);
        expect(isWhite(p) || isBlack(p)).toBe(false);
      }
    });

    it('image wrap turns the picture’s outer strip round the edge; mirror keeps it on the front', async () => {
      // The green band is narrower than the 1.5 in the image wrap takes for the edge.
      const striped = await art(1000, 1500, { share: 0.04 });
      const image = await picture(await mockup(striped, 24, 36, 'image'));
      const mirror = await picture(await mockup(striped, 24, 36, 'mirror'));
      const nearWall = edge.width - 2;
      // Image wrap: the front stops before the band, which is on the edge towards the wall.
      expect(isRed(faceAt(image))).toBe(true);
      expect(isGreen(edgeAt(image, nearWall))).toBe(true);
      // Mirror wrap: the band is on the front, and mirrored onto the edge next to it.
      expect(isGreen(faceAt(mirror))).toBe(true);
      expect(isGreen(edgeAt(mirror, 1))).toBe(true);
      expect(isRed(edgeAt(mirror, nearWall))).toBe(true);
    });
  });

  it('casts a soft shadow on the wall below and to the right of the canvas', async () => {
    const out = await picture(await mockup(await art(800, 1000), 24, 36, 'white'));
    const { front, edge } = mockupLayout(24, 36);
    const right = front.x + front.width + edge.width;
    const bottom = front.y + front.height;
    // The bare wall to the right (the wall's light falls off to the right, so this is, if
    // anything, darker than the wall behind the shadow would be).
    const wall = (y: number) => luma(out.at(right + 150, y));
    const besideY = front.y + Math.round(front.height / 2);
    expect(wall(besideY) - luma(out.at(right + 3, besideY))).toBeGreaterThan(12);
    const belowX = front.x + Math.round(front.width / 2);
    expect(wall(bottom + 6) - luma(out.at(belowX, bottom + 6))).toBeGreaterThan(12);
    // Soft: lighter further out, not a hard-edged block.
    expect(luma(out.at(belowX, bottom + 30))).toBeGreaterThan(luma(out.at(belowX, bottom + 6)));
  });
});
