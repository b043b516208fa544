import type { ProductDetail, ProductField } from '@atelier/shared/schemas/catalogue';
import { CUSTOM_ARTWORK_REQUEST, type VisionBoard } from '@atelier/shared/schemas/generation';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { visionBoards } from '../../db/schema/generation';
import { SEED_PRODUCTS } from '../../db/seed/data/catalogue';
import { insertDemoRows } from '../../db/seed/demo-rows';
import { createTestApp, type TestApp } from '../../test/app';
import { insertProduct, newShopper, type Shopper } from './shopper.test-fixtures';

// A board's 'fieldName: value' lines are checked against its product's
// fields (SPEC.md §3, §5) — options, checkboxes, lengths, required fields, unknown names — with
// a 400 that names the field and the problem, and nothing stored.

const BOARD_STYLES = 'Cork Board, Linen Collage, Golden Minimal, Night Sky';
const VISION_FIELDS =
  'board_title, dreams, focus_area, board_style, add_affirmations, accent_palette';
const VALID_VISION_BOARD = [
  'board_title: My Year of Yes',
  'dreams: Run a half marathon',
  'Visit Italy with Mom',
  'focus_area: Travel & Adventure',
  'board_style: Night Sky',
  'add_affirmations: true',
];

/** The lines the product form writes (formatBoardItems in packages/shared board-items.ts): images are not lines. */
function formLines(fields: readonly ProductField[], pick: (f: ProductField) => boolean) {
  const lines: string[] = [];
  for (const field of fields.filter(pick)) {
    const options = (field.fieldOptions ?? []).map((o) => (typeof o === 'string' ? o : o.title));
    if (field.fieldType === 'checkbox') lines.push(`${field.fieldName}: true`);
    else if (field.fieldType === 'select' || field.fieldType === 'visual_selector') {
      lines.push(`${field.fieldName}: ${options.at(-1)}`);
    } else if (field.fieldType === 'textarea') {
      lines.push(`${field.fieldName}: First line: with a colon`, 'second: line of the same text');
    } else if (field.fieldType === 'text') lines.push(`${field.fieldName}: ${'A'.repeat(200)}`);
  }
  return lines.join('\n');
}

