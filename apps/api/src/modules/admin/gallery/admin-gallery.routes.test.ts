import type { AdminGalleryItem } from '@atelier/shared/schemas/admin-content';
import type { GalleryItem } from '@atelier/shared/schemas/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

type List = { items: AdminGalleryItem[]; total: number; page: number; pageSize: number };

describe('/api/admin/gallery', () => {
  let t: TestApp;
  let admin: AdminClient;
  const list = async (qs = '') =>
    (await admin.call({ url: `/api/admin/gallery${qs}` })).json<List>();
  const publicGallery = async () =>
    (await t.app.inject('/api/gallery?includeHero=true')).json<GalleryItem[]>();

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  it('lists the gallery in order with product, category and a display thumbnail', async () => {
    const res = await admin.call({ url: '/api/admin/gallery' });
    expect(res.statusCode).toBe(200);
    const body = res.json<List>();
    expect(body).toMatchObject({ total: 8, page: 1, pageSize: 20 });
    expect(body.items[0]).toMatchObject({ title: 'Radiant Grace', isActive: true });
    for (const g of body.items) {
      expect(g.imageUrl).toMatch(/^static-assets\//);
      expect(g.thumbnailUrl).toBe(`/media/${g.imageUrl}`);
      expect(g.productTitle).toBeTruthy();
      expect(g.categoryName).toBeTruthy();
    }
  });

  it('searches the title, filters, sorts and pages', async () => {
    const all = await list();
    expect((await list('?q=radiant')).items.map((g) => g.title)).toEqual(['Radiant Grace']);
    expect((await list('?q=%25')).total).toBe(0);
    const heroes = await list('?hero=true');
    expect(heroes.total).toBe(5);
    expect(heroes.items.every((g) => g.isHero)).toBe(true);
    const product = all.items[0]!.productId!;
    const byProduct = await list(`?product=${product}`);
    expect(byProduct.items.every((g) => g.productId === product)).toBe(true);
    const byTitle = await list('?sort=title&dir=desc');
    expect(byTitle.items.map((g) => g.title)).toEqual(
      all.items.map((g) => g.title).sort((a, b) => b.localeCompare(a)),
    );
    const page2 = await list('?pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page2.items.map((g) => g.id)).toEqual(all.items.slice(3, 6).map((g) => g.id));
    expect((await admin.call({ url: '/api/admin/gallery?sort=bogus' })).statusCode).toBe(400);
    expect((await admin.call({ url: '/api/admin/gallery?product=nope' })).statusCode).toBe(400);
  });

  it('creates, edits with the version, and deletes; the public gallery follows at once', async () => {
    await publicGallery(); // cached now
    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/gallery',
      payload: { title: '  New Piece ', imageUrl: 'https://cdn.example.com/a.webp' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<AdminGalleryItem>();
    expect(item).toMatchObject({
      title: 'New Piece',
      description: null,
      isActive: true,
      isHero: false,
      thumbnailUrl: 'https://cdn.example.com/a.webp',
      sortOrder: 8,
    });
    expect((await publicGallery()).map((g) => g.title)).toContain('New Piece');

    const put = await admin.call({
      method: 'PUT',
      url: `/api/admin/gallery/${item.id}`,
      payload: {
        title: 'Renamed Piece',
        imageUrl: item.imageUrl,
        description: 'Soft light',
        updatedAt: item.updatedAt,
      },
    });
    expect(put.statusCode).toBe(200);
    const edited = put.json<AdminGalleryItem>();
    expect(edited).toMatchObject({ title: 'Renamed Piece', description: 'Soft light' });
    expect(edited.updatedAt).not.toBe(item.updatedAt);
    expect((await publicGallery()).map((g) => g.title)).toContain('Renamed Piece');

    // The first version again: stale, nothing changes.
    const stale = await admin.call({
      method: 'PUT',
      url: `/api/admin/gallery/${item.id}`,
      payload: { title: 'Overwrite', imageUrl: item.imageUrl, updatedAt: item.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_EDIT');
    expect(stale.json().error.message).toMatch(/Someone else changed this gallery item/);
    expect((await admin.call({ url: `/api/admin/gallery/${item.id}` })).json()).toEqual(edited);

    const staleDelete = await admin.call({
      method: 'DELETE',
      url: `/api/admin/gallery/${item.id}?updatedAt=${encodeURIComponent(item.updatedAt)}`,
    });
    expect(staleDelete.statusCode).toBe(409);
    const del = await admin.call({
      method: 'DELETE',
      url: `/api/admin/gallery/${item.id}?updatedAt=${encodeURIComponent(edited.updatedAt)}`,
    });
    expect(del.statusCode).toBe(204);
    expect((await admin.call({ url: `/api/admin/gallery/${item.id}` })).statusCode).toBe(404);
    expect((await publicGallery()).map((g) => g.id)).not.toContain(item.id);
    const gone = await admin.call({
      method: 'PUT',
      url: `/api/admin/gallery/${item.id}`,
      payload: { title: 'X', imageUrl: item.imageUrl, updatedAt: edited.updatedAt },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('PATCH switches a toggle with the version; the public gallery hides the item', async () => {
    const [first] = (await list()).items;
    expect((await publicGallery()).map((g) => g.id)).toContain(first!.id);
    const res = await admin.call({
      method: 'PATCH',
      url: `/api/admin/gallery/${first!.id}`,
      payload: { isActive: false, updatedAt: first!.updatedAt },
    });
    expect(res.statusCode).toBe(200);
    const off = res.json<AdminGalleryItem>();
    expect(off).toMatchObject({ isActive: false, isHero: first!.isHero, title: first!.title });
    expect((await publicGallery()).map((g) => g.id)).not.toContain(first!.id);
    const again = await admin.call({
      method: 'PATCH',
      url: `/api/admin/gallery/${first!.id}`,
      payload: { isActive: true, updatedAt: first!.updatedAt },
    });
    expect(again.statusCode).toBe(409);
    const back = await admin.call({
      method: 'PATCH',
      url: `/api/admin/gallery/${first!.id}`,
      payload: { isActive: true, updatedAt: off.updatedAt },
    });
    expect(back.json()).toMatchObject({ isActive: true });
  });

  it('refuses unknown keys, bad values and missing versions with 400 and a readable message', async () => {
    const [first] = (await list()).items;
    const cases: [string, string, unknown, RegExp][] = [
      [
        'POST',
        '/api/admin/gallery',
        { title: 'A', imageUrl: 'https://x.example/a.png', extra: 1 },
        /extra/,
      ],
      [
        'POST',
        '/api/admin/gallery',
        { title: '', imageUrl: 'https://x.example/a.png' },
        /Title is required/,
      ],
      [
        'POST',
        '/api/admin/gallery',
        { title: 'A', imageUrl: 'http://x.example/a.png' },
        /static-assets|https/,
      ],
      [
        'POST',
        '/api/admin/gallery',
        { title: 'A', imageUrl: 'https://x.example/a.png', productId: 'x' },
        /UUID/,
      ],
      ['PATCH', `/api/admin/gallery/${first!.id}`, { isActive: false }, /updatedAt/],
      [
        'PATCH',
        `/api/admin/gallery/${first!.id}`,
        { title: 'x', updatedAt: first!.updatedAt },
        /title/,
      ],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await admin.call({ method: method as 'POST', url, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const unknownProduct = await admin.call({
      method: 'POST',
      url: '/api/admin/gallery',
      payload: {
        title: 'A',
        imageUrl: 'https://x.example/a.png',
        productId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(unknownProduct.statusCode).toBe(400);
    expect(unknownProduct.json().error.message).toMatch(/product does not exist/);
    expect(
      (await admin.call({ method: 'DELETE', url: `/api/admin/gallery/${first!.id}` })).statusCode,
    ).toBe(400);
  });

  it('reorders the gallery and the public gallery shows the new order', async () => {
    const ids = (await list()).items.map((g) => g.id);
    const reversed = [...ids].reverse();
    const res = await admin.call({
      method: 'POST',
      url: '/api/admin/gallery/reorder',
      payload: { ids: reversed },
    });
    expect(res.statusCode).toBe(204);
    expect((await list()).items.map((g) => g.id)).toEqual(reversed);
    expect((await publicGallery()).map((g) => g.id)).toEqual(reversed);
    const bad = await admin.call({
      method: 'POST',
      url: '/api/admin/gallery/reorder',
      payload: { ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await list()).items.map((g) => g.id)).toEqual(reversed);
  });

  it('reorders a filtered page among the places it held; the other items keep theirs', async () => {
    const before = (await list('?pageSize=100')).items;
    const heroes = before.filter((g) => g.isHero).map((g) => g.id);
    expect(heroes.length).toBeGreaterThan(2);
    expect(heroes.length).toBeLessThan(before.length);
    const res = await admin.call({
      method: 'POST',
      url: '/api/admin/gallery/reorder',
      payload: { ids: [...heroes].reverse() },
    });
    expect(res.statusCode).toBe(204);
    const after = (await list('?pageSize=100')).items;
    // Hero places hold the heroes in their new order; every other item stays where it was.
    let next = heroes.length;
    const expected = before.map((g) => (g.isHero ? heroes[--next]! : g.id));
    expect(after.map((g) => g.id)).toEqual(expected);
    expect(after.map((g) => g.sortOrder)).toEqual(after.map((_, i) => i));
    expect((await publicGallery()).map((g) => g.id)).toEqual(expected);
  });

  it('refuses a reorder that repeats or does not know an id, naming it, and changes nothing', async () => {
    const before = (await list('?pageSize=100')).items.map((g) => g.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [ids, named] of [
      [[before[0]!, before[0]!], before[0]!],
      [[before[1]!, unknown], unknown],
    ] as const) {
      const res = await admin.call({
        method: 'POST',
        url: '/api/admin/gallery/reorder',
        payload: { ids },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(named);
    }
    expect((await list('?pageSize=100')).items.map((g) => g.id)).toEqual(before);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject('/api/admin/gallery')).statusCode).toBe(401);
  });
});
