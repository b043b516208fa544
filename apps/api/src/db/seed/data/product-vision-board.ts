import { PREMIUM_BOARD_FIELDS } from './premium-fields';
import { BOARD_STYLES } from './styles';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

export const visionBoard: SeedProduct = {
  slug: 'vision-board',
  title: 'Vision Board',
  description:
    'Turn your goals into a collage you will want to look at every day: your dreams as pinned photos and affirmation cards, composed into one beautiful board.',
  category: 'vision-boards',
  sampleImage: { name: 'vision-board-sample', kind: 'board', seed: 1, ...THUMB, style: 'cork' },
  heroBeforeImage: {
    name: 'vision-board-before',
    kind: 'notebook',
    seed: 4,
    ...HERO,
    lines: [
      'Run a half marathon',
      'Visit Italy with Mom',
      'Pay off the car',
      'Open my bakery',
      'Pray every morning',
    ],
  },
  heroAfterImage: {
    name: 'vision-board-after',
    kind: 'board',
    seed: 1,
    ...HERO,
    style: 'cork',
    title: 'My Year of Yes',
  },
  benefitsCardImage: {
    name: 'vision-board-card',
    kind: 'board',
    seed: 5,
    ...CARD,
    style: 'golden',
    title: 'Live Boldly',
  },
  heroBulletPoints: [
    'Your goals turned into a beautiful collage',
    'Affirmation cards written in your words',
    'Four board styles, from cork to night sky',
    'Print it, frame it or set it as a wallpaper',
  ],
  heroButtonText: 'Create My Vision Board',
  heroBadgeText: 'New for This Year',
  personalizeSectionTitle: 'Design Your Vision Board',
  personalizeSectionSubtitle: 'Tell us what you are reaching for; we will make it visible.',
  personalizeFormTitle: 'Your Dreams and Goals',
  benefitsSectionTitle: 'See It Every Day, Live It Every Day',
  benefitsSectionSubtitle: 'Goals you can see are goals you keep. Make yours impossible to ignore.',
  benefits: [
    {
      title: 'Clarity in One Glance',
      description: 'Health, faith, family, career: every goal on one board, in your own words.',
    },
    {
      title: 'Affirmations That Stick',
      description: 'Short, hopeful cards written from what you tell us, pinned beside your dreams.',
    },
    {
      title: 'Your Photos Included',
      description: 'Add pictures that inspire you and we weave them into the collage.',
    },
    {
      title: 'Beautiful Anywhere',
      description:
        'Print it for the fridge, frame it for the office or use it as a phone wallpaper.',
    },
  ],
  benefitsCardTitle: 'Start the Year With Intention',
  benefitsCardDescription:
    'A vision board is a promise to yourself. Make it one you are proud to hang.',
  fields: [
    {
      fieldName: 'board_title',
      fieldLabel: 'Board Title',
      fieldType: 'text',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'e.g. My Year of Yes',
    },
    {
      fieldName: 'dreams',
      fieldLabel: 'Your Dreams and Goals',
      fieldType: 'textarea',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'One per line: visit Italy, run a half marathon, open my bakery…',
      tooltipText: 'Three to six goals make the best board.',
    },
    {
      fieldName: 'focus_area',
      fieldLabel: 'Main Focus',
      fieldType: 'select',
      isRequired: true,
      stepNumber: 1,
      placeholderText: 'Choose a focus',
      options: [
        'Career & Purpose',
        'Health & Wellness',
        'Love & Family',
        'Travel & Adventure',
        'Faith & Spirit',
        'Abundance & Finances',
      ],
    },
    {
      fieldName: 'board_style',
      fieldLabel: 'Board Style',
      fieldType: 'visual_selector',
      isRequired: true,
      stepNumber: 2,
      options: BOARD_STYLES,
    },
    {
      fieldName: 'inspiration_photos',
      fieldLabel: 'Inspiration Photos',
      fieldType: 'image',
      isRequired: true,
      stepNumber: 2,
      tooltipText: 'Photos of you, places you dream of, anything that inspires you.',
    },
    {
      fieldName: 'add_affirmations',
      fieldLabel: 'Add affirmation cards',
      fieldType: 'checkbox',
      isRequired: false,
      stepNumber: 2,
    },
    ...PREMIUM_BOARD_FIELDS,
  ],
};