describe('POST /api/vision-boards checks the items against the product', () => {
  let t: TestApp;
  let ada: Shopper;
  let pam: Shopper;
  let visionBoard: ProductDetail;

  const post = (items: string, productId = visionBoard.id, who = ada) =>
    t.app.inject({
      method: 'POST',
      url: '/api/vision-boards',
      payload: { items, productId },
      headers: who.headers,
    });
  const boardsOf = (who: Shopper) =>
    t.app.db.select().from(visionBoards).where(eq(visionBoards.userId, who.id));
  const product = async (slug: string): Promise<ProductDetail> =>
    (await t.app.inject({ method: 'GET', url: `/api/products/${slug}` })).json();

  /** 400 VALIDATION_ERROR with exactly this message, and no board stored. */
  const expectRefused = async (items: string, message: string, productId?: string) => {
    const before = (await boardsOf(ada)).length;
    const res = await post(items, productId);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message } });
    expect(await boardsOf(ada)).toHaveLength(before);
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The demo shop's rows (products and their fields) without rendering its images.
    await insertDemoRows(t.app.db, (spec) => `static-assets/seed/${spec.name}.webp`);
    ada = await newShopper(t.app, 'ada');
    pam = await newShopper(t.app, 'pam');
    await t.app.db.update(users).set({ isPremium: true }).where(eq(users.id, pam.id));
    visionBoard = await product('vision-board');
  });
  afterAll(() => t.close());

  it('every seed product takes what the form writes: every field, or only the required ones', async () => {
    for (const { slug } of SEED_PRODUCTS) {
      const detail = await product(slug);
      // A free account's form leaves the premium-only fields out; a premium one fills them.
      for (const [who, items] of [
        [ada, formLines(detail.fields, (f) => !f.isPremiumOnly)],
        [ada, formLines(detail.fields, (f) => f.isRequired)],
        [pam, formLines(detail.fields, () => true)],
      ] as const) {
        const res = await post(items, detail.id, who);
        expect(res.statusCode, `${slug}: ${res.body}`).toBe(201);
        expect((res.json() as VisionBoard).items).toBe(items.trim());
      }
    }
  });

  it('every seeded product has premium-only selects that a free account cannot set', async () => {
    for (const { slug } of SEED_PRODUCTS) {
      const detail = await product(slug);
      const premium = detail.fields.filter((f) => f.isPremiumOnly);
      expect(
        premium.map((f) => f.fieldName),
        slug,
      ).toEqual(slug === 'vision-board' ? ['accent_palette'] : ['frame_finish', 'light_mood']);
      for (const field of premium) {
        expect(field).toMatchObject({ fieldType: 'select', isRequired: false });
        const items = formLines(detail.fields, (f) => f.isRequired || f === field);
        const res = await post(items, detail.id, ada);
        expect(res.statusCode, `${slug}.${field.fieldName}`).toBe(400);
        expect(res.json().error.message).toBe(
          `${field.fieldLabel} is a Premium option: upgrade to Premium to choose it.`,
        );
        expect((await post(items, detail.id, pam)).statusCode).toBe(201);
      }
    }
  });

  it('a select or visual-selector value must be one of its options', async () => {
    await expectRefused(
      VALID_VISION_BOARD.join('\n').replace('Night Sky', 'Cork'),
      `Board Style must be one of: ${BOARD_STYLES}.`,
    );
    await expectRefused(
      VALID_VISION_BOARD.join('\n').replace('Travel & Adventure', 'travel & adventure'),
      'Main Focus must be one of: Career & Purpose, Health & Wellness, Love & Family, ' +
        'Travel & Adventure, Faith & Spirit, Abundance & Finances.',
    );
  });

  it("a checkbox is 'true' or 'false'", async () => {
    await expectRefused(
      VALID_VISION_BOARD.join('\n').replace('add_affirmations: true', 'add_affirmations: yes'),
      'Add affirmation cards must be true or false.',
    );
    const unchecked = VALID_VISION_BOARD.join('\n').replace(': true', ': false');
    expect((await post(unchecked)).statusCode).toBe(201);
  });

  it('a text stays within its length and on one line; a textarea within its length', async () => {
    const withTitle = (title: string) =>
      VALID_VISION_BOARD.join('\n').replace('My Year of Yes', title);
    await expectRefused(
      withTitle('x'.repeat(201)),
      'Board Title must be at most 200 characters (it has 201).',
    );
    await expectRefused(withTitle('My Year\nof Yes'), 'Board Title must be a single line.');
    await expectRefused(
      VALID_VISION_BOARD.join('\n').replace('Visit Italy with Mom', 'y'.repeat(2000)),
      'Your Dreams and Goals must be at most 2000 characters (it has 2020).',
    );
    expect((await post(withTitle('x'.repeat(200)))).statusCode).toBe(201);
  });

  it('required fields must be there; an empty board is not enough for this product', async () => {
    const required =
      'Your Dreams and Goals is required. Main Focus is required. Board Style is required.';
    await expectRefused('board_title: My Year of Yes', required);
    await expectRefused('board_title: My Year of Yes\ndreams:\nfocus_area:', required);
    for (const empty of ['', '  \n ', CUSTOM_ARTWORK_REQUEST]) {
      await expectRefused(empty, `Board Title is required. ${required}`);
    }
  });

  it('unknown field names are refused, with the fields the product has', async () => {
    const unknown = `'role' is not a field of Vision Board. Its fields are: ${VISION_FIELDS}.`;
    await expectRefused(['role: admin', ...VALID_VISION_BOARD].join('\n'), unknown);
    // After a one-line field, too; after a textarea the line is part of its text.
    await expectRefused(
      [VALID_VISION_BOARD[0], 'role: admin', ...VALID_VISION_BOARD.slice(1)].join('\n'),
      unknown,
    );
    await expectRefused([...VALID_VISION_BOARD, 'role: admin', 'role: root'].join('\n'), unknown);
    await expectRefused(
      ['Hello there', ...VALID_VISION_BOARD].join('\n'),
      "Each line must start with a field name ('fieldName: value'); 'Hello there' does not.",
    );
  });

  it('a field given twice, or a photo field written as text, is refused', async () => {
    await expectRefused(
      [...VALID_VISION_BOARD, 'board_style: Cork Board'].join('\n'),
      'Board Style is given more than once.',
    );
    await expectRefused(
      [...VALID_VISION_BOARD, 'inspiration_photos: me.jpg'].join('\n'),
      'Inspiration Photos takes photos, not text: register them as uploaded images ' +
        '(inspiration_photos_0.jpg).',
    );
  });

  it('names every problem at once', async () => {
    await expectRefused(
      'board_title: Mine\nfocus_area: Money\nboard_style: Cork\nadd_affirmations: 1',
      'Your Dreams and Goals is required. ' +
        'Main Focus must be one of: Career & Purpose, Health & Wellness, Love & Family, ' +
        'Travel & Adventure, Faith & Spirit, Abundance & Finances. ' +
        `Board Style must be one of: ${BOARD_STYLES}. ` +
        'Add affirmation cards must be true or false.',
    );
  });

  it('a required premium-only field: a free account may leave it out (the form disables it)', async () => {
    const premium = await insertProduct(t.app, {
      fields: [
        { fieldName: 'name', fieldLabel: 'Name', fieldType: 'text', isRequired: true },
        {
          fieldName: 'frame',
          fieldLabel: 'Gold Frame',
          fieldType: 'select',
          isRequired: true,
          isPremiumOnly: true,
          // Saved with a stray space: the form writes the trimmed value.
          fieldOptions: ['Oval', 'Square '],
        },
      ],
    });
    expect((await post('name: Ada', premium.id, ada)).statusCode).toBe(201);
    const res = await post('name: Pam', premium.id, pam);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Gold Frame is required.');
    expect((await post('name: Pam\nframe: Oval', premium.id, pam)).statusCode).toBe(201);
    expect((await post('name: Pam\nframe: Square', premium.id, pam)).statusCode).toBe(201);
    expect((await post('name: Pam\nframe: Round', premium.id, pam)).json().error.message).toBe(
      'Gold Frame must be one of: Oval, Square.',
    );
  });
});
