import { PREMIUM_PORTRAIT_FIELDS } from './premium-fields';
import { PET_STYLES, PORTRAIT_LOOKS } from './styles';
import { portraitArt } from './studio-specs';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

/** What every image of this product is rendered from: its photo and blueprint preset. */
const art = { photo: 'chelsea', preset: 'guardian-light' } as const;

export const guardianAngelPet: SeedProduct = {
  slug: 'guardian-angel-pet',
  title: 'Guardian Angel Pet Portrait',
  description:
    'Celebrate a faithful friend, or remember one who has gone ahead, with a glowing portrait complete with soft angel wings and their name in gold.',
  category: 'family-pets',
  sampleImage: portraitArt('guardian-angel-pet-sample', {
    ...art,
    seed: 2,
    size: THUMB,
    look: PORTRAIT_LOOKS.renaissance,
    words: { title: 'Forever Our Angel', details: ['Cat'], elements: ['wings'] },
  }),
  heroBeforeImage: { name: 'guardian-angel-pet-before', kind: 'photo', photo: 'chelsea', ...HERO },
  heroAfterImage: portraitArt('guardian-angel-pet-after', {
    ...art,
    seed: 2,
    size: HERO,
    look: PORTRAIT_LOOKS.watercolor,
    words: { title: 'Chelsea', details: ['Cat'], elements: ['wings'] },
  }),
  benefitsCardImage: portraitArt('guardian-angel-pet-card', {
    ...art,
    seed: 9,
    size: CARD,
    look: PORTRAIT_LOOKS.stainedGlass,
    words: { title: 'Luna', details: ['Cat'], elements: ['wings'] },
  }),
  heroBulletPoints: [
    'Works with any pet: dogs, cats, horses and more',
    'Optional angel wings and golden halo',
    'Their name set in gold on the frame',
    'A comforting memorial or a joyful gift',
  ],
  heroButtonText: 'Create My Pet Portrait',
  heroBadgeText: 'Pet Lovers’ Favourite',
  personalizeSectionTitle: 'Personalize Your Pet’s Portrait',
  personalizeSectionSubtitle: 'Share a favourite photo and a few details; we do the rest.',
  personalizeFormTitle: 'About Your Pet',
  benefitsSectionTitle: 'A Portrait Worthy of Your Best Friend',
  benefitsSectionSubtitle:
    'They gave you their whole heart. Give them a place of honour on your wall.',
  benefits: [
    {
      title: 'Every Whisker Honoured',
      description: 'We keep their shape, their colours and that look only you would recognise.',
    },
    {
      title: 'Wings or No Wings',
      description: 'Angel wings for a memorial, or a joyful halo for the pet snoring beside you.',
    },
    {
      title: 'Gentle With Grief',
      description: 'Many customers order in memory of a pet. We handle every order with care.',
    },
    {
      title: 'Ready to Frame',
      description: 'Download in high resolution, or order a gallery-wrapped canvas in four sizes.',
    },
  ],
  benefitsCardTitle: 'Forever by Your Side',
  benefitsCardDescription:
    'A warm reminder of the love they brought, glowing on your wall every day.',
  fields: [
    {
      fieldName: 'pet_photo',
      fieldLabel: 'Photo of Your Pet',
      fieldType: 'image',
      maxImages: 1,
      isRequired: true,
      stepNumber: 1,
      tooltipText: 'Eye level, good light and their face clearly visible.',
    },
    {
      fieldName: 'pet_name',
      fieldLabel: 'Pet’s Name',
      fieldType: 'text',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'e.g. Buddy',
    },
    {
      fieldName: 'pet_type',
      fieldLabel: 'Type of Pet',
      fieldType: 'select',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'Select one',
      options: ['Dog', 'Cat', 'Horse', 'Bird', 'Rabbit', 'Other'],
    },
    {
      fieldName: 'art_style',
      fieldLabel: 'Art Style',
      fieldType: 'visual_selector',
      isRequired: true,
      stepNumber: 2,
      options: PET_STYLES,
    },
    {
      fieldName: 'angel_wings',
      fieldLabel: 'Give them angel wings',
      fieldType: 'checkbox',
      isRequired: false,
      stepNumber: 2,
      tooltipText: 'Popular for memorial portraits.',
    },
    {
      fieldName: 'memorial_note',
      fieldLabel: 'A Few Words About Them',
      fieldType: 'textarea',
      isRequired: false,
      stepNumber: 2,
      placeholderText: 'Loved long walks, tennis balls and Sunday naps…',
    },
    ...PREMIUM_PORTRAIT_FIELDS,
  ],
};
