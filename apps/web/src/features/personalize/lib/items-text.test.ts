import { CUSTOM_ARTWORK_REQUEST } from '@atelier/shared/schemas/generation';
import { describe, expect, it } from 'vitest';
import { petFields } from '@/test/personalize-fixtures';
import { buildItemsText, fieldOfImageFilename, imageFilename, parseItemsText } from './items-text';

const fields = petFields();
const names = fields.map((f) => f.fieldName);

describe('buildItemsText', () => {
  it("writes 'fieldName: value' lines for filled, non-image fields in field order", () => {
    const text = buildItemsText(fields, {
      pet_name: '  Biscuit ',
      pet_type: 'Dog',
      art_style: 'Golden Icon',
      angel_wings: true,
      memorial_note: '',
    });
    expect(text).toBe(
      'pet_name: Biscuit\npet_type: Dog\nart_style: Golden Icon\nangel_wings: true',
    );
  });

  it('leaves unchecked checkboxes, blank values and image fields out', () => {
    const text = buildItemsText(fields, {
      pet_photo: 'ignored',
      pet_name: 'Biscuit',
      angel_wings: false,
      memorial_note: '   ',
    });
    expect(text).toBe('pet_name: Biscuit');
  });

  it(`is '${CUSTOM_ARTWORK_REQUEST}' when nothing was filled in`, () => {
    expect(buildItemsText(fields, { angel_wings: false, pet_name: '' })).toBe(
      'Custom artwork request',
    );
  });
});

describe('parseItemsText', () => {
  it('reads back what buildItemsText wrote, multi-line textareas included', () => {
    const values = {
      pet_name: 'Biscuit',
      pet_type: 'Dog',
      angel_wings: true,
      memorial_note: 'Best boy.\nAlways by the door: waiting.',
    };
    const { entries, unmapped } = parseItemsText(buildItemsText(fields, values), names);
    expect(entries).toEqual({
      pet_name: 'Biscuit',
      pet_type: 'Dog',
      angel_wings: 'true',
      memorial_note: 'Best boy.\nAlways by the door: waiting.',
    });
    expect(unmapped).toEqual([]);
  });

  it('reports lines before any known field as unmapped', () => {
    const { entries, unmapped } = parseItemsText('hello there\npet_name: Rex', names);
    expect(entries).toEqual({ pet_name: 'Rex' });
    expect(unmapped).toEqual(['hello there']);
  });

  it('without known fields, any name-looking prefix starts an entry', () => {
    expect(parseItemsText('colour: blue\nsize: big').entries).toEqual({
      colour: 'blue',
      size: 'big',
    });
  });

  it(`reads '${CUSTOM_ARTWORK_REQUEST}' as no entries`, () => {
    expect(parseItemsText(CUSTOM_ARTWORK_REQUEST, names)).toEqual({ entries: {}, unmapped: [] });
  });
});

describe('image filenames', () => {
  it("are '{fieldName}_{index}.jpg' and map back to their field", () => {
    expect(imageFilename('pet_photo', 0)).toBe('pet_photo_0.jpg');
    expect(fieldOfImageFilename('pet_photo_12.jpg')).toBe('pet_photo');
    expect(fieldOfImageFilename('photo.png')).toBeNull();
  });
});
