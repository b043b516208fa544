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

export const SEED_SETTINGS: { key: string; value: unknown }[] = [
  { key: 'socialProof.landing', value: { families: 1847, rating: 4.9 } },
  { key: 'socialProof.product', value: { count: 12847, rating: 4.8 } },
  { key: 'guarantee', value: { days: 30, text: '100% Satisfaction Guaranteed' } },
  { key: 'liveCounter', value: { enabled: true, min: 220, max: 250 } },
];
