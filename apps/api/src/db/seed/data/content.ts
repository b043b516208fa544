import type { ImageSpec } from '../images';
import type { SeedPhoto } from '../studio-art';
import { BOARD_LOOKS, PORTRAIT_LOOKS } from './styles';
import { boardArt, portraitArt } from './studio-specs';
import { divinePortrait } from './product-divine-portrait';
import { familyBlessing } from './product-family-blessing';
import { guardianAngelPet } from './product-guardian-angel-pet';
import { sacredMilestone } from './product-sacred-milestone';
import { visionBoard } from './product-vision-board';
import { THUMB } from './types';

// Gallery artwork: studio renders of the seed's photos, like a shopper's. A testimonial shows
// the artwork of the product it praises (that product's sample), rendered once for both.
const person = { photo: 'astronaut', preset: 'divine-glow' } as const;
const pet = { photo: 'chelsea', preset: 'guardian-light' } as const;
const BOARD_PHOTOS: SeedPhoto[] = ['coffee', 'astronaut', 'chelsea'];

type SeedGalleryItem = {
  title: string;
  description: string;
  product: string;
  isHero: boolean;
  image: ImageSpec;
};

export const SEED_GALLERY: SeedGalleryItem[] = [
  {
    title: 'Radiant Grace',
    description: 'A mother’s portrait in morning gold, Psalm 91:11.',
    product: 'divine-portrait',
    isHero: true,
    image: portraitArt('gallery-radiant-grace', {
      ...person,
      seed: 12,
      size: THUMB,
      look: PORTRAIT_LOOKS.renaissance,
      words: {
        title: 'Radiant Grace',
        verses: ['Psalm 91:11 — He will command his angels concerning you'],
        elements: ['halo'],
        options: [{ aspect: 'light', value: 'Golden Hour' }],
      },
    }),
  },
  {
    title: 'Stained Glass Blessing',
    description: 'Jewel-toned panes for a grandmother’s 80th birthday.',
    product: 'divine-portrait',
    isHero: false,
    image: portraitArt('gallery-stained-glass', {
      ...person,
      seed: 13,
      size: THUMB,
      look: PORTRAIT_LOOKS.stainedGlass,
      words: { title: 'Grandma Jo' },
    }),
  },
  {
    title: 'Forever Our Angel',
    description: 'Max the tabby, with wings and a halo of light.',
    product: 'guardian-angel-pet',
    isHero: true,
    image: portraitArt('gallery-forever-angel', {
      ...pet,
      seed: 14,
      size: THUMB,
      look: PORTRAIT_LOOKS.watercolor,
      words: { title: 'Max', details: ['Cat'], elements: ['wings', 'halo'] },
    }),
  },
  {
    title: 'Heaven’s Newest Angel',
    description: 'A Renaissance-style memorial for Luna the cat.',
    product: 'guardian-angel-pet',
    isHero: false,
    image: portraitArt('gallery-newest-angel', {
      ...pet,
      seed: 15,
      size: THUMB,
      look: PORTRAIT_LOOKS.renaissance,
      words: {
        title: 'Luna',
        details: ['Cat'],
        elements: ['wings'],
        options: [
          { aspect: 'light', value: 'Candlelight' },
          { aspect: 'frame', value: 'Carved Walnut' },
        ],
      },
    }),
  },
  {
    title: 'The Johnson Family',
    description: 'Mom’s portrait for the family wall, under Joshua 24:15.',
    product: 'family-blessing',
    isHero: true,
    image: portraitArt('gallery-johnson-family', {
      ...person,
      preset: 'golden-hour',
      seed: 16,
      size: THUMB,
      look: PORTRAIT_LOOKS.minimal,
      words: {
        title: 'The Johnson Family',
        verses: ['As for me and my house, we will serve the Lord'],
      },
    }),
  },
  {
    title: 'My Year of Yes',
    description: 'Travel, health and a new business, pinned on cork.',
    product: 'vision-board',
    isHero: true,
    image: boardArt('gallery-year-of-yes', {
      photos: BOARD_PHOTOS,
      seed: 17,
      size: THUMB,
      look: BOARD_LOOKS.cork,
      words: {
        title: 'Year of Yes',
        lines: ['Travel & Adventure'],
        list: ['See Lisbon', 'Run a 10K', 'Launch my shop'],
      },
    }),
  },
  {
    title: 'Dream Big, Sleep Well',
    description: 'A night-sky board for a new graduate.',
    product: 'vision-board',
    isHero: false,
    image: boardArt('gallery-dream-big', {
      photos: BOARD_PHOTOS,
      seed: 18,
      size: THUMB,
      look: BOARD_LOOKS.night,
      words: {
        title: 'Dream Big',
        lines: ['Career & Purpose'],
        list: ['First job in design', 'My own apartment', 'Learn to sail'],
        options: [{ aspect: 'palette', value: 'Ocean Blue' }],
      },
    }),
  },
  {
    title: 'Our Wedding Blessing',
    description: 'A watercolor keepsake for Daniel and Sarah.',
    product: 'sacred-milestone',
    isHero: true,
    image: portraitArt('gallery-wedding-blessing', {
      ...person,
      preset: 'heritage',
      seed: 19,
      size: THUMB,
      look: PORTRAIT_LOOKS.watercolor,
      words: { title: 'Daniel & Sarah', lines: ['Wedding'], date: 'June 14, 2025' },
    }),
  },
];

