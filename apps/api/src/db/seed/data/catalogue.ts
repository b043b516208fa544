import { divinePortrait } from './product-divine-portrait';
import { familyBlessing } from './product-family-blessing';
import { guardianAngelPet } from './product-guardian-angel-pet';
import { sacredMilestone } from './product-sacred-milestone';
import { visionBoard } from './product-vision-board';
import type { SeedProduct } from './types';

export const SEED_CATEGORIES = [
  {
    slug: 'faith-portraits',
    name: 'Faith Portraits',
    description: 'Radiant, faith-inspired portraits of the people you love.',
  },
  {
    slug: 'family-pets',
    name: 'Family & Pets',
    description: 'The whole household in one glowing frame, four-legged members included.',
  },
  {
    slug: 'vision-boards',
    name: 'Vision Boards',
    description: 'Your goals and dreams as a collage worth hanging.',
  },
  {
    slug: 'celebrations',
    name: 'Celebrations',
    description: 'Weddings, anniversaries, baptisms and the days worth remembering.',
  },
] as const;

/** In shop order: the landing page features the first four. */
/**
 * A portrait's hero "before" is its photo lined up with the "after" (same scale and place), so
 * the comparison slider's halves match; other products keep their own "before".
 */
function withAlignedBefore(p: SeedProduct): SeedProduct {
  const { heroBeforeImage: before, heroAfterImage: after } = p;
  if (before.kind !== 'photo' || after.kind !== 'studio' || after.studio !== 'portrait') return p;
  const { name: _name, kind: _kind, ...art } = after;
  return { ...p, heroBeforeImage: { name: before.name, kind: 'aligned-photo', after: art } };
}

export const SEED_PRODUCTS: SeedProduct[] = [
  divinePortrait,
  guardianAngelPet,
  visionBoard,
  familyBlessing,
  sacredMilestone,
].map(withAlignedBefore);
