import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFIRMATIONS } from './board-affirmations';
import { renderBoard } from './board';
import {
  boardInput,
  countColour,
  flatPhoto,
  FORM_LABELS,
  longGoal,
  maxShortGoals,
  pixels,
  STYLE_NAMES,
} from './board.test-helpers';
import { createOcr, wordsRead, type Ocr } from './testing/ocr';
import { droppedWords, overflowingBlocks, overlappingBlocks } from './testing/layout';
import { BOARD_STYLE_IDS } from '@atelier/shared/studio-vocabulary';
import type { StudioRender, TextBlock } from './types';

const W = 512;
const H = 640;

function expectEveryWordSet(out: StudioRender, title: string, focus: string, goals: string[]) {
  const blocks = out.text;
  const titles = blocks.filter((b) => b.role === 'title');
  expect(titles.map((b) => b.text)).toEqual([title]);
  const lines = blocks.filter((b) => b.role === 'line');
  expect(lines.map((b) => b.text)).toEqual([focus]);
  // One card per goal, each in the shopper's words.
  const cards = blocks.filter((b) => b.role === 'list');
  expect(cards.map((b) => b.text).sort()).toEqual([...goals].sort());
  for (const b of blocks) {
    expect(droppedWords(b), `${b.role}: ${b.text.slice(0, 40)}`).toEqual([]);
    expect(b.lines.join(' ').toLowerCase()).toBe(b.text.replace(/\s+/g, ' ').toLowerCase());
    expect(b.size).toBeGreaterThan(0);
  }
  expect(overflowingBlocks(blocks)).toEqual([]);
  expect(overlappingBlocks(blocks)).toEqual([]);
  // Nothing set past the board's edges.
  for (const b of blocks) {
    expect(b.extent.x).toBeGreaterThanOrEqual(0);
    expect(b.extent.y).toBeGreaterThanOrEqual(0);
    expect(b.extent.x + b.extent.w).toBeLessThanOrEqual(out.width);
    expect(b.extent.y + b.extent.h).toBeLessThanOrEqual(out.height);
  }
  const printed = blocks
    .flatMap((b) => [b.text, ...b.lines])
    .join('\n')
    .toLowerCase();
  for (const label of FORM_LABELS) expect(printed).not.toContain(label.toLowerCase());
}

describe('renderBoard: every word, never a label', () => {
  const cases: [string, string[]][] = [
    ['three goals', ['Run a half marathon', 'Visit Italy with Mom', 'Open my bakery']],
    ['2,000 characters of short goals', maxShortGoals()],
    ['one very long goal', [longGoal()]],
  ];
  for (const [name, goals] of cases) {
    it(`sets the title, the focus area and every goal whole, inside its area: ${name}`, async () => {
      expect(goals.join('\n').length).toBeLessThanOrEqual(2000);
      for (const style of name === 'three goals' ? BOARD_STYLE_IDS : (['cork', 'night'] as const)) {
        const out = await renderBoard(
          boardInput(
            {
              style: { name: STYLE_NAMES[style], description: '' },
              title: 'My Year of Yes',
              lines: ['Career & Purpose'],
              list: goals,
              elements: ['affirmations'],
            },
            { photos: [await flatPhoto([200, 60, 60])] },
          ),
          W,
          H,
        );
        expectEveryWordSet(out, 'My Year of Yes', 'Career & Purpose', goals);
      }
    });
  }
});

describe('renderBoard: awkward words', () => {
  it('sets a long title, two focus areas, emoji and a 49-letter word whole, inside their areas', async () => {
    const title =
      'The Year I Finally Believed In Myself And Chased Every Single Dream Without Waiting For Permission';
    const goals = [
      'Visit Paris 🗼 with my sister',
      'Supercalifragilisticexpialidociousnessfulnessisms',
      'Learn to surf 🏄',
    ];
    const out = await renderBoard(
      boardInput(
        {
          style: { name: 'Night Sky', description: '' },
          title,
          lines: ['Travel & Adventure'],
          list: goals,
          elements: ['affirmations'],
        },
        { photos: [await flatPhoto([40, 160, 90])] },
      ),
      W,
      H,
    );
    expectEveryWordSet(out, title, 'Travel & Adventure', goals);
    // The long word shrinks in its own card; the other goals keep the board's size.
    const sizes = out.text.filter((b) => b.role === 'list').map((b) => [b.text, b.size] as const);
    const word = sizes.find(([t]) => t.startsWith('Super'))![1];
    for (const [t, size] of sizes) if (!t.startsWith('Super')) expect(size).toBeGreaterThan(word);
  });
});

