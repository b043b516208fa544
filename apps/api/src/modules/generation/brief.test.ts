import { describe, expect, it } from 'vitest';
import { SEED_BLUEPRINTS } from '../../db/seed/data/blueprints';
import { SEED_PRODUCTS } from '../../db/seed/data/catalogue';
import type { SeedVisualOption } from '../../db/seed/data/types';
import { buildBrief, readFieldRoles, type BriefField } from './brief';
import { formatDate, meansNone, splitList } from './brief-text';
import { EMPTY_BRIEF } from './engine/types';

/** A seeded product's fields as the job reads them from product_fields, and its roles. */
function seeded(slug: string) {
  const product = SEED_PRODUCTS.find((p) => p.slug === slug)!;
  const fields: BriefField[] = product.fields.map((f) => ({
    fieldName: f.fieldName,
    fieldLabel: f.fieldLabel,
    fieldType: f.fieldType,
    fieldOptions:
      f.fieldType === 'visual_selector'
        ? (f.options as SeedVisualOption[]).map((o) => ({
            title: o.title,
            imageUrl: `/media/${o.image.name}.webp`,
            description: o.description,
          }))
        : ((f.options as string[] | undefined) ?? null),
  }));
  const roles = SEED_BLUEPRINTS.find((b) => b.product === slug)!.fieldRoles;
  return { fields, roles };
}

describe('buildBrief on the seeded products', () => {
  it('divine portrait: style with its own description, name, verse, notes and the halo', () => {
    const { fields, roles } = seeded('divine-portrait');
    const brief = buildBrief(fields, roles, {
      subject_name: '  Grace   Elizabeth ',
      art_style: 'Watercolor',
      scripture_verse: 'Psalm 23:1 — The Lord is my shepherd',
      personal_message: 'She loves lavender\nand sings in the choir',
      add_halo: 'true',
    });
    expect(brief).toEqual({
      ...EMPTY_BRIEF,
      style: {
        name: 'Watercolor',
        description: 'Soft washes of rose, sky and honey on textured paper, light and airy.',
      },
      title: 'Grace Elizabeth',
      verses: ['Psalm 23:1 — The Lord is my shepherd'],
      notes: ['She loves lavender and sings in the choir'],
      elements: ['halo'],
    });
  });

  it('"No verse, just the name" gives no verse; an unticked halo adds nothing', () => {
    const { fields, roles } = seeded('divine-portrait');
    const brief = buildBrief(fields, roles, {
      subject_name: 'Grace',
      art_style: 'Renaissance',
      scripture_verse: 'No verse, just the name',
    });
    expect(brief.verses).toEqual([]);
    expect(brief.elements).toEqual([]);
    expect(brief.title).toBe('Grace');
  });

  it('the premium selects become options: frame and light on portraits, palette on the board', () => {
    for (const slug of [
      'divine-portrait',
      'family-blessing',
      'guardian-angel-pet',
      'sacred-milestone',
    ]) {
      const { fields, roles } = seeded(slug);
      const brief = buildBrief(fields, roles, {
        frame_finish: 'Carved Walnut',
        light_mood: 'Moonlight',
      });
      expect(brief.options, slug).toEqual([
        { aspect: 'frame', value: 'Carved Walnut' },
        { aspect: 'light', value: 'Moonlight' },
      ]);
    }
    const board = seeded('vision-board');
    expect(
      buildBrief(board.fields, board.roles, { accent_palette: 'Sage & Cream' }).options,
    ).toEqual([{ aspect: 'palette', value: 'Sage & Cream' }]);
  });

  it('family blessing: the blessing is a verse, pets a toggle, notes stay notes', () => {
    const { fields, roles } = seeded('family-blessing');
    const brief = buildBrief(fields, roles, {
      family_name: 'The Miller Family',
      blessing: 'Love never fails',
      art_style: 'Stained Glass',
      include_pets: 'true',
      notes: 'Please add our son Sam',
    });
    expect(brief).toMatchObject({
      title: 'The Miller Family',
      verses: ['Love never fails'],
      elements: ['pets'],
      notes: ['Please add our son Sam'],
      style: { name: 'Stained Glass' },
    });
  });

  it('guardian angel pet: the type of pet is a detail, wings a toggle', () => {
    const { fields, roles } = seeded('guardian-angel-pet');
    const brief = buildBrief(fields, roles, {
      pet_name: 'Buddy',
      pet_type: 'Cat',
      art_style: 'Modern Minimal',
      angel_wings: 'true',
      memorial_note: 'Loved Sunday naps',
    });
    expect(brief).toMatchObject({
      title: 'Buddy',
      details: ['Cat'],
      elements: ['wings'],
      notes: ['Loved Sunday naps'],
      lines: [],
      verses: [],
    });
  });

  it('sacred milestone: names, the occasion as a line, the date for people, the message as a verse', () => {
    const { fields, roles } = seeded('sacred-milestone');
    const brief = buildBrief(fields, roles, {
      names: 'Maria & José',
      occasion: 'Wedding',
      occasion_date: '2025-06-14',
      art_style: 'Renaissance',
      message: 'A cord of three strands\nis not quickly broken.',
      gift_note: 'true',
    });
    expect(brief).toMatchObject({
      title: 'Maria & José',
      lines: ['Wedding'],
      date: 'June 14, 2025',
      verses: ['A cord of three strands is not quickly broken.'],
      elements: ['gift_card'],
    });
  });

  it('vision board: the goals one per item in the shopper words, the focus as a line', () => {
    const { fields, roles } = seeded('vision-board');
    const brief = buildBrief(fields, roles, {
      board_title: 'My Year of Yes',
      dreams: '- Visit Italy\n• run a half marathon\n\n1. open my bakery\n',
      focus_area: 'Travel & Adventure',
      board_style: 'Night Sky',
      add_affirmations: 'true',
    });
    expect(brief).toMatchObject({
      title: 'My Year of Yes',
      list: ['Visit Italy', 'run a half marathon', 'open my bakery'],
      lines: ['Travel & Adventure'],
      style: {
        name: 'Night Sky',
        description: 'Deep indigo scattered with stars, for dreamers who plan big.',
      },
      elements: ['affirmations'],
      notes: [],
    });
  });

  it('every seeded role names a field of its product, and the roles pass the schema', () => {
    for (const b of SEED_BLUEPRINTS) {
      const product = SEED_PRODUCTS.find((p) => p.slug === b.product)!;
      const names = product.fields.map((f) => f.fieldName);
      expect(readFieldRoles(b.fieldRoles), b.product).toEqual(b.fieldRoles);
      for (const name of Object.keys(b.fieldRoles)) expect(names, b.product).toContain(name);
      // Every non-photo field has a role: nothing the shopper types is read by guesswork.
      const textFields = product.fields.filter((f) => f.fieldType !== 'image');
      for (const f of textFields) expect(b.fieldRoles, b.product).toHaveProperty(f.fieldName);
    }
  });
});

