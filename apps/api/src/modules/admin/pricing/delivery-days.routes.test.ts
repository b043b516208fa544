import type { AdminPricing, AdminShippingRate } from '@atelier/shared/schemas/admin-pricing';
import type { AdminSettings } from '@atelier/shared/schemas/admin-settings';
import type { Pricing } from '@atelier/shared/schemas/content';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema/admin';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, type TestUser } from '../../generation/generation.test-helpers';
import { newAdmin, type AdminClient } from '../admin.test-helpers';

// The owner edits the delivery estimate's days: a shipping rate's days in transit (pricing
// screen) and the production days (site content screen). Each save shows at once on
// /api/pricing, is audited, and a bad range is 400 with the rule's words and changes nothing.

const rateBody = (r: AdminShippingRate, changes: Partial<AdminShippingRate> = {}) => ({
  destination: r.destination,
  label: r.label,
  priceCents: r.priceCents,
  minDays: r.minDays,
  maxDays: r.maxDays,
  isActive: r.isActive,
  sortOrder: r.sortOrder,
  updatedAt: r.updatedAt,
  ...changes,
});

const settingsBody = (s: AdminSettings, productionDays: object) => ({ ...s, productionDays });

describe('editing delivery days', () => {
  let t: TestApp;
  let admin: AdminClient;
  let shopper: TestUser;
  const publicPricing = async () => (await t.app.inject('/api/pricing')).json<Pricing>();
  const usRate = async () =>
    (await admin.call({ url: '/api/admin/pricing' }))
      .json<AdminPricing>()
      .shippingRates.find((r) => r.destination === 'US')!;
  const settings = async () =>
    (await admin.call({ url: '/api/admin/settings' })).json<AdminSettings>();
  const newestEntry = async () =>
    (await t.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    admin = await newAdmin(t.app, 'delivery-owner');
    shopper = await createUser(t.app, 'delivery-shopper');
  });
  afterAll(() => t.close());

  it("a rate's days in transit: the admin answer carries them, a save changes /api/pricing at once and is audited", async () => {
    const us = await usRate();
    expect(us).toMatchObject({ minDays: 3, maxDays: 5 });
    // Warm the content cache the save must clear.
    expect((await publicPricing()).shippingRates[0]).toMatchObject({ minDays: 3, maxDays: 5 });

    const res = await admin.send(
      'PUT',
      `/api/admin/pricing/shipping-rates/${us.id}`,
      rateBody(us, { minDays: 1, maxDays: 2 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminShippingRate>()).toMatchObject({ minDays: 1, maxDays: 2 });
    expect((await publicPricing()).shippingRates[0]).toMatchObject({
      destination: 'US',
      minDays: 1,
      maxDays: 2,
    });
    expect(await newestEntry()).toMatchObject({
      entity: 'pricing/shipping-rates',
      action: 'update',
      entityId: us.id,
      actorId: admin.id,
      before: { minDays: 3, maxDays: 5 },
      after: { minDays: 1, maxDays: 2 },
    });

    // The version it was based on is gone: 409, nothing changes.
    const stale = await admin.send(
      'PUT',
      `/api/admin/pricing/shipping-rates/${us.id}`,
      rateBody(us, { minDays: 9, maxDays: 9 }),
    );
    expect(stale.statusCode).toBe(409);
    expect((await publicPricing()).shippingRates[0]).toMatchObject({ minDays: 1, maxDays: 2 });
  });

  it('a new rate takes days (or 3–7 without them)', async () => {
    const made = await admin.send('POST', '/api/admin/pricing/shipping-rates', {
      destination: 'NZ',
      label: 'New Zealand',
      priceCents: 2199,
      minDays: 8,
      maxDays: 12,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await publicPricing()).shippingRates).toContainEqual(
      expect.objectContaining({ destination: 'NZ', minDays: 8, maxDays: 12 }),
    );
    const plain = await admin.send('POST', '/api/admin/pricing/shipping-rates', {
      destination: 'IE',
      label: 'Ireland',
      priceCents: 1499,
    });
    expect(plain.json<AdminShippingRate>()).toMatchObject({ minDays: 3, maxDays: 7 });
  });

  it('refuses a bad span of transit days with 400 naming the rule, changing nothing', async () => {
    const us = await usRate();
    const before = await publicPricing();
    const cases: [object, string][] = [
      [{ minDays: 6, maxDays: 4 }, 'The shortest delivery time cannot be longer than the longest.'],
      [{ minDays: 1.5 }, 'Shortest delivery time is a whole number of days from 0 to 60.'],
      [{ minDays: -1 }, 'Shortest delivery time is a whole number of days from 0 to 60.'],
      [{ maxDays: 61 }, 'Longest delivery time is a whole number of days from 0 to 60.'],
    ];
    for (const [changes, message] of cases) {
      const res = await admin.send('PUT', `/api/admin/pricing/shipping-rates/${us.id}`, {
        ...rateBody(us),
        ...changes,
      });
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    // Without the days an edit is refused too (a PUT replaces the row).
    const { minDays: _min, maxDays: _max, ...withoutDays } = rateBody(us);
    const missing = await admin.send(
      'PUT',
      `/api/admin/pricing/shipping-rates/${us.id}`,
      withoutDays,
    );
    expect(missing.statusCode).toBe(400);
    const create = await admin.send('POST', '/api/admin/pricing/shipping-rates', {
      destination: 'FR',
      label: 'France',
      priceCents: 1499,
      minDays: 9,
      maxDays: 2,
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().error.message).toContain(
      'The shortest delivery time cannot be longer than the longest.',
    );
    expect(await usRate()).toEqual(us);
    t.app.contentCache.clear();
    expect(await publicPricing()).toEqual(before);
  });

  it('production days: the settings answer carries them, a save changes /api/pricing at once and is audited', async () => {
    const s = await settings();
    expect(s.productionDays).toEqual({ minDays: 2, maxDays: 4 });
    expect((await publicPricing()).productionDays).toEqual({ minDays: 2, maxDays: 4 });

    const res = await admin.send(
      'PUT',
      '/api/admin/settings',
      settingsBody(s, { minDays: 5, maxDays: 7 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminSettings>().productionDays).toEqual({ minDays: 5, maxDays: 7 });
    expect((await publicPricing()).productionDays).toEqual({ minDays: 5, maxDays: 7 });
    const entry = await newestEntry();
    expect(entry).toMatchObject({ entity: 'settings', action: 'update', actorId: admin.id });
    // (A first save also stores keys the seed left to their defaults, so only this one is read.)
    expect(entry.before).toMatchObject({ 'shipping.productionDays': { minDays: 2, maxDays: 4 } });
    expect(entry.after).toMatchObject({ 'shipping.productionDays': { minDays: 5, maxDays: 7 } });

    // The screen's old version: 409, nothing changes.
    const stale = await admin.send(
      'PUT',
      '/api/admin/settings',
      settingsBody(s, { minDays: 1, maxDays: 1 }),
    );
    expect(stale.statusCode).toBe(409);
    expect((await publicPricing()).productionDays).toEqual({ minDays: 5, maxDays: 7 });
  });

  it('refuses a bad span of production days with 400 naming the rule, changing nothing', async () => {
    const s = await settings();
    const before = await publicPricing();
    const cases: [object, string][] = [
      [
        { minDays: 8, maxDays: 3 },
        'The shortest production time cannot be longer than the longest.',
      ],
      [{ minDays: 0.5, maxDays: 3 }, 'Shortest production time is a whole number of days'],
      [{ minDays: 1, maxDays: 100 }, 'Longest production time is a whole number of days'],
      [{ minDays: 1 }, 'Longest production time is a whole number of days'],
    ];
    for (const [days, message] of cases) {
      const res = await admin.send('PUT', '/api/admin/settings', settingsBody(s, days));
      expect(res.statusCode, JSON.stringify(days)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    expect(await settings()).toEqual(s);
    t.app.contentCache.clear();
    expect(await publicPricing()).toEqual(before);
  });

  it('a shopper cannot change either: 403, nothing changes', async () => {
    const us = await usRate();
    const s = await settings();
    const asShopper = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: shopper.headers });
    const rate = await asShopper(
      'PUT',
      `/api/admin/pricing/shipping-rates/${us.id}`,
      rateBody(us, { minDays: 0, maxDays: 0 }),
    );
    expect(rate.statusCode).toBe(403);
    const production = await asShopper(
      'PUT',
      '/api/admin/settings',
      settingsBody(s, { minDays: 0, maxDays: 0 }),
    );
    expect(production.statusCode).toBe(403);
    expect(await usRate()).toEqual(us);
    expect(await settings()).toEqual(s);
  });
});
