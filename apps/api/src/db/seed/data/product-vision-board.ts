import { PREMIUM_BOARD_FIELDS } from './premium-fields';
import { BOARD_LOOKS, BOARD_STYLES } from './styles';
import { boardArt } from './studio-specs';
import { CARD, HERO, THUMB, type SeedProduct } from './types';

/** The goals on the "before" notebook page, each on its own card in the "after". */
const GOALS = [
  'Run a half marathon',
  'Visit Italy with Mom',
  'Pay off the car',
  'Open my bakery',
  'Pray every morning',
];

/** What every board of this product is made from: the seed's photos, pinned. */
const art = { photos: ['coffee', 'astronaut', 'chelsea'] } as const;

export const visionBoard: SeedProduct = {
  slug: 'vision-board',
  title: 'Vision Board',
  description:
    'Turn your goals into a collage you will want to look at every day: your dreams as pinned photos and affirmation cards, composed into one beautiful board.',
  category: 'vision-boards',
  sampleImage: boardArt('vision-board-sample', {
    ...art,
    seed: 1,
    size: THUMB,
    look: BOARD_LOOKS.night,
    words: {
      title: 'Dream Big',
      lines: ['Faith & Spirit'],
      list: ['Pray every morning', 'Serve at the shelter', 'Read the Psalms'],
    },
  }),
  heroBeforeImage: {
    name: 'vision-board-before',
    kind: 'notebook',
    seed: 4,
    ...HERO,
    lines: GOALS,
  },
  heroAfterImage: boardArt('vision-board-after', {
    ...art,
    seed: 1,
    size: HERO,
    look: BOARD_LOOKS.cork,
    words: {
      title: 'My Year of Yes',
      lines: ['Travel & Adventure'],
      list: GOALS,
      elements: ['affirmations'],
    },
  }),
  benefitsCardImage: boardArt('vision-board-card', {
    ...art,
    seed: 5,
    size: CARD,
    look: BOARD_LOOKS.golden,
    words: { title: 'Live Boldly', list: ['Open my bakery', 'Run a half marathon'] },
  }),
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