type SeedTestimonial = {
  name: string;
  location: string;
  quote: string;
  rating: number;
  isActive: boolean;
  featured: boolean;
  product: string;
  avatar: ImageSpec;
  artwork: ImageSpec;
};

const avatar = (name: string, seed: number): ImageSpec => ({
  name: `avatar-${name.toLowerCase().replace(/\W+/g, '-')}`,
  kind: 'avatar',
  seed,
  size: 160,
  personName: name,
});

export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    name: 'Maria Lopez',
    location: 'San Antonio, TX',
    quote:
      'I gave my mother her Divine Portrait for her 70th birthday. She cried when she opened it; the golden light around her face looks like a real blessing.',
    rating: 5,
    isActive: true,
    featured: true,
    product: 'divine-portrait',
    avatar: avatar('Maria Lopez', 0),
    artwork: divinePortrait.sampleImage,
  },
  {
    name: 'James Carter',
    location: 'Nashville, TN',
    quote:
      'Our old tabby passed last spring. Her guardian angel portrait hangs in the living room and every visitor asks about it.',
    rating: 5,
    isActive: true,
    featured: true,
    product: 'guardian-angel-pet',
    avatar: avatar('James Carter', 1),
    artwork: guardianAngelPet.sampleImage,
  },
  {
    name: 'Aisha Bello',
    location: 'Atlanta, GA',
    quote:
      'My vision board sits above my desk. Seeing my goals as real art keeps me going every single morning, and two of them already came true.',
    rating: 5,
    isActive: true,
    featured: true,
    product: 'vision-board',
    avatar: avatar('Aisha Bello', 2),
    artwork: visionBoard.sampleImage,
  },
  {
    name: 'David Okafor',
    location: 'Houston, TX',
    quote:
      'We surprised my parents with a milestone portrait for their 40th anniversary. The canvas quality is stunning and the verse was spelled perfectly.',
    rating: 5,
    isActive: true,
    featured: true,
    product: 'sacred-milestone',
    avatar: avatar('David Okafor', 3),
    artwork: sacredMilestone.sampleImage,
  },
  {
    name: 'Grace Kim',
    location: 'Seattle, WA',
    quote:
      'A beautiful family portrait with our favourite verse. Shipping took a few days longer than I hoped, but it was worth the wait.',
    rating: 4,
    isActive: true,
    featured: false,
    product: 'family-blessing',
    avatar: avatar('Grace Kim', 4),
    artwork: familyBlessing.sampleImage,
  },
  {
    name: 'Rebecca Moore',
    location: 'Columbus, OH',
    quote:
      'Lovely stained-glass portrait of our cat Luna. The colours are even richer on canvas than on screen.',
    rating: 4,
    isActive: false,
    featured: false,
    product: 'guardian-angel-pet',
    avatar: avatar('Rebecca Moore', 5),
    artwork: guardianAngelPet.benefitsCardImage,
  },
];

export const SEED_CANVAS_SIZES = [
  { label: '8" x 10"', widthInches: 8, heightInches: 10, priceCents: 4900 },
  { label: '12" x 16"', widthInches: 12, heightInches: 16, priceCents: 7900 },
  { label: '16" x 20"', widthInches: 16, heightInches: 20, priceCents: 9900 },
  { label: '24" x 36"', widthInches: 24, heightInches: 36, priceCents: 14900 },
];
