import { SEED_PAGES } from './pages';

// Plans and settings every shop needs, demo or not (DESIGN.md §3: admin-editable, seeded with
// SPEC.md's values).

export const SEED_PLANS = [
  {
    id: 'free',
    name: 'Free',
    description: 'Try Atelier with a few creations every month.',
    priceCents: 0,
    interval: 'month' as const,
    generationsPerMonth: 3,
    features: [
      '3 AI generations per month',
      'All portrait and board styles',
      'Standard generation queue',
    ],
    sortOrder: 0,
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'Unlock more generations and premium features',
    priceCents: 999,
    interval: 'month' as const,
    generationsPerMonth: 100,
    features: [
      '100 AI generations per month',
      'Priority generation queue',
      'Advanced customization options',
      'Premium support',
    ],
    sortOrder: 1,
  },
];

/**
 * Canvas shipping by destination (ISO 3166-1 alpha-2, '*' for everywhere else). Seeded into a
 * shop without any; the admin edits them on the pricing screen. minDays/maxDays: business days
 * in transit from the lab (the US lab's courier times); migration 0007 sets the same.
 */
export const SEED_SHIPPING_RATES = [
  {
    destination: 'US',
    label: 'United States',
    priceCents: 999,
    minDays: 3,
    maxDays: 5,
    sortOrder: 0,
  },
  { destination: 'CA', label: 'Canada', priceCents: 1499, minDays: 5, maxDays: 8, sortOrder: 1 },
  {
    destination: 'GB',
    label: 'United Kingdom',
    priceCents: 1499,
    minDays: 5,
    maxDays: 8,
    sortOrder: 2,
  },
  {
    destination: 'AU',
    label: 'Australia',
    priceCents: 1999,
    minDays: 6,
    maxDays: 10,
    sortOrder: 3,
  },
  {
    destination: '*',
    label: 'Rest of the world',
    priceCents: 2499,
    minDays: 7,
    maxDays: 14,
    sortOrder: 4,
  },
];

export const SEED_SETTINGS: { key: string; value: unknown }[] = [
  { key: 'socialProof.landing', value: { families: 1847, rating: 4.9 } },
  { key: 'socialProof.product', value: { count: 12847, rating: 4.8 } },
  { key: 'guarantee', value: { days: 30, text: '100% Satisfaction Guaranteed' } },
  { key: 'liveCounter', value: { enabled: true, min: 220, max: 250 } },
  {
    key: 'landing',
    value: {
      heroTitle: 'Faith-inspired portraits, personalised for you',
      heroSubtitle:
        'Share a few photos and the words that matter to you. We turn them into a portrait or vision board full of light, ready to download or hang on your wall.',
      missionTitle: 'Our Mission',
      missionText:
        'To help families keep their faith, their people and their hopes in view every day, with artwork that feels personal rather than printed.',
    },
  },
  // Price of unlocking one artwork's full-resolution PNG.
  { key: 'pricing.pngDownload', value: { priceCents: 499, currency: 'usd' } },
  // Business days from payment until a canvas leaves the lab (printing, stretching, drying);
  // with a destination's transit days it makes the 'Arrives between' dates.
  { key: 'shipping.productionDays', value: { minDays: 2, maxDays: 4 } },
  ...Object.entries(SEED_PAGES).map(([slug, page]) => ({ key: `pages.${slug}`, value: page })),
];
