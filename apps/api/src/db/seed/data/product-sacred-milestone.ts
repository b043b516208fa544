import { PREMIUM_PORTRAIT_FIELDS } from './premium-fields';
import { PORTRAIT_LOOKS, PORTRAIT_STYLES } from './styles';
import { portraitArt } from './studio-specs';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

/** What every image of this product is rendered from: its photo and blueprint preset. */
const art = { photo: 'astronaut', preset: 'heritage' } as const;

export const sacredMilestone: SeedProduct = {
  slug: 'sacred-milestone',
  title: 'Sacred Milestone Portrait',
  description:
    'Weddings, anniversaries, baptisms and first communions: mark the day with a glowing portrait that carries the names, the date and a blessing.',
  category: 'celebrations',
  sampleImage: portraitArt('sacred-milestone-sample', {
    ...art,
    seed: 4,
    size: THUMB,
    look: PORTRAIT_LOOKS.minimal,
    words: {
      title: 'Ruth & Samuel',
      lines: ['Anniversary'],
      date: 'June 14, 1985',
      verses: ['Love never fails'],
    },
  }),
  heroBeforeImage: { name: 'sacred-milestone-before', kind: 'photo', photo: 'astronaut', ...HERO },
  heroAfterImage: portraitArt('sacred-milestone-after', {
    ...art,
    seed: 4,
    size: HERO,
    look: PORTRAIT_LOOKS.stainedGlass,
    words: {
      title: 'Eileen & Pat',
      lines: ['Anniversary'],
      date: 'May 26, 1985',
      verses: ['A cord of three strands is not quickly broken.'],
    },
  }),
  benefitsCardImage: portraitArt('sacred-milestone-card', {
    ...art,
    seed: 11,
    size: CARD,
    look: PORTRAIT_LOOKS.watercolor,
    words: { title: 'Forever', lines: ['Vow Renewal'] },
  }),
  heroBulletPoints: [
    'Made for weddings, anniversaries and baptisms',
    'Names and date engraved on a golden plaque',
    'A thoughtful gift that arrives ready to frame',
    'Delivered digitally in minutes, canvas on request',
  ],
  heroButtonText: 'Create My Milestone Portrait',
  heroBadgeText: 'Perfect Wedding Gift',
  personalizeSectionTitle: 'Personalize Your Milestone Portrait',
  personalizeSectionSubtitle: 'Share the photo, the names and the day worth remembering.',
  personalizeFormTitle: 'About the Occasion',
  benefitsSectionTitle: 'A Day Worth Remembering, Beautifully',
  benefitsSectionSubtitle: 'Some days deserve more than a photo album.',
  benefits: [
    {
      title: 'For Every Sacred Day',
      description: 'Weddings, vow renewals, baptisms, first communions and golden anniversaries.',
    },
    {
      title: 'Names and Date in Gold',
      description: 'Every detail of the day set on the plaque, exactly as you write it.',
    },
    {
      title: 'A Gift in Minutes',
      description: 'Forgot the gift? Create it tonight and download it right away.',
    },
    {
      title: 'Guaranteed to Delight',
      description: 'If they do not love it, we will remake it or refund you within 30 days.',
    },
  ],
  benefitsCardTitle: 'Celebrate What God Has Joined',
  benefitsCardDescription:
    'An heirloom for the couple, the family and the generations still to come.',
  fields: [
    {
      fieldName: 'photo',
      fieldLabel: 'Photo of the Occasion',
      fieldType: 'image',
      maxImages: 1,
      isRequired: true,
      stepNumber: 1,
      tooltipText: 'A photo of the couple or the child, faces clearly visible.',
    },
    {
      fieldName: 'names',
      fieldLabel: 'Names',
      fieldType: 'text',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'e.g. Daniel & Sarah',
    },
    {
      fieldName: 'occasion',
      fieldLabel: 'Occasion',
      fieldType: 'select',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'Choose the occasion',
      options: [
        'Wedding',
        'Anniversary',
        'Vow Renewal',
        'Engagement',
        'Baptism',
        'First Communion',
      ],
    },
    {
      fieldName: 'occasion_date',
      fieldLabel: 'Date',
      fieldType: 'text',
      isRequired: false,
      stepNumber: 1,
      placeholderText: 'e.g. June 14, 2025',
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
      fieldName: 'message',
      fieldLabel: 'Message or Verse',
      fieldType: 'textarea',
      isRequired: false,
      stepNumber: 2,
      placeholderText: 'A cord of three strands is not quickly broken.',
    },
    {
      fieldName: 'gift_note',
      fieldLabel: 'Add a printable gift card',
      fieldType: 'checkbox',
      isRequired: false,
      stepNumber: 2,
    },
    ...PREMIUM_PORTRAIT_FIELDS,
  ],
};
