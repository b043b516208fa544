import { PREMIUM_PORTRAIT_FIELDS } from './premium-fields';
import { PORTRAIT_STYLES } from './styles';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

export const divinePortrait: SeedProduct = {
  slug: 'divine-portrait',
  title: 'Divine Portrait',
  description:
    'Your photo, reimagined as a radiant faith-inspired portrait: heavenly light, a golden halo and a hand-finished frame with the name and verse that mean the most to you.',
  category: 'faith-portraits',
  sampleImage: {
    name: 'divine-portrait-sample',
    kind: 'portrait',
    seed: 1,
    ...THUMB,
    subject: 'woman',
    caption: 'Beloved Child of God',
    subcaption: 'Psalm 91:11',
  },
  heroBeforeImage: {
    name: 'divine-portrait-before',
    kind: 'photo',
    seed: 1,
    ...HERO,
    subject: 'woman',
  },
  heroAfterImage: {
    name: 'divine-portrait-after',
    kind: 'portrait',
    seed: 1,
    ...HERO,
    subject: 'woman',
    caption: 'Beloved Child of God',
    subcaption: 'Psalm 91:11',
  },
  benefitsCardImage: {
    name: 'divine-portrait-card',
    kind: 'portrait',
    seed: 7,
    ...CARD,
    subject: 'person',
    style: 'renaissance',
    caption: 'Blessed',
  },
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
