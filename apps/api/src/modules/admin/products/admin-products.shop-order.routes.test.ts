import type { AdminProduct } from '@atelier/shared/schemas/admin-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { newAdmin, type AdminClient } from '../admin.test-helpers';
import { createProductAs, updateBody as fullBody } from './admin-products.test-helpers';

// The owner decides the shop's order (the landing page's 'Featured Portraits'
// are the first 4 of /api/products): a new product goes last unless given a position, and a
// position set moves it there. The row menu's Activate / Deactivate go through the API.

const URL = '/api/admin/products';

const FIELD_KEYS = [
  'id',
  'fieldName',
  'fieldLabel',
  'fieldType',
  'isRequired',
  'isPremiumOnly',
  'stepNumber',
  'placeholderText',
  'tooltipText',
  'fieldOptions',
] as const;

/** The PUT body of the product with these changes; its fields as the editor sends them. */
const updateBody = (product: AdminProduct, changes: Record<string, unknown> = {}) => ({
  ...fullBody(product, changes),
  fields: product.fields.map((f) => Object.fromEntries(FIELD_KEYS.map((k) => [k, f[k]]))),
});

describe('product positions and Activate / Deactivate', () => {
  let t: TestApp;
  let admin: AdminClient;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    admin = await newAdmin(t.app, 'shop-order');
  });
  afterAll(() => t.close());

  const shopSlugs = async () => {
    const res = await t.app.inject('/api/products');
    expect(res.statusCode).toBe(200);
    return res.json<{ slug: string }[]>().map((p) => p.slug);
  };

  it('a new active product goes last; setting it first moves it to the first landing slot', async () => {
    const before = await shopSlugs();
    expect(before.length).toBeGreaterThan(1);

    const created = await createProductAs(t.app, admin, { status: 'active', title: 'Newcomer' });
    const after = await shopSlugs();
    expect(after[0]).toBe(before[0]);
    expect(after).toEqual([...before, created.slug]);

    // An edit that does not send a position keeps the product's place.
    const { sortOrder: _kept, ...withoutPosition } = updateBody(created, { title: 'Newcomer 2' });
    const renamed = await admin.send('PUT', `${URL}/${created.id}`, withoutPosition);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await shopSlugs()).toEqual(after);

    const first = await admin.send(
      'PUT',
      `${URL}/${created.id}`,
      updateBody(renamed.json<AdminProduct>(), { sortOrder: 0 }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<AdminProduct>().sortOrder).toBe(0);
    expect(await shopSlugs()).toEqual([created.slug, ...before]);
  });

  it('a product created at a position takes it; a negative position is refused', async () => {
    const before = await shopSlugs();
    const second = await createProductAs(t.app, admin, { status: 'active', sortOrder: 1 });
    const after = await shopSlugs();
    expect(after[1]).toBe(second.slug);
    expect(after.filter((s) => s !== second.slug)).toEqual(before);

    const bad = await admin.send('POST', URL, {
      ...updateBody(second, { slug: 'negative-place', sortOrder: -1 }),
      updatedAt: undefined,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Position must be 1 or more.');
    expect(await shopSlugs()).toEqual(after);
  });

  it('Activate puts a draft on the shop, Deactivate takes it off as a draft', async () => {
    const draft = await createProductAs(t.app, admin, { title: 'Toggle Me' });
    expect((await t.app.inject(`/api/products/${draft.slug}`)).statusCode).toBe(404);

    const activated = await admin.send('POST', `${URL}/${draft.id}/activate`, {
      updatedAt: draft.updatedAt,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json<AdminProduct>().status).toBe('active');
    expect((await t.app.inject(`/api/products/${draft.slug}`)).statusCode).toBe(200);

    // A stale version changes nothing.
    const stale = await admin.send('POST', `${URL}/${draft.id}/deactivate`, {
      updatedAt: draft.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect((await t.app.inject(`/api/products/${draft.slug}`)).statusCode).toBe(200);

    const deactivated = await admin.send('POST', `${URL}/${draft.id}/deactivate`, {
      updatedAt: activated.json<AdminProduct>().updatedAt,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json<AdminProduct>().status).toBe('draft');
    expect((await t.app.inject(`/api/products/${draft.slug}`)).statusCode).toBe(404);

    const missing = await admin.send(
      'POST',
      `${URL}/6f1c1b8e-0000-4000-8000-000000000000/activate`,
      { updatedAt: draft.updatedAt },
    );
    expect(missing.statusCode).toBe(404);
  });
});
