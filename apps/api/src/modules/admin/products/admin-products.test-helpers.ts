import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AdminProduct, AdminProductInput } from '@atelier/shared/schemas/admin-products';
import type { TestUser } from '../../generation/generation.test-helpers';

// Shared by the admin catalogue tests: product bodies (the admin is ../admin.test-helpers' newAdmin).

let counter = 0;
export const uniqueSlug = (tag = 'product') => `${tag}-${Date.now().toString(36)}-${++counter}`;

/** A product with one field of each of the six types, over two steps. */
export function productBody(overrides: Partial<AdminProductInput> = {}): AdminProductInput {
  return {
    slug: uniqueSlug(),
    title: 'Starlight Portrait',
    description: 'A portrait under the stars.',
    heroBulletPoints: ['Hand finished', 'Ready in minutes', 'Printed on canvas', 'Gift ready'],
    fields: [
      { fieldName: 'photo', fieldLabel: 'Your photo', fieldType: 'image', isRequired: true },
      { fieldName: 'subject_name', fieldLabel: 'Name', fieldType: 'text', isRequired: true },
      { fieldName: 'message', fieldLabel: 'Message', fieldType: 'textarea', stepNumber: 2 },
      {
        fieldName: 'palette',
        fieldLabel: 'Palette',
        fieldType: 'select',
        stepNumber: 2,
        fieldOptions: ['Gold', 'Silver'],
      },
      { fieldName: 'add_halo', fieldLabel: 'Add a halo', fieldType: 'checkbox', stepNumber: 2 },
      {
        fieldName: 'art_style',
        fieldLabel: 'Style',
        fieldType: 'visual_selector',
        stepNumber: 2,
        fieldOptions: [
          {
            title: 'Watercolour',
            imageUrl: 'https://images.example.com/w.jpg',
            description: 'Soft',
          },
          { title: 'Oil', imageUrl: 'https://images.example.com/o.jpg' },
        ],
      },
    ],
    ...overrides,
  };
}

export async function createProductAs(
  app: FastifyInstance,
  admin: TestUser,
  overrides: Partial<AdminProductInput> = {},
): Promise<AdminProduct> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: admin.headers,
    payload: productBody(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminProduct>();
}

/** The PUT body that saves the product as the admin sees it, with these changes. */
export function updateBody(product: AdminProduct, changes: Record<string, unknown> = {}) {
  const {
    id: _id,
    activeBlueprint: _bp,
    orderCount: _oc,
    roleWarnings: _rw,
    createdAt: _c,
    fields,
    ...content
  } = product;
  return {
    ...content,
    fields: fields.map(({ sortOrder: _s, ...f }) => f),
    ...changes,
  };
}
