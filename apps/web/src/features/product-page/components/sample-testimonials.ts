import type { Testimonial } from '@atelier/shared/schemas/content';

const sample = (n: number, quote: string, name: string, location: string): Testimonial => ({
  id: `sample-${n}`,
  quote,
  name,
  location,
  avatar: null,
  rating: 5,
  isActive: true,
  featured: false,
  artwork: null,
  productId: null,
});

/** SPEC.md §4: shown when the testimonials query returns nothing. */
export const SAMPLE_TESTIMONIALS: Testimonial[] = [
  sample(
    1,
    'I cried when I saw it. Our grandmother looks like she is surrounded by heaven’s light.',
    'Sarah M.',
    'Austin, TX',
  ),
  sample(
    2,
    'The portrait of our dog Buddy is on the mantel now. Every visitor asks where we got it.',
    'Michael R.',
    'Columbus, OH',
  ),
  sample(
    3,
    'My vision board keeps me focused every morning. The affirmations feel written just for me.',
    'Jasmine T.',
    'Atlanta, GA',
  ),
  sample(
    4,
    'We gave a family blessing portrait to my parents for their anniversary. Pure joy.',
    'Daniel K.',
    'Denver, CO',
  ),
  sample(
    5,
    'Simple to create, beautiful to look at, and the canvas print arrived perfectly packed.',
    'Linda P.',
    'Tampa, FL',
  ),
];
