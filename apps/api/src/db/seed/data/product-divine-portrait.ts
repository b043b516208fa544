import { PREMIUM_PORTRAIT_FIELDS } from './premium-fields';
import { PORTRAIT_LOOKS, PORTRAIT_STYLES } from './styles';
import { portraitArt } from './studio-specs';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

/** What every image of this product is rendered from: its photo and blueprint preset. */
const art = { photo: 'astronaut', preset: 'divine-glow' } as const;

export const divinePortrait: SeedProduct = {
  slug: 'divine-portrait',
  title: 'Divine Portrait',
  description:
    'Your photo, reimagined as a radiant faith-inspired portrait: heavenly light, a golden halo and a hand-finished frame with the name and verse that mean the most to you.',
  category: 'faith-portraits',
  sampleImage: portraitArt('divine-portrait-sample', {
    ...art,
    seed: 1,
    size: THUMB,
    look: PORTRAIT_LOOKS.watercolor,
    words: {
      title: 'Beloved Child of God',
      verses: ['Numbers 6:24 — The Lord bless you and keep you'],
    },
  }),
  heroBeforeImage: { name: 'divine-portrait-before', kind: 'photo', photo: 'astronaut', ...HERO },
  heroAfterImage: portraitArt('divine-portrait-after', {
    ...art,
    seed: 1,
    size: HERO,
    look: PORTRAIT_LOOKS.renaissance,
    words: {
      title: 'Eileen Marie',
      verses: ['Isaiah 40:31 — They will soar on wings like eagles'],
      elements: ['halo'],
    },
  }),
  benefitsCardImage: portraitArt('divine-portrait-card', {
    ...art,
    seed: 7,
    size: CARD,
    look: PORTRAIT_LOOKS.stainedGlass,
    words: { title: 'Blessed', elements: ['halo'] },
  }),
  heroBulletPoints: [
    'Created from your own photo in minutes',
    'Heavenly light, halo and gilded frame',
    'Personal name and scripture on the plaque',
    'Museum-quality canvas prints available',
  ],
  heroButtonText: 'Create My Portrait',
  heroBadgeText: 'Most Loved Gift',
  personalizeSectionTitle: 'Personalize Your Divine Portrait',
  personalizeSectionSubtitle:
    'Two short steps: your photo, then the style and words that make it yours.',
  personalizeFormTitle: 'Tell Us About Your Portrait',
  benefitsSectionTitle: 'Why Families Choose the Divine Portrait',
  benefitsSectionSubtitle:
    'A keepsake that honours faith, family and the people who light up your life.',
  benefits: [
    {
      title: 'Made From Your Photo',
      description:
        'Any clear phone photo works. We keep the likeness and bathe it in warm, heavenly light.',
    },
    {
      title: 'Words That Matter',
      description: 'Add a name and a favourite verse, set in elegant type on a golden plaque.',
    },
    {
      title: 'Four Timeless Styles',
      description:
        'Renaissance, watercolor, stained glass or modern minimal: pick what suits your home.',
    },
    {
      title: 'Loved or Remade',
      description:
        'Not quite right? Regenerate it, or let us make it right under our 30-day guarantee.',
    },
  ],
  benefitsCardTitle: 'A Gift They Will Treasure',
  benefitsCardDescription:
    'Birthdays, baptisms, Mother’s Day or a memorial: a portrait that says what words cannot.',
  fields: [
    {
      fieldName: 'photo',
      fieldLabel: 'Your Photo',
      fieldType: 'image',
      maxImages: 1,
      isRequired: true,
      stepNumber: 1,
      tooltipText: 'A clear, front-facing photo in natural light works best.',
    },
    {
      fieldName: 'subject_name',
      fieldLabel: 'Name for the Plaque',
      fieldType: 'text',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'e.g. Grace Elizabeth',
      tooltipText: 'Shown on the golden plaque at the foot of the portrait.',
    },
    {
      fieldName: 'art_style',
      fieldLabel: 'Art Style',
      fieldType: 'visual_selector',
      isRequired: true,
      stepNumber: 2,
      options: PORTRAIT_STYLES,
    },
    {
      fieldName: 'scripture_verse',
      fieldLabel: 'Scripture Verse',
      fieldType: 'select',
      isRequired: true,
      stepNumber: 2,
      placeholderText: 'Choose a verse',
      options: [
        'Psalm 23:1 — The Lord is my shepherd',
        'Jeremiah 29:11 — Plans to give you hope and a future',
        'Isaiah 40:31 — They will soar on wings like eagles',
        'Philippians 4:13 — I can do all things through Christ',
        'Numbers 6:24 — The Lord bless you and keep you',
        'No verse, just the name',
      ],
    },
    {
      fieldName: 'personal_message',
      fieldLabel: 'Anything We Should Know?',
      fieldType: 'textarea',
      isRequired: false,
      stepNumber: 2,
      placeholderText: 'Her favourite colour is lavender; she sings in the church choir…',
      tooltipText: 'Optional details that help us make it personal.',
    },
    {
      fieldName: 'add_halo',
      fieldLabel: 'Add a radiant golden halo',
      fieldType: 'checkbox',
      isRequired: false,
      stepNumber: 2,
    },
    ...PREMIUM_PORTRAIT_FIELDS,
  ],
};
