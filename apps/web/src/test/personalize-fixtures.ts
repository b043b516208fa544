import type { ProductDetail, ProductField } from '@atelier/shared/schemas/catalogue';
import { productDetail, productField } from '@/test/product-fixture';

// Test data for the personalise feature: a two-step product with every field type.

export const PRODUCT_ID = '7d3c1a8e-2f1b-4c55-9d0a-000000000001';
export const BOARD_ID = '0b9f7a52-6d3e-4c1a-8f2b-000000000010';
export const ARTWORK_ID = 'a1b2c3d4-5e6f-4a7b-8c9d-000000000020';

let nextId = 0;
export const field = (overrides: Partial<ProductField> & Pick<ProductField, 'fieldName'>) =>
  productField({
    id: `field-${++nextId}`,
    fieldLabel: overrides.fieldName,
    isRequired: false,
    ...overrides,
  });

export const petFields = (): ProductField[] => [
  field({
    fieldName: 'pet_photo',
    fieldLabel: 'Pet Photo',
    fieldType: 'image',
    isRequired: true,
    stepNumber: 1,
    sortOrder: 0,
  }),
  field({
    fieldName: 'pet_name',
    fieldLabel: 'Pet Name',
    fieldType: 'text',
    isRequired: true,
    stepNumber: 1,
    sortOrder: 1,
    placeholderText: 'e.g. Biscuit',
    tooltipText: 'The name set on the portrait.',
  }),
  field({
    fieldName: 'pet_type',
    fieldLabel: 'Pet Type',
    fieldType: 'select',
    isRequired: true,
    stepNumber: 1,
    sortOrder: 2,
    fieldOptions: ['Dog', 'Cat', 'Bird'],
  }),
  field({
    fieldName: 'art_style',
    fieldLabel: 'Art Style',
    fieldType: 'visual_selector',
    isRequired: true,
    stepNumber: 2,
    sortOrder: 0,
    fieldOptions: [
      { title: 'Heavenly Light', imageUrl: '/media/static-assets/light.webp', description: 'Soft' },
      { title: 'Golden Icon', imageUrl: '/media/static-assets/icon.webp', description: 'Gilded' },
    ],
  }),
  field({
    fieldName: 'angel_wings',
    fieldLabel: 'Add angel wings',
    fieldType: 'checkbox',
    stepNumber: 2,
    sortOrder: 1,
  }),
  field({
    fieldName: 'memorial_note',
    fieldLabel: 'Memorial Note',
    fieldType: 'textarea',
    stepNumber: 2,
    sortOrder: 2,
  }),
  field({
    fieldName: 'gold_frame',
    fieldLabel: 'Gold Frame Engraving',
    fieldType: 'text',
    isPremiumOnly: true,
    stepNumber: 2,
    sortOrder: 3,
  }),
];

export const product = (overrides: Partial<ProductDetail> = {}): ProductDetail =>
  productDetail({
    id: PRODUCT_ID,
    slug: 'guardian-angel-pet',
    title: 'Guardian Angel Pet',
    description: 'Your pet, glowing.',
    personalizeFormTitle: 'Tell Us About Your Pet',
    fields: petFields(),
    ...overrides,
  });
