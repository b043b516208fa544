import { ADMIN_MESSAGES } from '@atelier/shared/schemas/admin';
import { type AdminCategory } from '@atelier/shared/schemas/admin-content';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../../db/schema/catalogue';
import { galleryItems } from '../../../db/schema/content';
import { createTestApp, type TestApp } from '../../../test/app';
import { createProductAs } from '../products/admin-products.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

const URL = '/api/admin/categories';

describe('/api/admin/categories', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  const call: AdminClient['send'] = (...args) => admin.send(...args);
  const create = async (name: string, extra: object = {}) => {
    const res = await call('POST', URL, { name, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<AdminCategory>();
  };

  it('creates a category with a slug made from its name; a taken slug is 409', async () => {
    const c = await create('Pets & Animals!', { description: 'Furry friends' });
    expect(c).toMatchObject({
      slug: 'pets-animals',
      name: 'Pets & Animals!',
      description: 'Furry friends',
      productCount: 0,
      galleryCount: 0,
    });
    const again = await call('POST', URL, { name: 'Pets animals' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain("'pets-animals'");
    const own = await create('Pets again', { slug: 'pets-again-2' });
    expect(own.slug).toBe('pets-again-2');
    expect((await call('GET', `${URL}/${c.id}`)).json()).toEqual(c);
  });

  it('refuses unknown keys and a name without slug material with 400', async () => {
    const unknown = await call('POST', URL, { name: 'Colour', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown field: colour');
    const empty = await call('POST', URL, { name: '!!!' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toMatch(/Enter a slug/);
  });

  it('renames with the version it edits; a stale one is 409 and changes nothing', async () => {
    const c = await create('Weddings');
    const ok = await call('PUT', `${URL}/${c.id}`, {
      name: 'Weddings & Vows',
      slug: 'weddings',
      updatedAt: c.updatedAt,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().updatedAt).not.toBe(c.updatedAt);
    const stale = await call('PUT', `${URL}/${c.id}`, {
      name: 'Something else',
      updatedAt: c.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'STALE_EDIT',
      message: ADMIN_MESSAGES.staleEdit('category'),
    });
    expect((await call('GET', `${URL}/${c.id}`)).json()).toEqual(ok.json());
  });

  it('a rename shows at once in the public product list', async () => {
    const c = await create('Memorials');
    const product = await createProductAs(t.app, admin, { categoryId: c.id, status: 'active' });
    const categoryOf = async () => {
      const list = (await t.app.inject('/api/products')).json<
        { id: string; category: { name: string } | null }[]
      >();
      return list.find((p) => p.id === product.id)?.category;
    };
    expect(await categoryOf()).toEqual({ slug: 'memorials', name: 'Memorials' });
    const res = await call('PUT', `${URL}/${c.id}`, {
      name: 'In Loving Memory',
      slug: 'in-loving-memory',
      updatedAt: c.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    expect(await categoryOf()).toEqual({ slug: 'in-loving-memory', name: 'In Loving Memory' });
    const taken = await call('PUT', `${URL}/${c.id}`, {
      name: 'Pets',
      slug: 'pets-animals',
      updatedAt: res.json().updatedAt,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLUG_TAKEN');
  });

  it('will not delete a category in use: 409 with the counts, nothing changes', async () => {
    const c = await create('Family');
    const product = await createProductAs(t.app, admin, { categoryId: c.id });
    await createProductAs(t.app, admin, { categoryId: c.id });
    await t.app.db.insert(galleryItems).values({
      title: 'A family',
      imageUrl: 'https://images.example.com/f.jpg',
      categoryId: c.id,
    });
    const listed = (await call('GET', `${URL}?q=family`)).json();
    expect(listed.items).toMatchObject([{ id: c.id, productCount: 2, galleryCount: 1 }]);

    const res = await call('DELETE', `${URL}/${c.id}?updatedAt=${encodeURIComponent(c.updatedAt)}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'CATEGORY_IN_USE',
      message: ADMIN_MESSAGES.categoryInUse(2, 1),
    });
    expect(res.json().error.message).toBe(
      'This category is still used by 2 products and 1 gallery item. Move them to another category first.',
    );
    expect(await t.app.db.select().from(categories).where(eq(categories.id, c.id))).toHaveLength(1);
    const [row] = await t.app.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.categoryId).toBe(c.id);

    const unused = await create('Unused');
    expect((await call('DELETE', `${URL}/${unused.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${URL}/${unused.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${URL}/${unused.id}`)).statusCode).toBe(404);
  });

  it('reorders: the ids in their new order become sort order 0, 1, 2…', async () => {
    const all = (await call('GET', `${URL}?pageSize=100`)).json<{ items: AdminCategory[] }>().items;
    const reversed = all.map((c) => c.id).reverse();
    const res = await call('POST', `${URL}/reorder`, { ids: reversed });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db
      .select({ id: categories.id, sortOrder: categories.sortOrder })
      .from(categories)
      .orderBy(asc(categories.sortOrder));
    expect(rows).toEqual(reversed.map((id, i) => ({ id, sortOrder: i })));
    const listed = (await call('GET', `${URL}?pageSize=100`)).json<{ items: AdminCategory[] }>();
    expect(listed.items.map((c) => c.id)).toEqual(reversed);

    // A filtered page reorders among the places it held; the rest stay put.
    const [first, second, third] = reversed;
    await call('POST', `${URL}/reorder`, { ids: [third, first] });
    const after = (await call('GET', `${URL}?pageSize=100`)).json<{ items: AdminCategory[] }>();
    expect(after.items.map((c) => c.id).slice(0, 3)).toEqual([third, second, first]);
    expect(after.items.map((c) => c.sortOrder)).toEqual(after.items.map((_, i) => i));
  });

  it('refuses a reorder with an unknown id (400) and changes nothing', async () => {
    const before = await t.app.db.select().from(categories).orderBy(asc(categories.id));
    const unknown = '6f1c1b8e-0000-4000-8000-000000000000';
    const res = await call('POST', `${URL}/reorder`, { ids: [before[0]!.id, unknown] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(unknown);
    expect(await t.app.db.select().from(categories).orderBy(asc(categories.id))).toEqual(before);
    const notId = await call('POST', `${URL}/reorder`, { ids: ['nope'] });
    expect(notId.statusCode).toBe(400);
  });
});
