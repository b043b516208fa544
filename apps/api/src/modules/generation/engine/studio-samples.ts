// Sample shoppers for the seeded products: what each form would be filled with, read through
// the product's own blueprint roles by the same brief builder a job uses. The cross-product
// test (studio.products.test.ts) and the reference renders (scripts/studio-references.mjs)
// both render from these.
import { SEED_BLUEPRINTS } from '../../../db/seed/data/blueprints';
import { SEED_PRODUCTS } from '../../../db/seed/data/catalogue';
import type { SeedProduct, SeedVisualOption } from '../../../db/seed/data/types';
import { seedPhoto } from '../../../db/seed/seed-photos';
import { buildBrief, type BriefField } from '../brief';
import type { GenerationInput } from './types';

/** A test photo: the seed shop's own (astronaut = a person, chelsea = a cat, coffee = a cup). */
export const testPhoto = seedPhoto;

/** What a shopper writes into each seeded product's form (field name → form value). */
export const SAMPLE_VALUES: Record<string, Record<string, string>> = {
  'divine-portrait': {
    subject_name: 'Grace Elizabeth',
    scripture_verse: 'Psalm 23:1 — The Lord is my shepherd',
    personal_message: 'She sings in the church choir',
  },
  'family-blessing': {
    family_name: 'The Miller Family',
    blessing: 'The Lord bless you and keep you',
    notes: 'Please add our son Sam',
  },
  'guardian-angel-pet': {
    pet_name: 'Luna',
    pet_type: 'Cat',
    memorial_note: 'Loved Sunday naps',
  },
  'sacred-milestone': {
    names: 'Maria & José',
    occasion: 'Wedding',
    occasion_date: '2025-06-14',
    message: 'A cord of three strands is not quickly broken',
  },
  'vision-board': {
    board_title: 'My Year of Yes',
    dreams: 'Run a half marathon\nVisit Italy with Mom\nOpen my bakery\nPray every morning',
    focus_area: 'Health & Wellness',
  },
};

/** The words OCR must read back from a product's render: the name and a verse (or a goal). */
export const SAMPLE_WORDS: Record<string, { title: string; verse: string | null }> = {
  'divine-portrait': { title: 'Grace Elizabeth', verse: 'The Lord is my shepherd' },
  'family-blessing': { title: 'The Miller Family', verse: 'The Lord bless you and keep you' },
  'guardian-angel-pet': { title: 'Luna', verse: null },
  'sacred-milestone': { title: 'Maria & José', verse: 'A cord of three strands' },
  'vision-board': { title: 'My Year of Yes', verse: null },
};

export function seedProduct(slug: string): SeedProduct {
  const product = SEED_PRODUCTS.find((p) => p.slug === slug);
  if (!product) throw new Error(`no seeded product ${slug}`);
  return product;
}

function blueprintOf(slug: string) {
  const blueprint = SEED_BLUEPRINTS.find((b) => b.product === slug);
  if (!blueprint) throw new Error(`no seeded blueprint for ${slug}`);
  return blueprint;
}

/** The product's visual-selector options (its styles), in form order. */
export function productStyles(product: SeedProduct): SeedVisualOption[] {
  const field = product.fields.find((f) => f.fieldType === 'visual_selector');
  return (field?.options ?? []).filter((o): o is SeedVisualOption => typeof o !== 'string');
}

/** The photos a product's sample shopper uploads. */
export function samplePhotos(slug: string): Buffer[] {
  if (slug === 'guardian-angel-pet') return [testPhoto('chelsea')];
  if (slug === 'vision-board')
    return [testPhoto('astronaut'), testPhoto('coffee'), testPhoto('chelsea')];
  return [testPhoto('astronaut')];
}

export type SampleOptions = {
  /** The visual-selector option's title. */
  style: string;
  seed: number;
  /** Tick every toggle and choose the second option of every premium option field. */
  everything?: boolean;
  width?: number;
  height?: number;
  photos?: Buffer[];
  /** Field values that replace the sample's (e.g. a long name). */
  values?: Record<string, string>;
};

/** A generation input for a seeded product filled in by its sample shopper. */
export function sampleInput(slug: string, opts: SampleOptions): GenerationInput {
  const product = seedProduct(slug);
  const blueprint = blueprintOf(slug);
  const values: Record<string, string> = { ...SAMPLE_VALUES[slug] };
  for (const field of product.fields) {
    const role = blueprint.fieldRoles[field.fieldName];
    if (role?.role === 'style') values[field.fieldName] = opts.style;
    if (role?.role === 'toggle') values[field.fieldName] = opts.everything ? 'true' : 'false';
    if (role?.role === 'option' && opts.everything) {
      const choice = field.options?.[1];
      if (typeof choice === 'string') values[field.fieldName] = choice;
    }
  }
  Object.assign(values, opts.values);
  const fields: BriefField[] = product.fields.map((f) => ({
    fieldName: f.fieldName,
    fieldLabel: f.fieldLabel,
    fieldType: f.fieldType,
    fieldOptions: f.options
      ? f.options.map((o) =>
          typeof o === 'string' ? o : { title: o.title, description: o.description, imageUrl: '' },
        )
      : null,
  })) as BriefField[];
  return {
    kind: blueprint.kind,
    prompt: product.title,
    negativePrompt: blueprint.negativePrompt,
    stylePreset: blueprint.stylePreset,
    model: null,
    width: opts.width ?? blueprint.width,
    height: opts.height ?? blueprint.height,
    seed: opts.seed,
    photos: opts.photos ?? samplePhotos(slug),
    fields: [],
    caption: '',
    title: product.title,
    brief: buildBrief(fields, blueprint.fieldRoles, values),
    signal: new AbortController().signal,
  };
}
