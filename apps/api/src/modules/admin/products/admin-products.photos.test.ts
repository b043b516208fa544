import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { type AdminProduct } from '@atelier/shared/schemas/admin-products';
import type { ProductDetail } from '@atelier/shared/schemas/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../../test/app';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import {
  createProductAs,
  productBody,
  uniqueSlug,
  updateBody,
} from './admin-products.test-helpers';

// An image field says how many photos it takes (maxImages: 1 one, null several).

const URL = '/api/admin/products';

describe('/api/admin/products: how many photos an image field takes', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  const call: AdminClient['send'] = (...args) => admin.send(...args);
  const photosOf = (fields: { fieldName: string; maxImages: number | null }[]) =>
    Object.fromEntries(fields.map((f) => [f.fieldName, f.maxImages]));
  const twoPhotoFields = () => {
    const fields = productBody().fields!;
    return [
      { ...fields[0]!, maxImages: 1 as const },
      { fieldName: 'more_photos', fieldLabel: 'More photos', fieldType: 'image' as const },
      ...fields.slice(1),
    ];
  };

  it('saves it, shows it to the admin and the shop, changes it and copies it', async () => {
    const created = await createProductAs(t.app, admin, {
      status: 'active',
      fields: twoPhotoFields(),
    });
    const expected = {
      photo: 1,
      more_photos: null,
      subject_name: null,
      message: null,
      palette: null,
      add_halo: null,
      art_style: null,
    };
    expect(photosOf(created.fields)).toEqual(expected);
    const shop = await t.app.inject(`/api/products/${created.slug}`);
    expect(shop.statusCode).toBe(200);
    expect(photosOf(shop.json<ProductDetail>().fields)).toEqual(expected);

    // Saved as the admin sees it, with the photo turned to several and the other to one.
    const fields = created.fields.map(({ sortOrder: _s, ...f }) =>
      f.fieldType === 'image' ? { ...f, maxImages: f.maxImages === 1 ? null : 1 } : f,
    );
    const saved = await call('PUT', `${URL}/${created.id}`, updateBody(created, { fields }));
    expect(saved.statusCode, saved.body).toBe(200);
    const swapped = { ...expected, photo: null, more_photos: 1 };
    expect(photosOf(saved.json<AdminProduct>().fields)).toEqual(swapped);
    const reread = await call('GET', `${URL}/${created.id}`);
    expect(photosOf(reread.json<AdminProduct>().fields)).toEqual(swapped);

    const copy = await call('POST', `${URL}/${created.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(photosOf(copy.json<AdminProduct>().fields)).toEqual(swapped);
  });

  it.each([
    ['a text field', 'text', 1, ADMIN_MESSAGES.photosOnlyForImages('text')],
    ['a select field', 'select', 1, ADMIN_MESSAGES.photosOnlyForImages('select')],
    ['an image field taking 2', 'image', 2, 'Photos must be 1 (one photo) or null (several'],
  ] as const)(
    'refuses a photo count on %s with 400 and stores nothing',
    async (_w, type, n, msg) => {
      const slug = uniqueSlug('photos');
      const field = {
        fieldName: 'thing',
        fieldLabel: 'Thing',
        fieldType: type,
        maxImages: n,
        ...(type === 'select' ? { fieldOptions: ['A', 'B'] } : {}),
      };
      const res = await call('POST', URL, productBody({ slug, fields: [field as never] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.json().error.message).toContain(msg);
      expect(await t.app.db.select().from(products).where(eq(products.slug, slug))).toEqual([]);
    },
  );

  it('refuses a photo count on a text field in an edit, and changes nothing', async () => {
    const created = await createProductAs(t.app, admin);
    const fields = created.fields.map(({ sortOrder: _s, ...f }) =>
      f.fieldName === 'subject_name' ? { ...f, maxImages: 1 } : f,
    );
    const res = await call('PUT', `${URL}/${created.id}`, updateBody(created, { fields }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(ADMIN_MESSAGES.photosOnlyForImages('text'));
    const reread = await call('GET', `${URL}/${created.id}`);
    const { roleWarnings: _warnings, ...stored } = created;
    expect(reread.json<AdminProduct>()).toEqual(stored);
  });
});
