import type { Product } from '@atelier/shared/schemas/catalogue';

export const DEFAULT_HERO_BULLETS = [
  'Made from your own photos and words',
  'Hand-finished by our artists, ready in minutes',
  'Download in high resolution or order a canvas print',
  '30-day money-back guarantee',
] as const;

export const DEFAULT_HERO_BUTTON_TEXT = 'Create My Portrait';

/**
 * SPEC.md §3: a product's own bullet points are used only when there are exactly 4 and none
 * is blank; anything else (missing, 3, 5, an empty entry) falls back to the defaults, so the
 * hero never shows a ragged list.
 */
export function heroBulletPoints(bullets: readonly string[] | null | undefined): string[] {
  if (bullets?.length === 4 && bullets.every((b) => b.trim().length > 0)) {
    return bullets.map((b) => b.trim());
  }
  return [...DEFAULT_HERO_BULLETS];
}

/** Blank per-product overrides count as absent. */
export const orDefault = (value: string | null | undefined, fallback: string) =>
  value && value.trim() ? value : fallback;

export interface BenefitItem {
  title: string;
  description: string;
}

const DEFAULT_BENEFITS: BenefitItem[] = [
  {
    title: 'Truly Personal',
    description: 'Your photos, names and verses shape every detail, so no two pieces are alike.',
  },
  {
    title: 'Faith at the Heart',
    description: 'Warm light and gentle symbolism that honour what you believe.',
  },
  {
    title: 'Ready in Minutes',
    description: 'See your artwork the same day, then download it or order a canvas.',
  },
  {
    title: 'A Gift They Keep',
    description: 'A keepsake for birthdays, memorials, weddings and every milestone between.',
  },
];

/** The hero-adjacent benefits block: each of the four items falls back on its own. */
export function benefitItems(product: Product): BenefitItem[] {
  const pairs: [string | null, string | null][] = [
    [product.benefitItem1Title, product.benefitItem1Description],
    [product.benefitItem2Title, product.benefitItem2Description],
    [product.benefitItem3Title, product.benefitItem3Description],
    [product.benefitItem4Title, product.benefitItem4Description],
  ];
  return pairs.map(([title, description], i) => {
    const fallback = DEFAULT_BENEFITS[i] as BenefitItem;
    return {
      title: orDefault(title, fallback.title),
      description: orDefault(description, fallback.description),
    };
  });
}

export type HeroImages =
  { kind: 'compare'; before: string; after: string } | { kind: 'single'; src: string } | null;

/**
 * What the hero shows: the before/after comparison only when the product has two different
 * images for it (a comparison of an image with itself shows nothing); otherwise its one image:
 * the artwork (after image, else the sample, as the server preloads), else the before photo.
 */
export function heroImages(
  product: Pick<Product, 'heroBeforeImage' | 'heroAfterImage' | 'sampleImageUrl'>,
): HeroImages {
  const before = product.heroBeforeImage?.trim() || null;
  const after = product.heroAfterImage?.trim() || null;
  if (before && after && before !== after) return { kind: 'compare', before, after };
  const single = after ?? (product.sampleImageUrl?.trim() || null) ?? before;
  return single ? { kind: 'single', src: single } : null;
}
