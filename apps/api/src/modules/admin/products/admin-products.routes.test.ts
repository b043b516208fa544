import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { type AdminProduct } from '@atelier/shared/schemas/admin-products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productFields, products } from '../../../db/schema/catalogue';
import { liveVersionOfProduct } from '../../blueprints/blueprints.repository';
import { orders } from '../../../db/schema/orders';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  createProductAs,
  productBody,
  uniqueSlug,
  updateBody,
} from './admin-products.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

const URL = '/api/admin/products';

describe('/api/admin/products', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  const call: AdminClient['send'] = (...args) => admin.send(...args);
  const publicGet = (slug: string) => t.app.inject(`/api/products/${slug}`);

  it('creates a product with fields of all six types, shown to the public only once active', async () => {
    const created = await createProductAs(t.app, admin);
    expect(created).toMatchObject({ status: 'draft', title: 'Starlight Portrait', orderCount: 0 });
    expect(created.fields.map((f) => [f.fieldName, f.fieldType, f.stepNumber])).toEqual([
      ['photo', 'image', 1],
      ['subject_name', 'text', 1],
      ['message', 'textarea', 2],
      ['palette', 'select', 2],
      ['add_halo', 'checkbox', 2],
      ['art_style', 'visual_selector', 2],
    ]);
    // A starter blueprint, v1 and active, whose prompt uses every field that is not a photo.
    expect(created.activeBlueprint).toMatchObject({ version: 1, kind: 'portrait' });
    expect([...created.activeBlueprint!.placeholders].sort()).toEqual(
      ['add_halo', 'art_style', 'message', 'palette', 'subject_name'].sort(),
    );
    const bp = await liveVersionOfProduct(t.app.db, created.id);
    // Every field gets the role its name, label and type suggest (inferFieldRoles).
    expect(bp).toMatchObject({ version: 1, changeNote: 'First version' });
    expect(bp!.fieldRoles).toEqual({
      subject_name: { role: 'title' },
      message: { role: 'notes' },
      palette: { role: 'option', aspect: 'palette' },
      add_halo: { role: 'toggle', element: 'halo' },
      art_style: { role: 'style' },
    });
    expect(created.roleWarnings).toEqual([]);
    expect(bp!.negativePrompt).not.toBe('');

    // A draft: 404 to the public, previewable by the admin.
    expect((await publicGet(created.slug)).statusCode).toBe(404);
    const preview = await call('GET', `${URL}/${created.id}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ slug: created.slug, title: 'Starlight Portrait' });
    expect(preview.json().fields).toHaveLength(6);
    const bySlug = await call('GET', `${URL}/${created.slug}/preview`);
    expect(bySlug.json()).toEqual(preview.json());

    const put = await call(
      'PUT',
      `${URL}/${created.id}`,
      updateBody(created, { status: 'active' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const live = await publicGet(created.slug);
    expect(live.statusCode).toBe(200);
    expect(live.json().fields.map((f: { fieldName: string }) => f.fieldName)).toEqual(
      created.fields.map((f) => f.fieldName),
    );
    expect(live.json().fields[5].fieldOptions[0]).toEqual({
      title: 'Watercolour',
      imageUrl: 'https://images.example.com/w.jpg',
      description: 'Soft',
    });

    // Archived: gone from the shop again, still previewable.
    const archived = await call('POST', `${URL}/${created.id}/archive`, {
      updatedAt: put.json().updatedAt,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().status).toBe('archived');
    expect((await publicGet(created.slug)).statusCode).toBe(404);
    expect((await publicGet(created.id)).statusCode).toBe(404);
    expect((await call('GET', `${URL}/${created.id}/preview`)).statusCode).toBe(200);

    const restored = await call('POST', `${URL}/${created.id}/restore`, {
      updatedAt: archived.json().updatedAt,
    });
    expect(restored.json().status).toBe('draft');
    expect((await publicGet(created.slug)).statusCode).toBe(404);
  });

  it.each([
    [
      'hero bullets other than 4',
      { heroBulletPoints: ['One', 'Two', 'Three'] },
      ADMIN_MESSAGES.heroBullets,
    ],
    [
      'a select without options',
      { fields: [{ fieldName: 'size', fieldLabel: 'Size', fieldType: 'select' }] },
      ADMIN_MESSAGES.selectOptions,
    ],
    [
      'a visual selector option without an image',
      {
        fields: [
          {
            fieldName: 'style',
            fieldLabel: 'Style',
            fieldType: 'visual_selector',
            fieldOptions: [{ title: 'Oil' }],
          },
        ],
      },
      ADMIN_MESSAGES.visualOptions,
    ],
    [
      'two fields with the same name',
      {
        fields: [
          { fieldName: 'name', fieldLabel: 'Name', fieldType: 'text' },
          { fieldName: 'name', fieldLabel: 'Other name', fieldType: 'text' },
        ],
      },
      ADMIN_MESSAGES.duplicateFieldName('name'),
    ],
    ['an unknown key', { price: 10 }, 'Unknown field: price'],
    [
      'an unknown key in a field',
      { fields: [{ fieldName: 'a', fieldLabel: 'A', fieldType: 'text', colour: 'red' }] },
      'Unknown field: fields.0.colour',
    ],
  ])('refuses %s with 400 and says why', async (_what, change, message) => {
    const slug = uniqueSlug('invalid');
    const res = await call('POST', URL, { ...productBody({ slug }), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(message);
    expect(await t.app.db.select().from(products).where(eq(products.slug, slug))).toEqual([]);
  });

  it('answers 409 naming the slug when another product has it', async () => {
    const first = await createProductAs(t.app, admin);
    const res = await call('POST', URL, productBody({ slug: first.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain(`'${first.slug}'`);
    const second = await createProductAs(t.app, admin);
    const put = await call(
      'PUT',
      `${URL}/${second.id}`,
      updateBody(second, { slug: first.slug, title: 'Clash' }),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json().error.message).toContain(`'${first.slug}'`);
    expect((await call('GET', `${URL}/${second.id}`)).json()).toMatchObject({
      slug: second.slug,
      title: second.title,
    });
  });

  it('refuses a stale edit with 409 and changes nothing', async () => {
    const product = await createProductAs(t.app, admin);
    const first = await call('PUT', `${URL}/${product.id}`, updateBody(product, { title: 'Mine' }));
    expect(first.statusCode).toBe(200);
    const [before] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    const fieldsBefore = await t.app.db
      .select()
      .from(productFields)
      .where(eq(productFields.productId, product.id));

    // A second admin saves from the version they opened before the first save.
    const stale = await call(
      'PUT',
      `${URL}/${product.id}`,
      updateBody(product, { title: 'Theirs', fields: [] }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'STALE_EDIT',
      message: ADMIN_MESSAGES.staleEdit('product'),
    });
    const [after] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(after).toEqual(before);
    expect(after!.title).toBe('Mine');
    expect(
      await t.app.db.select().from(productFields).where(eq(productFields.productId, product.id)),
    ).toEqual(fieldsBefore);

    // Archive with the stale version: 409 too; an unknown id: 404.
    const archive = await call('POST', `${URL}/${product.id}/archive`, {
      updatedAt: product.updatedAt,
    });
    expect(archive.statusCode).toBe(409);
    const missing = await call(
      'PUT',
      `${URL}/6f1c1b8e-0000-4000-8000-000000000000`,
      updateBody(product),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the ids of fields it updates, adds new ones, deletes the left-out, swaps names', async () => {
    const product = await createProductAs(t.app, admin);
    const [photo, name, message, palette] = product.fields;
    // Swap two names, drop three fields, add one.
    const fields = [
      { ...updateBody(product).fields[2], fieldName: 'subject_name' },
      { ...updateBody(product).fields[1], fieldName: 'message', fieldLabel: 'Renamed' },
      updateBody(product).fields[3],
      { fieldName: 'date', fieldLabel: 'Date', fieldType: 'text', stepNumber: 1 },
    ];
    const res = await call('PUT', `${URL}/${product.id}`, updateBody(product, { fields }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<AdminProduct>();
    // In form order: by step, then as sent.
    expect(saved.fields.map((f) => [f.fieldName, f.id, f.stepNumber])).toEqual([
      ['message', name!.id, 1],
      ['date', expect.any(String), 1],
      ['subject_name', message!.id, 2],
      ['palette', palette!.id, 2],
    ]);
    expect(saved.fields.find((f) => f.id === photo!.id)).toBeUndefined();
    expect(saved.fields.find((f) => f.fieldName === 'message')!.fieldLabel).toBe('Renamed');

    // A field id from another product is refused, and nothing changes.
    const other = await createProductAs(t.app, admin);
    const stranger = await call(
      'PUT',
      `${URL}/${product.id}`,
      updateBody(saved, { fields: [{ ...updateBody(other).fields[0] }] }),
    );
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().error.message).toContain("'photo'");
    const twice = await call(
      'PUT',
      `${URL}/${product.id}`,
      updateBody(saved, {
        fields: [
          updateBody(saved).fields[0],
          { ...updateBody(saved).fields[0], fieldName: 'again' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain('sent twice');
    expect((await call('GET', `${URL}/${product.id}`)).json().fields).toEqual(saved.fields);
  });

  it('deletes a product without orders, and archives-instead (409) one with orders', async () => {
    const unsold = await createProductAs(t.app, admin);
    const stale = await call('DELETE', `${URL}/${unsold.id}?updatedAt=2020-01-01T00:00:00.000Z`);
    expect(stale.statusCode).toBe(409);
    const noVersion = await call('DELETE', `${URL}/${unsold.id}`);
    expect(noVersion.statusCode).toBe(400);
    const gone = await call(
      'DELETE',
      `${URL}/${unsold.id}?updatedAt=${encodeURIComponent(unsold.updatedAt)}`,
    );
    expect(gone.statusCode).toBe(204);
    expect((await call('GET', `${URL}/${unsold.id}`)).statusCode).toBe(404);

    const sold = await createProductAs(t.app, admin);
    await t.app.db.insert(orders).values([
      { userId: admin.id, kind: 'artwork', status: 'received', productId: sold.id },
      { userId: admin.id, kind: 'canvas', status: 'received', productId: sold.id },
    ]);
    const res = await call('DELETE', `${URL}/${sold.id}`, { updatedAt: sold.updatedAt });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRODUCT_HAS_ORDERS');
    expect(res.json().error.message).toMatch(
      /^This product has 2 orders, so it is archived instead of deleted/,
    );
    const after = await call('GET', `${URL}/${sold.id}`);
    expect(after.json()).toMatchObject({
      status: 'draft',
      orderCount: 2,
      updatedAt: sold.updatedAt,
    });
  });

  it('duplicates a product as a draft copy with its fields and blueprint', async () => {
    const source = await createProductAs(t.app, admin, { status: 'active' });
    const copy = await call('POST', `${URL}/${source.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    const c = copy.json<AdminProduct>();
    expect(c).toMatchObject({
      slug: `${source.slug}-copy`,
      title: `${source.title} (copy)`,
      status: 'draft',
      description: source.description,
      heroBulletPoints: source.heroBulletPoints,
    });
    expect(c.id).not.toBe(source.id);
    const strip = (f: AdminProduct['fields'][number]) => ({ ...f, id: undefined });
    expect(c.fields.map(strip)).toEqual(source.fields.map(strip));
    expect(c.fields.map((f) => f.id)).not.toEqual(source.fields.map((f) => f.id));
    expect(c.activeBlueprint).toMatchObject({
      version: 1,
      name: `${c.title} v1`,
      placeholders: source.activeBlueprint!.placeholders,
    });
    expect(c.activeBlueprint!.id).not.toBe(source.activeBlueprint!.id);
    expect(c.activeBlueprint!.blueprintId).not.toBe(source.activeBlueprint!.blueprintId);

    const again = await call('POST', `${URL}/${source.id}/duplicate`, {});
    expect(again.json().slug).toBe(`${source.slug}-copy-2`);
    expect((await call('POST', `${URL}/${source.id}/duplicate`, { slug: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('lists with search, filters, sort, pages and counts from SQL', async () => {
    const tag = uniqueSlug('list');
    const a = await createProductAs(t.app, admin, {
      slug: `${tag}-a`,
      title: `Alpha ${tag}`,
      sampleImageUrl: 'static-assets/products/alpha.jpg',
    });
    const b = await createProductAs(t.app, admin, {
      slug: `${tag}-b`,
      title: `Beta ${tag}`,
      status: 'active',
      fields: [],
    });
    await t.app.db
      .insert(orders)
      .values({ userId: admin.id, kind: 'artwork', status: 'received', productId: b.id });

    const list = await call('GET', `${URL}?q=${tag}&sort=title&dir=desc`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.json().items).toMatchObject([
      { id: b.id, status: 'active', fieldCount: 0, orderCount: 1, thumbnailUrl: null },
      {
        id: a.id,
        fieldCount: 6,
        orderCount: 0,
        thumbnailUrl: '/media/static-assets/products/alpha.jpg',
      },
    ]);
    const bySlug = await call('GET', `${URL}?q=${tag}-B`);
    expect(bySlug.json().items.map((i: { id: string }) => i.id)).toEqual([b.id]);
    const cat = await call('POST', '/api/admin/categories', { name: `Cat ${tag}` });
    await call('PUT', `${URL}/${a.id}`, updateBody(a, { categoryId: cat.json().id }));
    const inCat = await call('GET', `${URL}?category=${cat.json().id}`);
    expect(inCat.json().items).toMatchObject([{ id: a.id, category: { name: `Cat ${tag}` } }]);
    const drafts = await call('GET', `${URL}?q=${tag}&status=draft`);
    expect(drafts.json().items.map((i: { id: string }) => i.id)).toEqual([a.id]);
    const page2 = await call('GET', `${URL}?q=${tag}&sort=title&pageSize=1&page=2`);
    expect(page2.json()).toMatchObject({ total: 2, page: 2, items: [{ id: b.id }] });
    expect((await call('GET', `${URL}?q=%25`)).json().items).toEqual([]);
    const bad = await call('GET', `${URL}?sort=price`);
    expect(bad.statusCode).toBe(400);
  });

  it('returns stored image references and the active blueprint placeholders', async () => {
    const product = await createProductAs(t.app, admin, {
      sampleImageUrl: 'static-assets/products/x.jpg',
      fields: [
        {
          fieldName: 'look',
          fieldLabel: 'Look',
          fieldType: 'visual_selector',
          fieldOptions: [{ title: 'Gold', imageUrl: 'static-assets/options/gold.jpg' }],
        },
      ],
    });
    const res = await call('GET', `${URL}/${product.id}`);
    expect(res.json()).toMatchObject({
      sampleImageUrl: 'static-assets/products/x.jpg',
      fields: [{ fieldOptions: [{ title: 'Gold', imageUrl: 'static-assets/options/gold.jpg' }] }],
      activeBlueprint: { placeholders: ['look'] },
    });
    // The preview shows display URLs, like the public read.
    const preview = await call('GET', `${URL}/${product.id}/preview`);
    expect(preview.json()).toMatchObject({
      sampleImageUrl: '/media/static-assets/products/x.jpg',
      fields: [{ fieldOptions: [{ imageUrl: '/media/static-assets/options/gold.jpg' }] }],
    });
  });
});
