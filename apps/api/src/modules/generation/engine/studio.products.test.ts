// Every seeded product in every one of its styles, filled in by a sample shopper and read
// through the product's own blueprint roles (the brief a real job gets): the styles differ and
// a regeneration stays inside its style (perceptual hashes), no text block overflows or drops a
// word, and OCR reads the name and the verse back from one portrait per product and every goal
// from the vision board.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  boardStyleOf,
  portraitStyleOf,
  warmSubjectFinder,
  type StudioRender,
  type TextBlock,
} from '@atelier/studio';
import {
  createOcr,
  droppedWords,
  hammingDistance,
  overflowingBlocks,
  phash,
  styleHash,
  styleOutliers,
  wordsRead,
  type Ocr,
} from '@atelier/studio/testing';
import { SEED_PRODUCTS } from '../../../db/seed/data/catalogue';
import { renderStudioAt } from './local-studio';
import { productStyles, SAMPLE_WORDS, sampleInput } from './studio-samples';

// Small renders for the hashes and the layout; OCR reads a larger one.
const W = 256;
const H = 320;
const SEEDS = [21, 22, 23] as const;

let ocr: Ocr;
beforeAll(async () => {
  [ocr] = await Promise.all([createOcr(), warmSubjectFinder()]);
});
afterAll(async () => {
  await ocr?.close();
});

function expectWellSet(blocks: TextBlock[]) {
  expect(overflowingBlocks(blocks).map((b) => b.text)).toEqual([]);
  for (const block of blocks) expect(droppedWords(block), block.text).toEqual([]);
}

/** Reads the region the blocks were given (their areas) and says which words OCR found. */
async function missedWords(render: StudioRender, blocks: TextBlock[], expected: string) {
  const x0 = Math.min(...blocks.map((b) => b.area.x));
  const y0 = Math.min(...blocks.map((b) => b.area.y));
  const x1 = Math.max(...blocks.map((b) => b.area.x + b.area.w));
  const y1 = Math.max(...blocks.map((b) => b.area.y + b.area.h));
  const region = { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  const text = await ocr.read(render.png, region, Math.min(...blocks.map((b) => b.size)));
  return wordsRead(text, expected);
}

describe.each(SEED_PRODUCTS.map((p) => [p.slug, p] as const))('%s', (slug, product) => {
  const styles = productStyles(product);

  it('renders each style as itself; a regeneration stays closer to its style than to any other', async () => {
    const hashes: Record<string, bigint[][]> = {};
    const grey: Record<string, bigint[]> = {};
    for (const style of styles) {
      hashes[style.title] = [];
      grey[style.title] = [];
      for (const seed of SEEDS) {
        const input = sampleInput(slug, { style: style.title, seed });
        const render = await renderStudioAt(input, W, H);
        expect(render.style).toBe(
          input.kind === 'portrait'
            ? portraitStyleOf(input.brief, input.stylePreset)
            : boardStyleOf(input.brief, input.stylePreset),
        );
        expectWellSet(render.text);
        hashes[style.title]!.push(await styleHash(render.png));
        grey[style.title]!.push(await phash(render.png));
      }
    }
    // Every style is its own look, and every regeneration is a new picture.
    expect(new Set(Object.values(hashes).map((h) => h[0]!.join())).size).toBe(styles.length);
    for (const [title, [a, b]] of Object.entries(grey))
      expect(hammingDistance(a!, b!), `${title}: a new seed`).toBeGreaterThan(0);
    expect(styleOutliers(hashes)).toEqual([]);
  });

  it('reads back the words the shopper wrote (OCR)', async () => {
    const input = sampleInput(slug, { style: styles[0]!.title, seed: SEEDS[0], everything: true });
    const render = await renderStudioAt(input, 640, 800);
    expectWellSet(render.text);
    const words = SAMPLE_WORDS[slug]!;
    const titles = render.text.filter((t) => t.role === 'title');
    expect(titles.length).toBeGreaterThan(0);
    const title = await missedWords(render, titles, words.title);
    expect(title.missing, `title read: ${title.found.join(' ')}`).toEqual([]);
    if (words.verse) {
      const verse = await missedWords(
        render,
        render.text.filter((t) => t.role === 'verse'),
        words.verse,
      );
      expect(verse.share, `verse missing: ${verse.missing.join(' ')}`).toBeGreaterThanOrEqual(0.8);
    }
    if (input.kind === 'vision_board') {
      for (const goal of input.brief.list) {
        const cards = render.text.filter((t) => t.text === goal);
        expect(cards.length, goal).toBe(1);
        const read = await missedWords(render, cards, goal);
        expect(read.share, `${goal}: missing ${read.missing.join(' ')}`).toBeGreaterThanOrEqual(
          0.8,
        );
      }
    }
  });
});
