import { PREMIUM_PORTRAIT_FIELDS } from './premium-fields';
import { PORTRAIT_LOOKS, PORTRAIT_STYLES } from './styles';
import { portraitArt } from './studio-specs';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

/** What every image of this product is rendered from: its photo and blueprint preset. */
const art = { photo: 'astronaut', preset: 'golden-hour' } as const;

export const familyBlessing: SeedProduct = {
  slug: 'family-blessing',
  title: 'Family Blessing Portrait',
  description:
    'Gather everyone, pets included, in one luminous portrait crowned with a blessing for your home. Made from your family photo, finished like an heirloom.',
  category: 'family-pets',
  sampleImage: portraitArt('family-blessing-sample', {
    ...art,
    seed: 3,
    size: THUMB,
    look: PORTRAIT_LOOKS.watercolor,
    words: { title: 'The Miller Family', verses: ['Love never fails'] },
  }),
  heroBeforeImage: { name: 'family-blessing-before', kind: 'photo', photo: 'astronaut', ...HERO },
  heroAfterImage: portraitArt('family-blessing-after', {
    ...art,
    seed: 3,
    size: HERO,
    look: PORTRAIT_LOOKS.renaissance,
    words: {
      title: 'The Collins Family',
      verses: ['As for me and my house, we will serve the Lord'],
    },
  }),
  benefitsCardImage: portraitArt('family-blessing-card', {
    ...art,
    seed: 10,
    size: CARD,
    look: PORTRAIT_LOOKS.stainedGlass,
    words: { title: 'Together' },
  }),
  heroBulletPoints: [
    'Everyone in one frame, pets included',
    'A blessing for your home on the plaque',
    'Styles from Renaissance to modern minimal',
    'An heirloom for generations to come',
  ],
  heroButtonText: 'Create Our Family Portrait',
  heroBadgeText: 'Heirloom Quality',
  personalizeSectionTitle: 'Personalize Your Family Blessing',
  personalizeSectionSubtitle: 'Upload a family photo, choose your blessing and style.',
  personalizeFormTitle: 'Your Family',
  benefitsSectionTitle: 'The Portrait Your Family Will Pass Down',
  benefitsSectionSubtitle: 'Holidays change, children grow; this moment stays.',
  benefits: [
    {
      title: 'From One Snapshot',
      description: 'A single group photo is enough, even a casual one from the back yard.',
    },
    {
      title: 'A Blessing Over Your Home',
      description: 'Choose a verse or write your own family motto for the plaque.',
    },
    {
      title: 'Nobody Left Out',
      description: 'Include the dog, the cat and grandma who lives three states away.',
    },
    {
      title: 'Made to Last',
      description: 'Archival canvas prints that keep their colour for decades.',
    },
  ],
  benefitsCardTitle: 'Home Is Where the Blessing Is',
  benefitsCardDescription:
    'Hang it where everyone gathers: a daily reminder of who you are together.',
  fields: [
    {
      fieldName: 'family_photo',
      fieldLabel: 'Family Photo',
      fieldType: 'image',
      isRequired: true,
      stepNumber: 1,
      tooltipText: 'Everyone visible, faces unobstructed. Up to five people works best.',
    },
    {
      fieldName: 'family_name',
      fieldLabel: 'Family Name',
      fieldType: 'text',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'e.g. The Miller Family',
    },
    {
      fieldName: 'blessing',
      fieldLabel: 'Blessing',
      fieldType: 'select',
      isRequired: true,
      stepNumber: 2,
      placeholderText: 'Choose a blessing',
      options: [
        'As for me and my house, we will serve the Lord',
        'The Lord bless you and keep you',
        'Love never fails',
        'Together is our favourite place to be',
      ],
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
      fieldName: 'include_pets',
      fieldLabel: 'Include our pets',
      fieldType: 'checkbox',
      isRequired: false,
      stepNumber: 2,
    },
    {
      fieldName: 'notes',
      fieldLabel: 'Notes for the Artist',
      fieldType: 'textarea',
      isRequired: false,
      stepNumber: 2,
      placeholderText: 'Please add our son Sam, who is away at college…',
    },
    ...PREMIUM_PORTRAIT_FIELDS,
  ],
};
