import type { AdminTestimonial, AdminTestimonialList } from '@atelier/shared/schemas/admin-content';
import type { Testimonial } from '@atelier/shared/schemas/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { newUser, bearer } from '../../auth/auth.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

describe('/api/admin/testimonials', () => {
  let t: TestApp;
  let admin: AdminClient;
  const list = async (qs = '') =>
    (await admin.call({ url: `/api/admin/testimonials${qs}` })).json<AdminTestimonialList>();
  const featured = async () =>
    (await t.app.inject('/api/testimonials/featured')).json<Testimonial[]>();
  const patch = (id: string, payload: object) =>
    admin.call({ method: 'PATCH', url: `/api/admin/testimonials/${id}`, payload });

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    admin = await newAdmin(t.app);
  });
  afterAll(() => t.close());

  it('lists every testimonial (inactive too) with display URLs and the landing counts', async () => {
    const body = await list();
    // Seed: 6 testimonials, 5 active; the landing page shows 3 of the active featured ones.
    expect(body).toMatchObject({ total: 6, activeCount: 5, shownOnLanding: 3 });
    expect(body.featuredCount).toBeGreaterThanOrEqual(3);
    const maria = body.items.find((x) => x.name === 'Maria Lopez')!;
    expect(maria.avatar).toMatch(/^static-assets\//);
    expect(maria.avatarUrl).toBe(`/media/${maria.avatar}`);
    expect(maria.artworkUrl).toBe(`/media/${maria.artwork}`);
    expect(maria.productTitle).toBeTruthy();
    expect(body.items.some((x) => !x.isActive)).toBe(true);

    const inactive = await list('?active=false');
    expect(inactive.items.map((x) => x.name)).toEqual(['Rebecca Moore']);
    // Counts are over the whole table, whatever the filter.
    expect(inactive).toMatchObject({ total: 1, activeCount: 5, shownOnLanding: 3 });
    expect((await list('?q=maria')).items.map((x) => x.name)).toEqual(['Maria Lopez']);
    const byRating = await list('?sort=rating&dir=asc');
    const ratings = byRating.items.map((x) => x.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
  });

  it('unfeaturing a testimonial takes it off /api/testimonials/featured on the next request', async () => {
    const before = await featured();
    expect(before).toHaveLength(3);
    const first = (await list()).items.find((x) => x.id === before[0]!.id)!;
    const res = await patch(first.id, { featured: false, updatedAt: first.updatedAt });
    expect(res.statusCode).toBe(200);
    const off = res.json<AdminTestimonial>();
    expect(off).toMatchObject({ featured: false, isActive: true });
    expect((await featured()).map((x) => x.id)).not.toContain(first.id);

    const counts = await list();
    expect(counts.featuredCount).toBe((await list('?featured=true')).total);

    // The version it was loaded with is stale now: 409 and nothing changes.
    const stale = await patch(first.id, { featured: true, updatedAt: first.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/Someone else changed this testimonial/);
    expect((await featured()).map((x) => x.id)).not.toContain(first.id);

    const back = await patch(first.id, { featured: true, updatedAt: off.updatedAt });
    expect(back.statusCode).toBe(200);
    expect((await featured()).map((x) => x.id)).toEqual(before.map((x) => x.id));
  });

  it('shownOnLanding counts only active and featured, at most 3', async () => {
    const all = (await list('?featured=true&active=true&pageSize=100')).items;
    for (const x of all) {
      const res = await patch(x.id, { isActive: false, updatedAt: x.updatedAt });
      expect(res.statusCode).toBe(200);
    }
    const none = await list();
    expect(none.shownOnLanding).toBe(0);
    expect(await featured()).toEqual([]);
    for (const x of (await list('?featured=true&active=false&pageSize=100')).items) {
      if (all.some((a) => a.id === x.id))
        await patch(x.id, { isActive: true, updatedAt: x.updatedAt });
    }
    expect((await list()).shownOnLanding).toBe(3);
  });

  it('creates, edits and deletes with the version; refuses bad bodies', async () => {
    const created = await admin.call({
      method: 'POST',
      url: '/api/admin/testimonials',
      payload: { quote: 'Lovely work.', name: 'Ann Lee', avatar: '', rating: 4 },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<AdminTestimonial>();
    expect(item).toMatchObject({
      name: 'Ann Lee',
      avatar: null,
      avatarUrl: null,
      rating: 4,
      isActive: true,
      featured: false,
      location: null,
    });
    const all = (await t.app.inject('/api/testimonials')).json<Testimonial[]>();
    expect(all.map((x) => x.name)).toContain('Ann Lee');

    const put = await admin.call({
      method: 'PUT',
      url: `/api/admin/testimonials/${item.id}`,
      payload: { quote: 'Lovely work!', name: 'Ann Lee', rating: 5, updatedAt: item.updatedAt },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ quote: 'Lovely work!', rating: 5 });

    for (const payload of [
      { quote: 'x', name: 'y', rating: 6 },
      { quote: 'x', name: 'y', stars: 5 },
      { quote: '', name: 'y' },
    ]) {
      const res = await admin.call({ method: 'POST', url: '/api/admin/testimonials', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
    const rating = await admin.call({
      method: 'POST',
      url: '/api/admin/testimonials',
      payload: { quote: 'x', name: 'y', rating: 0 },
    });
    expect(rating.json().error.message).toMatch(/Rating is 1 to 5 stars/);

    const del = await admin.call({
      method: 'DELETE',
      url: `/api/admin/testimonials/${item.id}?updatedAt=${encodeURIComponent(put.json().updatedAt)}`,
    });
    expect(del.statusCode).toBe(204);
    const after = (await t.app.inject('/api/testimonials')).json<Testimonial[]>();
    expect(after.map((x) => x.name)).not.toContain('Ann Lee');
  });

  it('reorders: the landing page shows the first 3 featured in the new order', async () => {
    const ids = (await list('?pageSize=100')).items.map((x) => x.id);
    const reversed = [...ids].reverse();
    const res = await admin.call({
      method: 'POST',
      url: '/api/admin/testimonials/reorder',
      payload: { ids: reversed },
    });
    expect(res.statusCode).toBe(204);
    expect((await list('?pageSize=100')).items.map((x) => x.id)).toEqual(reversed);
    const expected = (await list('?pageSize=100&active=true&featured=true')).items
      .slice(0, 3)
      .map((x) => x.id);
    expect((await featured()).map((x) => x.id)).toEqual(expected);
  });

  it('answers 403 to a shopper', async () => {
    const { token } = await newUser(t.app, 'shopper');
    const res = await t.app.inject({ url: '/api/admin/testimonials', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
  });
});
