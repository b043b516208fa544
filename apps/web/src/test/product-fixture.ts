import type { ProductDetail, ProductField } from '@atelier/shared/schemas/catalogue';

// A product as GET /api/products/{slug} answers it, for tests of the pages that show one:
// every content field blank unless a test sets it.

/** One form field: a required one-line text on step 1 unless overridden. */
export const productField = (overrides: Partial<ProductField> = {}): ProductField => ({
  id: 'f1',
  fieldName: 'board_title',
  fieldLabel: 'Board Title',
  fieldType: 'text',
  isRequired: true,
  isPremiumOnly: false,
  stepNumber: 1,
  sortOrder: 0,
  placeholderText: null,
  tooltipText: null,
  fieldOptions: null,
  maxImages: null,
  textNotPainted: false,
  ...overrides,
});

/** The vision board with one 'Board Title' field unless overridden. */
export const productDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: '7d3c1a8e-2f1b-4c55-9d0a-000000000001',
  slug: 'vision-board',
  title: 'Vision Board',
  description: 'Your goals as a collage.',
  category: null,
  sortOrder: 0,
  sampleImageUrl: null,
  heroBeforeImage: null,
  heroAfterImage: null,
  heroBulletPoints: null,
  heroButtonText: null,
  heroBadgeText: null,
  personalizeSectionTitle: null,
  personalizeSectionSubtitle: null,
  personalizeFormTitle: null,
  benefitsSectionTitle: null,
  benefitsSectionSubtitle: null,
  benefitItem1Title: null,
  benefitItem1Description: null,
  benefitItem2Title: null,
  benefitItem2Description: null,
  benefitItem3Title: null,
  benefitItem3Description: null,
  benefitItem4Title: null,
  benefitItem4Description: null,
  benefitsCardImage: null,
  benefitsCardTitle: null,
  benefitsCardDescription: null,
  fields: [productField()],
  freeRevisions: 2,
  ...overrides,
});