describe('buildBrief without roles (an operator product)', () => {
  const fields: BriefField[] = [
    { fieldName: 'photo', fieldLabel: 'Photo', fieldType: 'image', fieldOptions: null },
    { fieldName: 'name', fieldLabel: 'Name', fieldType: 'text', fieldOptions: null },
    { fieldName: 'nickname', fieldLabel: 'Nickname', fieldType: 'text', fieldOptions: null },
    {
      fieldName: 'look',
      fieldLabel: 'Look',
      fieldType: 'visual_selector',
      fieldOptions: [
        { title: 'Pastel', imageUrl: '/a.webp', description: 'Chalky pastel tones.' },
        { title: 'Ink', imageUrl: '/b.webp', description: 'Black ink lines.' },
      ],
    },
    { fieldName: 'kind', fieldLabel: 'Kind', fieldType: 'select', fieldOptions: ['Dog', 'Cat'] },
    { fieldName: 'story', fieldLabel: 'Story', fieldType: 'textarea', fieldOptions: null },
    { fieldName: 'glow', fieldLabel: 'Glow', fieldType: 'checkbox', fieldOptions: null },
  ];

  it('infers: visual selector = style, first text = title, textarea = notes, select = detail, checkbox = nothing', () => {
    const brief = buildBrief(
      fields,
      {},
      {
        name: 'Rex',
        nickname: 'Rexy',
        look: 'Ink',
        kind: 'Dog',
        story: 'Chased every ball',
        glow: 'true',
      },
    );
    expect(brief).toEqual({
      ...EMPTY_BRIEF,
      style: { name: 'Ink', description: 'Black ink lines.' },
      title: 'Rex',
      details: ['Dog'],
      notes: ['Chased every ball'],
    });
  });

  it('an empty first text field still holds the title: the second is not promoted', () => {
    expect(buildBrief(fields, {}, { nickname: 'Rexy' }).title).toBe('');
  });

  it('roles given for some fields: the rest are inferred without taking a given role twice', () => {
    const brief = buildBrief(
      fields,
      { nickname: { role: 'title' }, glow: { role: 'toggle', element: 'halo' } },
      { name: 'Rex', nickname: 'Rexy', glow: 'true', look: 'Pastel' },
    );
    expect(brief.title).toBe('Rexy');
    expect(brief.lines).toEqual([]);
    expect(brief.elements).toEqual(['halo']);
    expect(brief.style).toEqual({ name: 'Pastel', description: 'Chalky pastel tones.' });
  });

  it('a chosen option that no longer exists keeps the shopper choice as the style name', () => {
    expect(buildBrief(fields, {}, { look: 'Charcoal' }).style).toEqual({
      name: 'Charcoal',
      description: '',
    });
  });
});

