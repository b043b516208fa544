import type { FieldType } from '@atelier/shared/schemas/catalogue';
import type { ImageSpec } from '../images';

export type SeedVisualOption = { title: string; description: string; image: ImageSpec };

export type SeedField = {
  fieldName: string;
  fieldLabel: string;
  fieldType: FieldType;
  isRequired: boolean;
  /** Premium-only ("Advanced customization options"): disabled for free accounts. */
  isPremiumOnly?: boolean;
  stepNumber: number;
  placeholderText?: string;
  tooltipText?: string;
  options?: string[] | SeedVisualOption[];
  /** Image fields: 1 takes one photo; absent, several. */
  maxImages?: number;
};

type Benefit = { title: string; description: string };

export type SeedProduct = {
  slug: string;
  title: string;
  description: string;
  category: string;
  sampleImage: ImageSpec;
  heroBeforeImage: ImageSpec;
  heroAfterImage: ImageSpec;
  benefitsCardImage: ImageSpec;
  heroBulletPoints: [string, string, string, string];
  heroButtonText: string;
  heroBadgeText: string;
  personalizeSectionTitle: string;
  personalizeSectionSubtitle: string;
  personalizeFormTitle: string;
  benefitsSectionTitle: string;
  benefitsSectionSubtitle: string;
  benefits: [Benefit, Benefit, Benefit, Benefit];
  benefitsCardTitle: string;
  benefitsCardDescription: string;
  fields: SeedField[];
};

export const HERO = { width: 960, height: 1200 } as const;
export const THUMB = { width: 600, height: 750 } as const;
export const CARD = { width: 640, height: 640 } as const;
export const SWATCH = { width: 400, height: 400 } as const;
