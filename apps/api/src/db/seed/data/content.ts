import type { ImageSpec } from '../images';
import { THUMB } from './types';

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
    image: {
      name: 'gallery-radiant-grace',
      kind: 'portrait',
      seed: 12,
      ...THUMB,
      subject: 'woman',
      caption: 'Radiant Grace',
    },
  },
  {
    title: 'Stained Glass Blessing',
    description: 'Jewel-toned panes for a grandfather’s 80th birthday.',
    product: 'divine-portrait',
    isHero: false,
    image: {
      name: 'gallery-stained-glass',
      kind: 'portrait',
      seed: 13,
      ...THUMB,
      subject: 'person',
      style: 'stained-glass',
      caption: 'Grandpa Joe',
    },
  },
  {
    title: 'Forever Our Angel',
    description: 'Max the retriever, with wings and a halo of light.',
    product: 'guardian-angel-pet',
    isHero: true,
    image: {
      name: 'gallery-forever-angel',
      kind: 'portrait',
      seed: 14,
      ...THUMB,
      subject: 'dog',
      angelWings: true,
      caption: 'Max',
    },
  },
  {
    title: 'Heaven’s Newest Angel',
    description: 'A Renaissance-style memorial for Luna the cat.',
    product: 'guardian-angel-pet',
    isHero: false,
    image: {
      name: 'gallery-newest-angel',
      kind: 'portrait',
      seed: 15,
      ...THUMB,
      subject: 'cat',
      style: 'renaissance',
      angelWings: true,
      caption: 'Luna',
    },
  },
  {
    title: 'The Johnson Family',
    description: 'Five of them and the dog, under Joshua 24:15.',
    product: 'family-blessing',
    isHero: true,
    image: {
      name: 'gallery-johnson-family',
      kind: 'portrait',
      seed: 16,
      ...THUMB,
      subject: 'family',
      caption: 'The Johnson Family',
      subcaption: 'Joshua 24:15',
    },
  },
  {
    title: 'My Year of Yes',
    description: 'Travel, health and a new business, pinned on cork.',
    product: 'vision-board',
    isHero: true,
    image: {
      name: 'gallery-year-of-yes',
      kind: 'board',
      seed: 17,
      ...THUMB,
      style: 'cork',
      title: 'Year of Yes',
    },
  },
  {
    title: 'Dream Big, Sleep Well',
    description: 'A night-sky board for a new graduate.',
    product: 'vision-board',
    isHero: false,
    image: {
      name: 'gallery-dream-big',
      kind: 'board',
      seed: 18,
      ...THUMB,
      style: 'night',
      title: 'Dream Big',
    },
  },
  {
    title: 'Our Wedding Blessing',
    description: 'A watercolor keepsake for Daniel and Sarah.',
    product: 'sacred-milestone',
    isHero: true,
    image: {
      name: 'gallery-wedding-blessing',
      kind: 'portrait',
      seed: 19,
      ...THUMB,
      subject: 'couple',
      style: 'watercolor',
      caption: 'Daniel & Sarah',
    },
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

const art = { width: 480, height: 600 } as const;
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
    artwork: {
      name: 'testimonial-maria',
      kind: 'portrait',
      seed: 31,
      ...art,
      subject: 'woman',
      caption: 'Mamá Rosa',
    },
  },
  {
    name: 'James Carter',
    location: 'Nashville, TN',
    quote:
      'Our golden retriever Buddy passed last spring. His guardian angel portrait hangs in the living room and every visitor asks about it.',
    rating: 5,
    isActive: true,
    featured: true,
    product: 'guardian-angel-pet',
    avatar: avatar('James Carter', 1),
    artwork: {
      name: 'testimonial-james',
      kind: 'portrait',
      seed: 32,
      ...art,
      subject: 'dog',
      angelWings: true,
      caption: 'Buddy',
    },
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
    artwork: {
      name: 'testimonial-aisha',
      kind: 'board',
      seed: 33,
      ...art,
      style: 'linen',
      title: 'Becoming',
    },
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
    artwork: {
      name: 'testimonial-david',
      kind: 'portrait',
      seed: 34,
      ...art,
      subject: 'couple',
      caption: '40 Years Blessed',
    },
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
    artwork: {
      name: 'testimonial-grace',
      kind: 'portrait',
      seed: 35,
      ...art,
      subject: 'family',
      style: 'minimal',
      caption: 'The Kims',
    },
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
    artwork: {
      name: 'testimonial-rebecca',
      kind: 'portrait',
      seed: 36,
      ...art,
      subject: 'cat',
      style: 'stained-glass',
    },
  },
];

export const SEED_CANVAS_SIZES = [
  { label: '8" x 10"', widthInches: 8, heightInches: 10, priceCents: 4900 },
  { label: '12" x 16"', widthInches: 12, heightInches: 16, priceCents: 7900 },
  { label: '16" x 20"', widthInches: 16, heightInches: 20, priceCents: 9900 },
  { label: '24" x 36"', widthInches: 24, heightInches: 36, priceCents: 14900 },
];