describe('readFieldRoles', () => {
  it('reads valid roles and refuses a bad stored value (null, not a crash)', () => {
    expect(readFieldRoles({ a: { role: 'title' } })).toEqual({ a: { role: 'title' } });
    expect(readFieldRoles(null)).toEqual({});
    expect(readFieldRoles({ a: { role: 'toggle', element: 'fireworks' } })).toBeNull();
    expect(readFieldRoles({ a: { role: 'subtitle' } })).toBeNull();
    expect(readFieldRoles('title')).toBeNull();
  });
});

describe('formatDate', () => {
  it.each([
    '2025-06-14',
    '6/14/2025',
    '06/14/2025',
    '14/6/2025',
    '14 June 2025',
    '14th June 2025',
    'June 14, 2025',
    'june 14 2025',
    'Jun 14th, 2025',
    '  June   14 ,  2025 ',
  ])('%s → June 14, 2025', (text) => {
    expect(formatDate(text)).toBe('June 14, 2025');
  });

  it('reads an ambiguous numeric date month first, as the form example', () => {
    expect(formatDate('6/7/2025')).toBe('June 7, 2025');
  });

  it.each([
    ['Summer 2025', 'Summer 2025'],
    ['  June 2025 ', 'June 2025'],
    ['6/14/25', '6/14/25'],
    ['2025-02-30', '2025-02-30'],
    ['31 April 2025', '31 April 2025'],
    ['13/13/2025', '13/13/2025'],
    ['Juno 14, 2025', 'Juno 14, 2025'],
    ['', ''],
  ])('does not invent a date: %j stays %j', (text, expected) => {
    expect(formatDate(text)).toBe(expected);
  });

  it('knows leap years', () => {
    expect(formatDate('2024-02-29')).toBe('February 29, 2024');
    expect(formatDate('2023-02-29')).toBe('2023-02-29');
  });
});

describe('splitList', () => {
  it('one item per line, bullets and numbering stripped, empties dropped', () => {
    expect(splitList('* Visit Italy\n\n2) Run a half marathon\n  – Open my bakery  \n-\n')).toEqual(
      ['Visit Italy', 'Run a half marathon', 'Open my bakery'],
    );
  });

  it('a single line splits on commas and semicolons, as the placeholder suggests', () => {
    expect(splitList('visit Italy, run a half marathon; open my bakery,')).toEqual([
      'visit Italy',
      'run a half marathon',
      'open my bakery',
    ]);
  });

  it('several lines keep their commas', () => {
    expect(splitList('Paris, Rome and Vienna\nLearn to paint')).toEqual([
      'Paris, Rome and Vienna',
      'Learn to paint',
    ]);
  });
});

describe('meansNone', () => {
  it('"no" + a word of the field label, or a lone none-word, means none', () => {
    expect(meansNone('No verse, just the name', 'Scripture Verse')).toBe(true);
    expect(meansNone('None', 'Blessing')).toBe(true);
    expect(meansNone('Without a frame', 'Frame Finish')).toBe(true);
    expect(meansNone('Without frame', 'Frame Finish')).toBe(true);
    expect(meansNone('No blessings', 'Blessing')).toBe(true);
  });

  it('a real choice that starts with "No" is kept', () => {
    expect(meansNone('No weapon formed against you shall prosper', 'Scripture Verse')).toBe(false);
    expect(meansNone('Nothing is impossible with God', 'Scripture Verse')).toBe(false);
    expect(meansNone('Noah', 'Name')).toBe(false);
  });
});
