import { describe, expect, it } from 'vitest';
import { petFields } from '@/test/personalize-fixtures';
import {
  buildFormSchema,
  defaultValues,
  fieldsOfStep,
  isFormComplete,
  missingImages,
  missingValues,
  totalSteps,
  valuesFromEntries,
} from './form-schema';

const fields = petFields();
const free = { isPremium: false };
const premium = { isPremium: true };
const photo = { pet_photo: [{ url: 'u', key: 'k', name: 'n.jpg', size: 1 }] };

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('buildFormSchema (SPEC §5)', () => {
  it("answers '{label} is required' for each empty required text, select and visual selector", () => {
    const result = buildFormSchema(fields, free).safeParse(defaultValues(fields));
    expect(messages(result).sort()).toEqual(
      ['Art Style is required', 'Pet Name is required', 'Pet Type is required'].sort(),
    );
  });

  it('treats whitespace as empty, and optional fields and checkboxes as optional', () => {
    const result = buildFormSchema(fields, free).safeParse({
      pet_name: '   ',
      pet_type: 'Dog',
      art_style: 'Golden Icon',
    });
    expect(messages(result)).toEqual(['Pet Name is required']);
  });

  it('accepts a complete form; a checkbox must be a boolean', () => {
    const schema = buildFormSchema(fields, free);
    const values = { pet_name: 'Rex', pet_type: 'Dog', art_style: 'Golden Icon' };
    expect(schema.safeParse({ ...values, angel_wings: true }).success).toBe(true);
    expect(schema.safeParse({ ...values, angel_wings: 'yes' }).success).toBe(false);
  });

  it('a required premium-only field is required only for premium users', () => {
    const withPremium = fields.map((f) =>
      f.fieldName === 'gold_frame' ? { ...f, isRequired: true } : f,
    );
    const values = { pet_name: 'Rex', pet_type: 'Dog', art_style: 'Golden Icon' };
    expect(buildFormSchema(withPremium, free).safeParse(values).success).toBe(true);
    expect(messages(buildFormSchema(withPremium, premium).safeParse(values))).toEqual([
      'Gold Frame Engraving is required',
    ]);
  });
});

describe('steps and completeness', () => {
  it('counts steps up to the highest stepNumber and orders fields within a step', () => {
    expect(totalSteps(fields)).toBe(2);
    expect(totalSteps([])).toBe(1);
    expect(fieldsOfStep(fields, 1).map((f) => f.fieldName)).toEqual([
      'pet_photo',
      'pet_name',
      'pet_type',
    ]);
  });

  it('names the missing values and images of one step', () => {
    expect(missingValues(fields, { pet_name: 'Rex' }, free, 1).map((f) => f.fieldLabel)).toEqual([
      'Pet Type',
    ]);
    expect(missingImages(fields, {}, free, 1).map((f) => f.fieldLabel)).toEqual(['Pet Photo']);
    expect(missingImages(fields, photo, free, 1)).toEqual([]);
    expect(missingImages(fields, {}, free, 2)).toEqual([]);
  });

  it('is complete only with every required value and image', () => {
    const values = { pet_name: 'Rex', pet_type: 'Dog', art_style: 'Golden Icon' };
    expect(isFormComplete(fields, values, photo, free)).toBe(true);
    expect(isFormComplete(fields, values, {}, free)).toBe(false);
    expect(isFormComplete(fields, { ...values, art_style: '' }, photo, free)).toBe(false);
  });
});

describe('valuesFromEntries (clone)', () => {
  it('maps entries to values and rejects unknown fields and choices no longer offered', () => {
    const { values, rejected } = valuesFromEntries(fields, {
      pet_name: 'Rex',
      pet_type: 'Hamster',
      art_style: 'Golden Icon',
      angel_wings: 'true',
      colour: 'blue',
    });
    expect(values).toMatchObject({
      pet_name: 'Rex',
      pet_type: '',
      art_style: 'Golden Icon',
      angel_wings: true,
      memorial_note: '',
    });
    expect(rejected.sort()).toEqual(['colour', 'pet_type']);
  });
});
