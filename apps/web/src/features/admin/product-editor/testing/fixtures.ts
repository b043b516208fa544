import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { field, product } from '@/test/personalize-fixtures';

// Test data for the product editor: a two-step pet portrait whose blueprint uses two fields.
// The product's texts and the field defaults are the personalise feature's test product.

export const PRODUCT_ID = '3f0c2b1a-4d5e-4f60-8a7b-000000000001';
export const CATEGORY_ID = '3f0c2b1a-4d5e-4f60-8a7b-0000000000c1';
export const VERSION = '2026-11-20T10:00:00.000Z';
export const FIELD_IDS = {
  name: '3f0c2b1a-4d5e-4f60-8a7b-0000000000f1',
  type: '3f0c2b1a-4d5e-4f60-8a7b-0000000000f2',
  wings: '3f0c2b1a-4d5e-4f60-8a7b-0000000000f3',
} as const;

export const adminProduct = (overrides: Partial<AdminProduct> = {}): AdminProduct => {
  // The stored product is the storefront's one with a category id and a status instead of the
  // category, plus the editor's extras.
  const { category: _category, ...content } = product({
    id: PRODUCT_ID,
    slug: 'pet-portrait',
    title: 'Pet Portrait',
    description: 'Your pet, painted.',
    sampleImageUrl: 'static-assets/sample.webp',
  });
  return {
    ...content,
    categoryId: CATEGORY_ID,
    status: 'draft',
    fields: [
      field({
        id: FIELD_IDS.name,
        fieldName: 'pet_name',
        fieldLabel: 'Pet Name',
        isRequired: true,
        stepNumber: 1,
        sortOrder: 0,
      }),
      field({
        id: FIELD_IDS.type,
        fieldName: 'pet_type',
        fieldLabel: 'Pet Type',
        fieldType: 'select',
        stepNumber: 1,
        sortOrder: 1,
        fieldOptions: ['Dog', 'Cat'],
      }),
      field({
        id: FIELD_IDS.wings,
        fieldName: 'wings',
        fieldLabel: 'Add angel wings',
        fieldType: 'checkbox',
        stepNumber: 2,
        sortOrder: 2,
      }),
    ],
    activeBlueprint: {
      id: 'bp-1',
      name: 'Pet halo portrait',
      version: 3,
      kind: 'portrait',
      placeholders: ['pet_name', 'pet_type'],
    },
    orderCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: VERSION,
    ...overrides,
  };
};

export const shopImages = {
  items: [
    {
      key: 'static-assets/halo-gold.webp',
      url: '/media/static-assets/halo-gold.webp',
      filename: 'halo-gold.webp',
      width: 800,
      height: 800,
      bytes: 1000,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 24,
};

export const categories = {
  items: [
    {
      id: CATEGORY_ID,
      slug: 'pets',
      name: 'Pets',
      description: null,
      sortOrder: 0,
      productCount: 1,
      galleryCount: 0,
      updatedAt: VERSION,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};