describe('renderBoard: an empty brief', () => {
  it('still makes a board: a title and a few general affirmations, no labels', async () => {
    const out = await renderBoard(boardInput({}), W, H);
    expect(out.style).toBe('cork');
    expect(out.text.find((b) => b.role === 'title')?.text).toBe('My Vision Board');
    expect(out.text.filter((b) => b.role === 'affirmation').length).toBeGreaterThanOrEqual(2);
    expect(out.text.filter((b) => b.role === 'list')).toEqual([]);
    expect(overflowingBlocks(out.text)).toEqual([]);
  });
});

describe('renderBoard: photos and affirmations', () => {
  const COLOURS: [number, number, number][] = [
    [255, 0, 0],
    [0, 200, 0],
    [0, 0, 255],
    [255, 255, 0],
    [255, 0, 255],
    [0, 255, 255],
  ];
  const brief = {
    style: { name: 'Cork Board', description: '' },
    title: 'Dream Big',
    lines: ['Travel & Adventure'],
    list: ['See the northern lights', 'Walk the Camino'],
  };

  it('pins every photo: one, and six', async () => {
    const photos = await Promise.all(COLOURS.map(flatPhoto));
    const none = await pixels((await renderBoard(boardInput(brief), W, H)).png);
    for (const rgb of COLOURS) expect(countColour(none, rgb)).toBeLessThan(200);
    const one = await pixels(
      (await renderBoard(boardInput(brief, { photos: photos.slice(0, 1) }), W, H)).png,
    );
    expect(countColour(one, COLOURS[0]!)).toBeGreaterThan(3000);
    for (const rgb of COLOURS.slice(1)) expect(countColour(one, rgb)).toBeLessThan(200);
    const six = await pixels((await renderBoard(boardInput(brief, { photos }), W, H)).png);
    for (const rgb of COLOURS) expect(countColour(six, rgb), String(rgb)).toBeGreaterThan(1500);
  });

  it('adds affirmation cards for the focus area only when the toggle is on', async () => {
    const off = await renderBoard(boardInput({ ...brief, lines: ['Health & Wellness'] }), W, H);
    expect(off.text.filter((b) => b.role === 'affirmation')).toEqual([]);
    const on = await renderBoard(
      boardInput({ ...brief, lines: ['Health & Wellness'], elements: ['affirmations'] }),
      W,
      H,
    );
    const cards = on.text.filter((b) => b.role === 'affirmation');
    expect(cards.length).toBeGreaterThanOrEqual(2);
    const health = AFFIRMATIONS.find(([re]) => re.test('Health & Wellness'))![1];
    for (const c of cards) expect(health).toContain(c.text);
    // The goals are all still there, beside them.
    expect(on.text.filter((b) => b.role === 'list')).toHaveLength(2);
    expect(overlappingBlocks(on.text)).toEqual([]);
  });
});

describe('renderBoard: read back by OCR', () => {
  let ocr: Ocr;
  beforeAll(async () => {
    ocr = await createOcr();
  });
  afterAll(async () => {
    await ocr.close();
  });

  it('reads every goal of a four-goal board from its card, and the title', async () => {
    const goals = [
      'Run a half marathon',
      'Visit Italy with Mom',
      'Pay off the car',
      'Open my bakery',
    ];
    for (const style of ['cork', 'night'] as const) {
      const out = await renderBoard(
        boardInput(
          {
            style: { name: STYLE_NAMES[style], description: '' },
            title: 'My Year of Yes',
            lines: ['Career & Purpose'],
            list: goals,
            elements: ['affirmations'],
          },
          { photos: [await flatPhoto([90, 140, 200])], width: 1024, height: 1280, seed: 7 },
        ),
        1024,
        1280,
      );
      const read = async (b: TextBlock) => ocr.read(out.png, b.area, b.size);
      for (const b of out.text.filter((t) => t.role === 'list' || t.role === 'title')) {
        const result = wordsRead(await read(b), b.text);
        expect(result.missing, `${style}: ${b.text}`).toEqual([]);
      }
    }
  });
});
